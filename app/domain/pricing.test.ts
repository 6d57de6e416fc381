import { describe, expect, it } from "vitest";
import { FREE_GIFT, SHIPPING } from "./constants";
import {
  allocateLargestRemainder,
  bundleSavingOre,
  comparisonPricePerKgOre,
  FREE_GIFT_LINE_ID,
  lineCap,
  stocksWithCap,
  lowestPriceInWindow,
  MAX_LINE_QUANTITY,
  multiBuyUnitExample,
  priceCart,
  PricingInputError,
  productIdsToLock,
  reachesFreeGift,
  type CartLineInput,
  type CodeDiscount,
  type PricedCart,
  type PricingProduct,
} from "./pricing";

// ---------------------------------------------------------------------------------------------------------
// Fixtures: a small catalogue with hand-picked prices (öre).
//   sleep/calm/focus 249 kr food · bundle-evening 449 kr food bundle
//   tea-cup 77 kr non-food (2 × Sleep 423 kr + cup 77 kr = exactly 500 kr)
//   tea-infuser 76 kr non-food (2 × Sleep 423 kr + infuser 76 kr = 499 kr)
//   tea-spoon 89 kr non-food (the free gift)
// ---------------------------------------------------------------------------------------------------------

function product(id: string, priceOre: number, over: Partial<PricingProduct> = {}): PricingProduct {
  return {
    id,
    name: id,
    kind: "blend",
    priceOre,
    taxClass: "food",
    isBundle: false,
    stockCount: 100,
    active: true,
    netWeightGrams: 50,
    ...over,
  };
}

const accessory = { kind: "accessory", taxClass: "non_food", netWeightGrams: null } as const;
const BASE: PricingProduct[] = [
  product("sleep", 24_900, { name: "Sleep" }),
  product("calm", 24_900, { name: "Calm" }),
  product("focus", 24_900, { name: "Focus" }),
  product("bundle-evening", 44_900, { kind: "bundle", isBundle: true, netWeightGrams: 100 }),
  product("tea-cup", 7_700, accessory),
  product("tea-infuser", 7_600, accessory),
  product(FREE_GIFT.productId, 8_900, { ...accessory, name: "Temått", stockCount: 150 }),
];

function catalogue(...overrides: PricingProduct[]): Map<string, PricingProduct> {
  const map = new Map(BASE.map((p) => [p.id, p]));
  for (const p of overrides) map.set(p.id, p);
  return map;
}

const withStock = (id: string, over: Partial<PricingProduct>) => ({ ...BASE.find((p) => p.id === id)!, ...over });

const item = (productId: string, quantity = 1, lineId = productId): CartLineInput => ({
  kind: "product",
  lineId,
  productId,
  quantity,
});
const giftCard = (amountOre: number, lineId = "gc"): CartLineInput => ({ kind: "gift_card", lineId, amountOre });

/** 2026-06-01: food at 6 %. */
const NOW_6 = new Date("2026-06-01T10:00:00Z");
/** 2026-01-15: food at 12 %. */
const NOW_12 = new Date("2026-01-15T10:00:00Z");

function price(
  lines: CartLineInput[],
  opts: { products?: Map<string, PricingProduct>; now?: Date; code?: CodeDiscount | null } = {},
): PricedCart {
  return priceCart({ lines, products: opts.products ?? catalogue(), now: opts.now ?? NOW_6, codeDiscount: opts.code });
}

const lineOf = (cart: PricedCart, lineId: string) => cart.lines.find((l) => l.lineId === lineId)!;
const vatGrossSum = (cart: PricedCart) => cart.vat.reduce((s, r) => s + r.grossOre, 0);

// ---------------------------------------------------------------------------------------------------------

