/**
 * A booked parcel's life (issue #39, ADR 084): the shop's parcel states, how the carrier's event codes map to
 * them, which changes the events may make, and when the shop asks the carrier again (the poll's backoff). States
 * and transitions live here and nowhere else. Pure: no I/O, `now` passed in.
 *
 * The carrier's own description and place are kept with every event and shown as given; the state is the shop's
 * summary of them. An event code the shop does not know means the parcel is moving: "på väg", never a guess
 * at "levererad" — only the carrier's delivered event makes a parcel delivered (and the order with it).
 */
import { stockholmClock } from "./order-summary";

export const PARCEL_STATES = ["booked", "sent", "on_its_way", "ready_for_pickup", "delivered", "delayed", "returned"] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

export const isParcelState = (s: string): s is ParcelState => (PARCEL_STATES as readonly string[]).includes(s);

/**
 * PostNord's track-and-trace statuses (the event's `status`; its `eventCode` when there is none) → the shop's
 * states. Anything else is "on_its_way".
 */
const CARRIER_CODES: Readonly<Record<string, ParcelState>> = {
  // The label's data reached the carrier: the parcel is announced, not yet handed in.
  CREATED: "sent",
  INFORMED: "sent",
  EDI_RECEIVED: "sent",
  EN_ROUTE: "on_its_way",
  OTHER: "on_its_way",
  // Waiting at the service point (or a parcel locker) for the customer to collect.
  AVAILABLE_FOR_DELIVERY: "ready_for_pickup",
  AVAILABLE_FOR_PICKUP: "ready_for_pickup",
  DELIVERED: "delivered",
  DELAYED: "delayed",
  EXPECTED_DELAY: "delayed",
  STOPPED: "delayed",
  DELIVERY_IMPOSSIBLE: "delayed",
  RETURNED: "returned",
  RETURN_TO_SENDER: "returned",
};

/** The shop's state for one carrier event code; an unknown code is "on_its_way" ("på väg"). */
export function parcelStateOfCode(code: string): ParcelState {
  return CARRIER_CODES[code.trim().toUpperCase()] ?? "on_its_way";
}

/** Final states: nothing the carrier says later moves the parcel out of them, and the poll stops. */
export const FINAL_PARCEL_STATES: readonly ParcelState[] = ["delivered", "returned"];
export const isFinalParcelState = (s: ParcelState): boolean => FINAL_PARCEL_STATES.includes(s);

/**
 * The parcel's state after one more event. A final state stays (a late "en route" scan after delivery changes
 * nothing; a parcel delivered and then sent back is the one exception: returned). An announcement ("sent") never
 * moves a parcel that is already moving back to "sent".
 */
export function nextParcelState(current: ParcelState, event: ParcelState): ParcelState {
  if (current === "returned") return "returned";
  if (current === "delivered") return event === "returned" ? "returned" : "delivered";
  if (event === "sent" && current !== "booked") return current;
  return event;
}

export interface ParcelEventFacts {
  at: Date;
  code: string;
}

/** The state after all of a parcel's events, oldest first (repeats change nothing). */
export function parcelStateOf(events: readonly ParcelEventFacts[], start: ParcelState = "booked"): ParcelState {
  return [...events].sort((a, b) => a.at.getTime() - b.at.getTime()).reduce((s, e) => nextParcelState(s, parcelStateOfCode(e.code)), start);
}

// ---------------------------------------------------------------- when to ask the carrier again

/** The first poll after booking: the carrier has nothing until the parcel is handed in. */
export const FIRST_POLL_AFTER_MS = 30 * 60_000;
/** Pauses between polls while nothing new arrives: doubling from 15 minutes, at most 6 hours. */
const POLL_STEPS_MS = [15, 30, 60, 120, 240, 360].map((m) => m * 60_000);
/** A parcel followed this long after booking without a final event is left alone (the owner still sees it). */
export const GIVE_UP_AFTER_MS = 30 * 24 * 60 * 60_000;
/** How long a poller holds its claim on a parcel before another process may take it (a crashed process's runs out). */
export const POLL_LEASE_MS = 2 * 60_000;

/**
 * When to poll next, or null to stop: after a final state, or a month after booking. `quietPolls` counts the polls
 * in a row that brought nothing new (or failed): 0 right after news, so the next look comes soon; each quiet poll
 * doubles the pause up to the cap. A parcel ready at a pickup point is looked at at least every hour (the customer
 * collects it any time).
 */
export function nextPollAt(p: { state: ParcelState; bookedAt: Date; quietPolls: number; now: Date }): Date | null {
  if (isFinalParcelState(p.state)) return null;
  if (p.now.getTime() - p.bookedAt.getTime() >= GIVE_UP_AFTER_MS) return null;
  let pause = POLL_STEPS_MS[Math.min(Math.max(0, p.quietPolls), POLL_STEPS_MS.length - 1)]!;
  if (p.state === "ready_for_pickup") pause = Math.min(pause, 60 * 60_000);
  return new Date(p.now.getTime() + pause);
}

/**
 * A carrier's wall-clock time without a zone ("2026-11-30T14:05:00", as PostNord reports events) read as Stockholm
 * time; a time with a zone or "Z" as given. Null when it is not a time.
 */
export function carrierTime(value: string): Date | null {
  if (/([zZ]|[+-]\d\d:?\d\d)$/.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!m) return null;
  const asUtc = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? "00"}Z`);
  if (Number.isNaN(asUtc)) return null;
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const c = stockholmClock(candidate);
    if (c.date === m[1] && c.hour === Number(m[2]) && c.minute === Number(m[3])) return candidate;
  }
  return new Date(asUtc - 3_600_000); // the hour skipped in spring: read as winter time
}
