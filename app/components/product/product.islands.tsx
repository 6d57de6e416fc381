import type { ProductDetail, ProductRating } from "~/domain/catalogue";
import { productDetailsCopy } from "~/content/product-details";
import { reviewsListCopy } from "~/content/reviews-list";
import { StarRating } from "~/components/shop/star-rating";

/**
 * The parts of the product page that need no JavaScript: heading, price and stock, offers, delivery, the accordion,
 * the description, the reviews' heading, list and notice. product-parts.ts renders them through islands
 * (components/ui/island.tsx), so the browser loads this module only when it renders a product page itself (a
 * client-side navigation) or when their data changes (a new review), not on a first visit (ADR 043, fourth round).
 */
export { LimitedBanner } from "./limited-banner";
export { ProductHeading } from "./product-heading";
export { ProductOffers } from "./product-offers";
export { DeliveryInfo } from "./delivery-info";
export { ProductAccordion } from "./product-accordion";
export { ReviewsList } from "./reviews-list";
export { ReviewsNotice } from "./reviews-notice";
export { StockAlertForm } from "./stock-alert-form";

/** "Om produkten": the full description, one paragraph per blank line. */
export function ProductDescription({ product }: { product: ProductDetail }) {
  const paragraphs = product.fullDescription.split(/\n{2,}/).filter(Boolean);
  return (
    <div>
      <h2 id="about-product" className="text-3xl">
        {productDetailsCopy.descriptionTitle}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-ink-soft">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </div>
  );
}

/** "Omdömen" and the average from real reviews. */
export function ReviewsHeading({ rating }: { rating: ProductRating | null }) {
  return (
    <>
      <h2 id="omdomen-title" className="text-3xl">
        {reviewsListCopy.title}
      </h2>
      <StarRating rating={rating} large className="mt-2" />
    </>
  );
}
