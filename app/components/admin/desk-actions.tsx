import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { adminCopy } from "~/content/admin";
import { cn } from "~/lib/cn";
import type { DeskOrder } from "~/domain/desk-view";
import type { DeskActionType } from "~/domain/order-states";

const t = adminCopy.actions;
type ActionType = DeskActionType;
export interface DeskActionResult {
  message: string;
  fields: Record<string, string>;
}

const primary = "rounded-full bg-indigo px-5 py-2 text-white disabled:opacity-60";
const secondary = "rounded-full bg-white px-5 py-2 text-ink ring-1 ring-ink/25 hover:bg-oat-dark disabled:opacity-60";
const danger = "rounded-full bg-clay px-5 py-2 text-white disabled:opacity-60";
const control = "mt-1 w-full rounded-lg border bg-white px-3 py-2";

function SimpleAction({ orderId, intent, busy, className = primary }: { orderId: string; intent: ActionType; busy: boolean; className?: string }) {
  return (
    <Form method="post" action={`/admin/orders/${orderId}`}>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" disabled={busy} className={className}>
        {t[intent]}
      </button>
    </Form>
  );
}

function ShipForm({ orderId, busy, fields }: { orderId: string; busy: boolean; fields: Record<string, string> }) {
  const id = useId();
  return (
    <Form method="post" action={`/admin/orders/${orderId}`} className="grid gap-3 rounded-xl bg-oat p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
      <input type="hidden" name="intent" value="shipped" />
      <div>
        <label htmlFor={`${id}-carrier`} className="block text-sm font-medium">
          {t.carrier}
        </label>
        <select
          id={`${id}-carrier`}
          name="carrier"
          required
          aria-invalid={fields.carrier ? true : undefined}
          aria-describedby={fields.carrier ? `${id}-carrier-error` : undefined}
          className={cn(control, fields.carrier ? "border-clay" : "border-ink/20")}
        >
          {t.carriers.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {fields.carrier && (
          <p id={`${id}-carrier-error`} className="mt-1 text-sm text-clay">
            {fields.carrier}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-tracking`} className="block text-sm font-medium">
          {t.trackingNumber}
        </label>
        <input
          id={`${id}-tracking`}
          name="trackingNumber"
          required
          minLength={5}
          maxLength={40}
          autoComplete="off"
          aria-invalid={fields.trackingNumber ? true : undefined}
          aria-describedby={`${id}-tracking-hint${fields.trackingNumber ? ` ${id}-tracking-error` : ""}`}
          className={cn(control, "tabular-nums", fields.trackingNumber ? "border-clay" : "border-ink/20")}
        />
        <p id={`${id}-tracking-hint`} className="mt-1 text-sm text-ink-soft">
          {t.trackingHint}
        </p>
        {fields.trackingNumber && (
          <p id={`${id}-tracking-error`} className="mt-1 text-sm text-clay">
            {fields.trackingNumber}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy} className={cn(primary, "sm:mt-6")}>
        {t.shipped}
      </button>
    </Form>
  );
}

function CancelConfirm({ order, busy }: { order: DeskOrder; busy: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="group" aria-labelledby="cancel-heading" className="rounded-xl bg-oat p-4 ring-2 ring-clay">
      <h3 id="cancel-heading" ref={heading} tabIndex={-1} className="font-sans text-lg font-semibold">
        {t.confirmTitle}
      </h3>
      <p className="mt-1">{t.confirmText(order.number)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post" action={`/admin/orders/${order.id}`}>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" disabled={busy} className={danger}>
            {t.confirm}
          </button>
        </Form>
        <Form method="get" action={`/admin/orders/${order.id}`}>
          <button type="submit" className={secondary}>
            {t.keep}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** Only the changes the order's state allows; cancelling asks for a confirmation first (works without JS). */
export function DeskActions({
  order,
  allowed,
  confirmingCancel,
  result,
  done,
}: {
  order: DeskOrder;
  allowed: ActionType[];
  confirmingCancel: boolean;
  result: DeskActionResult | undefined;
  done: string | null;
}) {
  const busy = useNavigation().state === "submitting";
  const fields = result?.fields ?? {};
  return (
    <section aria-labelledby="actions-heading" className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <h2 id="actions-heading" className="text-xl">
        {adminCopy.order.actions}
      </h2>
      {result && (
        <p role="alert" className="mt-3 rounded-lg bg-clay/10 px-3 py-2 text-clay">
          {result.message}
        </p>
      )}
      {!result && done && t.done[done] && (
        <p role="status" className="mt-3 rounded-lg bg-sage-light px-3 py-2">
          {t.done[done]}
        </p>
      )}
      {allowed.length === 0 ? (
        <p className="mt-3 text-ink-soft">{adminCopy.order.noActions}</p>
      ) : (
        <div className="mt-3 space-y-3">
          <div className="flex flex-wrap gap-3">
            {allowed.includes("mark_paid") && <SimpleAction orderId={order.id} intent="mark_paid" busy={busy} />}
            {allowed.includes("processing") && <SimpleAction orderId={order.id} intent="processing" busy={busy} />}
            {allowed.includes("delivered") && <SimpleAction orderId={order.id} intent="delivered" busy={busy} />}
            {allowed.includes("returned") && <SimpleAction orderId={order.id} intent="returned" busy={busy} className={secondary} />}
          </div>
          {allowed.includes("shipped") && <ShipForm orderId={order.id} busy={busy} fields={fields} />}
          {allowed.includes("cancel") &&
            (confirmingCancel ? (
              <CancelConfirm order={order} busy={busy} />
            ) : (
              <Form method="get" action={`/admin/orders/${order.id}`}>
                <input type="hidden" name="makulera" value="1" />
                <button type="submit" className={secondary}>
                  {t.cancel}
                </button>
              </Form>
            ))}
        </div>
      )}
    </section>
  );
}
