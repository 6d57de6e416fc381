import { RETURNS, SHIPPING } from "~/domain/constants";
import { formatKr } from "~/domain/money";
import { productDetailsCopy } from "~/content/product-details";
import { useShop } from "~/components/layout/use-shop";

const t = productDetailsCopy.delivery;

/** Delivery and returns, every figure read from SHIPPING and RETURNS. */
export function DeliveryInfo() {
  // The fee and threshold in force (ADR 063).
  const { shipping } = useShop();
  const rows = [
    { icon: "box", text: t.dispatch(SHIPPING.dispatchDays.min, SHIPPING.dispatchDays.max) },
    { icon: "truck", text: t.delivery(SHIPPING.deliveryDays.min, SHIPPING.deliveryDays.max) },
    { icon: "truck", text: t.shipping(formatKr(shipping.freeFromOre), formatKr(shipping.feeOre)) },
    { icon: "return", text: t.openPurchase(RETURNS.openPurchaseDays) },
    { icon: "return", text: t.withdrawal(RETURNS.withdrawalDays) },
  ] as const;
  return (
    <section aria-labelledby="delivery-title" className="rounded-2xl bg-white/60 p-5 ring-1 ring-ink/5">
      <h2 id="delivery-title" className="text-lg">
        {t.title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-ink-soft">
        {rows.map((r) => (
          <li key={r.text} className="flex items-start gap-3">
            <Icon name={r.icon} />
            <span>{r.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Icon({ name }: { name: "box" | "truck" | "return" }) {
  const paths = {
    box: "M3 7l7-4 7 4v8l-7 4-7-4V7zm0 0l7 4 7-4M10 11v8",
    truck: "M2 5h10v9H2zM12 8h4l2 3v3h-6M5 16.5a1.5 1.5 0 1 0 0-.01M15 16.5a1.5 1.5 0 1 0 0-.01",
    return: "M7 5L3 9l4 4M3 9h9a5 5 0 0 1 0 10H8",
  } as const;
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className="mt-0.5 shrink-0 text-sage" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  );
}
