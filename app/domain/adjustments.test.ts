import { describe, expect, it } from "vitest";
import {
  applyAdjustments,
  codeRule,
  freeGiftRule,
  multiBuyRule,
  reducedPriceRule,
  togetherPairPriceOre,
  togetherRule,
  type Adjustment,
  type RuleContext,
  type RuleLine,
} from "./adjustments";
import { FREE_GIFT } from "./constants";
import type { PricingProduct } from "./pricing";

// One table per rule, then the summing function. Prices in öre.

function product(id: string, priceOre: number, over: Partial<PricingProduct> = {}): PricingProduct {
  return { id, name: id, kind: "blend", priceOre, taxClass: "food", isBundle: false, stockCount: 100, active: true, netWeightGrams: 50, ...over };
}
const line = (productId: string, quantity: number, unitPriceOre: number, lineId = productId): RuleLine => ({ lineId, productId, quantity, unitPriceOre });
const ctx = (lines: RuleLine[], products: PricingProduct[]): RuleContext => ({ lines, products: new Map(products.map((p) => [p.id, p])) });
const amounts = (adjustments: Adjustment[]) => adjustments.map((a) => [a.lineId, a.amountOre]);

describe("reducedPriceRule: shown, already in the price", () => {
  it.each([
    // [regular, price in force, quantity, expected saving]
    [29_900, 24_900, 1, 5_000],
    [29_900, 24_900, 3, 15_000],
    [24_900, 24_900, 1, null], // no reduction
    [undefined, 24_900, 1, null], // no regular price given
    [19_900, 24_900, 1, null], // a "regular" below the price is no reduction
  ])("regular %s, in force %s × %s → %s", (regular, inForce, quantity, expected) => {
    const out = reducedPriceRule(ctx([line("sleep", quantity, inForce)], [product("sleep", inForce, regular === undefined ? {} : { regularPriceOre: regular })]));
    expect(out).toEqual(expected === null ? [] : [{ rule: "reduced_price", lineId: "sleep", amountOre: expected, label: "Sänkt pris", included: true }]);
  });
});

describe("multiBuyRule: 15 % off a line of 2+, line total to whole kronor", () => {
  it.each([
    // [unit, quantity, bundle, expected discount]
    [24_900, 1, false, 0], // one: nothing
    [24_900, 2, false, 7_500], // 498 kr × 0.85 = 423.30 → 423 kr
    [24_900, 3, false, 11_200], // 747 × 0.85 = 634.95 → 635 kr
    [7_700, 2, false, 2_300], // 154 × 0.85 = 130.90 → 131 kr
    [100, 2, false, 0], // 2 kr × 0.85 = 1.70 → 2 kr: never above the list total, so nothing
    [44_900, 2, true, 0], // bundles never
  ])("%s × %s (bundle %s) → −%s", (unit, quantity, bundle, expected) => {
    const p = product("p", unit, bundle ? { kind: "bundle", isBundle: true } : {});
    const out = multiBuyRule(ctx([line("p", quantity, unit)], [p]));
    expect(amounts(out)).toEqual(expected === 0 ? [] : [["p", expected]]);
  });
});

describe("togetherPairPriceOre: the two prices × 0.92, whole kronor", () => {
  it.each([
    [24_900, 44_900, 64_200], // 698 × 0.92 = 642.16
    [24_900, 22_900, 44_000], // 478 × 0.92 = 439.76
    [24_900, 7_700, 30_000], // 326 × 0.92 = 299.92
    [100, 100, 200], // 1.84 → 2 kr: never above the sum
    [0, 0, 0],
  ])("%s + %s → %s", (a, b, expected) => expect(togetherPairPriceOre(a, b)).toBe(expected));
});

