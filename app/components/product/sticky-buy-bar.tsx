import type { ProductDetail } from "~/domain/catalogue";
import { formatKr } from "~/domain/money";
import { productCopy } from "~/content/product";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";

/**
 * Small screens only, once the main buy button has scrolled out of view. The right padding keeps the
 * button clear of the layout's scroll-to-top button (fixed, bottom right). While it shows, the page keeps its
 * height clear at the bottom of focus scrolling (app.css, ADR 072).
 */
export function StickyBuyBar({ product }: { product: ProductDetail }) {
  return (
    <div
      role="region"
      aria-label={productCopy.sticky.label}
      className="sticky-buy-bar fixed inset-x-0 bottom-0 z-30 border-t border-ink/10 bg-oat/95 py-3 pr-20 pl-4 shadow-[0_-8px_24px_rgba(42,40,51,0.08)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{product.name}</p>
          <p className="text-sm text-indigo">{formatKr(product.priceOre)}</p>
        </div>
        <AddToCartButton
          productId={product.id}
          productName={product.name}
          soldOut={product.stockStatus === "out_of_stock"}
          className="shrink-0"
        />
      </div>
    </div>
  );
}
