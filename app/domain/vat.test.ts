import { describe, expect, it } from "vitest";
import { formatVatRate, stockholmDate, vatFromGross, vatRateBp } from "./vat";

const nbsp = "\u00a0";

describe("stockholmDate", () => {
  it.each([
    // Summer time (CEST, UTC+2) from 2026-03-29.
    ["2026-03-31T21:59:59Z", "2026-03-31"],
    ["2026-03-31T22:00:00Z", "2026-04-01"],
    ["2026-03-31T22:30:00Z", "2026-04-01"],
    // Winter time (CET, UTC+1).
    ["2027-12-31T22:59:59Z", "2027-12-31"],
    ["2027-12-31T23:00:00Z", "2028-01-01"],
    ["2027-12-31T23:30:00Z", "2028-01-01"],
  ])("%s is %s in Stockholm", (iso, date) => {
    expect(stockholmDate(new Date(iso))).toBe(date);
  });

  it("keeps the last minute's answer, and no more than that minute (midnight, asked in either order)", () => {
    const sequence: [string, string][] = [
      ["2026-06-30T21:59:00.000Z", "2026-06-30"],
      ["2026-06-30T21:59:59.999Z", "2026-06-30"],
      ["2026-06-30T22:00:00.000Z", "2026-07-01"],
      ["2026-06-30T21:59:30.000Z", "2026-06-30"],
      ["2026-06-30T22:00:59.999Z", "2026-07-01"],
      ["2026-12-31T22:59:59.000Z", "2026-12-31"],
      ["2026-12-31T23:00:00.000Z", "2027-01-01"],
    ];
    for (const [iso, date] of sequence) expect(stockholmDate(new Date(iso)), iso).toBe(date);
  });

  it("refuses an invalid date", () => {
    expect(() => stockholmDate(new Date("nonsense"))).toThrow(RangeError);
  });
});

describe("vatRateBp", () => {
  it.each([
    // Before the temporary food rate: 12 %.
    ["food", "2026-01-15T12:00:00Z", 1200],
    ["food", "2026-03-31T12:00:00Z", 1200],
    ["food", "2026-03-31T21:59:59Z", 1200], // 23:59:59 on 31 March in Stockholm
    // From 2026-04-01 Stockholm time: 6 %.
    ["food", "2026-03-31T22:00:00Z", 600], // 00:00 on 1 April in Stockholm
    ["food", "2026-03-31T22:30:00Z", 600], // still 31 March in UTC, already 1 April in Stockholm
    ["food", "2026-12-24T12:00:00Z", 600],
    ["food", "2027-12-31T22:59:59Z", 600], // 23:59:59 on 31 December 2027 in Stockholm: last moment at 6 %
    // From 2028-01-01 Stockholm time: back to 12 %.
    ["food", "2027-12-31T23:00:00Z", 1200],
    ["food", "2027-12-31T23:30:00Z", 1200], // still 2027 in UTC, already 2028 in Stockholm
    ["food", "2028-01-01T12:00:00Z", 1200],
    // Non-food is 25 % throughout.
    ["non_food", "2026-01-15T12:00:00Z", 2500],
    ["non_food", "2026-03-31T22:30:00Z", 2500],
    ["non_food", "2027-12-31T23:30:00Z", 2500],
  ] as const)("%s at %s → %i bp", (taxClass, iso, bp) => {
    expect(vatRateBp(taxClass, new Date(iso))).toBe(bp);
  });
});

describe("vatFromGross", () => {
  it.each([
    [12_500, 2500, 2_500], // 125 kr incl. 25 %: 125 × 25/125 = 25 kr
    [11_200, 1200, 1_200], // 112 kr incl. 12 %: 12 kr
    [10_600, 600, 600], // 106 kr incl. 6 %: 6 kr
    [24_900, 1200, 2_668], // 24900 × 1200 / 11200 = 2667.86 → 2668
    [24_900, 600, 1_409], // 24900 × 600 / 10600 = 1409.43 → 1409
    [8_900, 2500, 1_780], // 8900 / 5 = 1780
    [14, 1200, 2], // 14 × 1200 / 11200 = 1.5 → 2 (half away from zero)
    [-14, 1200, -2], // a refund: −1.5 → −2
    [0, 2500, 0],
    [5_000, 0, 0],
  ])("gross %i at %i bp → VAT %i", (gross, bp, vat) => {
    expect(vatFromGross(gross, bp)).toBe(vat);
  });

  it("refuses fractional öre", () => {
    expect(() => vatFromGross(10.5, 2500)).toThrow(TypeError);
  });
});

describe("formatVatRate", () => {
  it.each([
    [600, `6${nbsp}%`],
    [1200, `12${nbsp}%`],
    [2500, `25${nbsp}%`],
    [650, `6,5${nbsp}%`],
    [0, `0${nbsp}%`],
  ])("%i bp → %s", (bp, text) => {
    expect(formatVatRate(bp)).toBe(text);
  });
  it("writes every rate from 0 to 100 % as Intl's sv-SE format does", () => {
    const intl = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 2 });
    for (let bp = 0; bp <= 10_000; bp++) expect(formatVatRate(bp)).toBe(`${intl.format(bp / 100)}${nbsp}%`);
  }, 30_000); // 10 001 comparisons: under a busy machine's load they passed Vitest's default 5 s
});
