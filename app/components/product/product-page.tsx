import { useEffect, useRef, useState } from "react";
import type { ProductDetail, ProductSummary } from "~/domain/catalogue";
import { productCopy } from "~/content/product";
import { ProductCard } from "~/components/shop/product-card";
import { BoughtTogether } from "./bought-together";
import { ProductGallery, type GalleryImage } from "./product-gallery";
import { ProductPart } from "./product-parts";
import { PurchaseBox, type PurchaseMode } from "./purchase-box";
import { ReviewsSection, type ReviewsSectionProps } from "./reviews-section";
import { StickyBuyBar } from "./sticky-buy-bar";
import { TryMiniOffer } from "./try-mini-offer";

/** Only this product's own images: the owner's photos in their order; else the drawn art (a bundle's with its parts'). */
function galleryFor(product: ProductDetail): GalleryImage[] {
  if (product.photos.length > 0) return product.photos;
  const own = { src: product.image, alt: product.name };
  if (!product.isBundle) return [own];
  return [own, ...product.bundleParts.map((p) => ({ src: p.image, alt: p.name }))];
}

/**
 * True once `ref` has scrolled up out of the viewport (for the mobile sticky buy bar). A scroll listener,
 * not an IntersectionObserver: a jump from below the element to above it never crosses a threshold.
 */
function useScrolledPast(ref: React.RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = ref.current;
      if (el) setPast(el.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [ref]);
  return past;
}

export function ProductPage({
  product,
  subscriptionPriceOre,
  together,
  mini,
  reviews,
}: {
  product: ProductDetail;
  subscriptionPriceOre: number | null;
  together: ProductSummary | null;
  mini: ProductSummary | null;
  reviews: Omit<ReviewsSectionProps, "productId" | "rating">;
}) {
  const [mode, setMode] = useState<PurchaseMode>("onetime");
  const buyRef = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(buyRef);
  const soldOut = product.stockStatus === "out_of_stock";

  return (
    <article className="page pt-6 pb-28 md:pb-20">
      {product.isLimitedEdition && (
        <div className="mb-8">
          <ProductPart render={(m) => <m.LimitedBanner productId={product.id} />} />
        </div>
      )}

      <div className="grid gap-10 md:grid-cols-2 lg:gap-16">
        <ProductGallery key={product.id} images={galleryFor(product)} accent={product.colours.accent} />

        <div className="flex flex-col gap-6">
          <ProductPart
            data={product}
            render={(m) => (
              <>
                <m.ProductHeading product={product} />
                <p className="text-ink-soft">{product.description}</p>
                <m.ProductOffers product={product} />
              </>
            )}
          />
          <div ref={buyRef}>
            <PurchaseBox product={product} subscriptionPriceOre={subscriptionPriceOre} mode={mode} onModeChange={setMode} />
          </div>
          {soldOut && <ProductPart data={product.id} render={(m) => <m.StockAlertForm productId={product.id} productName={product.name} />} />}
          {mini && <TryMiniOffer mini={mini} />}
          <ProductPart
            data={product}
            render={(m) => (
              <>
                <m.DeliveryInfo />
                <m.ProductAccordion product={product} />
              </>
            )}
          />
        </div>
      </div>

      <section aria-labelledby="about-product" className="mt-20 grid gap-10 md:grid-cols-2 lg:gap-16">
        <ProductPart data={product.fullDescription} render={(m) => <m.ProductDescription product={product} />} />
        {together && !soldOut && (
          <div className="md:pt-14">
            <BoughtTogether items={[product, together]} />
          </div>
        )}
      </section>

      {product.related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-20">
          <h2 id="related-title" className="text-3xl">
            {productCopy.related.title}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {product.related.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-20">
        <ReviewsSection productId={product.id} rating={product.rating} {...reviews} />
      </div>

      {scrolledPast && mode === "onetime" && <StickyBuyBar product={product} />}
    </article>
  );
}