describe("multi-buy", () => {
  it("2 × Sleep is a 423 kr line", () => {
    // 2 × 249 = 498 kr; × 0.85 = 423.30 kr → 423 kr; discount 75 kr
    const cart = price([item("sleep", 2)]);
    expect(lineOf(cart, "sleep")).toMatchObject({
      quantity: 2,
      unitPriceOre: 24_900,
      listTotalOre: 49_800,
      multiBuyDiscountOre: 7_500,
      codeDiscountOre: 0,
      lineTotalOre: 42_300,
    });
    expect(cart.goodsListOre).toBe(49_800);
    expect(cart.multiBuyDiscountOre).toBe(7_500);
    expect(cart.goodsAfterAutomaticOre).toBe(42_300);
  });

  it.each([
    // [unit, qty, line total after multi-buy]
    [24_900, 1, 24_900], // a single unit: no multi-buy
    [24_900, 3, 63_500], // 747 × 0.85 = 634.95 → 635 kr
    [24_900, 20, 423_300], // 4980 × 0.85 = 4233 kr exactly
    [12_500, 2, 21_300], // 250 × 0.85 = 212.50 → 213 kr (half a krona rounds up)
    [2_500, 2, 4_300], // 50 × 0.85 = 42.50 → 43 kr (half a krona rounds up)
    [8_900, 3, 22_700], // 267 × 0.85 = 226.95 → 227 kr
    [14_900, 2, 25_300], // 298 × 0.85 = 253.30 → 253 kr
    [7_700, 4, 26_200], // 308 × 0.85 = 261.80 → 262 kr
  ])("%i öre × %i → %i öre", (unit, qty, total) => {
    const cart = price([item("x", qty)], { products: catalogue(product("x", unit)) });
    expect(lineOf(cart, "x").lineTotalOre).toBe(total);
    expect(lineOf(cart, "x").multiBuyDiscountOre).toBe(unit * qty - total);
  });

  it("never rounds a line above its list total", () => {
    // 2 × 0.95 kr = 1.90 kr; × 0.85 = 1.615 kr → 2 kr would exceed 1.90 kr, so the line stays 1.90 kr
    const cart = price([item("x", 2)], { products: catalogue(product("x", 95)) });
    expect(lineOf(cart, "x")).toMatchObject({ lineTotalOre: 190, multiBuyDiscountOre: 0 });
  });

  it("bundles never get multi-buy", () => {
    // 2 × 449 kr = 898 kr, no discount
    const cart = price([item("bundle-evening", 2)]);
    expect(lineOf(cart, "bundle-evening")).toMatchObject({ listTotalOre: 89_800, multiBuyDiscountOre: 0, lineTotalOre: 89_800 });
    const flaggedOnly = price([item("b", 2)], { products: catalogue(product("b", 10_000, { isBundle: true })) });
    expect(lineOf(flaggedOnly, "b").multiBuyDiscountOre).toBe(0);
  });

  it("gift cards never get multi-buy", () => {
    const cart = price([giftCard(50_000)]);
    expect(lineOf(cart, "gc")).toMatchObject({ multiBuyDiscountOre: 0, lineTotalOre: 50_000, quantity: 1 });
  });

  it("unit prices come only from the catalogue", () => {
    const line = { ...item("sleep"), unitPriceOre: 100, priceOre: 100 } as unknown as CartLineInput;
    expect(lineOf(price([line]), "sleep").unitPriceOre).toBe(24_900);
  });
});

