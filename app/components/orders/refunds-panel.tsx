import { customerRefundCopy } from "~/content/admin-refunds";
import { formatDateTime } from "~/content/orders";
import { paymentMethod } from "~/payments/registry";

export interface RefundView {
  id: number;
  at: Date;
  amountOre: number;
  methodOre: number;
  giftCardOre: number;
  reason: string;
  /** done | requested (a provider has not confirmed it yet) | owed (ADR 075). */
  state?: string;
  lines: { name: string; quantity: number }[];
}

/** The customer's order page: each refund with its date, amount, the way the money goes back and why. */
export function RefundsPanel({ refunds, method }: { refunds: RefundView[]; method: string }) {
  const t = customerRefundCopy;
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5" data-testid="customer-refunds">
      <h2 id="refunds-heading" className="text-xl">
        {t.heading}
      </h2>
      <ul className="mt-3 space-y-3">
        {refunds.map((r) => (
          <li key={r.id}>
            <span className="font-medium">{r.state === "requested" ? t.rowRequested(r.amountOre) : t.row(r.amountOre)}</span> · <time dateTime={new Date(r.at).toISOString()}>{formatDateTime(new Date(r.at))}</time>
            <span className="block text-sm text-ink-soft">{t.via(r.methodOre, r.giftCardOre, paymentMethod(method).label)}</span>
            {r.lines.length > 0 && <span className="block text-sm">{r.lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")}</span>}
            <span className="block text-sm">
              {t.reason}: {r.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
