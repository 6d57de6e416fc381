import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { bookTexts } from "~/content/books";
import { eventTransactions } from "~/domain/books";
import { PAYBACK_WITHIN_DAYS, PAYOUT_REMINDER_AFTER_DAYS, parsePayoutForm } from "~/domain/refund-payout";
import { PAYOUT_ERRORS } from "~/content/refund-payout-fields";
import { refundStep } from "~/domain/timeline";
import { stockholmDate } from "~/domain/vat";
import { runDeskAction } from "./admin-orders.server";
import { vatReportFor, withdrawalsToRefund } from "./admin-overview.server";
import { withdrawOrder } from "./withdrawal.server";
import { bookEvents } from "./books.server";
import { eraseCustomer, exportCustomerData } from "./customer-data.server";
import { placeOrder } from "./orders.server";
import { Mailer } from "./mail.server";
import { givePayoutAccount, markPaidBack, owedRefunds, payoutPage, payoutToken, payoutTokenValid, sendPayoutReminders, startPayoutReminders } from "./refund-payouts.server";
import { refundOrder, refundsOf } from "./refunds.server";
import { auditLog, order, orderItem, outbox, refund } from "./schema";
import { TEST_DB_KIND, raceName } from "./test-db";
import { deps, form, giftCardShop, now, SECRET } from "./gift-cards/test-fixtures";

const actor = { id: "admin", email: "agare@stilla.se" };
const publicUrl = "https://stilla.example";
const later = new Date(now.getTime() + 3 * 24 * 60 * 60_000);

