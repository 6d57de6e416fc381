import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { RETURNS } from "~/domain/constants";
import { runDeskAction } from "./admin-orders.server";
import { vatReportFor } from "./admin-overview.server";
import { stockholmDate, vatFromGross } from "~/domain/vat";
import { placeOrder } from "./orders.server";
import { refundOrder, refundsOf, type RefundInput } from "./refunds.server";
import { markPaidBack } from "./refund-payouts.server";
import { auditLog, giftCardLedger, order, orderEvent, orderItem, outbox, product, refund } from "./schema";
import { TEST_DB_KIND, raceName } from "./test-db";
import { deps, form, giftCardShop, now } from "./gift-cards/test-fixtures";
import { withdrawOrder } from "./withdrawal.server";

const actor = { id: "admin", email: "agare@stilla.se" };
const base = { actor, now, publicUrl: "https://stilla.example", restock: true, reason: "Skadad vid leverans" } satisfies Partial<RefundInput>;

describe(`refunds from the order desk (${TEST_DB_KIND})`, () => {
  const { db, cartWith, buyCard, balanceOf, ledgerSum } = giftCardShop();

  /** An order placed for `items`, then taken along the desk's `steps`. */
  async function orderWith(items: [string, number][], steps: ("mark_paid" | "processing" | "shipped" | "delivered" | "cancel")[], code?: string) {
    const c = code ? await cartWith(items, code) : await cartWith(items);
    const placed = await placeOrder(db(), { ...c, form: form({ email: `${c.userId}@example.se` }), now });
    for (const type of steps) {
      const action = type === "shipped" ? ({ type, carrier: "PostNord", trackingNumber: "AB123456789SE" } as const) : ({ type } as const);
      expect(await runDeskAction(db(), placed.orderId, action, "admin", now, deps)).toMatchObject({ ok: true });
    }
    const items_ = await db().select().from(orderItem).where(eq(orderItem.orderId, placed.orderId));
    return { ...placed, userId: c.userId, items: items_ };
  }
  const stockOf = async (id: string) => (await db().select().from(product).where(eq(product.id, id)))[0]!.stockCount;
  const orderRow = async (id: string) => (await db().select().from(order).where(eq(order.id, id)))[0]!;
  /** The owner transfers every owed refund of the order and marks it "Återbetald" (ADR 081). */
  const payBack = async (orderId: string) => {
    for (const r of await db().select().from(refund).where(and(eq(refund.orderId, orderId), eq(refund.state, "owed")))) {
      expect(await markPaidBack(db(), { orderId, refundId: r.id, actor, now, publicUrl: base.publicUrl, secret: "test-secret" })).toMatchObject({ ok: true, changed: true });
    }
  };

  it("refunds one unit of a line with restocking: stock, refund row, payment status, event, audit entry and the customer's e-mail", async () => {
    const o = await orderWith([["sleep", 2], ["calm", 1]], ["mark_paid", "processing", "shipped", "delivered"]);
    const sleep = o.items.find((i) => i.productId === "sleep")!;
    const stockBefore = await stockOf("sleep");

    const r = await refundOrder(db(), { ...base, orderId: o.orderId, request: { lines: [{ itemId: sleep.id, quantity: 1 }], shipping: false } });
    expect(r).toMatchObject({ ok: true, amountOre: Math.round(sleep.lineTotalOre / 2), giftCardOre: 0 });

    expect(await stockOf("sleep")).toBe(stockBefore + 1);
    // Paid by manual Swish: owed until the owner has transferred it (ADR 081); the status moves only then.
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
    await payBack(o.orderId);
    const row = await orderRow(o.orderId);
    expect(row.paymentStatus).toBe("partially_refunded");
    expect(row.refundedOre).toBe(Math.round(sleep.lineTotalOre / 2));
    const events = await db().select().from(orderEvent).where(and(eq(orderEvent.orderId, o.orderId), eq(orderEvent.type, "refund")));
    expect(events).toHaveLength(1);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityId, o.orderId), eq(auditLog.action, "order.refund")));
    expect(audit[0]?.actorEmail).toBe("agare@stilla.se");
    const [mail] = await db().select().from(outbox).where(and(eq(outbox.kind, "refund"), eq(outbox.to, `${o.userId}@example.se`)));
    expect(mail?.text).toContain(`för order ${o.number}`);
    expect(mail?.text).toContain("1 × ");
    expect(mail?.text).toContain("Anledning: Skadad vid leverans");
    expect((await refundsOf(db(), o.orderId))[0]).toMatchObject({ restocked: true, lines: [{ quantity: 1 }] });
  });

  it("a refund is taken back from the VAT report of the period it is made in, at the line's rate (ADR 070)", async () => {
    const day = stockholmDate(now);
    const o = await orderWith([["sleep", 2]], ["mark_paid", "processing", "shipped"]);
    const sleep = o.items.find((i) => i.productId === "sleep")!;
    const before = await vatReportFor(db(), day, day);
    const r = await refundOrder(db(), { ...base, orderId: o.orderId, request: { lines: [{ itemId: sleep.id, quantity: 1 }], shipping: false } });
    expect(r).toMatchObject({ ok: true });
    const amount = r.ok ? r.amountOre : 0;
    const after = await vatReportFor(db(), day, day);
    const at = (rep: typeof before) => rep.rows.find((x) => x.rateBp === sleep.vatRateBp)!;
    expect(at(after).grossOre).toBe(at(before).grossOre - amount);
    expect(at(after).vatOre).toBe(at(before).vatOre - vatFromGross(amount, sleep.vatRateBp));
    expect(after.refunds).toBe(before.refunds + 1);
    expect(after.orders).toBe(before.orders);
  });

  it("without restocking the stock stays; the rest of the order and the shipping make it fully refunded, never more", async () => {
    const o = await orderWith([["calm", 2]], ["mark_paid", "processing", "shipped"]);
    const stockBefore = await stockOf("calm");
    const line = o.items[0]!;
    expect(await refundOrder(db(), { ...base, restock: false, orderId: o.orderId, request: { lines: [{ itemId: line.id, quantity: 1 }], shipping: false } })).toMatchObject({ ok: true });
    expect(await stockOf("calm")).toBe(stockBefore);
    expect(await refundOrder(db(), { ...base, orderId: o.orderId, request: "full" })).toMatchObject({ ok: true });
    expect(await refundOrder(db(), { ...base, orderId: o.orderId, request: "full" })).toEqual({ ok: false, error: "nothing" });
    await payBack(o.orderId);
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ paymentStatus: "refunded", refundedOre: row.totalOre });
    expect(await refundOrder(db(), { ...base, orderId: o.orderId, request: "full" })).toEqual({ ok: false, error: "not_refundable" });
  });

  it("refuses an unpaid order, one not sent yet, more units than are left and an unknown line, and changes nothing", async () => {
    const unpaid = await orderWith([["sleep", 1]], ["processing", "shipped"]);
    const notSent = await orderWith([["sleep", 1]], ["mark_paid", "processing"]);
    const sent = await orderWith([["sleep", 1]], ["mark_paid", "processing", "shipped"]);
    const stockBefore = await stockOf("sleep");
    expect(await refundOrder(db(), { ...base, orderId: unpaid.orderId, request: "full" })).toEqual({ ok: false, error: "not_refundable" });
    expect(await refundOrder(db(), { ...base, orderId: notSent.orderId, request: "full" })).toEqual({ ok: false, error: "not_refundable" });
    expect(await refundOrder(db(), { ...base, orderId: sent.orderId, request: { lines: [{ itemId: sent.items[0]!.id, quantity: 2 }], shipping: false } })).toEqual({
      ok: false,
      error: "too_many",
    });
    expect(await refundOrder(db(), { ...base, orderId: sent.orderId, request: { lines: [{ itemId: unpaid.items[0]!.id, quantity: 1 }], shipping: false } })).toEqual({
      ok: false,
      error: "unknown_line",
    });
    expect(await refundOrder(db(), { ...base, orderId: "nope", request: "full" })).toEqual({ ok: false, error: "not_found" });
    expect(await stockOf("sleep")).toBe(stockBefore);
    for (const id of [unpaid.orderId, notSent.orderId, sent.orderId]) {
      expect(await db().select().from(refund).where(eq(refund.orderId, id))).toEqual([]);
      expect((await orderRow(id)).refundedOre).toBe(0);
    }
  });

  it("the gift-card part goes back to the card in its ledger; the rest by the payment method", async () => {
    const { card, code } = await buyCard(20_000);
    // 2 × Sleep (423 kr after multi-buy) + 49 kr shipping = 472 kr: 200 kr by the card, 272 kr by Swish.
    const o = await orderWith([["sleep", 2]], ["mark_paid", "processing", "shipped", "delivered"], code);
    const row = await orderRow(o.orderId);
    expect(row.giftCardPaidOre).toBe(20_000);
    expect(await balanceOf(card.id)).toBe(0);

    const r = await refundOrder(db(), { ...base, orderId: o.orderId, request: "full" });
    expect(r).toMatchObject({ ok: true, amountOre: row.totalOre, giftCardOre: 20_000, methodOre: row.totalOre - 20_000 });
    expect(await balanceOf(card.id)).toBe(20_000);
    expect(await ledgerSum(card.id)).toBe(20_000);
    const refunds = await db().select().from(giftCardLedger).where(and(eq(giftCardLedger.giftCardId, card.id), eq(giftCardLedger.type, "refund")));
    expect(refunds.map((l) => l.amountOre)).toEqual([20_000]);
    const [mail] = await db().select().from(outbox).where(and(eq(outbox.kind, "refund"), eq(outbox.to, `${o.userId}@example.se`)));
    expect(mail?.text).toContain("är återfört till ditt presentkort");
  });

  it("after 'Ångra köp' one refund gives back everything, shipping included, less the return postage", async () => {
    const o = await orderWith([["sleep", 1]], ["mark_paid", "processing", "shipped", "delivered"]);
    const withdrawn = await withdrawOrder(db(), { send: async () => 0 }, { orderId: o.orderId, userId: o.userId, now, publicUrl: "https://stilla.example" });
    expect(withdrawn.status).toBe("recorded");
    const row = await orderRow(o.orderId);
    const r = await refundOrder(db(), { ...base, reason: "Ångrat köp (ångerrätt)", withdrawal: true, orderId: o.orderId, request: "full" });
    expect(r).toMatchObject({ ok: true, amountOre: row.totalOre - RETURNS.returnShippingOre });
    await payBack(o.orderId);
    expect((await orderRow(o.orderId)).paymentStatus).toBe("partially_refunded");
    expect((await refundsOf(db(), o.orderId))[0]).toMatchObject({ deductionOre: RETURNS.returnShippingOre, shippingOre: row.shippingOre });
  });

  it("a cancelled paid order: the money paid by the method, in one refund, without touching stock again", async () => {
    const o = await orderWith([["calm", 1]], ["mark_paid", "cancel"]);
    const stockAfterCancel = await stockOf("calm");
    const row = await orderRow(o.orderId);
    expect(await refundOrder(db(), { ...base, reason: "Makulerad order", orderId: o.orderId, request: "full" })).toMatchObject({ ok: true, amountOre: row.totalOre });
    expect(await stockOf("calm")).toBe(stockAfterCancel);
    await payBack(o.orderId);
    expect((await orderRow(o.orderId)).paymentStatus).toBe("refunded");
  });

  it("a gift card bought on the order is voided when refunded, and refused once it has been spent from", async () => {
    const { card, code, orderId } = await buyCard(30_000);
    await runDeskAction(db(), orderId, { type: "processing" }, "admin", now, deps);
    await runDeskAction(db(), orderId, { type: "shipped", carrier: "PostNord", trackingNumber: "AB123456789SE" }, "admin", now, deps);
    const other = await buyCard(30_000);
    await runDeskAction(db(), other.orderId, { type: "processing" }, "admin", now, deps);
    await runDeskAction(db(), other.orderId, { type: "shipped", carrier: "PostNord", trackingNumber: "AB123456789SE" }, "admin", now, deps);
    // Spend from the other card, then try to refund it.
    await orderWith([["sleep", 1]], [], other.code);

    expect(await refundOrder(db(), { ...base, orderId, request: "full" })).toMatchObject({ ok: true, amountOre: 30_000 });
    expect(await balanceOf(card.id)).toBe(0);
    expect(code).toBeTruthy();
    expect(await refundOrder(db(), { ...base, orderId: other.orderId, request: "full" })).toEqual({ ok: false, error: "gift_card_used" });
    expect(await db().select().from(refund).where(eq(refund.orderId, other.orderId))).toEqual([]);
  });

  it(raceName("two full refunds at once: one goes through, the other finds nothing left; never more than paid"), async () => {
    const o = await orderWith([["sleep", 3]], ["mark_paid", "processing", "shipped", "delivered"]);
    const results = await Promise.all([1, 2, 3].map(() => refundOrder(db(), { ...base, orderId: o.orderId, request: "full" })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // The first is owed (manual Swish, ADR 081): the status stays "paid" until paid back, and nothing is left.
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(["nothing", "nothing"]);
    const row = await orderRow(o.orderId);
    expect(row.refundedOre).toBe(row.totalOre);
    expect(await db().select().from(refund).where(eq(refund.orderId, o.orderId))).toHaveLength(1);
  });
});
