/**
 * The order tracking timeline (spec §4, ADR 018): received → processing → shipped → delivered.
 *
 * - "received" is always done, at the order's creation.
 * - processing, shipped and delivered are done when the order's status has reached them, at the real
 *   moment the shop changed the status (the order's processingAt / shippedAt / deliveredAt).
 * - Steps not reached yet carry an ESTIMATE, marked `estimated: true`: the order's date + 1, 2 and 4 WORKING
 *   days (working-days.ts: no weekends, Swedish public holidays nor the eves the shop keeps closed; ADR 064),
 *   given as noon Stockholm time on that day. An estimate is never earlier than the step before it allows (the
 *   last real date plus the usual gap) nor, when `now` is given, in the past (the next step can't happen
 *   before now, and not before the next working day).
 * - A cancelled order shows the steps it really reached, then "cancelled" at its real date; no estimates.
 * - A returned order ends with "returned" at its real date; a refund (the latest, when there were several)
 *   is the last step, at its date (ADR 026).
 * Pure: `now` is passed in.
 */
import { addWorkingDays } from "./working-days";

export const TRACKING_STEPS = ["received", "processing", "shipped", "delivered"] as const;
export type TrackingStepId = (typeof TRACKING_STEPS)[number];

/** Working days after the order at which each step is usually reached. */
export const STEP_ESTIMATE_DAYS: Record<TrackingStepId, number> = { received: 0, processing: 1, shipped: 2, delivered: 4 };

export interface TimelineOrder {
  status: string;
  createdAt: Date;
  processingAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  returnedAt?: Date | null;
  /** When the latest refund was made, if any. */
  refundedAt?: Date | null;
  /** What that refund step says (`refundStep`); "refunded" when not given. */
  refundStep?: RefundStepId;
}

/**
 * The refund step's wording: "refunded" only when everything is given back and the money has moved; a refund of some
 * lines is "partially_refunded"; one whose money has not moved yet (asked of a provider, or owed by the shop: ADR 075,
 * 081) is "refund_pending".
 */
export type RefundStepId = "refunded" | "partially_refunded" | "refund_pending";

export function refundStep(paymentStatus: string, refundStates: readonly string[]): RefundStepId {
  if (refundStates.some((s) => s !== "done")) return "refund_pending";
  return paymentStatus === "refunded" ? "refunded" : "partially_refunded";
}

export type TimelineStep =
  /** Reached, at its real date (null only if the date was never recorded). */
  | { id: TrackingStepId | "cancelled" | "returned" | RefundStepId; done: true; at: Date | null; estimated: false }
  /** Not reached yet: an estimated date. */
  | { id: TrackingStepId; done: false; at: Date; estimated: true };

export interface Timeline {
  cancelled: boolean;
  /** The latest step reached (the one to highlight). */
  current: TrackingStepId | "cancelled" | "returned" | RefundStepId;
  steps: TimelineStep[];
}

/** How far an order's status has come along the steps (pending = received). */
function reachedIndex(o: TimelineOrder): number {
  switch (o.status) {
    case "delivered":
      return 3;
    case "shipped":
      return 2;
    case "processing":
      return 1;
    case "returned":
    case "cancelled":
      // A cancelled order was pending or processing, a returned one shipped or delivered (order-states.ts):
      // the recorded dates say how far it came.
      return o.deliveredAt ? 3 : o.shippedAt ? 2 : o.processingAt ? 1 : 0;
    default:
      return 0;
  }
}

function realDate(o: TimelineOrder, id: TrackingStepId): Date | null {
  switch (id) {
    case "received":
      return o.createdAt;
    case "processing":
      return o.processingAt;
    case "shipped":
      return o.shippedAt;
    case "delivered":
      return o.deliveredAt;
  }
}

const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

export function orderTimeline(o: TimelineOrder, now?: Date): Timeline {
  const reached = reachedIndex(o);
  const steps: TimelineStep[] = [];
  // The last real date along the way: the anchor for the estimates after it.
  let anchor = { at: o.createdAt, days: 0 };
  for (const [i, id] of TRACKING_STEPS.entries()) {
    if (i > reached) break;
    const at = realDate(o, id);
    steps.push({ id, done: true, at, estimated: false });
    if (at) anchor = { at, days: STEP_ESTIMATE_DAYS[id] };
  }

  const refunded = o.refundedAt ? ({ id: o.refundStep ?? "refunded", done: true, at: o.refundedAt, estimated: false } as const) : null;
  if (o.status === "cancelled") {
    steps.push({ id: "cancelled", done: true, at: o.cancelledAt, estimated: false });
    if (refunded) steps.push(refunded);
    return { cancelled: true, current: refunded ? refunded.id : "cancelled", steps };
  }
  if (o.status === "returned") {
    steps.push({ id: "returned", done: true, at: o.returnedAt ?? null, estimated: false });
    if (refunded) steps.push(refunded);
    return { cancelled: false, current: refunded ? refunded.id : "returned", steps };
  }

  // A refund of a sent order happened before the steps still estimated.
  if (refunded) steps.push(refunded);
  const next = TRACKING_STEPS[reached + 1];
  for (const id of TRACKING_STEPS.slice(reached + 1)) {
    const days = STEP_ESTIMATE_DAYS[id];
    const candidates = [addWorkingDays(o.createdAt, days), addWorkingDays(anchor.at, Math.max(0, days - anchor.days))];
    if (now && next) candidates.push(addWorkingDays(now, days - STEP_ESTIMATE_DAYS[next]));
    steps.push({ id, done: false, at: latest(...candidates), estimated: true });
  }
  return { cancelled: false, current: refunded ? refunded.id : TRACKING_STEPS[reached]!, steps };
}