describe("togetherRule: the pair the product page offers, per pair unit, shared by price", () => {
  const focus = product("focus", 24_900, { togetherWith: "thermos" });
  const thermos = product("thermos", 44_900, { kind: "accessory", taxClass: "non_food", togetherWith: "focus" });
  const cup = product("cup", 22_900, { kind: "accessory", togetherWith: null });
  const calm = product("calm", 24_900, { togetherWith: "thermos" });
  it.each<[string, RuleLine[], PricingProduct[], (string | number)[][]]>([
    ["the pair, one each: 56 kr, 19,98 + 36,02", [line("focus", 1, 24_900), line("thermos", 1, 44_900)], [focus, thermos], [["focus", 1_998], ["thermos", 3_602]]],
    ["two pairs", [line("focus", 2, 24_900), line("thermos", 2, 44_900)], [focus, thermos], [["focus", 3_996], ["thermos", 7_204]]],
    ["2 + 1: one pair unit", [line("focus", 2, 24_900), line("thermos", 1, 44_900)], [focus, thermos], [["focus", 1_998], ["thermos", 3_602]]],
    ["only one of the pair", [line("focus", 1, 24_900)], [focus, thermos], []],
    ["no partner given", [line("cup", 1, 22_900), line("focus", 1, 24_900)], [cup, { ...focus, togetherWith: undefined }], []],
    ["partner named only one way still pairs (the partner's page need not offer it back)", [line("thermos", 1, 44_900), line("calm", 1, 24_900)], [{ ...thermos, togetherWith: null }, calm], [["thermos", 3_602], ["calm", 1_998]]],
    [
      "a unit is in one pair only: the second taker of one Termos gets nothing (cart order)",
      [line("focus", 1, 24_900), line("calm", 1, 24_900), line("thermos", 1, 44_900)],
      [focus, calm, thermos],
      [["focus", 1_998], ["thermos", 3_602]],
    ],
    [
      "a reduced price counts as the price (the pair's price is from the prices in force)",
      [line("focus", 1, 19_900), line("thermos", 1, 44_900)],
      [focus, thermos],
      // 648 × 0.92 = 596.16 → 596 kr: 52 kr, 15,97 + 36,03
      [["focus", 1_597], ["thermos", 3_603]],
    ],
    ["a product paired with itself is no pair", [line("focus", 2, 24_900)], [{ ...focus, togetherWith: "focus" }], []],
  ])("%s", (_name, lines, products, expected) => {
    expect(amounts(togetherRule(ctx(lines, products)))).toEqual(expected);
  });
});

describe("codeRule: one code, on the goods left", () => {
  it.each<[Parameters<typeof codeRule>[0], Partial<Adjustment>[]]>([
    [null, []],
    [{ type: "percent", percent: 10 }, [{ rule: "code", lineId: null, percent: 10, amountOre: 0 }]],
    [{ type: "fixed", amountOre: 5_000 }, [{ rule: "code", lineId: null, amountOre: 5_000 }]],
  ])("%j", (code, expected) => {
    const out = codeRule(code);
    expect(out).toHaveLength(expected.length);
    out.forEach((a, i) => expect(a).toMatchObject({ ...expected[i], label: "Rabattkod" }));
  });
});

describe("freeGiftRule: 500 kr goods after discounts, while stock lasts", () => {
  const spoon = (over: Partial<PricingProduct> = {}) => product(FREE_GIFT.productId, 8_900, { kind: "accessory", name: "Temått", ...over });
  it.each<[string, number, PricingProduct | null, RuleLine[], boolean]>([
    ["at 500 kr", 50_000, spoon(), [], true],
    ["at 499,99 kr", 49_999, spoon(), [], false],
    ["no gift product", 60_000, null, [], false],
    ["gift inactive", 60_000, spoon({ active: false }), [], false],
    ["the last spoon is in the cart already", 60_000, spoon({ stockCount: 1 }), [line(FREE_GIFT.productId, 1, 8_900)], false],
    ["one more spoon than the cart takes", 60_000, spoon({ stockCount: 2 }), [line(FREE_GIFT.productId, 1, 8_900)], true],
  ])("%s", (_name, goods, gift, lines, expected) => {
    const out = freeGiftRule({ ...ctx(lines, gift ? [gift] : []), goodsAfterDiscountsOre: goods });
    expect(out.length > 0).toBe(expected);
    if (expected) expect(out[0]).toMatchObject({ rule: "free_gift", amountOre: 0, gift: { productId: FREE_GIFT.productId, name: "Temått" } });
  });
});

