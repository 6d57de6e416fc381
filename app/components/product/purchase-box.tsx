import { useId, useRef } from "react";
import type { ProductDetail } from "~/domain/catalogue";
import { SUBSCRIPTION } from "~/domain/constants";
import { formatKr } from "~/domain/money";
import { productCopy } from "~/content/product";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { useSeedFromDom } from "~/lib/seed-from-dom";

export type PurchaseMode = "onetime" | "subscription";

const t = productCopy.purchase;

/**
 * Engångsköp (default) or Prenumeration where one is offered. Subscriptions are not sold yet:
 * choosing one shows only 'Prenumerationer kommer snart!' and no add-to-cart.
 * Before hydration CSS (:has on the checked radio) does the same, and the choice carries over into
 * React's state when it takes over (ADR 011).
 */
export function PurchaseBox({
  product,
  subscriptionPriceOre,
  mode,
  onModeChange,
}: {
  product: ProductDetail;
  subscriptionPriceOre: number | null;
  mode: PurchaseMode;
  onModeChange(mode: PurchaseMode): void;
}) {
  const name = useId();
  const hydrated = useHydrated();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  useSeedFromDom(() => {
    const checked = fieldsetRef.current?.querySelector<HTMLInputElement>("input:checked")?.value;
    if ((checked === "onetime" || checked === "subscription") && checked !== mode) onModeChange(checked);
  });
  const subscribing = mode === "subscription" && subscriptionPriceOre !== null;
  const soldOut = product.stockStatus === "out_of_stock";
  const options =
    subscriptionPriceOre === null
      ? null
      : ([
          { value: "onetime", label: t.onetime, price: formatKr(product.priceOre), note: null },
          {
            value: "subscription",
            label: t.subscription,
            price: t.perMonth(formatKr(subscriptionPriceOre)),
            note: t.subscriptionNote(SUBSCRIPTION.percent),
          },
        ] as const);

  return (
    <div className="group/purchase">
      {options && (
        <fieldset ref={fieldsetRef} className="mb-4">
          <legend className="mb-2 text-sm font-medium">{t.legend}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {options.map((o) => (
              <label
                key={o.value}
                className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white/70 p-4 ring-1 ring-ink/15 transition hover:ring-ink/30 has-checked:ring-2 has-checked:ring-indigo"
              >
                <input
                  type="radio"
                  name={name}
                  value={o.value}
                  checked={mode === o.value}
                  onChange={() => onModeChange(o.value)}
                  className="mt-1 size-4 accent-indigo"
                />
                <span className="flex flex-col">
                  <span className="font-medium">{o.label}</span>
                  <span className="text-sm text-ink-soft">{o.price}</span>
                  {o.note && <span className="text-xs text-ink-soft">{o.note}</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {/* Until hydration both are in the page and the checked radio picks one (CSS); then React renders one. */}
      <div role="status">
        {(subscribing || !hydrated) && (
          <p
            className={cn(
              "rounded-2xl bg-lavender/40 px-5 py-4 font-serif text-xl",
              !hydrated && "hidden group-has-[[value=subscription]:checked]/purchase:block",
            )}
          >
            {t.comingSoon}
          </p>
        )}
      </div>
      {(!subscribing || !hydrated) && (
        <AddToCartButton
          productId={product.id}
          productName={product.name}
          soldOut={soldOut}
          className={cn("w-full", !hydrated && "group-has-[[value=subscription]:checked]/purchase:hidden")}
        />
      )}
    </div>
  );
}
