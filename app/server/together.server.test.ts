/**
 * The bought-together discount on the server (ADR 038): the pair the product page offers, priced by the cart,
 * the checkout and the order transaction, and stored on the order as a snapshot. Focus (249 kr, food) and
 * Termos (449 kr, non-food) are Focus's "Köps ofta tillsammans" pair in the seed: 698 kr × 0.92 = 642.16 → 642 kr,
 * 56 kr off, shared by price: Focus 19,98 kr, Termos 36,02 kr.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "./db.server";
import { cart, discountCode, order, orderItem } from "./schema";
import { addProducts, loadCartView } from "./carts.server";
import { getProductPage } from "./product-page.server";
import { loadCheckout } from "./checkout.server";
import { placeOrder } from "./orders.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { checkoutForm, customerWithCart } from "./test-factories";

/** 2026-11-21: food at 6 %. */
const now = new Date("2026-11-21T12:00:00Z");
describe(`bought-together discount (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });

  async function customerCart(items: [string, number][], code?: string) {
    const c = await customerWithCart(db, items, { code, now });
    const [row] = await db.select().from(cart).where(eq(cart.id, c.cartId));
    return { ...c, row: row! };
  }

  it("the product page offers Focus + Termos, the pair the cart prices", async () => {
    const page = await getProductPage(db, "focus", now, "https://stilla.test");
    expect(page!.together?.id).toBe("thermos");
  });

  it("the pair in the cart: 56 kr off as its own adjustment, per line and in the totals, VAT per rate", async () => {
    const c = await customerCart([]);
    await addProducts(db, c.cartId, ["focus", "thermos"], now);
    const view = (await loadCartView(db, c.row, now))!;
    const p = view.priced;
    expect(p.lines.filter((l) => l.kind === "product").map((l) => [l.productId, l.listTotalOre, l.togetherDiscountOre, l.multiBuyDiscountOre, l.lineTotalOre])).toEqual([
      ["focus", 24_900, 1_998, 0, 22_902],
      ["thermos", 44_900, 3_602, 0, 41_298],
    ]);
    expect(p).toMatchObject({ goodsListOre: 69_800, togetherDiscountOre: 5_600, goodsAfterAutomaticOre: 64_200, shippingOre: 0, freeGiftAdded: true, totalOre: 64_200 });
    // Focus 229,02 kr at 6 %, Termos 412,98 kr at 25 %.
    expect(p.vat).toEqual([
      { rateBp: 600, grossOre: 22_902, vatOre: 1_296 },
      { rateBp: 2_500, grossOre: 41_298, vatOre: 8_260 },
    ]);
    expect(p.adjustments.filter((a) => a.rule === "together").map((a) => [a.lineId, a.amountOre, a.label])).toHaveLength(2);
    expect(p.adjustments.find((a) => a.rule === "together")!.label).toBe("Tillsammansrabatt");
    // The browser re-prices with the same facts (the partner travels with the products).
    expect(view.products.find((x) => x.id === "focus")!.togetherWith).toBe("thermos");
  });

  it("one of the pair only: no together discount", async () => {
    const c = await customerCart([["focus", 1]]);
    const p = (await loadCartView(db, c.row, now))!.priced;
    expect(p.togetherDiscountOre).toBe(0);
    expect(p.adjustments.some((a) => a.rule === "together")).toBe(false);
  });

  it("2 Focus + 1 Termos: Focus takes the larger multi-buy, Termos keeps its share of the pair, never both on one line", async () => {
    const c = await customerCart([["focus", 2], ["thermos", 1]]);
    const p = (await loadCartView(db, c.row, now))!.priced;
    expect(p.lines.filter((l) => l.kind === "product").map((l) => [l.productId, l.multiBuyDiscountOre, l.togetherDiscountOre, l.lineTotalOre])).toEqual([
      ["focus", 7_500, 0, 42_300],
      ["thermos", 0, 3_602, 41_298],
    ]);
    expect(p).toMatchObject({ multiBuyDiscountOre: 7_500, togetherDiscountOre: 3_602, goodsAfterAutomaticOre: 83_598 });
  });

  it("a discount code applies to the goods after the together discount, like after multi-buy", async () => {
    await db.insert(discountCode).values({ code: "TILLSAMMANS10", type: "percent", percent: 10 });
    const c = await customerCart([["focus", 1], ["thermos", 1]], "TILLSAMMANS10");
    const checkout = (await loadCheckout(db, c.row, { id: c.userId, email: c.email }, now))!;
    expect(checkout.code).toMatchObject({ status: "applied", discountOre: 6_420 });
    expect(checkout.cart.priced).toMatchObject({ togetherDiscountOre: 5_600, codeDiscountOre: 6_420, goodsAfterDiscountsOre: 57_780, totalOre: 57_780 });
  });

  it("the order stores the together discount per order and per line, and the VAT summary adds up to the total", async () => {
    const c = await customerCart([["focus", 1], ["thermos", 1]]);
    const placed = await placeOrder(db, { userId: c.userId, cartId: c.cartId, form: checkoutForm({ email: c.email }), now });
    const [o] = await db.select().from(order).where(eq(order.id, placed.orderId));
    expect(o).toMatchObject({ goodsListOre: 69_800, multiBuyDiscountOre: 0, togetherDiscountOre: 5_600, discountOre: 0, shippingOre: 0, totalOre: 64_200 });
    expect(o!.vatSummary.reduce((s, v) => s + v.grossOre, 0)).toBe(o!.totalOre);
    const items = await db.select().from(orderItem).where(eq(orderItem.orderId, o!.id));
    expect(items.map((i) => [i.productId, i.unitPriceOre, i.togetherDiscountOre, i.lineTotalOre])).toEqual([
      ["focus", 24_900, 1_998, 22_902],
      ["thermos", 44_900, 3_602, 41_298],
      ["tea-spoon", 0, 0, 0],
    ]);
  });

  it("two products that neither page offers together get nothing", async () => {
    const [sleep, calm] = await Promise.all([getProductPage(db, "sleep", now, "https://stilla.test"), getProductPage(db, "calm", now, "https://stilla.test")]);
    expect(sleep!.together?.id).not.toBe("calm");
    expect(calm!.together?.id).not.toBe("sleep");
    const c = await customerCart([["sleep", 1], ["calm", 1]]);
    const p = (await loadCartView(db, c.row, now))!.priced;
    expect(p.togetherDiscountOre).toBe(0);
    expect(p.goodsAfterAutomaticOre).toBe(49_800);
  });
});
