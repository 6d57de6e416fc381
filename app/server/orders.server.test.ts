import { describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./db.server";
import { cartLine, discountCode, discountRedemption, order, orderEvent, orderItem, product } from "./schema";
import { setProductPrice } from "./catalogue.server";
import { acknowledgeNewPrices, applyDeskAction, CheckoutError, placeOrder } from "./orders.server";
import { TEST_DB_KIND, raceName, useSeededDatabase } from "./test-db";
import { checkoutForm, customerWithCart as cartWithItems } from "./test-factories";
import type { CheckoutInput } from "~/domain/schemas";

const now = new Date("2026-11-21T12:00:00Z");
const form = (over: Partial<CheckoutInput> = {}): CheckoutInput => checkoutForm(over);

describe(`orders (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });

  const customerWithCart = async (items: [string, number][], code?: string) => {
    const { userId, cartId } = await cartWithItems(db, items, { code });
    return { userId, cartId };
  };
  const stockOf = async (id: string) => (await db.select().from(product).where(eq(product.id, id)))[0]!.stockCount;

  it("places an order as snapshots with a VAT summary, decrements stock and empties the cart", async () => {
    const c = await customerWithCart([["sleep", 2], ["tea-cup", 1]]);
    const before = { sleep: await stockOf("sleep"), cup: await stockOf("tea-cup"), spoon: await stockOf("tea-spoon") };
    const placed = await placeOrder(db, { ...c, form: form({ postalCode: "114 55" }), now });
    expect(placed.created).toBe(true);
    const [o] = await db.select().from(order).where(eq(order.id, placed.orderId));
    expect(o).toMatchObject({ status: "pending", paymentStatus: "unpaid", shippingPostalCode: "114 55", number: placed.number });
    expect(placed.number).toBeGreaterThanOrEqual(1001);
    const items = await db.select().from(orderItem).where(eq(orderItem.orderId, o!.id));
    // 2 × 249 − 15 % = 423 kr; cup 229 kr → 652 kr goods ≥ 500: free shipping and the spoon.
    expect(items.map((i) => [i.productName, i.quantity, i.unitPriceOre, i.lineTotalOre, i.vatRateBp])).toEqual([
      ["Sleep", 2, 24_900, 42_300, 600],
      ["Tekopp", 1, 22_900, 22_900, 2_500],
      ["Temått", 1, 0, 0, 0],
    ]);
    expect(o!.shippingOre).toBe(0);
    expect(o!.totalOre).toBe(65_200);
    expect(o!.vatSummary.map((v) => v.rateBp)).toEqual([600, 2_500]);
    expect(o!.vatSummary.reduce((s, v) => s + v.grossOre, 0)).toBe(o!.totalOre);
    expect(await stockOf("sleep")).toBe(before.sleep - 2);
    expect(await stockOf("tea-cup")).toBe(before.cup - 1);
    expect(await stockOf("tea-spoon")).toBe(before.spoon - 1);
    expect(await db.select().from(cartLine).where(eq(cartLine.cartId, c.cartId))).toHaveLength(0);
  });

  it(raceName("50 concurrent checkouts for the last 10 units: exactly 10 orders, stock 0, never negative"), async () => {
    await db.update(product).set({ stockCount: 10 }).where(eq(product.id, "focus-mini"));
    const customers = [];
    for (let i = 0; i < 50; i++) customers.push(await customerWithCart([["focus-mini", 1]]));
    const results = await Promise.allSettled(customers.map((c) => placeOrder(db, { ...c, form: form(), now })));
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect((r.reason as CheckoutError).kind).toBe("out_of_stock");
    expect(await stockOf("focus-mini")).toBe(0);
    const [{ n }] = (await db
      .select({ n: sql<number>`coalesce(sum(${orderItem.quantity}), 0)::int` })
      .from(orderItem)
      .where(eq(orderItem.productId, "focus-mini"))) as [{ n: number }];
    expect(n).toBe(10);
  });

  it(raceName("50 concurrent orders with a code limited to 10 uses: exactly 10 carry it"), async () => {
    await db.insert(discountCode).values({ code: "TIO", type: "percent", percent: 10, usageLimit: 10 });
    const customers = [];
    for (let i = 0; i < 50; i++) customers.push(await customerWithCart([["calm", 1]], "TIO"));
    const results = await Promise.allSettled(customers.map((c) => placeOrder(db, { ...c, form: form(), now })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    for (const r of results) if (r.status === "rejected") expect((r.reason as CheckoutError).message).toBe("Rabattkoden är förbrukad");
    const withCode = await db.select().from(order).where(eq(order.discountCode, "TIO"));
    expect(withCode).toHaveLength(10);
    for (const o of withCode) expect(o.discountOre).toBe(2_490);
    const [c] = await db.select().from(discountCode).where(eq(discountCode.code, "TIO"));
    expect(c!.usedCount).toBe(10);
  });

  it("a double-submitted checkout gives one order", async () => {
    const c = await customerWithCart([["sleep", 1]]);
    const f = form();
    const [a, b] = await Promise.all([placeOrder(db, { ...c, form: f, now }), placeOrder(db, { ...c, form: f, now })]);
    expect(a.orderId).toBe(b.orderId);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    const replay = await placeOrder(db, { ...c, form: f, now });
    expect(replay).toMatchObject({ orderId: a.orderId, created: false });
    expect(await db.select().from(order).where(eq(order.idempotencyKey, f.idempotencyKey))).toHaveLength(1);
  });

  it("a failure injected midway leaves no order, no item, no stock change and no code use", async () => {
    await db.insert(discountCode).values({ code: "FEL", type: "fixed", amountOre: 5_000, usageLimit: 5 });
    const c = await customerWithCart([["midvinter", 2], ["teapot", 1]], "FEL");
    const before = { m: await stockOf("midvinter"), t: await stockOf("teapot"), orders: (await db.select().from(order)).length };
    const f = form();
    await expect(
      placeOrder(db, { ...c, form: f, now, beforeCommit: () => Promise.reject(new Error("strömavbrott")) }),
    ).rejects.toThrow("strömavbrott");
    expect((await db.select().from(order)).length).toBe(before.orders);
    expect(await db.select().from(order).where(eq(order.idempotencyKey, f.idempotencyKey))).toHaveLength(0);
    expect(await stockOf("midvinter")).toBe(before.m);
    expect(await stockOf("teapot")).toBe(before.t);
    const [code] = await db.select().from(discountCode).where(eq(discountCode.code, "FEL"));
    expect(code!.usedCount).toBe(0);
    expect(await db.select().from(discountRedemption).where(eq(discountRedemption.codeId, code!.id))).toHaveLength(0);
    expect(await db.select().from(cartLine).where(eq(cartLine.cartId, c.cartId))).toHaveLength(2);
    // and the same attempt then succeeds
    expect((await placeOrder(db, { ...c, form: f, now })).created).toBe(true);
  });

  it("the price guard stops an order whose price changed, and the cart then shows the new price", async () => {
    const c = await customerWithCart([["calm-mini", 1]]);
    await setProductPrice(db, "calm-mini", 15_900, now);
    const attempt = placeOrder(db, { ...c, form: form(), now });
    await expect(attempt).rejects.toThrow("Priset har ändrats. Vänligen ladda om sidan.");
    await acknowledgeNewPrices(db, c.cartId);
    const placed = await placeOrder(db, { ...c, form: form(), now });
    const [item] = await db.select().from(orderItem).where(eq(orderItem.orderId, placed.orderId));
    expect(item!.unitPriceOre).toBe(15_900);
  });

  it("an order total always equals its lines minus discounts plus shipping", async () => {
    const ids = ["sleep", "calm", "focus", "tea-cup", "bundle-evening", "glass-cup", "sleep-mini", "tea-bags"];
    await db.insert(discountCode).values({ code: "FEMTIO", type: "fixed", amountOre: 5_000 });
    let rnd = 42;
    const next = () => (rnd = (rnd * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 15; i++) {
      const items = ids.filter(() => next() < 0.35).map((id) => [id, 1 + Math.floor(next() * 3)] as [string, number]);
      if (items.length === 0) items.push(["focus", 1]);
      const c = await customerWithCart(items, next() < 0.5 ? "FEMTIO" : undefined);
      const placed = await placeOrder(db, { ...c, form: form(), now });
      const [o] = await db.select().from(order).where(eq(order.id, placed.orderId));
      const lines = await db.select().from(orderItem).where(eq(orderItem.orderId, placed.orderId));
      const sumLines = lines.reduce((s, l) => s + l.lineTotalOre, 0);
      const listMinusDiscounts = lines.reduce((s, l) => s + l.unitPriceOre * l.quantity - l.multiBuyDiscountOre - l.togetherDiscountOre - l.codeDiscountOre, 0);
      expect(o!.totalOre).toBe(sumLines + o!.shippingOre);
      expect(sumLines).toBe(listMinusDiscounts);
      expect(o!.goodsListOre - o!.multiBuyDiscountOre - o!.togetherDiscountOre - o!.discountOre).toBe(sumLines);
    }
  });

  it("paid twice records one payment; cancelling twice returns stock and the code use once", async () => {
    await db.insert(discountCode).values({ code: "EN", type: "percent", percent: 10, usageLimit: 3 });
    const c = await customerWithCart([["bundle-complete", 2]], "EN");
    const before = await stockOf("bundle-complete");
    const placed = await placeOrder(db, { ...c, form: form(), now });
    expect(await stockOf("bundle-complete")).toBe(before - 2);

    const paid = await Promise.all([1, 2].map(() => applyDeskAction(db, placed.orderId, { type: "mark_paid" }, "admin", now)));
    expect(paid.filter(Boolean)).toHaveLength(1);
    const cancel = await Promise.all([1, 2, 3].map(() => applyDeskAction(db, placed.orderId, { type: "cancel" }, "admin", now)));
    expect(cancel.filter(Boolean)).toHaveLength(1);
    expect(await stockOf("bundle-complete")).toBe(before);
    const [code] = await db.select().from(discountCode).where(eq(discountCode.code, "EN"));
    expect(code!.usedCount).toBe(0);
    const events = await db.select().from(orderEvent).where(eq(orderEvent.orderId, placed.orderId));
    expect(events.map((e) => e.type).sort()).toEqual(["created", "paid", "status"]);
    expect(events.every((e) => e.createdAt instanceof Date)).toBe(true);
  });

  it("moves through processing, shipped (carrier and tracking) and delivered, refusing skipped steps", async () => {
    const c = await customerWithCart([["focus", 1]]);
    const { orderId } = await placeOrder(db, { ...c, form: form(), now });
    await expect(applyDeskAction(db, orderId, { type: "delivered" }, "admin", now)).rejects.toThrow();
    await applyDeskAction(db, orderId, { type: "processing" }, "admin", new Date("2026-11-22T09:00:00Z"));
    await applyDeskAction(db, orderId, { type: "shipped", carrier: "PostNord", trackingNumber: "00370712345678901" }, "admin", new Date("2026-11-23T09:00:00Z"));
    await applyDeskAction(db, orderId, { type: "delivered" }, "admin", new Date("2026-11-25T09:00:00Z"));
    const [o] = await db.select().from(order).where(eq(order.id, orderId));
    expect(o).toMatchObject({ status: "delivered", carrier: "PostNord", trackingNumber: "00370712345678901" });
    expect(o!.shippedAt!.toISOString()).toBe("2026-11-23T09:00:00.000Z");
    await expect(applyDeskAction(db, orderId, { type: "cancel" }, "admin", now)).rejects.toThrow();
  });

  it("refuses an empty cart and leaves other users' carts alone", async () => {
    const c = await customerWithCart([]);
    await expect(placeOrder(db, { ...c, form: form(), now })).rejects.toBeInstanceOf(CheckoutError);
    const other = await customerWithCart([["sleep", 1]]);
    await expect(placeOrder(db, { userId: c.userId, cartId: other.cartId, form: form(), now })).rejects.toBeInstanceOf(CheckoutError);
    expect(await db.select().from(cartLine).where(inArray(cartLine.cartId, [other.cartId]))).toHaveLength(1);
  });
});
