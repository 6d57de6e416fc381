import { adminCopy } from "~/content/admin";
import { formatDateTime } from "./format";
import type { DeskEvent } from "~/domain/desk-view";

const t = adminCopy.events;

function what(e: DeskEvent): string {
  if (e.type === "created") return t.created;
  if (e.type === "paid") return t.paid;
  if (e.type === "status") return t.status(e.fromStatus, e.toStatus);
  if (e.type === "withdrawn") return t.withdrawn;
  if (e.type === "refund") return t.refund(Number(e.note) || 0);
  if (e.type === "payout_account") return t.payoutAccount(e.note === "swish" ? "swish" : "bank");
  if (e.type === "paid_back") return t.paidBack(Number(e.note) || 0);
  return t.other(e.type);
}

function who(e: DeskEvent): string {
  if (!e.actor) return t.system;
  const person = e.actor.name && e.actor.email && e.actor.name !== e.actor.email ? `${e.actor.name} (${e.actor.email})` : e.actor.name || e.actor.email;
  return e.actor.isCustomer ? t.customer(person) : person;
}

/** Every change to the order, oldest first: what, who and when (Stockholm time). */
export function OrderEvents({ events }: { events: DeskEvent[] }) {
  return (
    <section aria-labelledby="events-heading" className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <h2 id="events-heading" className="text-xl">
        {adminCopy.order.events}
      </h2>
      <ol aria-labelledby="events-heading" className="mt-3 space-y-3">
        {events.map((e) => (
          <li key={e.id} className="border-l-2 border-indigo/40 pl-3" data-testid="order-event">
            <p className="font-medium">
              {what(e)}
              {e.note && !["refund", "payout_account", "paid_back"].includes(e.type) && <span className="font-normal"> · {e.note}</span>}
            </p>
            <p className="text-sm text-ink-soft">
              {t.by} {who(e)} · <time dateTime={e.created}>{formatDateTime(e.created)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
