import { describe, expect, it } from "vitest";
import { orderTimeline, type TimelineOrder } from "./timeline";

const created = new Date("2026-11-21T10:00:00Z");
const day = (n: number, hours = 0) => new Date(created.getTime() + (n * 24 + hours) * 3_600_000);
const order = (over: Partial<TimelineOrder> = {}): TimelineOrder => ({
  status: "pending",
  createdAt: created,
  processingAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  ...over,
});
/** An estimate: noon Stockholm time on the day (11:00 UTC in winter). */
const noon = (date: string) => new Date(`${date}T11:00:00Z`);
const summary = (o: TimelineOrder, now?: Date) =>
  orderTimeline(o, now).steps.map((s) => [s.id, s.done, s.at?.toISOString() ?? null, s.estimated]);

describe("orderTimeline", () => {
  it("a new order: received done at its creation; the rest estimated at +1, +2 and +4 working days", () => {
    // Saturday 21 November 2026: the first working day after it is Monday 23.
    const t = orderTimeline(order());
    expect(t.cancelled).toBe(false);
    expect(t.current).toBe("received");
    expect(summary(order())).toEqual([
      ["received", true, created.toISOString(), false],
      ["processing", false, noon("2026-11-23").toISOString(), true],
      ["shipped", false, noon("2026-11-24").toISOString(), true],
      ["delivered", false, noon("2026-11-26").toISOString(), true],
    ]);
  });

  it("an estimate never falls on a weekend (issue #34: 'Beräknat 29 november', a Sunday)", () => {
    // Friday 27 November at 23:30 in Stockholm: processing Monday 30, shipped Tuesday 1, delivered Thursday 3 December.
    const friday = order({ createdAt: new Date("2026-11-27T22:30:00Z") });
    expect(summary(friday).slice(1).map((s) => s[2])).toEqual([noon("2026-11-30"), noon("2026-12-01"), noon("2026-12-03")].map((d) => d.toISOString()));
    // 23:30 UTC on Friday is already Saturday in Stockholm: still Monday.
    const lateFriday = order({ createdAt: new Date("2026-11-27T23:30:00Z") });
    expect(summary(lateFriday)[1]![2]).toBe(noon("2026-11-30").toISOString());
    // Christmas: an order on 23 December 2026 is handled on 28 December, delivered after the new year.
    const christmas = order({ createdAt: new Date("2026-12-23T09:00:00Z") });
    expect(summary(christmas).slice(1).map((s) => s[2])).toEqual([noon("2026-12-28"), noon("2026-12-29"), noon("2027-01-04")].map((d) => d.toISOString()));
  });

  it("uses the real dates of the status changes for the steps reached", () => {
    const o = order({ status: "shipped", processingAt: day(0, 3), shippedAt: day(1, 2) });
    expect(orderTimeline(o).current).toBe("shipped");
    expect(summary(o)).toEqual([
      ["received", true, created.toISOString(), false],
      ["processing", true, day(0, 3).toISOString(), false],
      ["shipped", true, day(1, 2).toISOString(), false],
      ["delivered", false, noon("2026-11-26").toISOString(), true],
    ]);
  });

  it("a delivered order has no estimates left", () => {
    const o = order({ status: "delivered", processingAt: day(1), shippedAt: day(2), deliveredAt: day(3) });
    const t = orderTimeline(o);
    expect(t.current).toBe("delivered");
    expect(t.steps.every((s) => s.done && !s.estimated)).toBe(true);
    expect(t.steps.map((s) => s.at?.toISOString())).toEqual([created, day(1), day(2), day(3)].map((d) => d.toISOString()));
  });

  it("a late real date pushes the estimates after it (never an estimate before the step it follows)", () => {
    const o = order({ status: "shipped", processingAt: day(3), shippedAt: day(5) });
    // Delivered usually comes 2 working days after shipping (Thursday 26): Monday 30, not Thursday 26.
    expect(summary(o).at(-1)).toEqual(["delivered", false, noon("2026-11-30").toISOString(), true]);
  });

  it("with `now`, an estimate is not in the past", () => {
    // Still pending (e.g. waiting for the Swish payment) three days after the order.
    const now = day(3);
    expect(summary(order(), now).slice(1)).toEqual([
      ["processing", false, noon("2026-11-24").toISOString(), true],
      ["shipped", false, noon("2026-11-25").toISOString(), true],
      ["delivered", false, noon("2026-11-27").toISOString(), true],
    ]);
    // A fresh order: now does not move anything.
    expect(summary(order(), day(0, 1))).toEqual(summary(order()));
  });

  it("a cancelled pending order: received, then cancelled at its real date; no estimates", () => {
    const o = order({ status: "cancelled", cancelledAt: day(0, 5) });
    const t = orderTimeline(o, day(1));
    expect(t.cancelled).toBe(true);
    expect(t.current).toBe("cancelled");
    expect(summary(o, day(1))).toEqual([
      ["received", true, created.toISOString(), false],
      ["cancelled", true, day(0, 5).toISOString(), false],
    ]);
  });

  it("a cancelled order that was processing keeps the processing step", () => {
    const o = order({ status: "cancelled", processingAt: day(0, 2), cancelledAt: day(0, 6) });
    expect(summary(o).map((s) => s[0])).toEqual(["received", "processing", "cancelled"]);
    expect(orderTimeline(o).steps.some((s) => s.estimated)).toBe(false);
  });

  it("an unknown status counts as received", () => {
    expect(orderTimeline(order({ status: "whatever" })).current).toBe("received");
  });
});

describe("returns and refunds on the timeline", () => {
  const created = new Date("2026-11-20T10:00:00Z");
  const at = (d: number) => new Date(created.getTime() + d * 86_400_000);
  const base = { createdAt: created, processingAt: at(1), shippedAt: at(2), deliveredAt: null, cancelledAt: null };
  it("a refund of a sent order is a real step before the estimates, and the current one", () => {
    const t = orderTimeline({ ...base, status: "shipped", refundedAt: at(3) }, at(3));
    expect(t.steps.map((s) => s.id)).toEqual(["received", "processing", "shipped", "refunded", "delivered"]);
    expect(t.current).toBe("refunded");
    expect(t.steps.find((s) => s.id === "refunded")).toMatchObject({ done: true, at: at(3), estimated: false });
  });
  it("a returned order ends with the return and its refund; no estimates", () => {
    const t = orderTimeline({ ...base, status: "returned", deliveredAt: at(4), returnedAt: at(8), refundedAt: at(9) }, at(10));
    expect(t.steps.map((s) => [s.id, s.estimated])).toEqual([
      ["received", false],
      ["processing", false],
      ["shipped", false],
      ["delivered", false],
      ["returned", false],
      ["refunded", false],
    ]);
  });
  it("a cancelled order refunded afterwards shows both", () => {
    const t = orderTimeline({ ...base, shippedAt: null, status: "cancelled", cancelledAt: at(1), refundedAt: at(2) });
    expect(t.steps.map((s) => s.id)).toEqual(["received", "processing", "cancelled", "refunded"]);
    expect(t.cancelled).toBe(true);
  });
});
