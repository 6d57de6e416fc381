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
const summary = (o: TimelineOrder, now?: Date) =>
  orderTimeline(o, now).steps.map((s) => [s.id, s.done, s.at?.toISOString() ?? null, s.estimated]);

describe("orderTimeline", () => {
  it("a new order: received done at its creation; the rest estimated at +1, +2 and +4 days", () => {
    const t = orderTimeline(order());
    expect(t.cancelled).toBe(false);
    expect(t.current).toBe("received");
    expect(summary(order())).toEqual([
      ["received", true, created.toISOString(), false],
      ["processing", false, day(1).toISOString(), true],
      ["shipped", false, day(2).toISOString(), true],
      ["delivered", false, day(4).toISOString(), true],
    ]);
  });

  it("uses the real dates of the status changes for the steps reached", () => {
    const o = order({ status: "shipped", processingAt: day(0, 3), shippedAt: day(1, 2) });
    expect(orderTimeline(o).current).toBe("shipped");
    expect(summary(o)).toEqual([
      ["received", true, created.toISOString(), false],
      ["processing", true, day(0, 3).toISOString(), false],
      ["shipped", true, day(1, 2).toISOString(), false],
      ["delivered", false, day(4).toISOString(), true],
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
    // Delivered usually comes 2 days after shipping: day 7, not day 4.
    expect(summary(o).at(-1)).toEqual(["delivered", false, day(7).toISOString(), true]);
  });

  it("with `now`, an estimate is not in the past", () => {
    // Still pending (e.g. waiting for the Swish payment) three days after the order.
    const now = day(3);
    expect(summary(order(), now).slice(1)).toEqual([
      ["processing", false, day(3).toISOString(), true],
      ["shipped", false, day(4).toISOString(), true],
      ["delivered", false, day(6).toISOString(), true],
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
