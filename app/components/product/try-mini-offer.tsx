import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ProductSummary } from "~/domain/catalogue";
import { productIdsInCart } from "~/domain/offers";
import { formatKr } from "~/domain/money";
import { productCopy } from "~/content/product";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { useCartDrawer } from "~/components/cart/cart-drawer-context";
import { useCartView, useFreeShippingFromOre } from "./use-cart-view";
import { artImage } from "~/lib/art";

const t = productCopy.tryMini;

/** "Prova först": the matching mini, while the cart is under the free-shipping threshold and the mini is not in it. */
export function TryMiniOffer({ mini }: { mini: ProductSummary }) {
  const cart = useCartView();
  const { setOpen } = useCartDrawer();
  const goods = cart?.priced.goodsAfterDiscountsOre ?? 0;
  // The threshold in force: the priced cart's, else the shop's (ADR 063).
  const shopFreeFrom = useFreeShippingFromOre();
  const freeFrom = cart?.priced.progress.thresholdOre ?? shopFreeFrom;
  const hidden = (freeFrom !== null && goods >= freeFrom) || productIdsInCart(cart).has(mini.id);
  const requested = useRef(false);

  // The offer disappears in the same update that adds the mini, so open the drawer from here.
  useEffect(() => {
    if (hidden && requested.current) {
      requested.current = false;
      setOpen(true);
    }
  }, [hidden, setOpen]);

  if (hidden) return null;
  return (
    <aside
      onSubmitCapture={() => (requested.current = true)} aria-labelledby="try-mini-title" className="flex gap-4 rounded-3xl bg-lavender/30 p-5 ring-1 ring-indigo/10">
      <img {...artImage(mini.image, "88px")} alt="" width={88} height={88} loading="lazy" className="size-22 shrink-0 rounded-2xl" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-[0.18em] text-indigo uppercase">{t.eyebrow}</p>
        <h2 id="try-mini-title" className="mt-1 text-xl">
          <Link to={`/product/${mini.id}`} className="hover:underline">
            {t.title(mini.name)}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t.text(mini.weight, formatKr(mini.priceOre))}</p>
        <AddToCartButton productId={mini.id} productName={mini.name} variant="secondary" className="mt-3 max-w-xs" />
      </div>
    </aside>
  );
}
