import { describe, expect, it } from "vitest";
import { addDays, buildDailySummary, stockholmClock, stockholmDayBounds, stockholmDayStart, summaryDueFor, type SummaryOrder } from "./order-summary";

describe("Stockholm calendar days", () => {
  it.each([
    ["2026-01-15", "2026-01-14T23:00:00.000Z"],
    ["2026-07-01", "2026-06-30T22:00:00.000Z"],
    // The clocks go forward on 29 March 2026 at 02:00 and back on 25 October 2026 at 03:00.
    ["2026-03-29", "2026-03-28T23:00:00.000Z"],
    ["2026-03-30", "2026-03-29T22:00:00.000Z"],
    ["2026-10-25", "2026-10-24T22:00:00.000Z"],
    ["2026-10-26", "2026-10-25T23:00:00.000Z"],
  ])("%s starts at %s", (date, iso) => {
    expect(stockholmDayStart(date).toISOString()).toBe(iso);
  });

  it("a day is 23 hours in spring, 25 in autumn, 24 otherwise", () => {
    const hours = (d: string) => {
      const { start, end } = stockholmDayBounds(d);
      return (end.getTime() - start.getTime()) / 3_600_000;
    };
    expect(hours("2026-03-29")).toBe(23);
    expect(hours("2026-10-25")).toBe(25);
    expect(hours("2026-11-23")).toBe(24);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(() => addDays("23/11", 1)).toThrow(RangeError);
  });

  it("reads the Swedish wall clock", () => {
    expect(stockholmClock(new Date("2026-11-23T06:30:00Z"))).toEqual({ date: "2026-11-23", hour: 7, minute: 30 });
    expect(stockholmClock(new Date("2026-06-30T22:10:00Z"))).toEqual({ date: "2026-07-01", hour: 0, minute: 10 });
  });
});

describe("is the daily summary due?", () => {
  // 23 November 2026, winter time (UTC+1).
  const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+01:00`);
  it.each([
    ["06:59", 7, null, null],
    ["07:00", 7, null, "2026-11-22"],
    ["07:00", 7, "2026-11-21", "2026-11-22"],
    ["07:00", 7, "2026-11-22", null],
    ["23:59", 7, "2026-11-22", null],
    ["00:30", 0, "2026-11-22", null],
    ["00:30", 0, "2026-11-20", "2026-11-22"],
    ["12:00", 13, "2026-11-01", null],
  ] as const)("at %s with hour %i and last sent %s → %s", (hhmm, hour, last, due) => {
    expect(summaryDueFor(at(hhmm), hour, last)).toBe(due);
  });

  it("uses the Swedish date, not the UTC date, just after midnight", () => {
    // 00:30 in Stockholm on 1 July is still 30 June in UTC.
    expect(summaryDueFor(new Date("2026-06-30T22:30:00Z"), 0, null)).toBe("2026-06-30");
  });
});

describe("the daily summary's figures", () => {
  const order = (n: number, o: Partial<SummaryOrder> = {}): SummaryOrder => ({
    id: `id-${n}`,
    number: 1000 + n,
    createdAt: new Date(`2026-11-22T${String(8 + n).padStart(2, "0")}:00:00Z`),
    status: "pending",
    paymentStatus: "unpaid",
    paymentMethod: "swish",
    totalOre: 10_000 * n,
    shippingName: `Kund ${n}`,
    itemCount: 1,
    ...o,
  });

  it("counts every order, sums the ones not cancelled and the paid part, oldest first", () => {
    const s = buildDailySummary("2026-11-22", [order(3, { paymentStatus: "paid" }), order(1), order(2, { status: "cancelled" })]);
    expect(s).toMatchObject({ day: "2026-11-22", count: 3, activeCount: 2, cancelledCount: 1, revenueOre: 40_000, paidOre: 30_000 });
    expect(s.orders.map((o) => o.number)).toEqual([1001, 1002, 1003]);
  });

  it("has zeros on a day without orders", () => {
    expect(buildDailySummary("2026-11-22", [])).toMatchObject({ count: 0, activeCount: 0, revenueOre: 0, paidOre: 0, orders: [] });
  });
});