describe("shipping, progress and the free gift", () => {
  it("1 × Sleep pays 49 kr shipping", () => {
    const cart = price([item("sleep")]);
    expect(cart).toMatchObject({
      goodsAfterDiscountsOre: 24_900,
      shippingOre: SHIPPING.feeOre,
      freeShipping: false,
      totalOre: 29_800, // 249 + 49
      freeGiftAdded: false,
      itemCount: 1,
      progress: { thresholdOre: 50_000, remainingOre: 25_100, percent: 49 }, // 249/500 = 49.8 % → 49
    });
  });

  it("goods of exactly 500 kr ship free and get the free gift", () => {
    // 2 × Sleep 423 kr + cup 77 kr = 500 kr
    const cart = price([item("sleep", 2), item("tea-cup")]);
    expect(cart).toMatchObject({
      goodsAfterDiscountsOre: 50_000,
      shippingOre: 0,
      freeShipping: true,
      freeGiftAdded: true,
      totalOre: 50_000,
      itemCount: 3, // the free gift is not counted
      progress: { thresholdOre: 50_000, remainingOre: 0, percent: 100 },
    });
    expect(cart.lines.at(-1)).toEqual({
      lineId: FREE_GIFT_LINE_ID,
      kind: "free_gift",
      productId: FREE_GIFT.productId,
      name: "Temått",
      quantity: 1,
      unitPriceOre: 0,
      listTotalOre: 0,
      multiBuyDiscountOre: 0,
      codeDiscountOre: 0,
      lineTotalOre: 0,
      vatRateBp: 0,
    });
  });

  it("goods of 499 kr pay 49 kr and get no gift", () => {
    // 2 × Sleep 423 kr + infuser 76 kr = 499 kr
    const cart = price([item("sleep", 2), item("tea-infuser")]);
    expect(cart).toMatchObject({
      goodsAfterDiscountsOre: 49_900,
      shippingOre: 4_900,
      freeShipping: false,
      freeGiftAdded: false,
      totalOre: 54_800, // 499 + 49
      progress: { remainingOre: 100, percent: 99 }, // 499/500 = 99.8 % → 99
    });
    expect(cart.lines.some((l) => l.kind === "free_gift")).toBe(false);
  });

  it("progress is capped at 100 %", () => {
    const cart = price([item("bundle-evening", 2)]); // 898 kr
    expect(cart.progress).toEqual({ thresholdOre: 50_000, remainingOre: 0, percent: 100 });
  });

  const fiveHundred = [item("sleep", 2), item("tea-cup")];
  it.each([
    ["spoon stock 0", catalogue(withStock(FREE_GIFT.productId, { stockCount: 0 })), fiveHundred],
    ["spoon inactive", catalogue(withStock(FREE_GIFT.productId, { active: false })), fiveHundred],
    [
      "spoon not in the catalogue",
      new Map([...catalogue()].filter(([id]) => id !== FREE_GIFT.productId)),
      fiveHundred,
    ],
    [
      // 2 × Sleep 423 kr + 2 × spoon (178 × 0.85 = 151.30 → 151 kr) = 574 kr; stock 2 < 1 + 2
      "spoon stock fully taken by the cart's own spoon lines",
      catalogue(withStock(FREE_GIFT.productId, { stockCount: 2 })),
      [item("sleep", 2), item(FREE_GIFT.productId, 2)],
    ],
    [
      "spoon stock taken by two spoon lines together",
      catalogue(withStock(FREE_GIFT.productId, { stockCount: 2 })),
      [item("sleep", 2), item(FREE_GIFT.productId, 1, "s1"), item(FREE_GIFT.productId, 1, "s2")],
    ],
  ])("no gift when %s (shipping still free)", (_label, products, lines) => {
    const cart = price(lines, { products });
    expect(cart.freeShipping).toBe(true);
    expect(cart.freeGiftAdded).toBe(false);
    expect(cart.lines.some((l) => l.kind === "free_gift")).toBe(false);
  });

  it("gift added when the spoon stock covers the cart's spoons plus one", () => {
    const products = catalogue(withStock(FREE_GIFT.productId, { stockCount: 3 }));
    const cart = price([item("sleep", 2), item(FREE_GIFT.productId, 2)], { products });
    expect(cart.goodsAfterDiscountsOre).toBe(57_400); // 423 + 151 kr
    expect(cart.freeGiftAdded).toBe(true);
  });

  it("an empty cart has no shipping", () => {
    const cart = price([]);
    expect(cart).toMatchObject({
      lines: [],
      itemCount: 0,
      shippingOre: 0,
      freeShipping: false,
      totalOre: 0,
      vat: [],
      vatTotalOre: 0,
      freeGiftAdded: false,
      problems: [],
      progress: { thresholdOre: 50_000, remainingOre: 50_000, percent: 0 },
    });
  });
});

