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
  /** Owed (ADR 081): the account given, masked, and the pay-back page's address with a fresh token. */
  payoutGiven?: string | null;
  payoutPath?: string | null;
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
            <span className="font-medium" data-testid="customer-refund-state">
              {r.state === "requested" ? t.rowRequested(r.amountOre) : r.state === "owed" ? t.rowOwed(r.amountOre) : t.row(r.amountOre)}
            </span>{" "}
            · <time dateTime={new Date(r.at).toISOString()}>{formatDateTime(new Date(r.at))}</time>
            <span className="block text-sm text-ink-soft">{r.state === "owed" ? t.viaOwed(r.methodOre, r.giftCardOre) : t.via(r.methodOre, r.giftCardOre, paymentMethod(method).label)}</span>
            {r.state === "owed" && (
              <span className="mt-1 block rounded-xl bg-oat px-3 py-2 text-sm" data-testid="customer-refund-payout">
                {r.payoutGiven ? t.accountGiven(r.payoutGiven) : t.accountMissing}{" "}
                {r.payoutPath && (
                  <a href={r.payoutPath} className="font-medium underline">
                    {r.payoutGiven ? t.changeAccount : t.giveAccount}
                  </a>
                )}
              </span>
            )}
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
