import { Form, Link, useNavigation } from "react-router";
import { payoutDeskCopy as t } from "~/content/refund-payouts";
import { formatKr } from "~/domain/money";
import type { OwedRefund } from "~/domain/refund-payout";
import { paymentMethodLabel } from "~/payments/registry";
import { formatDate, formatDateTime } from "./format";

/**
 * What the owner transfers, refund by refund: amount, the account or Swish number (or that the customer has not given
 * one yet), the message to use, and "Återbetald" (a plain form: works before hydration). `action` is the address the
 * form posts to (the desk, or the payments page); `showOrder` links each to its order.
 */
export function OwedRefundList({ rows, action, showOrder }: { rows: OwedRefund[]; action: (r: OwedRefund) => string; showOrder: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <ul className="mt-3 space-y-3">
      {rows.map((r) => (
        <li key={r.refundId} className="rounded-xl bg-oat p-3 ring-1 ring-ink/10" data-testid="owed-refund">
          <p className="font-medium">
            {showOrder ? (
              <Link to={`/admin/orders/${r.orderId}`} className="underline">
                {t.order} {r.orderNumber}
              </Link>
            ) : (
              `${t.order} ${r.orderNumber}`
            )}{" "}
            · {formatKr(r.amountOre)}
          </p>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-ink-soft">{t.customer}</dt>
            <dd>{r.customer}</dd>
            <dt className="text-ink-soft">{t.method}</dt>
            <dd>{paymentMethodLabel(r.paymentMethod)}</dd>
            <dt className="text-ink-soft">{t.to}</dt>
            <dd data-testid="owed-refund-account">
              {r.account ? (
                <>
                  <span className="font-medium tabular-nums">{r.account}</span>
                  {r.givenAt && <span className="block text-ink-soft">{t.given(formatDateTime(r.givenAt))}</span>}
                </>
              ) : (
                <>
                  <span className="text-clay">{t.notGiven}</span>
                  {r.remindedAt && <span className="block text-ink-soft">{t.reminded(formatDateTime(r.remindedAt))}</span>}
                </>
              )}
            </dd>
            <dt className="text-ink-soft">{t.reference}</dt>
            <dd className="tabular-nums">{r.reference}</dd>
            <dt className="text-ink-soft">{t.recorded}</dt>
            <dd>
              <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
            </dd>
            <dt className="text-ink-soft">{t.dueBy}</dt>
            <dd data-testid="owed-refund-due">
              <time dateTime={r.dueBy}>{formatDate(r.dueBy)}</time>
              {r.overdue && (
                <>
                  {" "}
                  <strong className="rounded-full bg-clay/15 px-2 py-0.5 text-xs font-medium text-clay">{t.overdue}</strong>
                  <span className="block text-ink-soft">{t.overdueNote}</span>
                </>
              )}
            </dd>
          </dl>
          <Form method="post" action={action(r)} className="mt-3">
            <input type="hidden" name="intent" value="paid_back" />
            <input type="hidden" name="refundId" value={r.refundId} />
            <input type="hidden" name="orderId" value={r.orderId} />
            <button type="submit" disabled={busy} aria-label={t.markPaidLabel(r.amountOre, r.orderNumber)} className="rounded-full bg-indigo px-5 py-2 text-white disabled:opacity-60">
              {t.markPaid}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** The desk's section (only when something on the order is owed). */
export function OwedRefundsPanel({ rows, orderId, done }: { rows: OwedRefund[]; orderId: string; done: "done" | "already" | null }) {
  if (rows.length === 0 && !done) return null;
  return (
    <section aria-labelledby="owed-heading" className="rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="owed-refunds">
      <h2 id="owed-heading" className="text-xl">
        {t.heading}
      </h2>
      {done && (
        <p role="status" className="mt-3 rounded-lg bg-sage-light px-3 py-2">
          {done === "done" ? t.done : t.already}
        </p>
      )}
      {rows.length > 0 && <p className="mt-2 text-sm text-ink-soft">{t.intro}</p>}
      <OwedRefundList rows={rows} action={() => `/admin/orders/${orderId}`} showOrder={false} />
    </section>
  );
}
