import { formatDayTime } from "~/content/orders";
import { PARCEL_STATE_LABELS, shipmentCopy } from "~/content/shipments";
import type { ParcelState } from "~/domain/parcel";
import { cn } from "~/lib/cn";

export interface CustomerParcel {
  carrier: string;
  trackingNumber: string;
  state: ParcelState;
  pickupPlace: string | null;
  /** Newest first, each with the carrier's own Swedish description and place. */
  events: {
    at: Date;
    state: ParcelState;
    description: string;
    location: string | null;
  }[];
}

const c = shipmentCopy.customer;
const PROBLEM: readonly ParcelState[] = ["delayed", "returned"];

/**
 * The parcel in the order's timeline (ADR 084): where it is now in the shop's words ("På väg", "Redo att hämtas hos
 * …", "Levererad"), then every event the carrier reported, newest first, in the carrier's own words and place.
 */
export function ParcelPanel({ parcel }: { parcel: CustomerParcel }) {
  const now = parcel.state === "ready_for_pickup" && parcel.pickupPlace ? c.readyAt(parcel.pickupPlace) : PARCEL_STATE_LABELS[parcel.state];
  return (
    <section aria-labelledby="parcel-heading" className="mt-6 border-t border-ink/10 pt-5" data-testid="parcel">
      <h3 id="parcel-heading" className="font-sans text-lg font-semibold">
        {c.title}
      </h3>
      <p className={cn("mt-1 text-lg", PROBLEM.includes(parcel.state) ? "text-clay" : "text-ink")} data-testid="parcel-state" data-state={parcel.state}>
        {now}
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {c.trackingNumber}: <span className="break-all font-medium text-ink">{parcel.trackingNumber}</span> ({parcel.carrier})
      </p>
      {parcel.events.length > 0 && (
        <ol aria-label={c.eventsLabel} className="mt-4 space-y-3 border-l-2 border-sage-light pl-4" data-testid="parcel-events">
          {parcel.events.map((e) => (
            <li key={`${e.at.toISOString()}-${e.description}-${e.location ?? ""}`} className="relative" data-state={e.state}>
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-sage" />
              <p className="font-medium">{PARCEL_STATE_LABELS[e.state]}</p>
              <p>{e.description}</p>
              <p className="text-sm text-ink-soft">
                <time dateTime={e.at.toISOString()}>{formatDayTime(e.at)}</time>
                {e.location && ` · ${e.location}`}
              </p>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-xs text-ink-soft">{c.source(parcel.carrier)}</p>
    </section>
  );
}
