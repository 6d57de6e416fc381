import { describe, expect, it } from "vitest";
import { optimisticCart, type CartChange, type CartView } from "./cart";
import { productIdsInCart } from "./offers";
import { priceCart, type CartLineInput, type PricingProduct } from "./pricing";

/** The drawer's optimistic view must equal what the server will price for the same lines: the same engine, the same limits. */
const product = (id: string, priceOre: number, over: Partial<PricingProduct> = {}): PricingProduct => ({
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
});
const PRODUCTS = [product("sleep", 24_900), product("calm", 24_900, { stockCount: 3 }), product("tea-cup", 7_700, { kind: "accessory", taxClass: "non_food" })];
const NOW = new Date("2026-11-24T10:00:00Z");

const INPUTS: CartLineInput[] = [
  { kind: "product", lineId: "l-sleep", productId: "sleep", quantity: 1 },
  { kind: "product", lineId: "l-calm", productId: "calm", quantity: 1 },
  { kind: "gift_card", lineId: "l-card", amountOre: 50_000 },
];

function view(inputs: CartLineInput[] = INPUTS): CartView {
  const lineView = (lineId: string, productId: string | null, maxQuantity: number) => ({ lineId, kind: productId ? ("product" as const) : ("gift_card" as const), productId, name: lineId, image: "", maxQuantity });
  return {
    priced: priceCart({ lines: inputs, products: new Map(PRODUCTS.map((p) => [p.id, p])), now: NOW }),
    lines: { "l-sleep": lineView("l-sleep", "sleep", 10), "l-calm": lineView("l-calm", "calm", 3), "l-card": lineView("l-card", null, 1) },
    inputs,
    products: PRODUCTS,
    pricedAt: NOW.toISOString(),
  };
}

/** What the server would price after the change (the expected optimistic result). */
const server = (inputs: CartLineInput[]) => priceCart({ lines: inputs, products: new Map(PRODUCTS.map((p) => [p.id, p])), now: NOW });
const withQuantity = (lineId: string, quantity: number) => INPUTS.map((l) => (l.lineId === lineId && l.kind === "product" ? { ...l, quantity } : l));

describe("optimisticCart", () => {
  it("no pending change: the server's own result, untouched", () => {
    const v = view();
    expect(optimisticCart(v, [], priceCart)).toBe(v.priced);
  });

  it("before the browser has the engine: the server's last result, until the server answers", () => {
    const v = view();
    expect(optimisticCart(v, [{ intent: "set", lineId: "l-sleep", quantity: 2 }], null)).toBe(v.priced);
  });

  it.each<[string, CartChange[], CartLineInput[]]>([
    ["a new quantity", [{ intent: "set", lineId: "l-sleep", quantity: 2 }], withQuantity("l-sleep", 2)],
    ["two of the same: the multi-buy discount", [{ intent: "set", lineId: "l-sleep", quantity: 2 }], withQuantity("l-sleep", 2)],
    ["more than the line may hold is capped at its maximum (stock)", [{ intent: "set", lineId: "l-calm", quantity: 9 }], withQuantity("l-calm", 3)],
    ["quantity 0 removes the line", [{ intent: "set", lineId: "l-calm", quantity: 0 }], INPUTS.filter((l) => l.lineId !== "l-calm")],
    ["remove", [{ intent: "remove", lineId: "l-sleep" }], INPUTS.filter((l) => l.lineId !== "l-sleep")],
    ["a gift card's quantity does not change", [{ intent: "set", lineId: "l-card", quantity: 3 }], INPUTS],
    ["an unknown line changes nothing", [{ intent: "set", lineId: "finns-inte", quantity: 4 }], INPUTS],
    ["clear empties the cart", [{ intent: "clear" }], []],
    [
      "several changes in order: the last word counts",
      [
        { intent: "set", lineId: "l-sleep", quantity: 5 },
        { intent: "remove", lineId: "l-card" },
        { intent: "set", lineId: "l-sleep", quantity: 2 },
      ],
      withQuantity("l-sleep", 2).filter((l) => l.lineId !== "l-card"),
    ],
  ])("%s: the same as the server will price", (_name, changes, expected) => {
    expect(optimisticCart(view(), changes, priceCart)).toEqual(server(expected));
  });

  it("the multi-buy discount shows at once when a second of the same goes in", () => {
    const before = view().priced;
    const after = optimisticCart(view(), [{ intent: "set", lineId: "l-sleep", quantity: 2 }], priceCart);
    expect(before.multiBuyDiscountOre).toBe(0);
    expect(after.multiBuyDiscountOre).toBeGreaterThan(0);
    expect(after.totalOre).toBe(server(withQuantity("l-sleep", 2)).totalOre);
  });
});

describe("productIdsInCart", () => {
  it("the product lines' ids; none without a cart", () => {
    expect([...productIdsInCart(view())].sort()).toEqual(["calm", "sleep"]);
    expect(productIdsInCart(null).size).toBe(0);
  });
});