describe(`refunds paid back by the owner (${TEST_DB_KIND})`, () => {
  const { db, cartWith, buyCard } = giftCardShop();

  /** A paid, delivered order of `items` by `method`. */
  async function deliveredOrder(items: [string, number][], method: "invoice" | "swish" = "invoice") {
    const c = await cartWith(items);
    const placed = await placeOrder(db(), { ...c, form: form({ email: `${c.userId}@example.se`, paymentMethod: method }), now });
    for (const type of ["mark_paid", "processing", "shipped", "delivered"] as const) {
      const action = type === "shipped" ? ({ type, carrier: "PostNord", trackingNumber: "AB123456789SE" } as const) : ({ type } as const);
      expect(await runDeskAction(db(), placed.orderId, action, "admin", now, deps)).toMatchObject({ ok: true });
    }
    const items_ = await db().select().from(orderItem).where(eq(orderItem.orderId, placed.orderId));
    return { ...placed, userId: c.userId, email: `${c.userId}@example.se`, items: items_ };
  }
  const orderRow = async (id: string) => (await db().select().from(order).where(eq(order.id, id)))[0]!;
  const refundRow = async (id: number) => (await db().select().from(refund).where(eq(refund.id, id)))[0]!;
  const mailsTo = async (to: string, kind: string) => db().select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
  /** The pay-back link in the refund mail: the refund's id and its token. */
  const linkIn = (text: string) => {
    const m = text.match(/\/aterbetalning\/(\d+)\?nyckel=([A-Za-z0-9_-]+)/);
    return m ? { refundId: Number(m[1]), token: m[2]! } : null;
  };
  const refundOne = async (o: Awaited<ReturnType<typeof deliveredOrder>>, request: Parameters<typeof refundOrder>[1]["request"]) => {
    const r = await refundOrder(db(), { orderId: o.orderId, request, restock: true, reason: "Skadad vid leverans", actor, now, publicUrl, secret: SECRET });
    if (!r.ok) throw new Error(r.error);
    return r;
  };

  it("a refund on an invoice order is owed, not done: the mail asks for an account through a private link and says nothing is paid back yet", async () => {
    const o = await deliveredOrder([["sleep", 1], ["calm", 1], ["focus", 1]]);
    const line = o.items.find((i) => i.productId === "calm")!;
    const r = await refundOne(o, { lines: [{ itemId: line.id, quantity: 1 }], shipping: false });
    expect(r).toMatchObject({ owed: true, providerRefund: null, methodOre: line.lineTotalOre });
    expect(await refundRow(r.refundId)).toMatchObject({ state: "owed", settledAt: null, paidBackAt: null });
    // One line of three: the order is not "refunded", not even partly, until money has moved.
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
    const [mail] = await mailsTo(o.email, "refund");
    expect(mail!.text).toContain(`Vi har registrerat en återbetalning på`);
    expect(mail!.text).not.toContain("Vi har återbetalat");
    expect(mail!.text).not.toContain("betalas tillbaka via");
    const link = linkIn(mail!.text);
    expect(link?.refundId).toBe(r.refundId);
    expect(await payoutPage(db(), { ...link!, now, secret: SECRET })).toEqual({ status: "open", orderNumber: o.number, amountOre: line.lineTotalOre, given: null, paymentMethod: "invoice" });
    // The desk's list says what to transfer, and that no account is given yet.
    expect(await owedRefunds(db(), { orderId: o.orderId, now })).toEqual([expect.objectContaining({ refundId: r.refundId, amountOre: line.lineTotalOre, account: null, orderNumber: o.number })]);
    // The customer's page: "att betala tillbaka", the timeline says the refund is on its way.
    const [view] = await refundsOf(db(), o.orderId);
    expect(view).toMatchObject({ state: "owed", payoutGiven: null });
    expect(refundStep("paid", [view!.state])).toBe("refund_pending");
  });

  it("the link is for its refund only, made with the server's secret, and expires", async () => {
    const o = await deliveredOrder([["sleep", 1]], "swish");
    const r = await refundOne(o, "full");
    const other = await refundOne(await deliveredOrder([["calm", 1]], "swish"), "full");
    const token = payoutToken(SECRET, r.refundId, later);
    expect(payoutTokenValid(SECRET, r.refundId, token, now)).toBe(true);
    expect(payoutTokenValid(SECRET, other.refundId, token, now)).toBe(false);
    expect(payoutTokenValid("another-secret-0123456789abcdef", r.refundId, token, now)).toBe(false);
    expect(payoutTokenValid(SECRET, r.refundId, token, new Date(later.getTime() + 1000))).toBe(false);
    // Changing the expiry in the token breaks its MAC.
    const [exp, mac] = [token.slice(0, token.indexOf("-")), token.slice(token.indexOf("-") + 1)];
    expect(payoutTokenValid(SECRET, r.refundId, `${(parseInt(exp, 36) + 86_400).toString(36)}-${mac}`, now)).toBe(false);
    const payout = { kind: "swish", swish: "+46701234567" } as const;
    expect(await givePayoutAccount(db(), { refundId: r.refundId, token: payoutToken(SECRET, other.refundId, later), payout, now, secret: SECRET })).toEqual({ status: "invalid" });
    expect(await payoutPage(db(), { refundId: r.refundId, token: "x", now, secret: SECRET })).toEqual({ status: "invalid" });
    expect(await refundRow(r.refundId)).toMatchObject({ payoutSwish: null, payoutAccount: null });
  });

  it("a bad account is refused with a Swedish message and changes nothing; a good one is stored and shown masked", async () => {
    const o = await deliveredOrder([["sleep", 1]]);
    const r = await refundOne(o, "full");
    const token = payoutToken(SECRET, r.refundId, later);
    expect(parsePayoutForm({ kind: "bank", clearing: "12", account: "12ab" })).toEqual({ ok: false, errors: { clearing: PAYOUT_ERRORS.clearing, account: PAYOUT_ERRORS.account } });
    expect(parsePayoutForm({ kind: "swish", swish: "08-123 456 78" })).toEqual({ ok: false, errors: { swish: PAYOUT_ERRORS.swish } });
    expect(PAYOUT_ERRORS.clearing).toMatch(/Clearingnumret är 4 siffror/);
    expect(await refundRow(r.refundId)).toMatchObject({ payoutClearing: null, payoutAccount: null, payoutSwish: null, payoutGivenAt: null });

    const parsed = parsePayoutForm({ kind: "bank", clearing: "8327-9", account: "123 456 789-0" });
    expect(parsed).toEqual({ ok: true, payout: { kind: "bank", clearing: "83279", account: "1234567890" } });
    if (!parsed.ok) return;
    expect(await givePayoutAccount(db(), { refundId: r.refundId, token, payout: parsed.payout, now, secret: SECRET })).toEqual({ status: "saved", changed: true, given: "Bankkonto 8327-9, •••\u00a07890" });
    expect(await refundRow(r.refundId)).toMatchObject({ payoutClearing: "83279", payoutAccount: "1234567890", payoutSwish: null });
    expect(await payoutPage(db(), { refundId: r.refundId, token, now, secret: SECRET })).toMatchObject({ status: "open", given: "Bankkonto 8327-9, •••\u00a07890" });
    expect((await owedRefunds(db(), { orderId: o.orderId, now }))[0]).toMatchObject({ account: "Bankkonto 8327-9, 1234567890", accountKind: "bank" });
    expect((await refundsOf(db(), o.orderId))[0]).toMatchObject({ payoutGiven: "Bankkonto 8327-9, •••\u00a07890" });
  });

  it(raceName("the customer gives the account twice at once: one account stands, one event per change"), async () => {
    const o = await deliveredOrder([["sleep", 1]]);
    const r = await refundOne(o, "full");
    const token = payoutToken(SECRET, r.refundId, later);
    const payout = { kind: "swish", swish: "+46701234567" } as const;
    const results = await Promise.all([1, 2].map(() => givePayoutAccount(db(), { refundId: r.refundId, token, payout, now, secret: SECRET })));
    expect(results.map((x) => x.status)).toEqual(["saved", "saved"]);
    expect(results.filter((x) => x.status === "saved" && x.changed)).toHaveLength(1);
    expect(await refundRow(r.refundId)).toMatchObject({ payoutSwish: "+46701234567", payoutAccount: null });
    // A correction: the later account replaces the earlier one.
    expect(await givePayoutAccount(db(), { refundId: r.refundId, token, payout: { kind: "bank", clearing: "6000", account: "123456789" }, now, secret: SECRET })).toMatchObject({ changed: true });
    expect(await refundRow(r.refundId)).toMatchObject({ payoutSwish: null, payoutClearing: "6000", payoutAccount: "123456789" });
  });

  it("the owner marks it paid back: done, the account erased, the status moves, the customer hears 'återbetalt'; the link then takes nothing", async () => {
    const o = await deliveredOrder([["sleep", 1], ["calm", 1], ["focus", 1]]);
    const line = o.items.find((i) => i.productId === "focus")!;
    const r = await refundOne(o, { lines: [{ itemId: line.id, quantity: 1 }], shipping: false });
    const token = payoutToken(SECRET, r.refundId, later);
    await givePayoutAccount(db(), { refundId: r.refundId, token, payout: { kind: "swish", swish: "+46701234567" }, now, secret: SECRET });

    const result = await markPaidBack(db(), { orderId: o.orderId, refundId: r.refundId, actor, now: later, publicUrl, secret: SECRET });
    expect(result).toMatchObject({ ok: true, changed: true });
    expect(await refundRow(r.refundId)).toMatchObject({ state: "done", payoutSwish: null, payoutClearing: null, payoutAccount: null, paidBackBy: "admin" });
    expect((await refundRow(r.refundId)).paidBackAt?.toISOString()).toBe(later.toISOString());
    // One line of three: partly refunded, never "refunded".
    const row = await orderRow(o.orderId);
    expect(row.paymentStatus).toBe("partially_refunded");
    expect(refundStep(row.paymentStatus, (await refundsOf(db(), o.orderId)).map((x) => x.state))).toBe("partially_refunded");
    const [mail] = await mailsTo(o.email, "refund_paid_back");
    expect(mail!.text).toContain(`för order ${o.number} är nu återbetalt till Swish •••\u00a04567`);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, o.orderId), eq(auditLog.action, "order.refund_paid_back")));
    expect(JSON.stringify(audit!.after)).not.toContain("4567");
    expect(await owedRefunds(db(), { orderId: o.orderId, now })).toEqual([]);
    expect(await payoutPage(db(), { refundId: r.refundId, token, now, secret: SECRET })).toMatchObject({ status: "paid" });
    expect(await givePayoutAccount(db(), { refundId: r.refundId, token, payout: { kind: "swish", swish: "+46701234567" }, now, secret: SECRET })).toEqual({ status: "paid" });
    expect(await refundRow(r.refundId)).toMatchObject({ payoutSwish: null });
    // The rest refunded and paid back: now the whole order is "refunded".
    const rest = await refundOne(o, "full");
    expect((await orderRow(o.orderId)).paymentStatus).toBe("partially_refunded");
    await markPaidBack(db(), { orderId: o.orderId, refundId: rest.refundId, actor, now: later, publicUrl, secret: SECRET });
    expect((await orderRow(o.orderId)).paymentStatus).toBe("refunded");
  });

  it(raceName("two owners mark the same refund paid back at once: once, one mail, one event"), async () => {
    const o = await deliveredOrder([["sleep", 2]]);
    const r = await refundOne(o, "full");
    const results = await Promise.all([1, 2, 3].map(() => markPaidBack(db(), { orderId: o.orderId, refundId: r.refundId, actor, now, publicUrl, secret: SECRET })));
    expect(results.filter((x) => x.ok && x.changed)).toHaveLength(1);
    expect(results.every((x) => x.ok)).toBe(true);
    expect(await mailsTo(o.email, "refund_paid_back")).toHaveLength(1);
    expect((await orderRow(o.orderId)).paymentStatus).toBe("refunded");
    // A refund of another order is not found under this one.
    expect(await markPaidBack(db(), { orderId: "nope", refundId: r.refundId, actor, now, publicUrl, secret: SECRET })).toEqual({ ok: false, error: "not_found" });
  });

  it(raceName("refunds, pay-backs and the account given at once on one order: no deadlock, every change once"), async () => {
    const o = await deliveredOrder([["sleep", 1], ["calm", 1], ["focus", 1]]);
    const first = await refundOne(o, { lines: [{ itemId: o.items[0]!.id, quantity: 1 }], shipping: false });
    const token = payoutToken(SECRET, first.refundId, later);
    const [more, paid, given] = await Promise.all([
      refundOrder(db(), { orderId: o.orderId, request: { lines: [{ itemId: o.items[1]!.id, quantity: 1 }], shipping: false }, restock: true, reason: "Skadad", actor, now, publicUrl, secret: SECRET }),
      markPaidBack(db(), { orderId: o.orderId, refundId: first.refundId, actor, now, publicUrl, secret: SECRET }),
      givePayoutAccount(db(), { refundId: first.refundId, token, payout: { kind: "swish", swish: "+46701234567" }, now, secret: SECRET }),
    ]);
    expect(more.ok).toBe(true);
    expect(paid).toMatchObject({ ok: true, changed: true });
    expect(["saved", "paid"]).toContain(given.status);
    // Paid back erases the account, whichever came first.
    expect(await refundRow(first.refundId)).toMatchObject({ state: "done", payoutSwish: null });
    expect((await orderRow(o.orderId)).paymentStatus).toBe("partially_refunded");
  });

  it("a withdrawn order leaves the overview's 'to refund' list once its refund is recorded, though the money is owed", async () => {
    const o = await deliveredOrder([["sleep", 1]], "swish");
    expect((await withdrawOrder(db(), { send: async () => 0 }, { orderId: o.orderId, userId: o.userId, now, publicUrl })).status).toBe("recorded");
    expect((await withdrawalsToRefund(db())).map((x) => x.id)).toContain(o.orderId);
    const r = await refundOrder(db(), { orderId: o.orderId, request: "full", withdrawal: true, restock: true, reason: "Ångrat köp (ångerrätt)", actor, now, publicUrl, secret: SECRET });
    expect(r).toMatchObject({ ok: true, owed: true });
    expect((await orderRow(o.orderId)).paymentStatus).toBe("paid");
    expect((await withdrawalsToRefund(db())).map((x) => x.id)).not.toContain(o.orderId);
    expect((await owedRefunds(db(), { now })).map((x) => x.orderId)).toContain(o.orderId);
  });

  it("the books: the credit note's sales and VAT when recorded, the debt in 2890, the bank (1930) only when paid back", async () => {
    const day = stockholmDate(now);
    const payDay = stockholmDate(later);
    const o = await deliveredOrder([["sleep", 2]]);
    const before = await vatReportFor(db(), day, day);
    const r = await refundOne(o, "full");
    const after = await vatReportFor(db(), day, day);
    expect(after.refunds).toBe(before.refunds + 1);
    const refundEvent = (await bookEvents(db(), day, day)).find((e) => e.kind === "refund" && e.orderNumber === o.number)!;
    const trans = eventTransactions(refundEvent, bookTexts);
    expect(trans.find((t) => t.account === 2890)?.amountOre).toBe(-r.methodOre);
    expect(trans.some((t) => t.account === 1930 || t.account === 1510)).toBe(false);
    expect((await bookEvents(db(), payDay, payDay)).some((e) => e.kind === "payback" && e.orderNumber === o.number)).toBe(false);

    await markPaidBack(db(), { orderId: o.orderId, refundId: r.refundId, actor, now: later, publicUrl, secret: SECRET });
    const payback = (await bookEvents(db(), payDay, payDay)).find((e) => e.kind === "payback" && e.orderNumber === o.number)!;
    expect(eventTransactions(payback, bookTexts).map((t) => [t.account, t.amountOre])).toEqual([
      [2890, r.methodOre],
      [1930, -r.methodOre],
    ]);
    // Paid back, the refund's own voucher is unchanged (still via 2890), and the VAT report is what it was.
    const again = (await bookEvents(db(), day, day)).find((e) => e.kind === "refund" && e.orderNumber === o.number)!;
    expect(eventTransactions(again, bookTexts)).toEqual(trans);
    expect(await vatReportFor(db(), day, day)).toEqual(after);
  });

  it("the customer-data erasure erases a given account; the refund stays owed and the export showed it before", async () => {
    const o = await deliveredOrder([["sleep", 1]]);
    const r = await refundOne(o, "full");
    await givePayoutAccount(db(), { refundId: r.refundId, token: payoutToken(SECRET, r.refundId, later), payout: { kind: "bank", clearing: "6000", account: "123456789" }, now, secret: SECRET });
    const exported = await exportCustomerData(db(), o.userId, now);
    expect(JSON.stringify(exported)).toContain("Bankkonto 6000, 123456789");
    expect((await eraseCustomer(db(), o.userId, actor, now)).status).toBe("erased");
    expect(await refundRow(r.refundId)).toMatchObject({ state: "owed", payoutClearing: null, payoutAccount: null, payoutSwish: null });
    expect((await owedRefunds(db(), { orderId: o.orderId, now }))[0]).toMatchObject({ account: null });
  });

  it("a refund of an order paid wholly by gift card is done at once, as before: nothing is owed, nothing to give", async () => {
    const { code } = await buyCard(100_000);
    const c = await cartWith([["sleep", 1]], code);
    const placed = await placeOrder(db(), { ...c, form: form({ email: `${c.userId}@example.se` }), now });
    for (const type of ["mark_paid", "processing", "shipped"] as const) {
      const action = type === "shipped" ? ({ type, carrier: "PostNord", trackingNumber: "AB123456789SE" } as const) : ({ type } as const);
      expect(await runDeskAction(db(), placed.orderId, action, "admin", now, deps)).toMatchObject({ ok: true });
    }
    const r = await refundOrder(db(), { orderId: placed.orderId, request: "full", restock: true, reason: "Skadad", actor, now, publicUrl, secret: SECRET });
    expect(r).toMatchObject({ ok: true, methodOre: 0, owed: false });
    expect(await refundRow(r.ok ? r.refundId : 0)).toMatchObject({ state: "done" });
    expect((await orderRow(placed.orderId)).paymentStatus).toBe("refunded");
    const [mail] = await mailsTo(`${c.userId}@example.se`, "refund");
    expect(mail!.text).toContain("Vi har återbetalat");
    expect(linkIn(mail!.text)).toBeNull();
  });
  describe("the reminder and the law's 14 days", () => {
    const DAY = 24 * 60 * 60_000;
    const at = (days: number, ms = 0) => new Date(now.getTime() + days * DAY + ms);
    const remind = (when: Date) => sendPayoutReminders(db(), new Mailer(db(), { from: "Stilla <hej@stilla.se>" }), { now: when, publicUrl, secret: SECRET });

    it("a customer who has given no account gets one reminder after three days, with a link that works; not before, not twice", async () => {
      const o = await deliveredOrder([["sleep", 1]]);
      const r = await refundOne(o, "full");
      await remind(at(PAYOUT_REMINDER_AFTER_DAYS, -60_000));
      expect(await mailsTo(o.email, "refund_payout_reminder")).toHaveLength(0);
      expect((await refundRow(r.refundId)).payoutRemindedAt).toBeNull();

      const when = at(PAYOUT_REMINDER_AFTER_DAYS);
      await remind(when);
      const [mail, more] = await mailsTo(o.email, "refund_payout_reminder");
      expect(more).toBeUndefined();
      expect(mail!.subject).toBe(`Vart ska vi betala tillbaka ${(r.methodOre / 100).toFixed(0)}\u00a0kr? Order ${o.number}`);
      expect(mail!.text).toContain("vi vet ännu inte vart");
      expect(mail!.text).toContain("Du betalade med Faktura");
      const link = linkIn(mail!.text);
      expect(link?.refundId).toBe(r.refundId);
      expect(await payoutPage(db(), { ...link!, now: when, secret: SECRET })).toMatchObject({ status: "open", given: null });
      expect((await refundRow(r.refundId)).payoutRemindedAt).toEqual(when);
      expect((await owedRefunds(db(), { orderId: o.orderId, now: when }))[0]).toMatchObject({ remindedAt: when.toISOString(), account: null });

      await remind(at(PAYOUT_REMINDER_AFTER_DAYS + 5));
      expect(await mailsTo(o.email, "refund_payout_reminder")).toHaveLength(1);
    });

    it(raceName("no reminder once an account is given or the refund is paid back; two sweeps at once send one"), async () => {
      const given = await deliveredOrder([["sleep", 1]], "swish");
      const rGiven = await refundOne(given, "full");
      await givePayoutAccount(db(), { refundId: rGiven.refundId, token: payoutToken(SECRET, rGiven.refundId, later), payout: { kind: "swish", swish: "+46701234567" }, now, secret: SECRET });
      const paid = await deliveredOrder([["calm", 1]]);
      const rPaid = await refundOne(paid, "full");
      await markPaidBack(db(), { orderId: paid.orderId, refundId: rPaid.refundId, actor, now, publicUrl, secret: SECRET });
      const open = await deliveredOrder([["focus", 1]]);
      await refundOne(open, "full");

      await Promise.all([remind(at(4)), remind(at(4))]);
      expect(await mailsTo(given.email, "refund_payout_reminder")).toHaveLength(0);
      expect(await mailsTo(paid.email, "refund_payout_reminder")).toHaveLength(0);
      expect(await mailsTo(open.email, "refund_payout_reminder")).toHaveLength(1);
    });

    it("the job every process runs sends the reminder on its own, once, and stops cleanly", async () => {
      const o = await deliveredOrder([["calm", 1]]);
      await refundOne(o, "full");
      const job = startPayoutReminders(
        { db: db(), mailer: new Mailer(db(), { from: "Stilla <hej@stilla.se>" }), publicUrl, secret: SECRET },
        { intervalMs: 50, firstDelayMs: 1, now: () => at(PAYOUT_REMINDER_AFTER_DAYS + 1) },
      );
      try {
        await expect.poll(async () => (await mailsTo(o.email, "refund_payout_reminder")).length, { timeout: 5_000 }).toBe(1);
        // Several more ticks: still one.
        await new Promise((r) => setTimeout(r, 300));
        expect(await mailsTo(o.email, "refund_payout_reminder")).toHaveLength(1);
      } finally {
        await job.stop();
      }
    });

    it(`the owner's list says by when to pay (${PAYBACK_WITHIN_DAYS} days after the refund was recorded) and marks it late the day after`, async () => {
      const o = await deliveredOrder([["sleep", 1]]);
      await refundOne(o, "full");
      const onTime = (await owedRefunds(db(), { orderId: o.orderId, now: at(PAYBACK_WITHIN_DAYS) }))[0]!;
      expect(onTime).toMatchObject({ dueBy: at(PAYBACK_WITHIN_DAYS).toISOString(), overdue: false });
      expect((await owedRefunds(db(), { orderId: o.orderId, now: at(PAYBACK_WITHIN_DAYS + 1) }))[0]).toMatchObject({ overdue: true });
    });
  });
});
