import { describe, expect, it } from "vitest";
import { orderTotalRows } from "./order-totals";

const base = { goodsListOre: 49_800, multiBuyDiscountOre: 0, discountOre: 0, shippingOre: 4_900, totalOre: 54_700, vatSummary: [{ rateBp: 1200, vatOre: 5_336 }] };
const keys = (rows: ReturnType<typeof orderTotalRows>) => rows.map((r) => r.key);

describe("orderTotalRows", () => {
  it.each([
    ["a plain order", base, {}, ["goods", "shipping", "total", "vat"]],
    ["multi-buy and a code", { ...base, multiBuyDiscountOre: 7_470, discountOre: 4_233 }, {}, ["goods", "multiBuy", "discount", "shipping", "total", "vat"]],
    ["multi-buy, the together discount and a code", { ...base, multiBuyDiscountOre: 7_470, togetherDiscountOre: 5_600, discountOre: 4_233 }, {}, ["goods", "multiBuy", "together", "discount", "shipping", "total", "vat"]],
    ["an order from before the together discount (no column value)", { ...base, togetherDiscountOre: undefined }, {}, ["goods", "shipping", "total", "vat"]],
    ["part paid with gift cards", { ...base, giftCardPaidOre: 30_000 }, {}, ["goods", "shipping", "total", "giftCardPaid", "rest", "vat"]],
    ["gift cards, the desk leaves out the rest", { ...base, giftCardPaidOre: 30_000 }, { rest: false }, ["goods", "shipping", "total", "giftCardPaid", "vat"]],
    ["a gift-card order: no VAT row", { ...base, vatSummary: [{ rateBp: 0, vatOre: 0 }] }, {}, ["goods", "shipping", "total"]],
    ["the desk shows every rate", { ...base, vatSummary: [{ rateBp: 0, vatOre: 0 }, { rateBp: 2500, vatOre: 4_580 }] }, { allVatRates: true }, ["goods", "shipping", "total", "vat", "vat"]],
  ] as const)("%s", (_name, order, opts, expected) => {
    expect(keys(orderTotalRows(order, opts))).toEqual(expected);
  });

  it("carries the amounts: deductions marked, free shipping at 0, the rest after gift cards", () => {
    const rows = orderTotalRows({ ...base, shippingOre: 0, totalOre: 49_800, multiBuyDiscountOre: 0, discountOre: 1_000, giftCardPaidOre: 20_000 });
    expect(rows).toEqual([
      { key: "goods", ore: 49_800 },
      { key: "discount", ore: 1_000, minus: true },
      { key: "shipping", ore: 0, free: true },
      { key: "total", ore: 49_800 },
      { key: "giftCardPaid", ore: 20_000, minus: true },
      { key: "rest", ore: 29_800 },
      { key: "vat", ore: 5_336, rateBp: 1200 },
    ]);
  });
});