describe("applyAdjustments: one function sums them", () => {
  const adj = (rule: Adjustment["rule"], lineId: string | null, amountOre: number, over: Partial<Adjustment> = {}): Adjustment => ({ rule, lineId, amountOre, label: rule, ...over });
  const lines = [
    { lineId: "a", listTotalOre: 49_800 },
    { lineId: "b", listTotalOre: 7_700 },
  ];
  it.each<[string, Adjustment[], { totals: number[]; afterLine: number; after: number; byRule: Record<string, number> }]>([
    ["nothing", [], { totals: [49_800, 7_700], afterLine: 57_500, after: 57_500, byRule: {} }],
    [
      "included adjustments are reported, not subtracted",
      [adj("reduced_price", "a", 10_000, { included: true })],
      { totals: [49_800, 7_700], afterLine: 57_500, after: 57_500, byRule: { reduced_price: 10_000 } },
    ],
    [
      "multi-buy and together on one line: only the larger",
      [adj("multi_buy", "a", 7_500), adj("together", "a", 1_998), adj("together", "b", 600)],
      { totals: [42_300, 7_100], afterLine: 49_400, after: 49_400, byRule: { multi_buy: 7_500, together: 600 } },
    ],
    [
      "a tie goes to the earlier rule (multi-buy)",
      [adj("together", "a", 500), adj("multi_buy", "a", 500)],
      { totals: [49_300, 7_700], afterLine: 57_000, after: 57_000, byRule: { multi_buy: 500 } },
    ],
    [
      "a percent code is on the goods after the line rules, rounded to whole öre, shared by what is left",
      [adj("code", null, 0, { percent: 10 }), adj("multi_buy", "a", 7_500)],
      // 500 kr left × 10 % = 50 kr: 42,30 kr on a, 7,70 kr on b
      { totals: [38_070, 6_930], afterLine: 50_000, after: 45_000, byRule: { multi_buy: 7_500, code: 5_000 } },
    ],
    [
      "a percent that rounds: 12,5 % of 575 kr = 71,875 kr → 71,88 kr",
      [adj("code", null, 0, { percent: 12.5 })],
      { totals: [43_575, 6_737], afterLine: 57_500, after: 50_312, byRule: { code: 7_188 } },
    ],
    [
      "a fixed code larger than the goods: never below 0",
      [adj("code", null, 100_000)],
      { totals: [0, 0], afterLine: 57_500, after: 0, byRule: { code: 57_500 } },
    ],
    [
      "a line adjustment larger than the line: capped at the line",
      [adj("together", "b", 9_000)],
      { totals: [49_800, 0], afterLine: 49_800, after: 49_800, byRule: { together: 7_700 } },
    ],
    [
      "the order given does not matter: RULE_ORDER decides",
      [adj("code", null, 5_000), adj("together", "b", 700), adj("multi_buy", "a", 7_500)],
      // line rules first (423 + 70 = 493 kr), then 50 kr shared 423:70 → 42,90 + 7,10
      { totals: [38_010, 6_290], afterLine: 49_300, after: 44_300, byRule: { multi_buy: 7_500, together: 700, code: 5_000 } },
    ],
  ])("%s", (_name, adjustments, expected) => {
    const out = applyAdjustments(lines, adjustments);
    expect(out.lines.map((l) => l.totalOre)).toEqual(expected.totals);
    expect(out.goodsAfterLineRulesOre).toBe(expected.afterLine);
    expect(out.goodsAfterAllOre).toBe(expected.after);
    expect(out.byRule).toEqual(expected.byRule);
    expect(out.goodsListOre).toBe(57_500);
    // What was applied sums to what came off (included ones aside).
    const subtracted = out.applied.filter((a) => !a.included).reduce((s, a) => s + a.amountOre, 0);
    expect(out.goodsListOre - subtracted).toBe(out.goodsAfterAllOre);
  });

  it("refuses a negative or fractional amount and a line it does not know", () => {
    expect(() => applyAdjustments(lines, [adj("together", "a", -1)])).toThrow(RangeError);
    expect(() => applyAdjustments(lines, [adj("together", "a", 1.5)])).toThrow(RangeError);
    expect(() => applyAdjustments(lines, [adj("together", "zz", 1)])).toThrow(RangeError);
  });
});