describe("gift cards", () => {
  it("a cart with only gift cards has nothing to ship and no VAT", () => {
    const cart = price([giftCard(50_000), giftCard(100_000, "gc2")]);
    expect(cart).toMatchObject({
      itemCount: 2,
      goodsAfterDiscountsOre: 0,
      giftCardsOre: 150_000,
      shippingOre: 0,
      freeShipping: false,
      freeGiftAdded: false,
      vat: [],
      vatTotalOre: 0,
      totalOre: 150_000,
    });
    expect(lineOf(cart, "gc")).toMatchObject({ kind: "gift_card", productId: null, name: "Presentkort", vatRateBp: 0 });
  });

  it("gift cards do not count toward free shipping and carry no VAT", () => {
    // Sleep 249 kr + gift card 500 kr: goods 249 < 500 → 49 kr shipping; VAT only on 249 + 49 kr at 6 %
    const cart = price([item("sleep"), giftCard(50_000)]);
    expect(cart).toMatchObject({
      goodsAfterDiscountsOre: 24_900,
      giftCardsOre: 50_000,
      shippingOre: 4_900,
      freeShipping: false,
      freeGiftAdded: false,
      totalOre: 79_800, // 249 + 500 + 49
      itemCount: 2,
      // 29800 × 600 / 10600 = 1686.79 → 1687
      vat: [{ rateBp: 600, grossOre: 29_800, vatOre: 1_687 }],
      vatTotalOre: 1_687,
    });
    expect(lineOf(cart, "gc").vatRateBp).toBe(0);
  });

  it.each([10_000, 500_000, 50_000])("accepts %i öre", (amount) => {
    expect(price([giftCard(amount)]).giftCardsOre).toBe(amount);
  });

  it.each([9_999, 500_001, 0, -50_000, 10_000.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %s öre",
    (amount) => {
      expect(() => price([giftCard(amount)])).toThrow(PricingInputError);
    },
  );
});

describe("code discounts", () => {
  it("percent: 10 % off 500 kr brings goods under the threshold, so shipping comes back", () => {
    // goods 500 kr (Sleep line 423 + cup 77); 10 % = 50 kr; shares 42.30 kr and 7.70 kr; goods 450 kr
    const cart = price([item("sleep", 2), item("tea-cup")], { code: { type: "percent", percent: 10 } });
    expect(cart).toMatchObject({
      goodsAfterAutomaticOre: 50_000,
      codeDiscountOre: 5_000,
      goodsAfterDiscountsOre: 45_000,
      shippingOre: 4_900,
      freeShipping: false,
      freeGiftAdded: false,
      totalOre: 49_900, // 450 + 49
    });
    expect(lineOf(cart, "sleep")).toMatchObject({ codeDiscountOre: 4_230, lineTotalOre: 42_300 });
    expect(lineOf(cart, "tea-cup")).toMatchObject({ codeDiscountOre: 770, lineTotalOre: 7_700 });
  });

  it("percent rounds once to whole öre", () => {
    // 249 kr × 15 % = 37.35 kr = 3735 öre; 249 kr × 7.5 % = 1867.5 öre → 1868
    expect(price([item("sleep")], { code: { type: "percent", percent: 15 } }).codeDiscountOre).toBe(3_735);
    expect(price([item("sleep")], { code: { type: "percent", percent: 7.5 } }).codeDiscountOre).toBe(1_868);
  });

  it("applies to goods after multi-buy", () => {
    // 2 × Sleep = 423 kr after multi-buy; 10 % of 423 kr = 42.30 kr (not of 498 kr)
    const cart = price([item("sleep", 2)], { code: { type: "percent", percent: 10 } });
    expect(cart.codeDiscountOre).toBe(4_230);
    expect(cart.goodsAfterDiscountsOre).toBe(38_070);
  });

  it("fixed: 100 kr off one Sleep", () => {
    const cart = price([item("sleep")], { code: { type: "fixed", amountOre: 10_000 } });
    expect(cart).toMatchObject({ codeDiscountOre: 10_000, goodsAfterDiscountsOre: 14_900, totalOre: 19_800 });
  });

  it.each<[string, CodeDiscount]>([
    ["fixed larger than the goods", { type: "fixed", amountOre: 100_000 }],
    ["100 percent", { type: "percent", percent: 100 }],
  ])("never below zero: %s", (_label, code) => {
    // goods 249 kr → 0 kr; there are still goods to ship: 49 kr, all of it at the food rate
    const cart = price([item("sleep")], { code });
    expect(cart).toMatchObject({
      codeDiscountOre: 24_900,
      goodsAfterDiscountsOre: 0,
      shippingOre: 4_900,
      totalOre: 4_900,
      // 4900 × 600 / 10600 = 277.36 → 277
      vat: [{ rateBp: 600, grossOre: 4_900, vatOre: 277 }],
    });
  });

  it("is not applied to gift cards", () => {
    // percent: 10 % of Sleep 249 kr only = 24.90 kr; fixed 1000 kr is capped at the 249 kr of goods
    const percent = price([item("sleep"), giftCard(50_000)], { code: { type: "percent", percent: 10 } });
    expect(percent).toMatchObject({ codeDiscountOre: 2_490, giftCardsOre: 50_000, totalOre: 22_410 + 50_000 + 4_900 });
    expect(lineOf(percent, "gc").codeDiscountOre).toBe(0);
    const fixed = price([item("sleep"), giftCard(50_000)], { code: { type: "fixed", amountOre: 100_000 } });
    expect(fixed).toMatchObject({ codeDiscountOre: 24_900, goodsAfterDiscountsOre: 0, totalOre: 50_000 + 4_900 });
    const onlyCards = price([giftCard(50_000)], { code: { type: "fixed", amountOre: 10_000 } });
    expect(onlyCards).toMatchObject({ codeDiscountOre: 0, totalOre: 50_000 });
  });

  it("allocation breaks ties to the earlier line and sums exactly", () => {
    // 1 kr over three equal 249 kr lines: 33.33 each → 33 + 33 + 33 = 99, the extra öre goes to the first
    const cart = price([item("sleep"), item("calm"), item("focus")], { code: { type: "fixed", amountOre: 100 } });
    // (747 kr of goods also earns the free gift, a 0 kr line with no share)
    expect(cart.lines.map((l) => l.codeDiscountOre)).toEqual([34, 33, 33, 0]);
  });

  it.each([1, 7, 99, 101, 1_234, 9_999, 33_333, 74_899])("fixed %i öre over mixed lines sums exactly", (amount) => {
    // lines 423 kr + 249 kr + 77 kr = 749 kr
    const cart = price([item("sleep", 2), item("calm"), item("tea-cup")], { code: { type: "fixed", amountOre: amount } });
    const products = cart.lines.filter((l) => l.kind === "product");
    expect(products.reduce((s, l) => s + l.codeDiscountOre, 0)).toBe(amount);
    for (const l of products) {
      expect(l.codeDiscountOre).toBeGreaterThanOrEqual(0);
      expect(l.codeDiscountOre).toBeLessThanOrEqual(l.lineTotalOre);
    }
  });

  it.each<CodeDiscount>([
    { type: "percent", percent: 101 },
    { type: "percent", percent: -1 },
    { type: "percent", percent: Number.NaN },
    { type: "fixed", amountOre: -1 },
    { type: "fixed", amountOre: 1.5 },
  ])("refuses %o", (code) => {
    expect(() => price([item("sleep")], { code })).toThrow(PricingInputError);
  });
});

describe("allocateLargestRemainder", () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [1, 2, 3], [2, 3, 5]], // 1.67, 3.33, 5 → floors 1, 3, 5; the extra öre to the largest remainder (0.67)
    [4_900, [24_900, 7_700], [3_743, 1_157]], // 3742.64 and 1157.36
    [0, [5, 5], [0, 0]],
    [7, [0, 3], [0, 7]],
  ])("%i over %j → %j", (total, weights, shares) => {
    expect(allocateLargestRemainder(total, weights)).toEqual(shares);
  });

  it("refuses to spread a positive amount over zero weights", () => {
    expect(() => allocateLargestRemainder(5, [0, 0])).toThrow(RangeError);
  });
});

