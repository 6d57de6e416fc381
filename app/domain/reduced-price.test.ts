import { describe, expect, it } from "vitest";
import { fromStockholmLocal, priceInForce, priceReductionView, priceTimeline, toStockholmLocal, type PriceEntry, type Reduction } from "./reduced-price";
import { vatRateBp } from "./vat";

const d = (iso: string) => new Date(`${iso}Z`);
const at = (iso: string, priceOre: number): PriceEntry => ({ priceOre, validFrom: d(iso) });
const cut = (from: string, until: string, priceOre: number): Reduction => ({ priceOre, from: d(from), until: d(until) });

type Row = [
  label: string,
  history: PriceEntry[],
  reductions: Reduction[],
  now: string,
  expected: { priceOre: number; reduced: boolean; earlierOre: number | null; lowestBeforeOre: number | null } | null,
];

describe("priceReductionView: the lowest price in the 30 days BEFORE the reduction (7 a § prisinformationslagen)", () => {
  it.each<Row>([
    ["no history", [], [], "2026-06-30T12:00", null],
    ["a steady price announces nothing", [at("2026-01-01T00:00", 24_900)], [], "2026-06-30T12:00", { priceOre: 24_900, reduced: false, earlierOre: null, lowestBeforeOre: null }],
    [
      "a reduction in force: the earlier price and the lowest before it, never the reduced price itself",
      [at("2026-01-01T00:00", 24_900)],
      [cut("2026-06-20T00:00", "2026-07-10T00:00", 19_900)],
      "2026-06-30T12:00",
      { priceOre: 19_900, reduced: true, earlierOre: 24_900, lowestBeforeOre: 24_900 },
    ],
    [
      "a reduction not yet started is not in force",
      [at("2026-01-01T00:00", 24_900)],
      [cut("2026-07-01T00:00", "2026-07-10T00:00", 19_900)],
      "2026-06-30T12:00",
      { priceOre: 24_900, reduced: false, earlierOre: null, lowestBeforeOre: null },
    ],
    [
      "a reduction that has ended is not in force (the end is exclusive)",
      [at("2026-01-01T00:00", 24_900)],
      [cut("2026-06-01T00:00", "2026-06-30T12:00", 19_900)],
      "2026-06-30T12:00",
      { priceOre: 24_900, reduced: false, earlierOre: null, lowestBeforeOre: null },
    ],
    [
      "gradual: a second cut within the reduction keeps the reference of the first",
      [at("2026-01-01T00:00", 24_900)],
      [cut("2026-06-01T00:00", "2026-06-20T00:00", 19_900), cut("2026-06-20T00:00", "2026-07-20T00:00", 14_900)],
      "2026-07-15T12:00",
      { priceOre: 14_900, reduced: true, earlierOre: 24_900, lowestBeforeOre: 24_900 },
    ],
    [
      "a 'reduction' after a rise, not below the price before the rise within the 30 days, is not announced",
      [at("2026-01-01T00:00", 19_900), at("2026-06-10T00:00", 24_900)],
      [cut("2026-06-25T00:00", "2026-07-10T00:00", 22_900)],
      "2026-06-30T12:00",
      { priceOre: 22_900, reduced: false, earlierOre: null, lowestBeforeOre: null },
    ],
    [
      "a reduction after a rise, below the price before it: announced against that lower price",
      [at("2026-01-01T00:00", 19_900), at("2026-06-10T00:00", 24_900)],
      [cut("2026-06-25T00:00", "2026-07-10T00:00", 17_900)],
      "2026-06-30T12:00",
      { priceOre: 17_900, reduced: true, earlierOre: 19_900, lowestBeforeOre: 19_900 },
    ],
    // Issue #36's three reproduced cases (ADR 068):
    [
      "a reduction replaced by another is remembered: Calm at 179 kr, then a new reduction at 199 kr is no reduction",
      [at("2026-01-01T00:00", 24_900), { priceOre: 17_900, validFrom: d("2026-06-01T00:00"), reducedUntil: d("2026-06-20T00:00") }],
      [cut("2026-06-20T00:00", "2026-07-31T00:00", 19_900)],
      "2026-06-25T12:00",
      { priceOre: 19_900, reduced: false, earlierOre: null, lowestBeforeOre: null },
    ],
    [
      "a price raised and then 'reduced' to where it was: Focus Mini 149 → 179, then 149 is no reduction",
      [at("2026-01-01T00:00", 14_900), at("2026-06-10T00:00", 17_900)],
      [cut("2026-06-20T00:00", "2026-07-31T00:00", 14_900)],
      "2026-06-25T12:00",
      { priceOre: 14_900, reduced: false, earlierOre: null, lowestBeforeOre: null },
    ],
    [
      "a raise and a reduction in the same minute: nothing struck through above the same price",
      [at("2026-01-01T00:00", 14_900), at("2026-06-20T12:00", 17_900)],
      [cut("2026-06-20T12:00", "2026-07-31T00:00", 14_900)],
      "2026-06-25T12:00",
      { priceOre: 14_900, reduced: false, earlierOre: null, lowestBeforeOre: null },
    ],
    [
      "a reduction replaced by a deeper one: a gradual reduction, the first cut's reference",
      [at("2026-01-01T00:00", 24_900), { priceOre: 19_900, validFrom: d("2026-06-01T00:00"), reducedUntil: d("2026-06-20T00:00") }],
      [cut("2026-06-20T00:00", "2026-07-31T00:00", 17_900)],
      "2026-06-25T12:00",
      { priceOre: 17_900, reduced: true, earlierOre: 24_900, lowestBeforeOre: 24_900 },
    ],
    [
      "a reduction after a rise more than 30 days before it: only the risen price counts",
      [at("2026-01-01T00:00", 19_900), at("2026-05-01T00:00", 24_900)],
      [cut("2026-06-25T00:00", "2026-07-10T00:00", 22_900)],
      "2026-06-30T12:00",
      { priceOre: 22_900, reduced: true, earlierOre: 24_900, lowestBeforeOre: 24_900 },
    ],
    [
      "a product younger than 30 days: the lowest price over its life before the cut",
      [at("2026-06-15T00:00", 27_900), at("2026-06-18T00:00", 25_900)],
      [cut("2026-06-25T00:00", "2026-07-10T00:00", 19_900)],
      "2026-06-30T12:00",
      { priceOre: 19_900, reduced: true, earlierOre: 25_900, lowestBeforeOre: 25_900 },
    ],
    [
      "an earlier reduction inside the 30 days is the lowest price: a reduction above it is not announced",
      [at("2026-01-01T00:00", 24_900)],
      [cut("2026-06-01T00:00", "2026-06-10T00:00", 17_900), cut("2026-06-25T00:00", "2026-07-10T00:00", 19_900)],
      "2026-06-30T12:00",
      { priceOre: 19_900, reduced: false, earlierOre: null, lowestBeforeOre: null },
    ],
    [
      "an earlier reduction inside the 30 days is the earlier price of a deeper one",
      [at("2026-01-01T00:00", 24_900)],
      [cut("2026-06-01T00:00", "2026-06-10T00:00", 17_900), cut("2026-06-25T00:00", "2026-07-10T00:00", 14_900)],
      "2026-06-30T12:00",
      { priceOre: 14_900, reduced: true, earlierOre: 17_900, lowestBeforeOre: 17_900 },
    ],
    [
      // Food VAT falls from 12 % to 6 % on 2026-04-01; prices are compared as shown, VAT included: the shop
      // passed the cut on (249 → 235 kr), so 235 kr is the lowest shown price before the reduction.
      "a VAT-rate change in the window: shown prices incl. VAT are compared",
      [at("2026-01-01T00:00", 24_900), at("2026-03-31T22:00", 23_500)],
      [cut("2026-04-20T00:00", "2026-05-20T00:00", 19_900)],
      "2026-04-25T12:00",
      { priceOre: 19_900, reduced: true, earlierOre: 23_500, lowestBeforeOre: 23_500 },
    ],
    [
      "a VAT-rate change the shop did not pass on is no price change",
      [at("2026-01-01T00:00", 24_900)],
      [cut("2026-04-20T00:00", "2026-05-20T00:00", 19_900)],
      "2026-04-25T12:00",
      { priceOre: 19_900, reduced: true, earlierOre: 24_900, lowestBeforeOre: 24_900 },
    ],
    [
      "the bug: a cut of the regular price compares with the 30 days before the cut, not a window with today's price",
      [at("2026-01-01T00:00", 24_900), at("2026-06-25T00:00", 19_900)],
      [],
      "2026-06-30T12:00",
      { priceOre: 19_900, reduced: false, earlierOre: 24_900, lowestBeforeOre: 24_900 },
    ],
    [
      "a cut of the regular price is announced for 30 days only",
      [at("2026-01-01T00:00", 24_900), at("2026-05-25T00:00", 19_900)],
      [],
      "2026-06-30T12:00",
      { priceOre: 19_900, reduced: false, earlierOre: null, lowestBeforeOre: null },
    ],
    [
      "a rise announces nothing",
      [at("2026-01-01T00:00", 19_900), at("2026-06-25T00:00", 24_900)],
      [],
      "2026-06-30T12:00",
      { priceOre: 24_900, reduced: false, earlierOre: null, lowestBeforeOre: null },
    ],
    [
      "a 'reduction' at or above the regular price is no reduction",
      [at("2026-01-01T00:00", 24_900)],
      [cut("2026-06-20T00:00", "2026-07-10T00:00", 24_900)],
      "2026-06-30T12:00",
      { priceOre: 24_900, reduced: false, earlierOre: null, lowestBeforeOre: null },
    ],
  ])("%s", (_label, history, reductions, now, expected) => {
    const view = priceReductionView(history, reductions, d(now));
    if (expected === null) expect(view).toBeNull();
    else expect(view).toMatchObject(expected);
  });

  it("knows when the reduction in force ends", () => {
    const view = priceReductionView([at("2026-01-01T00:00", 24_900)], [cut("2026-06-20T00:00", "2026-07-10T00:00", 19_900)], d("2026-06-30T12:00"));
    expect(view?.reducedUntil).toEqual(d("2026-07-10T00:00"));
  });

  it("sanity: the VAT row above straddles the real rate change", () => {
    expect(vatRateBp("food", d("2026-03-31T12:00"))).toBe(1200);
    expect(vatRateBp("food", d("2026-04-25T12:00"))).toBe(600);
  });
});

