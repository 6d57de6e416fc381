import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { ProductSummary } from "~/domain/catalogue";
import { formatKr } from "~/domain/money";
import { togetherPairPriceOre } from "~/domain/offers";
import { TOGETHER } from "~/domain/constants";
import { productCopy } from "~/content/product";
import type { CartActionResult } from "~/components/cart/add-to-cart-button";
import { useCartDrawer } from "~/components/cart/cart-drawer-context";
import { buttonClass } from "~/components/ui/button";
import { artImage } from "~/lib/art";
import { EarlierPrice } from "~/components/shop/price-announcement";

const t = productCopy.together;

/**
 * "Köps ofta tillsammans": this product and one related. "Lägg båda i varukorgen" is one form that posts
 * intent=add_together (both are added, or neither): with JavaScript through a fetcher that then opens the
 * drawer, without (or before hydration) as a plain post that lands on /cart. The together price (8 % off the
 * pair, whole kronor) is what the cart's together rule will take off when both are in it (ADR 038); the server
 * prices the cart, this only shows the same rule's result.
 */
export function BoughtTogether({ items }: { items: [ProductSummary, ProductSummary] }) {
  const fetcher = useFetcher<CartActionResult>();
  const { setOpen } = useCartDrawer();
  const handled = useRef<CartActionResult | undefined>(undefined);
  const [result, setResult] = useState<"done" | "failed" | null>(null);
  const running = fetcher.state !== "idle";
  const separateOre = items[0].priceOre + items[1].priceOre;
  const togetherOre = togetherPairPriceOre(items[0].priceOre, items[1].priceOre);

  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state !== "idle" || !d || handled.current === d) return;
    handled.current = d;
    setResult(d.ok ? "done" : "failed");
    if (d.ok) setOpen(true);
  }, [fetcher.state, fetcher.data, setOpen]);

  return (
    <section aria-labelledby="together-title" className="rounded-3xl bg-white/60 p-6 ring-1 ring-ink/5">
      <h2 id="together-title" className="text-2xl">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t.lead(TOGETHER.percent)}</p>
      <ul className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center">
        {items.map((p, i) => (
          <li key={p.id} className="flex flex-1 items-center gap-4">
            {i === 1 && (
              <span aria-hidden="true" className="hidden font-serif text-3xl text-ink-soft sm:block">
                +
              </span>
            )}
            <img {...artImage(p.image, "80px")} alt="" width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded-2xl" />
            <div>
              {i === 1 && <span className="sr-only">{t.plus} </span>}
              <Link to={`/product/${p.id}`} className="font-medium underline decoration-ink/30 underline-offset-4 hover:decoration-ink">
                {p.name}
              </Link>
              <p className="flex gap-2 text-sm text-ink-soft tabular-nums">
                {formatKr(p.priceOre)}
                <EarlierPrice announcement={p.announcement} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1 tabular-nums" data-testid="together-price">
        <span className="text-lg font-medium">{t.total(formatKr(togetherOre))}</span>
        <span className="text-sm text-ink-soft">{t.separately(formatKr(separateOre))}</span>
        {separateOre > togetherOre && <span className="text-sm font-medium text-sage">{t.saving(formatKr(separateOre - togetherOre))}</span>}
      </p>
      <fetcher.Form method="post" action="/cart" onSubmit={() => setResult(null)} className="mt-4 flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="add_together" />
        <input type="hidden" name="productIds" value={items.map((p) => p.id).join(",")} />
        <button type="submit" disabled={running} className={buttonClass("secondary")}>
          {running ? t.adding : t.addBoth}
        </button>
        <p role="status" className="text-sm text-ink-soft">
          {result === "done" ? t.added : result === "failed" ? (fetcher.data?.error ?? t.failed) : ""}
        </p>
      </fetcher.Form>
    </section>
  );
}