describe("VAT", () => {
  it.each([
    ["2026-03-31T21:30:00Z", 1200], // 23:30 on 31 March in Stockholm
    ["2026-03-31T22:30:00Z", 600], // 00:30 on 1 April in Stockholm
    ["2027-12-31T22:30:00Z", 600], // 23:30 on 31 December 2027
    ["2027-12-31T23:30:00Z", 1200], // 00:30 on 1 January 2028
  ])("a food line priced at %s is at %i bp", (iso, bp) => {
    const cart = price([item("sleep")], { now: new Date(iso) });
    expect(lineOf(cart, "sleep").vatRateBp).toBe(bp);
    expect(cart.vat.map((r) => r.rateBp)).toEqual([bp]);
  });

  it("2 × Sleep with shipping at 6 % and at 12 %", () => {
    // gross 423 + 49 = 472 kr; 47200 × 600 / 10600 = 2671.70 → 2672; 47200 × 1200 / 11200 = 5057.14 → 5057
    expect(price([item("sleep", 2)], { now: NOW_6 }).vat).toEqual([{ rateBp: 600, grossOre: 47_200, vatOre: 2_672 }]);
    expect(price([item("sleep", 2)], { now: NOW_12 }).vat).toEqual([{ rateBp: 1200, grossOre: 47_200, vatOre: 5_057 }]);
  });

  it("splits shipping VAT in proportion to the goods per rate", () => {
    // Sleep 249 kr (food 6 %) + cup 77 kr (25 %) = 326 kr → 49 kr shipping
    // shipping shares: 4900 × 24900/32600 = 3742.64, 4900 × 7700/32600 = 1157.36 → 3743 + 1157 = 4900
    // food: 24900 + 3743 = 28643; × 600/10600 = 1621.30 → 1621
    // non-food: 7700 + 1157 = 8857; × 2500/12500 = 1771.40 → 1771
    const cart = price([item("sleep"), item("tea-cup"), giftCard(10_000)]);
    expect(cart.vat).toEqual([
      { rateBp: 600, grossOre: 28_643, vatOre: 1_621 },
      { rateBp: 2500, grossOre: 8_857, vatOre: 1_771 },
    ]);
    expect(cart.vatTotalOre).toBe(3_392);
    expect(cart.totalOre).toBe(47_500); // 326 + 100 + 49
    expect(vatGrossSum(cart)).toBe(cart.totalOre - cart.giftCardsOre);
    expect(lineOf(cart, "sleep").vatRateBp).toBe(600);
    expect(lineOf(cart, "tea-cup").vatRateBp).toBe(2500);
  });

  it("uses goods after the code discount for the rows", () => {
    // Sleep 249 kr + cup 77 kr, 100 kr off: shares 10000 × 24900/32600 = 7638.04 → 7638, 2361.96 → 2362
    // food goods 24900 − 7638 = 17262; non-food 7700 − 2362 = 5338; total goods 22600 → 49 kr shipping
    // shipping: 4900 × 17262/22600 = 3742.65 → 3743; 4900 × 5338/22600 = 1157.35 → 1157
    // food 17262 + 3743 = 21005 → × 600/10600 = 1188.96 → 1189; non-food 5338 + 1157 = 6495 → /5 = 1299
    const cart = price([item("sleep"), item("tea-cup")], { code: { type: "fixed", amountOre: 10_000 } });
    expect(cart.lines.map((l) => l.codeDiscountOre)).toEqual([7_638, 2_362]);
    expect(cart.vat).toEqual([
      { rateBp: 600, grossOre: 21_005, vatOre: 1_189 },
      { rateBp: 2500, grossOre: 6_495, vatOre: 1_299 },
    ]);
  });

  it("with free shipping the rows are the goods alone, and the free gift has no VAT", () => {
    // food 423 kr at 6 %: 42300 × 600/10600 = 2394.34 → 2394; cup 77 kr at 25 %: 1540
    const cart = price([item("sleep", 2), item("tea-cup")]);
    expect(cart.vat).toEqual([
      { rateBp: 600, grossOre: 42_300, vatOre: 2_394 },
      { rateBp: 2500, grossOre: 7_700, vatOre: 1_540 },
    ]);
    expect(lineOf(cart, FREE_GIFT_LINE_ID).vatRateBp).toBe(0);
  });

  it.each<[string, CartLineInput[], CodeDiscount | null]>([
    ["one Sleep", [item("sleep")], null],
    ["mixed with a gift card", [item("sleep", 3), item("tea-cup", 2), giftCard(25_000)], null],
    ["mixed with a code", [item("calm"), item("tea-infuser", 3), item("tea-cup")], { type: "percent", percent: 13 }],
    ["free shipping", [item("bundle-evening"), item("tea-cup", 5)], { type: "fixed", amountOre: 333 }],
    ["everything discounted", [item("calm"), item("tea-cup")], { type: "percent", percent: 100 }],
    ["gift cards only", [giftCard(10_000), giftCard(20_000, "gc2")], null],
  ])("the rows' gross sums to total − gift cards: %s", (_label, lines, code) => {
    const cart = price(lines, { code });
    expect(vatGrossSum(cart)).toBe(cart.totalOre - cart.giftCardsOre);
    expect(cart.vatTotalOre).toBe(cart.vat.reduce((s, r) => s + r.vatOre, 0));
    expect(cart.vat.every((r) => r.grossOre !== 0)).toBe(true);
    expect([...cart.vat].sort((a, b) => a.rateBp - b.rateBp)).toEqual(cart.vat);
  });
});