describe("priceInForce and priceTimeline", () => {
  const r = cut("2026-06-20T00:00", "2026-07-10T00:00", 19_900);
  it.each<[string, number]>([
    ["2026-06-19T23:59", 24_900],
    ["2026-06-20T00:00", 19_900],
    ["2026-07-09T23:59", 19_900],
    ["2026-07-10T00:00", 24_900],
  ])("at %s the price is %i", (iso, price) => {
    expect(priceInForce(24_900, r, d(iso))).toBe(price);
  });

  it("lays reductions over the regular history and merges equal steps", () => {
    const timeline = priceTimeline([at("2026-01-01T00:00", 24_900), at("2026-06-25T00:00", 24_900)], [r]);
    expect(timeline.map((e) => [e.validFrom.toISOString(), e.priceOre, e.reduced])).toEqual([
      ["2026-01-01T00:00:00.000Z", 24_900, false],
      ["2026-06-20T00:00:00.000Z", 19_900, true],
      ["2026-07-10T00:00:00.000Z", 24_900, false],
    ]);
  });
});

describe("Stockholm wall-clock times", () => {
  it.each<[string, string]>([
    ["2026-11-25T10:00", "2026-11-25T09:00:00.000Z"],
    ["2026-06-25T10:00", "2026-06-25T08:00:00.000Z"],
    ["2026-10-25T02:30", "2026-10-25T00:30:00.000Z"],
  ])("%s in Stockholm is %s", (local, iso) => {
    expect(fromStockholmLocal(local)?.toISOString()).toBe(iso);
    expect(toStockholmLocal(new Date(iso))).toBe(local);
  });
  it.each(["", "2026-11-25", "2026-13-01T10:00", "igår"])("rejects %j", (value) => {
    expect(fromStockholmLocal(value)).toBeNull();
  });
});
