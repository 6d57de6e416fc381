import { Link } from "react-router";
import { cardCopy } from "~/content/product-card";
import type { ProductSummary } from "~/domain/catalogue";
import { formatKr } from "~/domain/money";
import { cn } from "~/lib/cn";
import { PriceTag } from "./price-tag";
import { ProductBadges } from "./product-badges";
import { StarRating } from "./star-rating";
import { artImage } from "~/lib/art";

/**
 * A product card's parts that need no JavaScript: rating, name (the card's link), tagline, price and offer, the image
 * and its badges. product-card.tsx renders them through islands (components/ui/island.tsx) around the add-to-cart
 * buttons, which hydrate: the browser loads this module only to render cards itself (a client-side navigation, a new
 * filter on /shop, a changed price), and hydrating a grid of cards costs less (ADR 043, fourth round).
 */

export function CardText({ product, headingLevel }: { product: ProductSummary; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const soldOut = product.stockStatus === "out_of_stock";
  return (
    <>
      <StarRating rating={product.rating} className="mb-2" />
      <Heading className="text-lg leading-snug text-ink sm:text-xl">
        <Link
          to={`/product/${product.id}`}
          prefetch="intent"
          className="after:absolute after:inset-0 after:z-[1] after:rounded-2xl sm:after:rounded-3xl after:content-[''] hover:text-indigo focus-visible:outline-none focus-visible:after:ring-[3px] focus-visible:after:ring-indigo focus-visible:after:ring-inset"
        >
          {product.name}
        </Link>
      </Heading>
      <p className="mt-1 text-xs leading-relaxed text-ink-soft sm:text-sm">{product.tagline}</p>
      <PriceTag product={product} className="mt-auto pt-3 sm:pt-4" />
      <Offer product={product} soldOut={soldOut} />
    </>
  );
}

export function CardImage({ product, priority }: { product: ProductSummary; priority: boolean }) {
  const soldOut = product.stockStatus === "out_of_stock";
  return (
    <>
      <img
        {...artImage(product.image, "(min-width: 1024px) 33vw, 50vw")}
        alt={cardCopy.imageAlt(product)}
        width={800}
        height={800}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn(
          "h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none",
          soldOut && "opacity-75 grayscale-[40%]",
        )}
      />
      <ProductBadges product={product} className="absolute inset-x-2 top-2 sm:inset-x-3 sm:top-3" />
    </>
  );
}

/**
 * "Köp 2, få 15% rabatt automatiskt" for single products that can be bought; "Spara X kr" (from the parts'
 * prices) for bundles.
 */
function Offer({ product, soldOut }: { product: ProductSummary; soldOut: boolean }) {
  if (product.isBundle) {
    if (product.bundleSavingOre <= 0) return null;
    return (
      <p className="mt-2 text-xs text-ink-soft sm:text-sm">
        <span className="font-semibold text-sage">{cardCopy.bundleSaving(formatKr(product.bundleSavingOre))}</span>{" "}
        {cardCopy.bundleSavingNote}
      </p>
    );
  }
  if (product.multiBuyPairOre === null || soldOut) return null;
  return <p className="mt-2 text-xs font-medium text-sage sm:text-sm">{cardCopy.multiBuy}</p>;
}