describe("validation", () => {
  it.each([0, -1, 1.5, MAX_LINE_QUANTITY + 1, Number.NaN, Number.POSITIVE_INFINITY])(
    "quantity %s throws",
    (quantity) => {
      expect(() => price([item("sleep", quantity)])).toThrow(PricingInputError);
    },
  );

  it("quantity 20 is allowed", () => {
    expect(MAX_LINE_QUANTITY).toBe(20);
    expect(price([item("sleep", 20)]).itemCount).toBe(20);
  });

  it("refuses an invalid `now`", () => {
    expect(() => price([item("sleep")], { now: new Date("nonsense") })).toThrow(PricingInputError);
  });

  it("refuses a catalogue price that is not integer öre", () => {
    expect(() => price([item("x")], { products: catalogue(product("x", 249.5)) })).toThrow(PricingInputError);
  });
});

describe("problems", () => {
  it("reports availability problems without throwing", () => {
    const products = catalogue(
      withStock("calm", { active: false }),
      withStock("focus", { stockCount: 0 }),
      withStock("tea-cup", { stockCount: 3 }),
      withStock("tea-infuser", { stockCount: 2 }),
    );
    const cart = price(
      [item("ghost"), item("calm"), item("focus"), item("tea-cup", 5), item("tea-infuser", 2), item("sleep")],
      { products },
    );
    expect(cart.problems).toEqual([
      { lineId: "ghost", kind: "unknown_product", available: 0 },
      { lineId: "calm", kind: "inactive", available: 0 },
      { lineId: "focus", kind: "out_of_stock", available: 0 },
      { lineId: "tea-cup", kind: "insufficient_stock", available: 3 },
    ]);
    // Unknown products are left out; the other problem lines are still priced (and count toward 500 kr:
    // 249 + 249 + 327 (385 × 0.85 = 327.25) + 129 (152 × 0.85 = 129.20) + 249 = 1203 kr → the free gift too).
    expect(cart.lines.map((l) => l.lineId)).toEqual(["calm", "focus", "tea-cup", "tea-infuser", "sleep", FREE_GIFT_LINE_ID]);
    expect(cart.goodsAfterDiscountsOre).toBe(120_300);
    expect(cart.itemCount).toBe(10); // 1 + 1 + 5 + 2 + 1
  });

  it("a cart of only unknown products is empty", () => {
    const cart = price([item("ghost")]);
    expect(cart).toMatchObject({ lines: [], shippingOre: 0, totalOre: 0, itemCount: 0 });
    expect(cart.problems).toHaveLength(1);
  });
});

