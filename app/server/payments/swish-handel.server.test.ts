/**
 * Swish Handel end to end on the server (ADR 082), against the local Swish double over mutual TLS (certificates made
 * with openssl at start), its callbacks handed to the shop's callback handler as the bytes Swish would POST: the
 * request asked for exactly the order, paid, declined, an error code in Swedish, cancelled, expired (Swish's TM01 and
 * the sweep), a callback for an unknown request, two callbacks at once, a callback that lies (the read-back is
 * believed), an amount that does not match, the customer switching to their number (the first request cancelled at
 * Swish, its late callback changing nothing), a refund through Swish confirmed by its callback, and a client without
 * the certificate refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { EXPIRY_GRACE_MS } from "~/domain/provider-payments";
import { SWISH_REQUEST_MINUTES } from "~/domain/swish-handel";
import { swishHandel } from "~/payments/swish-handel";
import { requestWith, SwishDouble } from "../../../tests/doubles/swish-double";
import { runDeskAction } from "../admin-orders.server";
import { Mailer } from "../mail.server";
import { placeOrder } from "../orders.server";
import { refundOrder } from "../refunds.server";
import { order, orderEvent, orderItem, outbox, paymentEvent, product, providerPayment, refund } from "../schema";
import { raceName, TEST_DB_KIND } from "../test-db";
import { deps, form, giftCardShop, now as start } from "../gift-cards/test-fixtures";
import { providerPaymentHook, providersOf, sendProviderRefund, startProviderPayment, sweepProviderPayments, type ProvidersEnv } from "./providers.server";
import type { ProviderContext } from "./provider-payments.server";
import { swishCallbacksSettled, swishClient, SWISH_HANDEL } from "./swish-handel.server";

describe(`Swish Handel through the mTLS double (${TEST_DB_KIND})`, () => {
  const { db, cartWith } = giftCardShop();
  let clock = start.getTime();
  const double = new SwishDouble({ now: () => clock, outcomeDelayMs: 0 });
  let env: ProvidersEnv & { publicUrl: string; authSecret: string };
  let mailer: Mailer;
  const ctx = (): ProviderContext => ({ db: db(), now: new Date(clock), giftCards: deps, mailer });
  const CALLBACK = "https://stilla.example/webhooks/swish";

  beforeAll(async () => {
    await double.start();
    env = {
      stripe: null,
      swishHandel: { certPath: double.certs.clientCert, keyPath: double.certs.clientKey, caPath: double.certs.ca, payeeAlias: double.payeeAlias, apiBase: double.url, callbackUrl: CALLBACK },
      publicUrl: deps.publicUrl,
      authSecret: deps.secret,
    };
    mailer = new Mailer(db(), { from: "hej@stilla.se" });
    // Callbacks go to the shop's handler as Swish POSTs them; the read-back it starts is awaited before the test goes on.
    double.callbackTarget = async (url, body) => {
      const res = await providersOf(env).get(SWISH_HANDEL)!.webhook.handleWebhook(new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body }), ctx());
      await swishCallbacksSettled();
      return res.status;
    };
  });
  afterAll(async () => {
    await double.stop();
  });

  /** An order paid by Swish Handel, its request asked (m-commerce unless a payer is given). */
  async function swishOrder(items: [string, number][], payerAlias?: string) {
    clock += 1000;
    const c = await cartWith(items);
    const placed = await placeOrder(db(), { ...c, form: form({ paymentMethod: SWISH_HANDEL, email: `${c.userId}@example.se` }), now: new Date(clock), withinOrder: providerPaymentHook(env) });
    const started = await startProviderPayment(env, db(), placed.orderId, SWISH_HANDEL, new Date(clock), { payerAlias });
    expect(started).toMatchObject({ ok: true });
    const p = await paymentRow(placed.orderId);
    return { orderId: placed.orderId, id: p.reference!, request: double.find(p.reference!), url: started.ok ? started.url : "" };
  }
  const orderRow = async (id: string) => (await db().select().from(order).where(eq(order.id, id)))[0]!;
  const paymentRow = async (id: string) => (await db().select().from(providerPayment).where(eq(providerPayment.orderId, id)))[0]!;
  const stockOf = async (id: string) => (await db().select().from(product).where(eq(product.id, id)))[0]!.stockCount;
  const eventsOf = async (id: string) => db().select().from(paymentEvent).where(eq(paymentEvent.orderId, id));
  const paidEvents = async (id: string) => (await db().select().from(orderEvent).where(and(eq(orderEvent.orderId, id), eq(orderEvent.type, "paid")))).length;
  const reads = (id: string) => double.requests.filter((r) => r.method === "GET" && r.path.endsWith(id)).length;
  const facts = async (orderId: string) => {
    const p = await paymentRow(orderId);
    return { state: p.state, expiresAt: p.expiresAt, returned: null, payPath: "/orders/x", appLink: p.redirectUrl, requested: p.reference !== null, code: p.note };
  };

  it("asks Swish for exactly the order over mTLS: a 32-hex instruction, SEK amount as 123.00, the order number, an allowed message, the https callback; m-commerce gives the app link's token", async () => {
    const o = await swishOrder([["sleep", 2], ["calm", 1]]);
    const row = await orderRow(o.orderId);
    const put = double.requests.find((r) => r.method === "PUT" && r.path === `/api/v2/paymentrequests/${o.id}`)!;
    expect(o.id).toMatch(/^[0-9A-F]{32}$/);
    expect(put).toMatchObject({ status: 201, cn: double.payeeAlias });
    expect(put.body).toEqual({
      payeePaymentReference: String(row.number),
      callbackUrl: CALLBACK,
      payeeAlias: double.payeeAlias,
      amount: `${Math.floor(row.totalOre / 100)}.${String(row.totalOre % 100).padStart(2, "0")}`,
      currency: "SEK",
      message: `Stilla order ${row.number}`,
    });
    const p = await paymentRow(o.orderId);
    expect(p).toMatchObject({ provider: SWISH_HANDEL, state: "awaiting", amountOre: row.totalOre, currency: "SEK", redirectUrl: `swish://paymentrequest?token=${String(o.request.token)}` });
    expect(p.expiresAt.getTime()).toBe(clock + SWISH_REQUEST_MINUTES * 60_000);
    // The customer is shown the request on the order page (by its private link for a guest).
    expect(o.url).toMatch(new RegExp(`^/orders/${o.orderId}`));
    // Asked again ("Betala med Swish" once more): the open token is reused, nothing new at Swish.
    const puts = double.requests.filter((r) => r.method === "PUT").length;
    expect(await startProviderPayment(env, db(), o.orderId, SWISH_HANDEL, new Date(clock))).toMatchObject({ ok: true });
    expect(double.requests.filter((r) => r.method === "PUT").length).toBe(puts);
  });

  it("paid: the callback is answered 200, the request read back over mTLS, and only then the order paid, once", async () => {
    const o = await swishOrder([["calm", 1]]);
    await double.pay(o.id);
    expect(double.callbacks.at(-1)).toMatchObject({ id: o.id, status: "PAID", answer: 200 });
    expect(reads(o.id)).toBe(1);
    expect(await orderRow(o.orderId)).toMatchObject({ paymentStatus: "paid", status: "pending" });
    expect(await paymentRow(o.orderId)).toMatchObject({ state: "paid", paymentReference: o.request.paymentReference });
    expect(await eventsOf(o.orderId)).toEqual([expect.objectContaining({ provider: SWISH_HANDEL, eventId: `${o.id}:PAID`, type: "callback PAID", outcome: "paid" })]);
    expect(await paidEvents(o.orderId)).toBe(1);
  });

  it(raceName("two callbacks at once: paid once"), async () => {
    const o = await swishOrder([["sleep", 1]]);
    double.delivery = { duplicate: true };
    await double.pay(o.id);
    double.delivery = {};
    expect(double.callbacks.slice(-2).map((c) => c.answer)).toEqual([200, 200]);
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
    expect(await paidEvents(o.orderId)).toBe(1);
    expect((await eventsOf(o.orderId)).length).toBe(1);
  });

  it("declined in the app: the order is cancelled, its stock released once, the customer told why in Swedish", async () => {
    const stock = await stockOf("sleep");
    const o = await swishOrder([["sleep", 2]]);
    expect(await stockOf("sleep")).toBe(stock - 2);
    await double.decline(o.id);
    expect(await orderRow(o.orderId)).toMatchObject({ status: "cancelled", paymentStatus: "unpaid" });
    expect(await paymentRow(o.orderId)).toMatchObject({ state: "failed", note: "DECLINED" });
    expect(await stockOf("sleep")).toBe(stock);
    const row = await orderRow(o.orderId);
    expect(await db().select().from(outbox).where(and(eq(outbox.to, row.shippingEmail), eq(outbox.kind, "payment_cancelled")))).toHaveLength(1);
    expect(swishHandel.cancelled!({ kind: "swish-handel", label: "Swish", amountOre: 1, provider: await facts(o.orderId) } as never)).toContain("Du avböjde betalningen i Swish-appen.");
    // The same callback again: nothing released twice.
    await double.callback(o.request);
    expect(await stockOf("sleep")).toBe(stock);
  });

  it("an error code ends the payment: BANKIDCL and RF07 are shown to the customer in Swedish", async () => {
    for (const [code, text] of [["BANKIDCL", "Du avbröt signeringen med BankID."], ["RF07", "Betalningen nekades av din bank."]] as const) {
      const o = await swishOrder([["calm", 1]]);
      await double.fail(o.id, code);
      expect(await paymentRow(o.orderId)).toMatchObject({ state: "failed", note: code });
      expect((await orderRow(o.orderId)).status).toBe("cancelled");
      expect(swishHandel.cancelled!({ kind: "swish-handel", label: "Swish", amountOre: 1, provider: await facts(o.orderId) } as never)).toContain(text);
    }
  });

  it("as Swish's simulator, an error code as the message selects the outcome: FF08 refused at once (422), BANKIDCL created and then ended ERROR", async () => {
    const client = swishClient(env.swishHandel!);
    const body = (message: string) => ({ payeePaymentReference: "1", callbackUrl: CALLBACK, payeeAlias: double.payeeAlias, amount: "100.00", currency: "SEK", message });
    const refused = await client.call("PUT", "/api/v2/paymentrequests/0123456789ABCDEF0123456789ABCDEF", body("FF08"));
    expect(refused).toMatchObject({ status: 422, body: [{ errorCode: "FF08", errorMessage: expect.any(String) }] });
    double.delivery = { drop: true };
    const made = await client.call("PUT", "/api/v2/paymentrequests/1123456789ABCDEF0123456789ABCDEF", body("BANKIDCL"));
    expect(made.status).toBe(201);
    await double.settled();
    double.delivery = {};
    expect((await client.call("GET", "/api/v1/paymentrequests/1123456789ABCDEF0123456789ABCDEF")).body).toMatchObject({ status: "ERROR", errorCode: "BANKIDCL" });
  });

  it("the double applies Swish's request rules: amount format and range, currency, message characters and length, reference, payee, https callback", async () => {
    const client = swishClient(env.swishHandel!);
    const ok = { payeePaymentReference: "1042", callbackUrl: CALLBACK, payeeAlias: double.payeeAlias, amount: "100.00", currency: "SEK", message: "Stilla order 1042" };
    let n = 0;
    const codes = async (over: Record<string, unknown>) => {
      const id = `A${String(++n).padStart(31, "0")}`;
      const a = await client.call("PUT", `/api/v2/paymentrequests/${id}`, { ...ok, ...over });
      return a.status === 201 ? "created" : (a.body as { errorCode: string }[]).map((e) => e.errorCode);
    };
    expect(await codes({ amount: "100,00" })).toEqual(["PA02"]);
    expect(await codes({ amount: "0.50" })).toEqual(["AM06"]);
    expect(await codes({ amount: "1000000000000.00" })).toEqual(["PA02"]);
    expect(await codes({ currency: "EUR" })).toEqual(["AM03"]);
    expect(await codes({ message: "Te & kakor" })).toEqual(["RP02"]);
    expect(await codes({ message: "x".repeat(51) })).toEqual(["RP02"]);
    expect(await codes({ payeePaymentReference: "x".repeat(36) })).toEqual(["FF08"]);
    expect(await codes({ payeePaymentReference: "order-1" })).toEqual(["FF08"]);
    expect(await codes({ payeeAlias: "1239999999" })).toEqual(["ACMT07"]);
    expect(await codes({ callbackUrl: "http://stilla.example/webhooks/swish" })).toEqual(["RP03"]);
    expect(await codes({ payerAlias: "0701234567" })).toEqual(["BE18"]);
    expect(await codes({ amount: "999999999999.99" })).toBe("created");
    expect((await client.call("PUT", "/api/v2/paymentrequests/not-an-id", ok)).status).toBe(400);
  });

  it("cancelled at Swish: the order is cancelled and the customer told the payment was cancelled", async () => {
    const o = await swishOrder([["calm", 1]]);
    await double.cancel(o.id);
    expect(await paymentRow(o.orderId)).toMatchObject({ state: "failed", note: "CANCELLED" });
    expect((await orderRow(o.orderId)).status).toBe("cancelled");
  });

  it("expired: Swish's TM01 callback gives up the payment as expired; and a request whose callbacks are lost is closed at Swish and cancelled by the sweep, once across two workers", async () => {
    const first = await swishOrder([["calm", 1]]);
    await double.fail(first.id, "TM01");
    expect(await paymentRow(first.orderId)).toMatchObject({ state: "expired", note: "TM01" });
    expect((await orderRow(first.orderId)).status).toBe("cancelled");

    // Earlier tests' requests left open are swept first, so the count below is this order's alone.
    clock += SWISH_REQUEST_MINUTES * 60_000 + EXPIRY_GRACE_MS;
    await sweepProviderPayments(env, ctx(), "worker-a");
    const stock = await stockOf("focus");
    const o = await swishOrder([["focus", 1]]);
    double.delivery = { drop: true };
    clock += (SWISH_REQUEST_MINUTES - 1) * 60_000;
    expect(await sweepProviderPayments(env, ctx(), "worker-a")).toBe(0); // not overdue yet
    clock += 60_000 + EXPIRY_GRACE_MS;
    const [a, b] = await Promise.all([sweepProviderPayments(env, ctx(), "worker-a"), sweepProviderPayments(env, ctx(), "worker-b")]);
    double.delivery = {};
    expect(a + b).toBe(1);
    expect(o.request.status).toBe("CANCELLED"); // it can no longer be paid
    expect(await orderRow(o.orderId)).toMatchObject({ status: "cancelled", paymentStatus: "unpaid" });
    expect((await paymentRow(o.orderId)).state).toBe("expired");
    expect(await stockOf("focus")).toBe(stock);
    expect(await sweepProviderPayments(env, ctx(), "worker-a")).toBe(0);
    expect(await stockOf("focus")).toBe(stock);
  });

  it("paid but its callback lost: the sweep reads the request back and marks the order paid", async () => {
    const o = await swishOrder([["calm", 1]]);
    double.delivery = { hold: true };
    await double.pay(o.id);
    double.delivery = {};
    expect((await orderRow(o.orderId)).paymentStatus).toBe("unpaid");
    clock += SWISH_REQUEST_MINUTES * 60_000 + EXPIRY_GRACE_MS;
    await sweepProviderPayments(env, ctx(), "worker-a");
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
    await double.flush(); // the late callback: changes nothing
    expect(await paidEvents(o.orderId)).toBe(1);
  });

  it("a callback for a request the shop does not know is answered 200, not even read back, and changes nothing", async () => {
    const before = (await db().select().from(paymentEvent)).length;
    const gets = double.requests.length;
    const answer = await double.forgeCallback(CALLBACK, { id: "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", status: "PAID", amount: 100, currency: "SEK", payeePaymentReference: "1" });
    expect(answer).toBe(200);
    expect(double.requests.length).toBe(gets);
    expect((await db().select().from(paymentEvent)).length).toBe(before);
  });

  it("a callback claiming PAID whose read-back says otherwise: the read-back is believed, nothing paid", async () => {
    const o = await swishOrder([["calm", 1]]);
    expect(await double.forgeCallback(CALLBACK, { ...o.request, status: "PAID", paymentReference: "ABC", datePaid: new Date(clock).toISOString() })).toBe(200);
    expect((await orderRow(o.orderId)).paymentStatus).toBe("unpaid");
    expect((await paymentRow(o.orderId)).state).toBe("awaiting");
    expect(await eventsOf(o.orderId)).toEqual([expect.objectContaining({ eventId: `${o.id}:CREATED`, outcome: "ignored: payment request CREATED" })]);
    // The real payment afterwards still pays.
    await double.pay(o.id);
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
  });

  it("an amount that does not match is flagged for the owner, never paid", async () => {
    const o = await swishOrder([["calm", 1]]);
    const row = await orderRow(o.orderId);
    await double.pay(o.id, { amount: 1 });
    expect((await orderRow(o.orderId)).paymentStatus).toBe("unpaid");
    const p = await paymentRow(o.orderId);
    expect(p.state).toBe("mismatch");
    expect(p.note).toBe(`asked ${row.totalOre} SEK, got 100 SEK`);
  });

  it("switching to the payer's number: the m-commerce request is cancelled at Swish first, the e-commerce one goes to the number; late callbacks of the first change nothing", async () => {
    const o = await swishOrder([["calm", 1]]);
    double.delivery = { hold: true };
    const started = await startProviderPayment(env, db(), o.orderId, SWISH_HANDEL, new Date(clock), { payerAlias: "46701234567" });
    expect(started).toMatchObject({ ok: true });
    expect(o.request.status).toBe("CANCELLED");
    const p = await paymentRow(o.orderId);
    expect(p.reference).not.toBe(o.id);
    expect(p.redirectUrl).toBeNull();
    const second = double.find(p.reference!);
    expect(second).toMatchObject({ payerAlias: "46701234567", token: null });
    await double.pay(p.reference!);
    double.delivery = {};
    // Held callbacks arrive late and newest first; a made-up one for the first request as well.
    await double.forgeCallback(CALLBACK, { ...o.request, status: "PAID" });
    await double.flush();
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
    expect(await paidEvents(o.orderId)).toBe(1);
    // A number that is not in Swish: refused with Swish's code, nothing left open.
    const other = await swishOrder([["calm", 1]]);
    expect(await startProviderPayment(env, db(), other.orderId, SWISH_HANDEL, new Date(clock), { payerAlias: "46700000000" })).toEqual({ ok: false, code: "ACMT03" });
    expect((await paymentRow(other.orderId)).reference).toBeNull();
  });

  it("an m-commerce request whose answer is lost (its token with it) is closed at Swish and forgotten: the page offers the ways to pay again, and the next try gets a token", async () => {
    const c = await cartWith([["calm", 1]]);
    clock += 1000;
    const placed = await placeOrder(db(), { ...c, form: form({ paymentMethod: SWISH_HANDEL, email: `${c.userId}@example.se` }), now: new Date(clock), withinOrder: providerPaymentHook(env) });
    double.loseAnswers = 1;
    expect(await startProviderPayment(env, db(), placed.orderId, SWISH_HANDEL, new Date(clock))).toEqual({ ok: false, code: null });
    const lost = [...double.paymentRequests.values()].at(-1)!;
    expect(lost.status, "made at Swish, then closed").toBe("CANCELLED");
    expect(await paymentRow(placed.orderId)).toMatchObject({ reference: null, redirectUrl: null });
    const again = await startProviderPayment(env, db(), placed.orderId, SWISH_HANDEL, new Date(clock));
    expect(again).toMatchObject({ ok: true });
    expect((await paymentRow(placed.orderId)).redirectUrl).toMatch(/token=/);
  });

  it("a refund of one line goes through Swish (PUT /api/v2/refunds), is 'begärd' until its callback is read back as PAID, then done for that line only", async () => {
    const o = await swishOrder([["sleep", 1], ["calm", 1], ["focus", 1]]);
    await double.pay(o.id);
    for (const type of ["processing", "shipped"] as const) {
      const action = type === "shipped" ? ({ type, carrier: "PostNord", trackingNumber: "AB123456789SE" } as const) : ({ type } as const);
      expect(await runDeskAction(db(), o.orderId, action, "admin", new Date(clock), deps)).toMatchObject({ ok: true });
    }
    const calm = (await db().select().from(orderItem).where(eq(orderItem.orderId, o.orderId))).find((i) => i.productId === "calm")!;
    double.refundDelayMs = null; // the bank takes its time
    const r = await refundOrder(db(), { orderId: o.orderId, request: { lines: [{ itemId: calm.id, quantity: 1 }], shipping: false }, restock: true, reason: "Skadad", actor: { id: "admin", email: "a@stilla.se" }, now: new Date(clock), publicUrl: deps.publicUrl, secret: deps.secret });
    expect(r).toMatchObject({ ok: true, amountOre: calm.lineTotalOre, providerRefund: { provider: SWISH_HANDEL } });
    if (!r.ok) return;
    expect(await sendProviderRefund(env, db(), r.refundId)).toBe(true);
    const put = double.requests.filter((q) => q.method === "PUT" && q.path.startsWith("/api/v2/refunds/")).at(-1)!;
    expect(put).toMatchObject({ status: 201, cn: double.payeeAlias });
    expect(put.body).toMatchObject({ originalPaymentReference: o.request.paymentReference, payerAlias: double.payeeAlias, callbackUrl: CALLBACK, currency: "SEK", amount: `${Math.floor(calm.lineTotalOre / 100)}.${String(calm.lineTotalOre % 100).padStart(2, "0")}` });
    const refundId = put.path.split("/").at(-1)!;
    expect((await db().select().from(refund).where(eq(refund.id, r.refundId)))[0]).toMatchObject({ state: "requested", providerRefundId: refundId });
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
    // Asked again (as the sweep would): the same instruction, Swish already has it.
    await db().update(refund).set({ providerRefundId: null }).where(eq(refund.id, r.refundId));
    expect(await sendProviderRefund(env, db(), r.refundId)).toBe(true);
    expect(double.refunds.size).toBe(1);
    // A made-up refund callback changes nothing; Swish's own, read back, settles it.
    await double.forgeCallback(CALLBACK, { id: "EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE", originalPaymentReference: o.request.paymentReference, status: "PAID", amount: 1, currency: "SEK" });
    expect((await db().select().from(refund).where(eq(refund.id, r.refundId)))[0]!.state).toBe("requested");
    await double.settleRefund(refundId);
    expect((await db().select().from(refund).where(eq(refund.id, r.refundId)))[0]).toMatchObject({ state: "done", providerRefundId: refundId });
    expect((await orderRow(o.orderId)).paymentStatus).toBe("partially_refunded");
    double.refundDelayMs = 0;
  });

  it("a client without the shop's certificate is refused by the double, as is one from another CA", async () => {
    const url = `${double.url}/api/v1/paymentrequests/0123456789ABCDEF0123456789ABCDEF`;
    await expect(requestWith(url, { ca: double.certs.ca })).rejects.toThrow();
    await expect(requestWith(url, { ca: double.certs.ca, cert: double.certs.strangerCert, key: double.certs.strangerKey })).rejects.toThrow();
    expect(await requestWith(url, { ca: double.certs.ca, cert: double.certs.clientCert, key: double.certs.clientKey })).toBe(404);
  });
});
