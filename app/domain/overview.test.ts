import { describe, expect, it } from "vitest";
import { monthStart, parsePeriod, periodBounds, refundVatRows, vatReport, vatReportWithRefunds, type VatOrderItem } from "./overview";
import { vatFromGross } from "./vat";

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

describe("refundVatRows: what a refund takes back from the sales, per VAT rate (ADR 070)", () => {
  // Sleep 249 kr (food, 6 %) and a tea cup 199 kr (25 %), shipping 49 kr, a gift card of 300 kr (no VAT).
  const items: VatOrderItem[] = [
    { id: 1, kind: "product", vatRateBp: 600, lineTotalOre: 24_900, codeDiscountOre: 0 },
    { id: 2, kind: "product", vatRateBp: 2500, lineTotalOre: 19_900, codeDiscountOre: 0 },
    { id: 3, kind: "free_gift", vatRateBp: 0, lineTotalOre: 0, codeDiscountOre: 0 },
    { id: 4, kind: "gift_card", vatRateBp: 0, lineTotalOre: 30_000, codeDiscountOre: 0 },
  ];
  const row = (rateBp: number, grossOre: number) => ({ rateBp, grossOre, vatOre: vatFromGross(grossOre, rateBp) });

  it("a refunded line at its own rate", () => {
    expect(refundVatRows(items, 4_900, { lines: [{ orderItemId: 2, amountOre: 19_900 }], shippingOre: 0, amountOre: 19_900 })).toEqual([row(2500, 19_900)]);
  });

  it("refunded shipping split over the rates as the order's was; the kept return postage stays a sale, in proportion", () => {
    // Shipping 49 kr split 249 : 199 → 27,23 + 21,77 kr; everything back less 49 kr return postage.
    const all = { lines: [{ orderItemId: 1, amountOre: 24_900 }, { orderItemId: 2, amountOre: 19_900 }], shippingOre: 4_900 };
    expect(refundVatRows(items, 4_900, { ...all, amountOre: 49_700 })).toEqual([row(600, 27_623), row(2500, 22_077)]);
    expect(refundVatRows(items, 4_900, { ...all, amountOre: 44_800 })).toEqual([row(600, 24_900), row(2500, 19_900)]);
  });

  it("a gift card carries no VAT, and a cancelled order's refund (no lines, no shipping) takes back nothing", () => {
    expect(refundVatRows(items, 4_900, { lines: [{ orderItemId: 4, amountOre: 30_000 }], shippingOre: 0, amountOre: 30_000 })).toEqual([]);
    expect(refundVatRows(items, 4_900, { lines: [], shippingOre: 0, amountOre: 79_700 })).toEqual([]);
  });

  it("the period's report is the sales less the refunds: 1 000 kr sold, 279 kr of it refunded", () => {
    const sold = [row(2500, 100_000)];
    const report = vatReportWithRefunds([sold], [[row(2500, 27_900)]]);
    expect(report.rows).toEqual([{ rateBp: 2500, grossOre: 72_100, netOre: 72_100 - (20_000 - 5_580), vatOre: 20_000 - 5_580 }]);
    expect(report.refunded.total).toEqual({ grossOre: 27_900, netOre: 22_320, vatOre: 5_580 });
    // A refund in a period without sales at its rate: negative, as the VAT return declares it.
    expect(vatReportWithRefunds([], [[row(600, 10_600)]]).rows).toEqual([{ rateBp: 600, grossOre: -10_600, netOre: -10_000, vatOre: -600 }]);
  });
});