describe("every amount is an integer", () => {
  it("for a busy cart", () => {
    const cart = price(
      [item("sleep", 3), item("calm", 2), item("tea-cup", 7), item("bundle-evening"), giftCard(12_345)],
      { code: { type: "percent", percent: 12.5 } },
    );
    const numbers: number[] = [
      cart.itemCount,
      cart.goodsListOre,
      cart.multiBuyDiscountOre,
      cart.goodsAfterAutomaticOre,
      cart.codeDiscountOre,
      cart.goodsAfterDiscountsOre,
      cart.giftCardsOre,
      cart.shippingOre,
      cart.vatTotalOre,
      cart.totalOre,
      ...Object.values(cart.progress),
      ...cart.vat.flatMap((r) => [r.rateBp, r.grossOre, r.vatOre]),
      ...cart.lines.flatMap((l) => [l.unitPriceOre, l.listTotalOre, l.multiBuyDiscountOre, l.codeDiscountOre, l.lineTotalOre]),
    ];
    expect(numbers.every(Number.isInteger)).toBe(true);
    expect(cart.goodsAfterDiscountsOre).toBe(cart.goodsAfterAutomaticOre - cart.codeDiscountOre);
    expect(cart.goodsAfterAutomaticOre).toBe(cart.goodsListOre - cart.multiBuyDiscountOre);
  });
});

describe("helpers for cards and product pages", () => {
  it.each([
    [24_900, 50, 498_000], // 249 kr / 50 g = 4980 kr/kg
    [13_900, 45, 308_889], // 139 kr / 45 g = 3088.888… kr/kg → 308888.9 öre → 308889
    [100, 3, 33_333], // 33333.33 → 33333
    [24_900, null, null],
    [24_900, 0, null],
  ])("comparisonPricePerKgOre(%i, %s) = %s", (priceOre, grams, perKg) => {
    expect(comparisonPricePerKgOre(priceOre, grams)).toBe(perKg);
  });

  it.each([
    [44_900, [24_900, 24_900], 4_900], // 498 − 449 = 49 kr
    [69_900, [24_900, 19_900, 17_900, 8_900], 1_700], // 716 − 699 = 17 kr
    [50_000, [24_900, 24_900], 0], // never negative
    [10_000, [], 0],
  ])("bundleSavingOre(%i, %j) = %i", (bundle, parts, saving) => {
    expect(bundleSavingOre(bundle, parts)).toBe(saving);
  });

  it.each([
    [24_900, 42_300], // 498 × 0.85 = 423.30 → 423 kr
    [2_500, 4_300], // 50 × 0.85 = 42.50 → 43 kr
    [8_900, 15_100], // 178 × 0.85 = 151.30 → 151 kr
  ])("multiBuyUnitExample(%i) = %i", (unit, total) => {
    expect(multiBuyUnitExample(unit)).toBe(total);
    // the same number the cart shows
    const cart = price([item("x", 2)], { products: catalogue(product("x", unit)) });
    expect(lineOf(cart, "x").lineTotalOre).toBe(total);
  });

  describe("lowestPriceInWindow (now 2026-06-30 12:00Z, window from 2026-05-31 12:00Z)", () => {
    const now = new Date("2026-06-30T12:00:00Z");
    const at = (iso: string, priceOre: number) => ({ priceOre, validFrom: new Date(iso) });
    it.each<[string, { priceOre: number; validFrom: Date }[], number | null]>([
      ["no history", [], null],
      ["one old price, still in force", [at("2026-01-01T00:00:00Z", 24_900)], 24_900],
      [
        "an old low price replaced before the window",
        [at("2026-01-01T00:00:00Z", 19_900), at("2026-05-01T00:00:00Z", 24_900)],
        24_900,
      ],
      [
        "an old low price still in force at the window start",
        [at("2026-01-01T00:00:00Z", 19_900), at("2026-06-10T00:00:00Z", 24_900)],
        19_900,
      ],
      [
        "a low price inside the window",
        [at("2026-01-01T00:00:00Z", 24_900), at("2026-06-10T00:00:00Z", 19_900), at("2026-06-20T00:00:00Z", 22_900)],
        19_900,
      ],
      [
        "replaced exactly at the window start",
        [at("2026-01-01T00:00:00Z", 19_900), at("2026-05-31T12:00:00Z", 24_900)],
        24_900,
      ],
      [
        "a future price is not yet in force (unsorted input)",
        [at("2026-07-10T00:00:00Z", 9_900), at("2026-01-01T00:00:00Z", 24_900)],
        24_900,
      ],
      ["only a future price", [at("2026-07-10T00:00:00Z", 9_900)], null],
    ])("%s", (_label, history, lowest) => {
      expect(lowestPriceInWindow(history, now)).toBe(lowest);
    });

    it("takes the window length in days", () => {
      // a 7-day window starts 2026-06-23 12:00Z, after the 199 kr price was replaced
      const history = [at("2026-01-01T00:00:00Z", 19_900), at("2026-06-10T00:00:00Z", 24_900)];
      expect(lowestPriceInWindow(history, now, 7)).toBe(24_900);
    });
  });
});

