import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { runDeskAction } from "./admin-orders.server";
import { addGiftCard, ensureCart } from "./carts.server";
import type { Database } from "./db.server";
import { seedDiscountCodes } from "./discount-seed.server";
import { applyGiftCard } from "./gift-cards/checkout.server";
import { checkInvariants, stockSnapshot, type Violation } from "./invariants.server";
import { confirmationMailFor } from "./order-mail.server";
import { placeOrder } from "./orders.server";
import { discountCode, giftCard, order, orderItem, outbox, product } from "./schema";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { checkoutForm, createCustomer, placedOrder } from "./test-factories";
import { EXAMPLE_FACTS } from "~/domain/shop-identity";

const SECRET = "test-secret-for-gift-card-hashes-0123456789";
const now = new Date();
const confirmationMail = confirmationMailFor({ publicUrl: "https://stilla.example", invoiceDueDays: 30 }, { ...EXAMPLE_FACTS, swishNumber: "1234567890" });
const codes = (v: Violation[]) => v.map((x) => `${x.invariant} ${x.subject}`);

describe(`the invariant checker (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  let initialStock: Map<string, number>;
  let plain: string;
  let withCode: string;
  let cardId: number;

  useSeededDatabase({}, async (seeded) => {
    db = seeded.db;
    await seedDiscountCodes(db);
    initialStock = await stockSnapshot(db);
    plain = (await placedOrder(db, [["sleep", 2], ["tea-cup", 1]], { confirmationMail })).id;
    withCode = (await placedOrder(db, [["calm", 3]], { code: "VALKOMMEN10", confirmationMail })).id;
    // The product page's pair (Focus + Termos): the bought-together discount on the order and its lines (ADR 038).
    await placedOrder(db, [["focus", 1], ["thermos", 1]], { confirmationMail });
    const cancelled = await placedOrder(db, [["focus", 1]], { code: "VALKOMMEN10", confirmationMail });
    await runDeskAction(db, cancelled.id, { type: "cancel" }, "admin", now, { secret: SECRET, publicUrl: "https://stilla.example" });
    // A gift card bought, paid at the desk (issued), then half spent on another order.
    const buyer = await createCustomer(db);
    const buyerCart = await ensureCart(db, { userId: buyer.userId });
    await addGiftCard(db, buyerCart.id, { amountOre: 30_000, recipientName: "Bo Ek", recipientEmail: "bo@example.se", senderName: "Åsa", message: "" });
    const bought = await placeOrder(db, { userId: buyer.userId, cartId: buyerCart.id, now, form: checkoutForm({ email: buyer.email }), confirmationMail });
    await runDeskAction(db, bought.orderId, { type: "mark_paid" }, "admin", now, { secret: SECRET, publicUrl: "https://stilla.example" });
    const [card] = await db.select().from(giftCard).where(eq(giftCard.orderId, bought.orderId));
    cardId = card!.id;
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.kind, "gift_card"), eq(outbox.to, "bo@example.se")));
    const code = /Presentkortskod: ([A-Z0-9-]+)/.exec(mail!.text)![1]!;
    const spender = await createCustomer(db);
    const spenderCart = await ensureCart(db, { userId: spender.userId });
    await db.execute(sql`insert into cart_line (id, cart_id, kind, product_id, quantity, seen_unit_price_ore) select 'line-' || ${spender.userId}, ${spenderCart.id}, 'product', id, 1, price_ore from product where id = 'sleep'`);
    expect(await applyGiftCard(db, { cartId: spenderCart.id, userId: spender.userId, code, secret: SECRET, now })).toMatchObject({ ok: true });
    await placeOrder(db, { userId: spender.userId, cartId: spenderCart.id, now, form: checkoutForm({ email: spender.email }), confirmationMail });
  });

  it("finds nothing wrong with orders placed, cancelled and paid by gift card through the shop's own functions", async () => {
    expect(await checkInvariants(db, { initialStock })).toEqual([]);
  });

  it("names a wrong total and an order without lines (I2)", async () => {
    await db.update(order).set({ totalOre: sql`${order.totalOre} + 1` }).where(eq(order.id, plain));
    const v = await checkInvariants(db, { initialStock });
    expect(v.every((x) => x.invariant === "I2" && x.subject.includes(plain))).toBe(true);
    expect(v.map((x) => x.detail).join("\n")).toMatch(/total .* ≠ Σ lines/);
    await db.update(order).set({ totalOre: sql`${order.totalOre} - 1` }).where(eq(order.id, plain));

    const lines = await db.delete(orderItem).where(eq(orderItem.orderId, withCode)).returning();
    const v2 = await checkInvariants(db, { initialStock });
    expect(v2.find((x) => x.invariant === "I2")).toMatchObject({ detail: "has no lines" });
    // Its stock and code use now look unaccounted for as well.
    expect(codes(v2)).toContain("I3 product calm");
    await db.insert(orderItem).values(lines.map(({ id: _id, ...l }) => l));
    expect(await checkInvariants(db, { initialStock })).toEqual([]);
  });

  it("names stock that went missing or below zero (I3)", async () => {
    await db.update(product).set({ stockCount: sql`${product.stockCount} - 1` }).where(eq(product.id, "sleep"));
    expect(codes(await checkInvariants(db, { initialStock }))).toEqual(["I3 product sleep"]);
    await db.update(product).set({ stockCount: sql`${product.stockCount} + 1` }).where(eq(product.id, "sleep"));
    const [teapot] = await db.select().from(product).where(eq(product.id, "teapot"));
    await db.update(product).set({ stockCount: -1 }).where(eq(product.id, "teapot"));
    const v = await checkInvariants(db); // without a snapshot: only stock ≥ 0
    expect(v).toEqual([{ invariant: "I3", subject: "product teapot", detail: "stock -1 < 0" }]);
    await db.update(product).set({ stockCount: teapot!.stockCount }).where(eq(product.id, "teapot"));
  });

  it("names a discount code counted wrong or over its limit (I4)", async () => {
    await db.update(discountCode).set({ usedCount: sql`${discountCode.usedCount} + 1` }).where(eq(discountCode.code, "VALKOMMEN10"));
    expect(codes(await checkInvariants(db, { initialStock }))).toEqual(["I4 discount code VALKOMMEN10"]);
    await db.update(discountCode).set({ usedCount: sql`${discountCode.usedCount} - 1`, usageLimit: 0 }).where(eq(discountCode.code, "VALKOMMEN10"));
    expect((await checkInvariants(db, { initialStock }))[0]).toMatchObject({ invariant: "I4", detail: "used 1 > limit 0" });
    await db.update(discountCode).set({ usageLimit: null }).where(eq(discountCode.code, "VALKOMMEN10"));
  });

  it("names a gift card whose balance its ledger does not explain (I5)", async () => {
    await db.update(giftCard).set({ balanceOre: sql`${giftCard.balanceOre} + 100` }).where(eq(giftCard.id, cardId));
    const v = await checkInvariants(db, { initialStock });
    expect(codes(v)).toEqual([expect.stringMatching(new RegExp(`^I5 gift card ${cardId} `))]);
    await db.update(giftCard).set({ balanceOre: sql`${giftCard.balanceOre} - 100` }).where(eq(giftCard.id, cardId));
  });

  it("names an order without its confirmation e-mail (I8)", async () => {
    const [o] = await db.select().from(order).where(eq(order.id, plain));
    const [mail] = await db
      .update(outbox)
      .set({ text: "(bortredigerad)" })
      .where(and(eq(outbox.kind, "order_confirmation"), sql`position(${`/orders/${plain}`} in ${outbox.text}) > 0`))
      .returning({ id: outbox.id, text: outbox.text });
    expect(codes(await checkInvariants(db, { initialStock }))).toEqual([`I8 order ${o!.number} (${plain})`]);
    expect(await checkInvariants(db, { initialStock, skipMail: true })).toEqual([]);
    await db.execute(sql`update outbox set text = text || ${`\n/orders/${plain}`} where id = ${mail!.id}`);
  });

  it("with an SMTP server's deliveries, names a confirmation delivered twice or never, and a delivery the outbox does not record (I8, issue #32)", async () => {
    const confirmations = await db
      .select({ id: outbox.id, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.kind, "order_confirmation"));
    const orders = await db.select({ id: order.id, number: order.number }).from(order);
    const mailOf = (orderId: string) => confirmations.find((m) => m.text.includes(`/orders/${orderId}`))!.id;
    const once = new Map(confirmations.map((m) => [m.id, 1]));
    await db.update(outbox).set({ status: "sent" }).where(eq(outbox.kind, "order_confirmation"));
    expect(await checkInvariants(db, { initialStock, deliveries: once })).toEqual([]);
    const [p, c] = [orders.find((o) => o.id === plain)!, orders.find((o) => o.id === withCode)!];
    const wrong = new Map(once).set(mailOf(plain), 2);
    wrong.delete(mailOf(withCode));
    expect(codes(await checkInvariants(db, { initialStock, deliveries: wrong })).sort()).toEqual([`I8 order ${p.number} (${plain})`, `I8 order ${c.number} (${withCode})`].sort());
    // Delivered once, but the row still says pending: the sent state was lost, and the mail would go again.
    await db.update(outbox).set({ status: "pending" }).where(eq(outbox.id, mailOf(plain)));
    expect(codes(await checkInvariants(db, { initialStock, deliveries: once }))).toEqual([`I8 outbox ${mailOf(plain)} (order_confirmation)`]);
    await db.update(outbox).set({ status: "pending" }).where(eq(outbox.kind, "order_confirmation")); // as queued
  });

  it("names an idempotency key with two orders (I6), which only a dropped unique index would let through", async () => {
    await db.execute(sql`alter table orders drop constraint orders_idempotency_key_unique`);
    const [o] = await db.select().from(order).where(eq(order.id, plain));
    const { id: _id, number: _number, ...copy } = o!;
    const twin = `${plain}-twin`;
    await db.insert(order).values({ ...copy, id: twin });
    const v = await checkInvariants(db, { initialStock, skipMail: true });
    expect(codes(v)).toEqual([expect.stringMatching(/^I2 order \d+ \(.*-twin\)$/), `I6 idempotency key ${o!.idempotencyKey}`]); // the twin has no lines either
  });
});
