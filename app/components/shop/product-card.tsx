import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { cardCopy } from "~/content/product-card";
import type { ProductSummary } from "~/domain/catalogue";
import { island } from "~/components/ui/island";
import * as parts from "./card.islands";

/** The card's parts without JavaScript (card.islands.tsx) as islands; the add-to-cart buttons hydrate (ADR 043, fourth round). */
export const cardParts = island(() => import("./card.islands"), import.meta.env.SSR ? parts : undefined);
const CardPart = cardParts.Island;

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
  const soldOut = product.stockStatus === "out_of_stock";
  const card = cardCopy;

  return (
    <article className="group relative isolate flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm sm:rounded-3xl ring-1 ring-ink/5 transition-shadow duration-300 hover:shadow-md">
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <CardPart data={product} render={(m) => <m.CardText product={product} headingLevel={headingLevel} />} />
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
        <CardPart data={[product, priority]} render={(m) => <m.CardImage product={product} priority={priority} />} />
        {!soldOut && (
          <div className="absolute inset-x-3 bottom-3 z-10 hidden translate-y-2 opacity-0 transition duration-200 group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100 motion-reduce:transition-none md:pointer-fine:block">
            <AddToCartButton productId={product.id} productName={product.name} label={card.quickBuy(product.name)} className="shadow-lg" />
          </div>
        )}
      </div>
    </article>
  );
}