describe("subscriptionMonthlyOre", () => {
  it("is 10 % off rounded to whole kronor: 224 kr for 249 kr", async () => {
    const { subscriptionMonthlyOre } = await import("./pricing");
    expect(subscriptionMonthlyOre(24_900)).toBe(22_400); // 224,10 → 224
    expect(subscriptionMonthlyOre(14_900)).toBe(13_400); // 134,10 → 134
  });
});

describe("the free gift's rule, asked by the checkout's locks", () => {
  it.each([
    [49_999, false],
    [50_000, true],
    [80_000, true],
  ])("goods of %i öre reach the free gift: %s", (goodsOre, expected) => {
    expect(reachesFreeGift(goodsOre)).toBe(expected);
  });

  it.each<[string, CartLineInput[], string[]]>([
    ["one tea: only its row", [item("sleep")], ["sleep"]],
    ["499 kr after multi-buy: no gift row", [item("sleep", 2), item("tea-infuser")], ["sleep", "tea-infuser"]],
    ["500 kr: the gift's row too, in id order", [item("tea-cup"), item("sleep", 2)], ["sleep", "tea-cup", FREE_GIFT.productId]],
    ["the gift already on a line: locked once", [item("sleep", 2), item(FREE_GIFT.productId)], ["sleep", FREE_GIFT.productId]],
    ["gift cards do not count toward the gift and lock nothing", [giftCard(100_000), item("sleep")], ["sleep"]],
    ["only gift cards: nothing to lock", [giftCard(100_000)], []],
  ])("%s", (_label, lines, expected) => {
    const products = catalogue();
    products.delete(FREE_GIFT.productId); // the checkout prices its preview without the gift's row
    expect(productIdsToLock({ lines, products, now: NOW_6 })).toEqual(expected);
  });

  it("every cart that gets the gift, with or without a code, locks the gift's row", () => {
    const carts = [[item("sleep", 2), item("tea-cup")], [item("bundle-evening", 2)], [item("sleep", 2), item("tea-infuser")], [item("sleep", 3)]];
    const codes: (CodeDiscount | null)[] = [null, { type: "percent", percent: 10 }, { type: "fixed", amountOre: 5_000 }];
    let gifts = 0;
    for (const lines of carts) {
      const locked = productIdsToLock({ lines, products: catalogue(), now: NOW_6 });
      for (const code of codes) {
        if (!price(lines, { code }).freeGiftAdded) continue;
        gifts++;
        expect(locked).toContain(FREE_GIFT.productId);
      }
    }
    expect(gifts).toBeGreaterThan(0);
  });
});

describe("lineCap", () => {
  it.each([
    [undefined, 0],
    [null, 0],
    [-3, 0],
    [0, 0],
    [7, 7],
    [20, 20],
    [500, 20],
  ])("stock %s → %s", (stock, cap) => expect(lineCap(stock)).toBe(cap));
});

describe("stocksWithCap", () => {
  it("is exactly the stocks lineCap maps to the cap", () => {
    for (let cap = 1; cap <= MAX_LINE_QUANTITY; cap++) {
      const { min, max } = stocksWithCap(cap);
      for (let stock = -2; stock <= 60; stock++) {
        const inRange = stock >= min && (max === null || stock <= max);
        expect(inRange, `cap ${cap}, stock ${stock}`).toBe(lineCap(stock) === cap);
      }
    }
  });
  it("refuses a cap no stock gives", () => {
    for (const cap of [0, -1, 21, 1.5]) expect(() => stocksWithCap(cap)).toThrow(RangeError);
  });
});
