/**
 * Stripe Checkout end to end on the server (ADR 075), against the local Stripe double that the real `stripe` SDK talks
 * to over HTTP, with webhooks signed as Stripe signs them and handed to the shop's webhook handler as raw bytes: the
 * session asked for exactly the order's amount (gift cards taken off), paid, declined, abandoned and expired at
 * Stripe, expired by the sweep (the webhook lost), paid found by the sweep, replayed, stale and tampered webhooks,
 * two deliveries at once, an amount that does not match, and a refund through Stripe confirmed by its webhook.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { EXPIRY_GRACE_MS, STRIPE_SESSION_MINUTES } from "~/domain/provider-payments";
import { StripeDouble } from "../../../tests/doubles/stripe-double";
import { runDeskAction } from "../admin-orders.server";
import { Mailer } from "../mail.server";
import { CheckoutError, placeOrder } from "../orders.server";
import { refundOrder } from "../refunds.server";
import { cart, discountRedemption, discountCode, order, orderEvent, orderItem, outbox, paymentEvent, product, providerPayment, refund } from "../schema";
import { raceName, TEST_DB_KIND } from "../test-db";
import { deps, form, giftCardShop, now as start } from "../gift-cards/test-fixtures";
import { providerPaymentHook, providerPaymentUrl, providersOf, sendProviderRefund, sweepProviderPayments } from "./providers.server";
import { applyProviderEvent, paymentsToReconcile, type ProviderContext } from "./provider-payments.server";

describe(`Stripe Checkout through the double (${TEST_DB_KIND})`, () => {
  const { db, cartWith, buyCard, balanceOf } = giftCardShop();
  let clock = start.getTime();
  const double = new StripeDouble({ now: () => clock });
  let env: { stripe: { secretKey: string; webhookSecret: string; apiBase: string }; publicUrl: string; authSecret: string };
  let mailer: Mailer;
  const ctx = (): ProviderContext => ({ db: db(), now: new Date(clock), giftCards: deps, mailer });

  beforeAll(async () => {
    await double.start();
    env = { stripe: { secretKey: double.secretKey, webhookSecret: double.webhookSecret, apiBase: double.url }, publicUrl: deps.publicUrl, authSecret: deps.secret };
    mailer = new Mailer(db(), { from: "hej@stilla.se" });
    // Webhooks go to the shop's handler as the bytes and headers Stripe would send.
    double.webhookTarget = async (body, headers) => {
      const res = await providersOf(env).get("stripe")!.webhook.handleWebhook(new Request(`${deps.publicUrl}/webhooks/stripe`, { method: "POST", headers, body }), ctx());
      return res.status;
    };
  });
  afterAll(async () => {
    await double.stop();
  });

  /** An order by card for `items` (a gift card or a discount code applied when given), and its hosted page's session. */
  async function stripeOrder(items: [string, number][], opts: { giftCard?: string; code?: string } = {}) {
    clock += 1000;
    const c = await cartWith(items, opts.giftCard);
    if (opts.code) await db().update(cart).set({ discountCode: opts.code }).where(eq(cart.id, c.cartId));
    const placed = await placeOrder(db(), { ...c, form: form({ paymentMethod: "stripe", email: `${c.userId}@example.se` }), now: new Date(clock), withinOrder: providerPaymentHook(env) });
    const url = await providerPaymentUrl(env, db(), placed.orderId, "stripe", new Date(clock));
    expect(url).toMatch(new RegExp(`^${double.url}/pay/cs_test_`));
    const session = double.sessionFor(placed.orderId)!;
    return { orderId: placed.orderId, session, sessionId: String(session.id), url: url! };
  }
  const orderRow = async (id: string) => (await db().select().from(order).where(eq(order.id, id)))[0]!;
  const paymentRow = async (id: string) => (await db().select().from(providerPayment).where(eq(providerPayment.orderId, id)))[0]!;
  const stockOf = async (id: string) => (await db().select().from(product).where(eq(product.id, id)))[0]!.stockCount;
  const eventsOf = async (id: string) => db().select().from(paymentEvent).where(eq(paymentEvent.orderId, id));
  const mailsOf = async (to: string, kind: string) => db().select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
  const paidEvents = async (id: string) => (await db().select().from(orderEvent).where(and(eq(orderEvent.orderId, id), eq(orderEvent.type, "paid")))).length;

  it("asks Stripe for exactly the order: SEK öre lines with their VAT, shipping, the gift card as a coupon, the order's reference, key and expiry", async () => {
    const { card, code } = await buyCard(10_000);
    const o = await stripeOrder([["sleep", 2], ["calm", 1]], { giftCard: code });
    const row = await orderRow(o.orderId);
    expect(row.giftCardPaidOre).toBe(10_000);
    const create = double.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    const items = await db().select().from(orderItem).where(eq(orderItem.orderId, o.orderId));
    const lines = create.params.line_items as { quantity: string; price_data: { currency: string; unit_amount: string; product_data: { name: string; description?: string; metadata?: { vat_rate_bp?: string } } } }[];
    expect(lines.reduce((s, l) => s + Number(l.price_data.unit_amount) * Number(l.quantity), 0)).toBe(row.totalOre);
    expect(lines.every((l) => l.price_data.currency === "sek")).toBe(true);
    for (const i of items.filter((x) => x.kind === "product")) {
      const line = lines.find((l) => l.price_data.product_data.name.startsWith(i.productName))!;
      expect(line.price_data.product_data.metadata?.vat_rate_bp).toBe(String(i.vatRateBp));
      expect(line.price_data.product_data.description).toMatch(/moms/);
    }
    expect(create.params.client_reference_id).toBe(o.orderId);
    expect(create.idempotencyKey).toBe(`stilla-order-${o.orderId}-session`);
    expect(Number(create.params.expires_at)).toBe(Math.floor(clock / 1000) + STRIPE_SESSION_MINUTES * 60);
    expect((create.params.discounts as { coupon: string }[])[0]!.coupon).toBeTruthy();
    // What Stripe charges is the order's total less the gift card, the amount the payment row expects.
    expect(o.session.amount_total).toBe(row.totalOre - 10_000);
    expect((await paymentRow(o.orderId)).amountOre).toBe(row.totalOre - 10_000);
    expect(await balanceOf(card.id)).toBe(0);
    // Asked again ("Till betalningen"): the same open session, no second one.
    expect(await providerPaymentUrl(env, db(), o.orderId, "stripe", new Date(clock))).toBe(o.url);
    expect(double.requests.filter((r) => r.path === "/v1/checkout/sessions").length).toBe(1);
  });

  it("paid: only the webhook marks the order paid, recorded once with its type and outcome", async () => {
    const o = await stripeOrder([["calm", 1]]);
    expect((await orderRow(o.orderId)).paymentStatus).toBe("unpaid");
    await double.pay(o.sessionId);
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ paymentStatus: "paid", status: "pending" });
    expect(await paymentRow(o.orderId)).toMatchObject({ state: "paid", reference: o.sessionId });
    expect((await paymentRow(o.orderId)).paymentReference).toMatch(/^pi_test_/);
    expect(await eventsOf(o.orderId)).toEqual([expect.objectContaining({ provider: "stripe", type: "checkout.session.completed", outcome: "paid" })]);
    expect(await paidEvents(o.orderId)).toBe(1);
  });

  it("a replayed event (Stripe's redelivery, re-signed) changes nothing; the same bytes later are refused as stale", async () => {
    const o = await stripeOrder([["calm", 1]]);
    await double.pay(o.sessionId);
    const completed = double.events.at(-1)!;
    const before = await orderRow(o.orderId);
    expect(await double.replay(String(completed.id))).toEqual([200]);
    expect(await orderRow(o.orderId)).toEqual(before);
    expect(await paidEvents(o.orderId)).toBe(1);
    expect((await eventsOf(o.orderId)).length).toBe(1);
    // An old delivery's exact bytes and header, ten minutes on: outside the tolerance.
    const payload = JSON.stringify(completed, null, 2);
    const header = double.sign(payload, Math.floor(clock / 1000));
    clock += 10 * 60_000;
    const stale = await providersOf(env).get("stripe")!.webhook.handleWebhook(new Request("http://x/webhooks/stripe", { method: "POST", headers: { "stripe-signature": header }, body: payload }), ctx());
    expect(stale.status).toBe(400);
  });

  it("a tampered event is refused and changes nothing; the genuine one then pays", async () => {
    const o = await stripeOrder([["calm", 1]]);
    double.delivery = { tamper: true };
    await double.pay(o.sessionId);
    double.delivery = {};
    expect(double.deliveries.at(-1)).toMatchObject({ status: 400, tampered: true });
    expect((await orderRow(o.orderId)).paymentStatus).toBe("unpaid");
    expect(await eventsOf(o.orderId)).toEqual([]);
    expect(await double.replay(String(double.events.at(-1)!.id))).toEqual([200]);
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
  });

  it(raceName("two deliveries of the same event at once: paid once"), async () => {
    const o = await stripeOrder([["sleep", 1]]);
    double.delivery = { duplicate: true };
    await double.pay(o.sessionId);
    double.delivery = {};
    expect(double.deliveries.slice(-2).map((d) => d.status)).toEqual([200, 200]);
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
    expect(await paidEvents(o.orderId)).toBe(1);
    expect((await eventsOf(o.orderId)).length).toBe(1);
  });

  it(raceName("different events for one order at once: each recorded, none lost to a deadlock"), async () => {
    // Each event row's foreign key share-locks the order; recorded before the order's lock, two at once deadlocked.
    const o = await stripeOrder([["focus", 1]]);
    const events = Array.from({ length: 6 }, (_, i) => ({ provider: "stripe", eventId: `evt_race_${o.orderId}_${i}`, type: "payment_intent.created", orderId: o.orderId, outcome: { kind: "none" as const, why: "not a payment outcome" } }));
    const results = await Promise.all(events.map((e) => applyProviderEvent(ctx(), e)));
    expect(results).toEqual(events.map(() => "ignored"));
    expect((await eventsOf(o.orderId)).length).toBe(6);
  });

  it("a rest below Stripe's 3 kr after gift cards is refused at checkout with a Swedish message, and nothing is written", async () => {
    // The same cart by invoice tells the total; a card for all of it but 2 kr leaves a rest Stripe would refuse.
    const probe = await cartWith([["calm", 1]]);
    const placedProbe = await placeOrder(db(), { ...probe, form: form({ paymentMethod: "invoice", email: `${probe.userId}@example.se` }), now: new Date(clock) });
    const total = (await orderRow(placedProbe.orderId)).totalOre;
    const { card, code } = await buyCard(total - 200);
    const c = await cartWith([["calm", 1]], code);
    const orders = (await db().select().from(order)).length;
    const refusal = await placeOrder(db(), { ...c, form: form({ paymentMethod: "stripe", email: `${c.userId}@example.se` }), now: new Date(clock), withinOrder: providerPaymentHook(env) }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(CheckoutError);
    expect((refusal as CheckoutError).kind).toBe("payment");
    expect((refusal as CheckoutError).message.replace(/\u00a0/g, " ")).toBe("Kort, Klarna, Apple Pay eller Google Pay tar betalningar från 3 kr, och det som är kvar att betala är 2 kr. Välj ett annat betalsätt för resten.");
    expect((await db().select().from(order)).length).toBe(orders);
    expect(await balanceOf(card.id)).toBe(total - 200);
  });

  it("an amount that does not match is flagged for the owner, never paid, and not cancelled by the sweep", async () => {
    const o = await stripeOrder([["calm", 1]]);
    const row = await orderRow(o.orderId);
    await double.pay(o.sessionId, { amountTotal: row.totalOre - 100 });
    expect((await orderRow(o.orderId)).paymentStatus).toBe("unpaid");
    const p = await paymentRow(o.orderId);
    expect(p.state).toBe("mismatch");
    expect(p.note).toContain(`got ${row.totalOre - 100} SEK`);
    expect((await eventsOf(o.orderId))[0]!.outcome).toMatch(/^amount mismatch/);
    clock += (STRIPE_SESSION_MINUTES + 10) * 60_000;
    await sweepProviderPayments(env, ctx(), "worker-a");
    expect((await orderRow(o.orderId)).status).toBe("pending");
    // The reconciliation page lists it with the action to take.
    const listed = (await paymentsToReconcile(db(), new Date(clock))).find((r) => r.orderId === o.orderId);
    expect(listed).toMatchObject({ action: "mismatch", providerState: "mismatch", shopPaymentStatus: "unpaid", provider: "stripe" });
  });

  it("declined: the order is cancelled, its stock, code use and gift-card debit released once, the customer told", async () => {
    const { card, code } = await buyCard(10_000);
    const stock = await stockOf("sleep");
    const used = (await db().select().from(discountCode).where(eq(discountCode.code, "HOST50")))[0]!.usedCount;
    const o = await stripeOrder([["sleep", 2]], { giftCard: code, code: "HOST50" });
    expect(await stockOf("sleep")).toBe(stock - 2);
    expect(await balanceOf(card.id)).toBe(0);
    await double.decline(o.sessionId);
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "unpaid" });
    expect((await paymentRow(o.orderId)).state).toBe("failed");
    expect(await stockOf("sleep")).toBe(stock);
    expect(await balanceOf(card.id)).toBe(10_000);
    expect((await db().select().from(discountCode).where(eq(discountCode.code, "HOST50")))[0]!.usedCount).toBe(used);
    expect((await db().select().from(discountRedemption).where(eq(discountRedemption.orderId, o.orderId)))[0]!.releasedAt).not.toBeNull();
    const mails = await mailsOf(row.shippingEmail, "payment_cancelled");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Betalningen gick inte igenom");
    // The same event again, and Stripe's later expiry of it: nothing released twice.
    await double.replay(String(double.events.at(-1)!.id));
    expect(await stockOf("sleep")).toBe(stock);
    expect(await balanceOf(card.id)).toBe(10_000);
  });

  it("abandoned, then expired at Stripe: cancelled once by the webhook; the sweep finds nothing left to do", async () => {
    const stock = await stockOf("calm");
    const o = await stripeOrder([["calm", 1]]);
    expect(double.cancel(o.sessionId)).toContain("betalning=avbruten");
    expect((await orderRow(o.orderId)).status).toBe("pending");
    clock += STRIPE_SESSION_MINUTES * 60_000;
    await double.expire(o.sessionId);
    expect(await orderRow(o.orderId)).toMatchObject({ status: "cancelled" });
    expect((await paymentRow(o.orderId)).state).toBe("expired");
    expect(await stockOf("calm")).toBe(stock);
    clock += EXPIRY_GRACE_MS;
    await sweepProviderPayments(env, ctx(), "worker-a");
    expect(await stockOf("calm")).toBe(stock);
    expect(await mailsOf((await orderRow(o.orderId)).shippingEmail, "payment_cancelled")).toHaveLength(1);
  });

  it("a payment that never comes (its webhooks lost): the sweep closes the session at Stripe and cancels the order, once across two workers", async () => {
    const stock = await stockOf("focus");
    const o = await stripeOrder([["focus", 1]]);
    double.delivery = { hold: true };
    clock += (STRIPE_SESSION_MINUTES - 1) * 60_000;
    expect(await sweepProviderPayments(env, ctx(), "worker-a")).toBe(0); // not overdue yet
    clock += 1 * 60_000 + EXPIRY_GRACE_MS;
    const [a, b] = await Promise.all([sweepProviderPayments(env, ctx(), "worker-a"), sweepProviderPayments(env, ctx(), "worker-b")]);
    expect(a + b).toBe(1);
    double.delivery = {};
    expect(o.session.status).toBe("expired");
    expect(await orderRow(o.orderId)).toMatchObject({ status: "cancelled" });
    expect(await stockOf("focus")).toBe(stock);
    // Stripe's own expired event, delivered late: recorded, nothing released again.
    await double.flush();
    expect(await stockOf("focus")).toBe(stock);
    expect((await eventsOf(o.orderId)).map((e) => e.outcome)).toEqual(expect.arrayContaining(["order cancelled (expired)", "ignored: payment is expired"]));
  });

  it("paid but its webhook lost: the sweep reads the session back and marks the order paid", async () => {
    const o = await stripeOrder([["calm", 1]]);
    double.delivery = { hold: true };
    await double.pay(o.sessionId);
    double.delivery = {};
    expect((await orderRow(o.orderId)).paymentStatus).toBe("unpaid");
    clock += STRIPE_SESSION_MINUTES * 60_000 + EXPIRY_GRACE_MS;
    await sweepProviderPayments(env, ctx(), "worker-a");
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
    await double.flush(); // the late webhook: a duplicate in effect
    expect(await paidEvents(o.orderId)).toBe(1);
  });

  it("a refund of one line goes through Stripe (idempotency key), is 'begärd' until Stripe confirms, then 'återbetald' for that line only", async () => {
    const o = await stripeOrder([["sleep", 1], ["calm", 1], ["focus", 1]]);
    await double.pay(o.sessionId);
    for (const type of ["processing", "shipped"] as const) {
      const action = type === "shipped" ? ({ type, carrier: "PostNord", trackingNumber: "AB123456789SE" } as const) : ({ type } as const);
      expect(await runDeskAction(db(), o.orderId, action, "admin", new Date(clock), deps)).toMatchObject({ ok: true });
    }
    const calm = (await db().select().from(orderItem).where(eq(orderItem.orderId, o.orderId))).find((i) => i.productId === "calm")!;
    double.refundConfirmDelayMs = null; // the bank takes its time
    const r = await refundOrder(db(), { orderId: o.orderId, request: { lines: [{ itemId: calm.id, quantity: 1 }], shipping: false }, restock: true, reason: "Skadad", actor: { id: "admin", email: "a@stilla.se" }, now: new Date(clock), publicUrl: deps.publicUrl, secret: deps.secret });
    expect(r).toMatchObject({ ok: true, amountOre: calm.lineTotalOre, providerRefund: { provider: "stripe" } });
    if (!r.ok) return;
    const row = await orderRow(o.orderId);
    expect(row.paymentStatus).toBe("paid"); // not "återbetald" before Stripe says so
    expect((await db().select().from(refund).where(eq(refund.id, r.refundId)))[0]!.state).toBe("requested");
    const requestedMail = (await db().select().from(outbox).where(eq(outbox.id, r.mailId!)))[0]!;
    expect(requestedMail.text).toContain("påbörjat en återbetalning");
    expect(await sendProviderRefund(env, db(), r.refundId)).toBe(true);
    const ask = double.requests.filter((q) => q.path === "/v1/refunds").at(-1)!;
    expect(ask.idempotencyKey).toBe(`stilla-refund-${r.refundId}`);
    expect(ask.params).toMatchObject({ amount: String(calm.lineTotalOre), metadata: { refund_id: String(r.refundId), order_id: o.orderId } });
    const re = [...double.refunds.values()].at(-1)!;
    // Unconfirmed for more than a day: on the reconciliation page.
    expect((await paymentsToReconcile(db(), new Date(clock + 25 * 60 * 60_000))).find((x) => x.orderId === o.orderId)).toMatchObject({ action: "refundPending", reference: re.id });
    await double.confirmRefund(String(re.id));
    expect((await paymentsToReconcile(db(), new Date(clock + 25 * 60 * 60_000))).find((x) => x.orderId === o.orderId)).toBeUndefined();
    const after = (await db().select().from(refund).where(eq(refund.id, r.refundId)))[0]!;
    expect(after).toMatchObject({ state: "done", providerRefundId: re.id });
    expect((await orderRow(o.orderId)).paymentStatus).toBe("partially_refunded");
    expect(await mailsOf(row.shippingEmail, "refund_confirmed")).toHaveLength(1);
    // Both of Stripe's events (refund.updated and charge.refunded) arrived; the second changed nothing.
    expect((await eventsOf(o.orderId)).map((e) => e.outcome)).toEqual(expect.arrayContaining(["refund confirmed", "refund already confirmed or unknown"]));
    double.refundConfirmDelayMs = 0;
  });

  it("an event for an order the shop does not know is answered 200 and recorded without an order", async () => {
    const before = Number((await db().select({ n: sql<number>`count(*)::int` }).from(paymentEvent))[0]!.n);
    const payload = JSON.stringify({ id: "evt_test_foreign", object: "event", type: "checkout.session.completed", data: { object: { id: "cs_x", object: "checkout.session", client_reference_id: "not-ours", payment_status: "paid", amount_total: 100, currency: "sek" } } });
    const res = await providersOf(env).get("stripe")!.webhook.handleWebhook(new Request("http://x/webhooks/stripe", { method: "POST", headers: { "stripe-signature": double.sign(payload, Math.floor(clock / 1000)) }, body: payload }), ctx());
    expect(res.status).toBe(200);
    expect(Number((await db().select({ n: sql<number>`count(*)::int` }).from(paymentEvent))[0]!.n)).toBe(before + 1);
  });
});
