import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { refundCopy } from "~/content/admin-refunds";
import { formatKr } from "~/domain/money";
import { cn } from "~/lib/cn";
import type { RefundPanelView } from "~/domain/refunds";
import { formatDateTime } from "./format";

const t = refundCopy;
/** A text field's box; `control` puts it under its label, the quantity fields sit beside theirs (no margin). */
const field = "w-full rounded-lg border bg-white px-3 py-2";
const control = `mt-1 ${field}`;
const primary = "rounded-full bg-indigo px-5 py-2 text-white disabled:opacity-60";

function Reason({ id, error, defaultValue }: { id: string; error?: string; defaultValue?: string }) {
  return (
    <div>
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
        {t.reason}
      </label>
      <input
        id={`${id}-reason`}
        name="reason"
        required
        minLength={3}
        maxLength={300}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-reason-hint${error ? ` ${id}-reason-error` : ""}`}
        className={cn(control, error ? "border-clay" : "border-ink/20")}
      />
      <p id={`${id}-reason-hint`} className="mt-1 text-sm text-ink-soft">
        {t.reasonHint}
      </p>
      {error && (
        <p id={`${id}-reason-error`} className="mt-1 text-sm text-clay">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The desk's refunds: one click after "Ångra köp" or for a cancelled paid order, otherwise lines and
 * quantities with shipping and restocking; the reason is required and goes to the customer. Plain forms:
 * they work before hydration.
 */
export function RefundPanel({
  orderId,
  panel,
  fields,
  done,
  requested = false,
  owed = false,
}: {
  orderId: string;
  panel: RefundPanelView;
  fields: Record<string, string>;
  done: number | null;
  requested?: boolean;
  owed?: boolean;
}) {
  const id = useId();
  const busy = useNavigation().state === "submitting";
  if (!panel.refundable && panel.history.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="refund-panel">
      <h2 id={`${id}-heading`} className="text-xl">
        {t.heading}
      </h2>
      {done !== null && (
        <p role="status" className="mt-3 rounded-lg bg-sage-light px-3 py-2">
          {requested ? t.doneRequested(done) : owed ? t.doneOwed(done) : t.done(done)}
        </p>
      )}
      {panel.refundable && <p className="mt-2 text-ink-soft">{t.leftToRefund(panel.leftOre)}</p>}

      {panel.refundable && panel.withdrawal && (
        <Form method="post" action={`/admin/orders/${orderId}`} className="mt-3 space-y-2 rounded-xl bg-oat p-3 ring-2 ring-sage">
          <h3 className="font-sans text-lg font-semibold">{t.withdrawalHeading}</h3>
          <p>{t.withdrawalIntro(panel.withdrawal.amountOre, panel.withdrawal.deductionOre)}</p>
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="mode" value="full" />
          <input type="hidden" name="withdrawal" value="1" />
          <input type="hidden" name="restock" value="1" />
          <input type="hidden" name="reason" value={t.withdrawalReason} />
          <button type="submit" disabled={busy} className={primary}>
            {t.withdrawalSubmit}
          </button>
        </Form>
      )}

      {panel.refundable && panel.cancelled && !panel.withdrawal && (
        <Form method="post" action={`/admin/orders/${orderId}`} className="mt-3 space-y-3">
          <p>{t.cancelledIntro(panel.leftOre)}</p>
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="mode" value="full" />
          <Reason id={`${id}-c`} error={fields.reason} defaultValue={t.cancelledReason} />
          <button type="submit" disabled={busy} className={primary}>
            {t.cancelledSubmit(panel.leftOre)}
          </button>
        </Form>
      )}

      {panel.refundable && !panel.cancelled && (
        <Form method="post" action={`/admin/orders/${orderId}`} className="mt-4 space-y-3">
          <p className="text-sm text-ink-soft">{t.intro}</p>
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="mode" value="lines" />
          <ul className="space-y-2">
            {panel.lines.map((l) => (
              <li key={l.id} className="grid grid-cols-[1fr_6rem] items-center gap-3">
                <label htmlFor={`${id}-qty-${l.id}`}>
                  <span className="sr-only">{t.quantity(l.name)}</span>
                  <span aria-hidden="true">{l.name}</span>
                  <span className="block text-sm text-ink-soft">{t.left(l.left)}</span>
                </label>
                <input
                  id={`${id}-qty-${l.id}`}
                  name={`qty-${l.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={l.left}
                  defaultValue={0}
                  aria-invalid={fields[`qty-${l.id}`] ? true : undefined}
                  className={cn(field, "text-right tabular-nums", fields[`qty-${l.id}`] ? "border-clay" : "border-ink/20")}
                />
                {fields[`qty-${l.id}`] && <p className="col-span-2 text-sm text-clay">{fields[`qty-${l.id}`]}</p>}
              </li>
            ))}
          </ul>
          {panel.shippingOre > 0 && (
            <label className="flex items-center gap-2">
              <input type="checkbox" name="shipping" className="h-5 w-5" />
              {t.shipping(panel.shippingOre)}
            </label>
          )}
          <label className="flex items-center gap-2">
            <input type="checkbox" name="restock" defaultChecked className="h-5 w-5" />
            {t.restock}
          </label>
          <Reason id={`${id}-l`} error={fields.reason} />
          <button type="submit" disabled={busy} className={primary}>
            {t.submit}
          </button>
        </Form>
      )}

      {panel.history.length > 0 && (
        <>
          <h3 className="mt-5 font-sans text-lg font-semibold">{t.history}</h3>
          <ul className="mt-2 space-y-2" data-testid="refund-history">
            {panel.history.map((h) => (
              <li key={h.id} className="rounded-lg bg-oat px-3 py-2">
                <span className="font-medium">{formatKr(h.amountOre)}</span> · <time dateTime={h.at}>{formatDateTime(h.at)}</time>
                <span className="block text-sm font-medium" data-testid="refund-state">
                  {h.state === "requested" ? t.requested : h.state === "owed" ? t.owed : t.settled}
                </span>
                <span className="block text-sm text-ink-soft">
                  {t.via(h.methodOre, h.giftCardOre)}
                  {h.restocked && ` · ${t.restocked}`}
                  {h.deductionOre > 0 && ` · ${t.deduction(h.deductionOre)}`}
                </span>
                <span className="block text-sm">
                  {[...h.lines.map((l) => `${l.quantity} × ${l.name}`), ...(h.shippingOre > 0 ? [t.shippingLine(h.shippingOre)] : [])].join(", ")}
                  {" – "}
                  {h.reason}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
