import { Form, Link, useNavigation } from "react-router";
import { formatDateTime } from "~/components/admin/format";
import { PARCEL_STATE_LABELS, shipmentCopy } from "~/content/shipments";
import type { ParcelState } from "~/domain/parcel";

const c = shipmentCopy.panel;

export interface DeskParcel {
  carrier: string;
  trackingNumber: string;
  state: ParcelState;
  bookedAt: string | null;
  events: {
    at: string;
    state: ParcelState;
    description: string;
    location: string | null;
  }[];
  hasLabel: boolean;
  lastError: string | null;
  nextPollAt: string | null;
}

const link = "inline-block rounded-full bg-white px-4 py-1.5 text-sm ring-1 ring-ink/25 hover:bg-oat-dark";
const primaryLink = "inline-block rounded-full bg-indigo px-4 py-1.5 text-sm text-white hover:bg-indigo/90";

/**
 * The console's booking (ADR 084): "Boka frakt och skriv ut etikett" while the order can ship and a carrier is
 * configured; afterwards the parcel: its number, the label and the packing slip to print, and the carrier's events.
 * Without a configured carrier and without a parcel it shows nothing (the desk's manual form stays).
 */
export function ShipmentPanel({
  orderId,
  orderNumber,
  carrierName,
  canBook,
  parcel,
  unansweredAt,
  servicePoint,
  message,
  unansweredNow = false,
  booked,
}: {
  orderId: string;
  orderNumber: number;
  carrierName: string | null;
  canBook: boolean;
  parcel: DeskParcel | null;
  /** An earlier booking got no clear answer (the carrier may have booked): booking again needs the owner's word. */
  unansweredAt: string | null;
  /** The booking just sent got no clear answer (the action's word: a refused action does not reload the page's data). */
  unansweredNow?: boolean;
  servicePoint: string | null;
  message?: string;
  booked: "new" | "again" | null;
}) {
  const busy = useNavigation().state === "submitting";
  const confirm = Boolean(unansweredAt) || unansweredNow;
  if (!parcel && !(carrierName && canBook)) return null;
  return (
    <section aria-labelledby="shipment-heading" className="rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="shipment-panel">
      <h2 id="shipment-heading" className="text-xl">
        {c.title}
      </h2>
      {message && (
        <p role="alert" className="mt-3 rounded-lg bg-clay/10 px-3 py-2 text-clay">
          {message}
        </p>
      )}
      {parcel && booked && (
        <p role="status" className="mt-3 rounded-lg bg-sage-light px-3 py-2">
          {booked === "new" ? shipmentCopy.book.done(orderNumber, parcel.trackingNumber) : shipmentCopy.book.alreadyBooked(orderNumber, parcel.trackingNumber)}
        </p>
      )}
      {!parcel && carrierName && (
        <div className="mt-3 space-y-3">
          <p className="text-ink-soft">{c.intro(carrierName)}</p>
          {servicePoint && (
            <p>
              <span className="text-ink-soft">{c.servicePoint}:</span> {servicePoint}
            </p>
          )}
          {unansweredAt && !message && (
            <p className="rounded-lg bg-clay/10 px-3 py-2 text-clay" data-testid="booking-unanswered">
              {shipmentCopy.book.unansweredNote(carrierName)} (<time dateTime={unansweredAt}>{formatDateTime(unansweredAt)}</time>)
            </p>
          )}
          <Form method="post" action={`/admin/orders/${orderId}`}>
            <input type="hidden" name="intent" value="book_shipment" />
            {confirm && <input type="hidden" name="confirmUnanswered" value="1" />}
            <button type="submit" disabled={busy} className="rounded-full bg-indigo px-5 py-2 text-white disabled:opacity-60">
              {busy ? shipmentCopy.book.busy : confirm ? shipmentCopy.book.confirmAgain : shipmentCopy.book.button}
            </button>
          </Form>
        </div>
      )}
      {parcel && (
        <div className="mt-3 space-y-4">
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-ink-soft">{c.trackingNumber}</dt>
            <dd className="break-all font-medium tabular-nums" data-testid="parcel-tracking-number">
              {parcel.carrier} {parcel.trackingNumber}
            </dd>
            <dt className="text-ink-soft">{c.state}</dt>
            <dd data-testid="parcel-state">{PARCEL_STATE_LABELS[parcel.state]}</dd>
            {servicePoint && (
              <>
                <dt className="text-ink-soft">{c.servicePoint}</dt>
                <dd>{servicePoint}</dd>
              </>
            )}
            {parcel.nextPollAt && (
              <>
                <dt className="text-ink-soft">{c.nextPoll}</dt>
                <dd>
                  <time dateTime={parcel.nextPollAt}>{formatDateTime(parcel.nextPollAt)}</time>
                </dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap gap-2">
            {parcel.hasLabel && (
              <a href={`/admin/orders/${orderId}/etikett.pdf`} target="_blank" rel="noopener" className={primaryLink}>
                {c.label}
              </a>
            )}
            <Link to={`/admin/orders/${orderId}/packsedel`} className={link}>
              {c.packingSlip}
            </Link>
          </div>
          {parcel.lastError && <p className="text-sm text-clay">{c.lastError(parcel.lastError)}</p>}
          <div>
            <h3 className="font-sans text-base font-semibold">{c.events}</h3>
            {parcel.events.length === 0 ? (
              <p className="mt-1 text-sm text-ink-soft">{c.noEvents}</p>
            ) : (
              <ol className="mt-2 space-y-2" data-testid="desk-parcel-events">
                {parcel.events.map((e) => (
                  <li key={`${e.at}-${e.description}-${e.location ?? ""}`} className="text-sm">
                    <time dateTime={e.at} className="text-ink-soft">
                      {formatDateTime(e.at)}
                    </time>{" "}
                    <span className="font-medium">{PARCEL_STATE_LABELS[e.state]}</span>: {e.description}
                    {e.location && <span className="text-ink-soft"> · {e.location}</span>}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
