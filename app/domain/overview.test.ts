import { describe, expect, it } from "vitest";
import { monthStart, parsePeriod, periodBounds, vatReport } from "./overview";

const messages = { date: "datum", order: "ordning", tooLong: "för lång" };
const q = (s: string) => new URLSearchParams(s);

describe("vatReport", () => {
  it("sums every order's rows per rate, highest rate first, net = gross − VAT", () => {
    const r = vatReport([
      [
        { rateBp: 600, grossOre: 29_800, vatOre: 1_687 },
        { rateBp: 2500, grossOre: 4_900, vatOre: 980 },
      ],
      [{ rateBp: 600, grossOre: 14_900, vatOre: 843 }],
      [{ rateBp: 0, grossOre: 50_000, vatOre: 0 }],
    ]);
    expect(r.rows).toEqual([
      { rateBp: 2500, grossOre: 4_900, netOre: 3_920, vatOre: 980 },
      { rateBp: 600, grossOre: 44_700, netOre: 42_170, vatOre: 2_530 },
      { rateBp: 0, grossOre: 50_000, netOre: 50_000, vatOre: 0 },
    ]);
    expect(r.total).toEqual({ grossOre: 99_600, netOre: 96_090, vatOre: 3_510 });
  });

  it("is empty with zero totals when there are no orders", () => {
    expect(vatReport([])).toEqual({ rows: [], total: { grossOre: 0, netOre: 0, vatOre: 0 } });
  });
});

describe("parsePeriod", () => {
  const today = "2026-11-24";
  it.each([
    ["", { from: "2026-11-01", to: "2026-11-24", error: null }],
    ["fran=2026-10-01&till=2026-10-31", { from: "2026-10-01", to: "2026-10-31", error: null }],
    ["fran=2026-10-05&till=2026-10-05", { from: "2026-10-05", to: "2026-10-05", error: null }],
    ["fran=2026-02-30&till=2026-03-01", { from: "2026-11-01", to: "2026-11-24", error: "datum" }],
    ["fran=igår&till=2026-03-01", { from: "2026-11-01", to: "2026-11-24", error: "datum" }],
    ["fran=2026-10-05", { from: "2026-11-01", to: "2026-11-24", error: "datum" }],
    ["fran=2026-10-06&till=2026-10-05", { from: "2026-11-01", to: "2026-11-24", error: "ordning" }],
    ["fran=2024-01-01&till=2026-10-05", { from: "2026-11-01", to: "2026-11-24", error: "för lång" }],
  ])("%s", (search, expected) => {
    expect(parsePeriod(q(search), today, messages)).toEqual(expected);
  });
});

describe("periods in Stockholm time", () => {
  it("monthStart", () => expect(monthStart("2026-03-29")).toBe("2026-03-01"));
  it("a period runs from the first day's Stockholm midnight to the midnight after the last day (DST inside)", () => {
    const { start, end } = periodBounds("2026-03-01", "2026-03-31");
    expect(start.toISOString()).toBe("2026-02-28T23:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-31T22:00:00.000Z");
  });
});
