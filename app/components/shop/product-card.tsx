import { Link } from "react-router";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { cardCopy } from "~/content/product-card";
import type { ProductSummary } from "~/domain/catalogue";
import { formatKr } from "~/domain/money";
import { cn } from "~/lib/cn";
import { PriceTag } from "./price-tag";
import { ProductBadges } from "./product-badges";
import { StarRating } from "./star-rating";
import { artImage } from "~/lib/art";

/**
 * A product in a grid (shop, home, Christmas and product pages). The name is the card's one link; its
 * stretched hit area covers the card, and the buttons sit above it. Desktop (wide screen, fine pointer)
 * gets a quick-buy button that appears on hover or keyboard focus; small or touch screens get a visible
 * add-to-cart button. Sold-out products show one disabled 'Slutsåld' instead. On a phone the button's label
 * ("Lägg Sleep i varukorgen", also its accessible name) wraps onto two balanced lines rather than being cut.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: ProductSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const soldOut = product.stockStatus === "out_of_stock";
  const card = cardCopy;

  return (
    <article className="group relative isolate flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm sm:rounded-3xl ring-1 ring-ink/5 transition-shadow duration-300 hover:shadow-md">
      <div className="flex flex-1 flex-col p-3 sm:p-5">
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
        {soldOut ? (
          <AddToCartButton productId={product.id} productName={product.name} soldOut className="relative z-10 mt-3 w-full sm:mt-4 max-sm:px-3 max-sm:py-2.5 max-sm:text-sm" />
        ) : (
          <AddToCartButton
            productId={product.id}
            productName={product.name}
            className="relative z-10 mt-3 sm:mt-4 md:pointer-fine:hidden max-sm:[&_button]:min-h-14 max-sm:[&_button]:px-3 max-sm:[&_button]:py-2 max-sm:[&_button]:text-sm max-sm:[&_button]:leading-tight max-sm:[&_button]:text-balance"
          />
        )}
      </div>

      <div className="relative order-first aspect-square overflow-hidden bg-oat-dark">
        <img
          {...artImage(product.image, "(min-width: 1024px) 33vw, 50vw")}
          alt={card.imageAlt(product)}
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
        {!soldOut && (
          <div className="absolute inset-x-3 bottom-3 z-10 hidden translate-y-2 opacity-0 transition duration-200 group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100 motion-reduce:transition-none md:pointer-fine:block">
            <AddToCartButton productId={product.id} productName={product.name} label={card.quickBuy(product.name)} className="shadow-lg" />
          </div>
        )}
      </div>
    </article>
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
