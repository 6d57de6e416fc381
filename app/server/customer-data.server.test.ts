import { describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "./db.server";
import { createAuth, type Auth } from "./auth.server";
import { recordAudit } from "./audit-log.server";
import { getOverview, vatReportFor } from "./admin-overview.server";
import { eraseCustomer, exportCustomerData, exportCustomerDataLogged, getCustomer, searchCustomers } from "./customer-data.server";
import { Mailer, queueMail } from "./mail.server";
import { applyDeskAction } from "./orders.server";
import { getOrderForDesk, toDeskView } from "./admin-orders.server";
import { refundOrder } from "./refunds.server";
import {
  account,
  auditLog,
  cart,
  contactMessage,
  contactReply,
  giftCard,
  newsletterSubscriber,
  order,
  orderItem,
  outbox,
  profile,
  review,
  reviewReport,
  session,
  user,
  waitlistSignup,
} from "./schema";
import { createCustomer, placedOrder } from "./test-factories";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { stockholmDate } from "~/domain/vat";

const PUBLIC_URL = "http://localhost:3998";
const admin = { id: "admin-kunder", email: "agare-kunder@stilla.se" };

function post(auth: Auth, path: string, body: unknown, ip = "10.0.0.9") {
  return auth.handler(
    new Request(`${PUBLIC_URL}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL, "x-forwarded-for": ip },
      body: JSON.stringify(body),
    }),
  );
}

describe(`customers: search, GDPR export and erasure (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  let auth: Auth;
  let n = 0;

  useSeededDatabase({ admin }, (seeded) => {
    db = seeded.db;
    auth = createAuth({ db, mailer: new Mailer(db, { from: "hej@stilla.se" }), secret: "s".repeat(40), publicUrl: PUBLIC_URL, port: 3998 });
  });

  /** A customer signed up through Better Auth (password hash, session, profile), with a delivered order and much else. */
  async function fullCustomer(name = "Åsa Öberg") {
    n += 1;
    const email = `kund-${n}-${Date.now().toString(36)}@Example.se`;
    const res = await post(auth, "/sign-up/email", { name, email, password: "hemligt1" }, `10.0.1.${n}`);
    expect(res.status).toBe(200);
    const [u] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
    const userId = u!.id;
    const now = new Date();
    const delivered = await placedOrder(db, [["sleep", 2], ["tea-spoon", 1]], { userId, form: { name, email: email.toLowerCase(), address: "Hornsgatan 12" } });
    for (const action of [{ type: "mark_paid" }, { type: "processing" }, { type: "shipped", carrier: "PostNord", trackingNumber: "PN123" }, { type: "delivered" }] as const) {
      await applyDeskAction(db, delivered.id, action, admin.id, now);
    }
    const cancelled = await placedOrder(db, [["calm", 1]], { userId, form: { name, email: email.toLowerCase() } });
    await applyDeskAction(db, cancelled.id, { type: "cancel" }, admin.id, now);
    const [line] = await db.select().from(orderItem).where(eq(orderItem.orderId, delivered.id));
    await db.insert(giftCard).values({
      codeHash: `HEMLIG-HASH-${n}`,
      codeLast4: "AB12",
      initialOre: 50_000,
      balanceOre: 50_000,
      expiresAt: new Date(now.getTime() + 365 * 86_400_000),
      orderItemId: line!.id,
      orderId: delivered.id,
      recipientName: "Mottagare",
      recipientEmail: `mottagare-${n}@example.se`,
      senderName: name,
      buyerEmail: email.toLowerCase(),
    });
    const [other] = await db.insert(review).values({ productId: "calm", userId: admin.id, rating: 4, title: "Admins", comment: "…" }).onConflictDoNothing().returning();
    const [ownReview] = await db.insert(review).values({ productId: "sleep", userId, rating: 2, title: "Inte min smak", comment: "Skrivet av mig" }).returning();
    const otherReview = other ?? (await db.select().from(review).where(and(eq(review.userId, admin.id), eq(review.productId, "calm"))))[0]!;
    await db.insert(reviewReport).values({ reviewId: otherReview.id, userId, reason: "Min anmälan" });
    const [msg] = await db.insert(contactMessage).values({ name, email: email.toLowerCase(), subject: "Fråga om te", message: "Hej, jag heter " + name, userId }).returning();
    await db.insert(contactReply).values({ messageId: msg!.id, body: "Svar från butiken", actorUserId: admin.id, actorEmail: admin.email });
    await db.insert(newsletterSubscriber).values({ email: email.toLowerCase(), status: "active", unsubscribeTokenHash: `unsub-${n}-${Date.now()}` });
    await db.insert(waitlistSignup).values({ topic: "subscription", email: email.toLowerCase() });
    await queueMail(db, { kind: "order_confirmation", to: email.toLowerCase(), subject: `Tack ${name}`, text: `Hej ${name}, Hornsgatan 12` });
    await recordAudit(db, {
      actor: admin,
      action: "contact_message.reply",
      entity: "contact_message",
      entityId: msg!.id,
      before: { handled: false, note: `Från ${name} <${email.toLowerCase()}>` },
      after: { handled: true },
      at: now,
    });
    return { userId, email: email.toLowerCase(), name, delivered, cancelled, ownReviewId: ownReview!.id, messageId: msg!.id };
  }

  describe("search", () => {
    it("finds customers by part of the name or e-mail, in any case, with order count and money spent", async () => {
      const c = await fullCustomer("Greta Grönlund");
      const byName = await searchCustomers(db, "grönLUND");
      expect(byName.rows.map((r) => r.id)).toContain(c.userId);
      const byEmail = await searchCustomers(db, c.email.slice(0, 8).toUpperCase());
      expect(byEmail.rows.map((r) => r.id)).toContain(c.userId);
      const row = byName.rows.find((r) => r.id === c.userId)!;
      const [o] = await db.select().from(order).where(eq(order.id, c.delivered.id));
      expect(row).toMatchObject({ name: "Greta Grönlund", email: c.email, orderCount: 2, spentOre: o!.totalOre, erased: false });
      expect((await searchCustomers(db, "finns-inte-någonstans")).rows).toEqual([]);
      // A LIKE wildcard is searched for literally.
      expect((await searchCustomers(db, "%")).rows).toEqual([]);
    });
  });

  describe("export", () => {
    it("contains orders with lines and events, reviews, reports, messages with replies, newsletter, waitlists, gift cards and mails", async () => {
      const c = await fullCustomer();
      const data = (await exportCustomerData(db, c.userId, new Date()))!;
      expect(data.account).toMatchObject({ id: c.userId, email: c.email, name: c.name });
      expect(data.profile).toMatchObject({ fullName: c.name });
      expect(data.orders.map((o) => o.id).sort()).toEqual([c.delivered.id, c.cancelled.id].sort());
      const delivered = data.orders.find((o) => o.id === c.delivered.id)!;
      expect(delivered.lines.map((l) => l.productId)).toEqual(expect.arrayContaining(["sleep", "tea-spoon"]));
      expect(delivered.events.map((e) => e.to)).toEqual(expect.arrayContaining(["processing", "shipped", "delivered"]));
      expect(delivered.shipping).toMatchObject({ name: c.name, email: c.email, address: "Hornsgatan 12" });
      expect(data.reviews).toEqual([expect.objectContaining({ title: "Inte min smak", comment: "Skrivet av mig" })]);
      expect(data.reviewReports).toEqual([expect.objectContaining({ reason: "Min anmälan" })]);
      expect(data.contactMessages).toEqual([expect.objectContaining({ subject: "Fråga om te", replies: [expect.objectContaining({ body: "Svar från butiken" })] })]);
      expect(data.newsletter).toEqual([expect.objectContaining({ email: c.email, status: "active" })]);
      expect(data.waitlists).toEqual([expect.objectContaining({ topic: "subscription" })]);
      expect(data.giftCardsBought).toEqual([expect.objectContaining({ code: "••••-••••-••••-AB12", initialOre: 50_000 })]);
      expect(data.emails.map((m) => m.kind)).toContain("order_confirmation");
      expect(data.account.sessions.length).toBeGreaterThan(0);

      const json = JSON.stringify(data);
      const [acc] = await db.select().from(account).where(eq(account.userId, c.userId));
      const [sess] = await db.select().from(session).where(eq(session.userId, c.userId));
      expect(acc!.password).toBeTruthy();
      expect(json).not.toContain(acc!.password!);
      expect(json).not.toContain(sess!.token);
      expect(json).not.toContain("HEMLIG-HASH");
      expect(json).not.toMatch(/"password"|"token"|codeHash/);
    });

    it("is written to the audit log by id only; an unknown id gives null and logs nothing", async () => {
      const c = await fullCustomer();
      expect(await exportCustomerDataLogged(db, c.userId, admin, new Date())).not.toBeNull();
      const log = await db.select().from(auditLog).where(and(eq(auditLog.entity, "customer"), eq(auditLog.entityId, c.userId)));
      expect(log.map((e) => e.action)).toEqual(["customer.export"]);
      expect(JSON.stringify(log)).not.toContain(c.email);
      expect(await exportCustomerDataLogged(db, "finns-inte", admin, new Date())).toBeNull();
      expect(await db.select().from(auditLog).where(eq(auditLog.entityId, "finns-inte"))).toEqual([]);
    });
  });

  describe("erasure", () => {
    it("keeps orders with totals and lines for the books but without the person; removes everything else", async () => {
      const c = await fullCustomer("Erik Raderasson");
      const now = new Date();
      const today = stockholmDate(now);
      const ordersBefore = await db.select().from(order).where(eq(order.userId, c.userId));
      const linesBefore = await db.select().from(orderItem).where(inArray(orderItem.orderId, ordersBefore.map((o) => o.id)));
      const overviewBefore = await getOverview(db, now, { from: today, to: today }, 14);
      const vatBefore = await vatReportFor(db, today, today);

      const r = await eraseCustomer(db, c.userId, admin, now);
      expect(r).toMatchObject({ status: "erased", ordersKept: 2 });

      // Orders: every amount, line and status kept; no name, address or e-mail.
      const ordersAfter = await db.select().from(order).where(eq(order.userId, c.userId));
      expect(ordersAfter.map((o) => [o.id, o.totalOre, o.status, o.vatSummary]).sort()).toEqual(ordersBefore.map((o) => [o.id, o.totalOre, o.status, o.vatSummary]).sort());
      for (const o of ordersAfter) {
        expect(o).toMatchObject({ shippingName: "Raderad kund", shippingEmail: "", shippingAddress: "", shippingCity: "", shippingPostalCode: "" });
      }
      const linesAfter = await db.select().from(orderItem).where(inArray(orderItem.orderId, ordersBefore.map((o) => o.id)));
      expect(linesAfter.map((l) => [l.id, l.lineTotalOre, l.quantity])).toEqual(linesBefore.map((l) => [l.id, l.lineTotalOre, l.quantity]));
      // The overview's sales and the VAT report count the orders as before (its message count drops: the message is gone).
      const overviewAfter = await getOverview(db, now, { from: today, to: today }, 14);
      expect({ today: overviewAfter.todaySales, month: overviewAfter.monthSales, vat: overviewAfter.vat }).toEqual({
        today: overviewBefore.todaySales,
        month: overviewBefore.monthSales,
        vat: overviewBefore.vat,
      });
      expect(await vatReportFor(db, today, today)).toEqual(vatBefore);

      // Sign-in is impossible: no credential, no session; the row is an anonymous, banned marker.
      expect(await db.select().from(account).where(eq(account.userId, c.userId))).toEqual([]);
      expect(await db.select().from(session).where(eq(session.userId, c.userId))).toEqual([]);
      expect((await post(auth, "/sign-in/email", { email: c.email, password: "hemligt1" }, "10.0.2.1")).status).not.toBe(200);
      const [u] = await db.select().from(user).where(eq(user.id, c.userId));
      expect(u).toMatchObject({ name: "Raderad kund", banned: true });
      expect(u!.email).toMatch(/@raderad\.invalid$/);
      expect(await db.select().from(profile).where(eq(profile.userId, c.userId))).toEqual([]);
      expect(await db.select().from(cart).where(eq(cart.userId, c.userId))).toEqual([]);

      // Reviews (and the person's reports), messages with replies, newsletter and waitlists are gone.
      expect(await db.select().from(review).where(eq(review.userId, c.userId))).toEqual([]);
      expect(await db.select().from(reviewReport).where(eq(reviewReport.userId, c.userId))).toEqual([]);
      expect(await db.select().from(contactMessage).where(eq(contactMessage.id, c.messageId))).toEqual([]);
      expect(await db.select().from(contactReply).where(eq(contactReply.messageId, c.messageId))).toEqual([]);
      expect(await db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, c.email))).toEqual([]);
      expect(await db.select().from(waitlistSignup).where(eq(waitlistSignup.email, c.email))).toEqual([]);

      // The gift card still works for its recipient, without the buyer.
      const [card] = await db.select().from(giftCard).where(eq(giftCard.orderId, c.delivered.id));
      expect(card).toMatchObject({ buyerEmail: "", senderName: "Raderad kund", balanceOre: 50_000, voidedAt: null, recipientName: "Mottagare" });

      // Mails: only the erasure confirmation still carries the address.
      const mails = await db.select().from(outbox).where(eq(outbox.to, c.email));
      expect(mails.map((m) => m.kind)).toEqual(["customer_erased"]);
      expect(mails[0]!.text).not.toContain(c.name);
      expect(JSON.stringify(await db.select().from(outbox))).not.toContain("Raderasson");

      // The audit log: entries about the person keep ids, never name or e-mail; the erasure is logged by id.
      const log = JSON.stringify(await db.select().from(auditLog));
      expect(log).not.toContain(c.email);
      expect(log).not.toContain("Raderasson");
      const [erased] = await db.select().from(auditLog).where(and(eq(auditLog.action, "customer.erase"), eq(auditLog.entityId, c.userId)));
      expect(erased).toMatchObject({ actorUserId: admin.id, after: { erased: true, ordersKept: 2 } });
      expect(await db.select().from(auditLog).where(and(eq(auditLog.entity, "contact_message"), eq(auditLog.entityId, String(c.messageId))))).toHaveLength(1);

      // The export now holds the anonymous remains only, and search shows the customer as erased.
      const after = JSON.stringify(await exportCustomerData(db, c.userId, now));
      expect(after).not.toContain(c.email);
      expect(after).not.toContain("Raderasson");
      expect((await getCustomer(db, c.userId))!.erased).toBe(true);
      expect((await searchCustomers(db, "Raderasson")).rows).toEqual([]);
    });

    it("is safe to run twice: the second run changes nothing, mails nothing and logs nothing", async () => {
      const c = await fullCustomer();
      expect((await eraseCustomer(db, c.userId, admin, new Date())).status).toBe("erased");
      const [outboxCount, logCount] = [(await db.select().from(outbox)).length, (await db.select().from(auditLog)).length];
      expect(await eraseCustomer(db, c.userId, admin, new Date())).toEqual({ status: "already" });
      expect((await db.select().from(outbox)).length).toBe(outboxCount);
      expect((await db.select().from(auditLog)).length).toBe(logCount);
    });

    it("after erasure the desk shows the order without the person, and a refund writes no mail to the blank address", async () => {
      const c = await fullCustomer();
      expect((await eraseCustomer(db, c.userId, admin, new Date())).status).toBe("erased");
      const found = await getOrderForDesk(db, c.delivered.id);
      expect(found!.customer).toMatchObject({ name: "Raderad kund", email: "" });
      expect(JSON.stringify(toDeskView(found!))).not.toContain("raderad.invalid");
      const mailsBefore = (await db.select().from(outbox)).length;
      const refunded = await refundOrder(db, { orderId: c.delivered.id, request: "full", restock: false, reason: "Retur efter radering", actor: admin, now: new Date(), publicUrl: PUBLIC_URL });
      expect(refunded).toMatchObject({ ok: true, mailId: null });
      expect((await db.select().from(outbox)).length).toBe(mailsBefore);
    });

    it("two erasures at once: one erases, the other finds it done", async () => {
      const c = await fullCustomer();
      const results = await Promise.all([eraseCustomer(db, c.userId, admin, new Date()), eraseCustomer(db, c.userId, admin, new Date())]);
      expect(results.map((r) => r.status).sort()).toEqual(["already", "erased"]);
      expect(await db.select().from(outbox).where(eq(outbox.to, c.email))).toHaveLength(1);
    });

    it("refuses the admin's own account, an unknown id and a customer with an order not yet sent, changing nothing", async () => {
      expect(await eraseCustomer(db, admin.id, admin, new Date())).toEqual({ status: "admin" });
      const [a] = await db.select().from(user).where(eq(user.id, admin.id));
      expect(a).toMatchObject({ email: admin.email, role: "admin", banned: false });
      expect(await eraseCustomer(db, "finns-inte", admin, new Date())).toEqual({ status: "not_found" });

      const { userId, email } = await createCustomer(db, { name: "Väntande Kund" });
      const pending = await placedOrder(db, [["sleep", 1]], { userId });
      expect(await eraseCustomer(db, userId, admin, new Date())).toEqual({ status: "open_orders", numbers: [pending.number] });
      const [u] = await db.select().from(user).where(eq(user.id, userId));
      expect(u).toMatchObject({ email, name: "Väntande Kund" });
      const [o] = await db.select().from(order).where(eq(order.id, pending.id));
      expect(o!.shippingEmail).toBe(email);
      expect(await db.select().from(auditLog).where(eq(auditLog.entityId, userId))).toEqual([]);
    });

    it("refuses while an order is sent and not paid (an invoice: the shop's claim, GDPR art. 17.3 e), changing nothing; erases once it is paid", async () => {
      const { userId, email } = await createCustomer(db, { name: "Faktura Kund" });
      const invoice = await placedOrder(db, [["sleep", 1]], { userId, form: { paymentMethod: "invoice", name: "Faktura Kund", address: "Fakturagatan 3" } });
      for (const action of [{ type: "processing" }, { type: "shipped", carrier: "PostNord", trackingNumber: "PN9" }] as const) {
        await applyDeskAction(db, invoice.id, action, admin.id, new Date());
      }
      expect(await eraseCustomer(db, userId, admin, new Date())).toEqual({ status: "unpaid_orders", numbers: [invoice.number] });
      await applyDeskAction(db, invoice.id, { type: "delivered" }, admin.id, new Date());
      // The customer's own erasure asks the same function.
      expect(await eraseCustomer(db, userId, { id: userId, email }, new Date())).toEqual({ status: "unpaid_orders", numbers: [invoice.number] });
      const [u] = await db.select().from(user).where(eq(user.id, userId));
      expect(u).toMatchObject({ email, name: "Faktura Kund", banned: false });
      const [o] = await db.select().from(order).where(eq(order.id, invoice.id));
      expect(o).toMatchObject({ shippingName: "Faktura Kund", shippingEmail: email, shippingAddress: "Fakturagatan 3" });
      expect(await db.select().from(auditLog).where(eq(auditLog.entityId, userId))).toEqual([]);

      await applyDeskAction(db, invoice.id, { type: "mark_paid" }, admin.id, new Date());
      expect(await eraseCustomer(db, userId, { id: userId, email }, new Date())).toMatchObject({ status: "erased", ordersKept: 1 });
      const [after] = await db.select().from(order).where(eq(order.id, invoice.id));
      expect(after).toMatchObject({ shippingName: "Raderad kund", shippingEmail: "", shippingAddress: "" });
    });

    it("a returned order that was never paid is no claim: the erasure goes ahead", async () => {
      const { userId } = await createCustomer(db, { name: "Retur Kund" });
      const returned = await placedOrder(db, [["calm", 1]], { userId, form: { paymentMethod: "invoice" } });
      for (const action of [{ type: "processing" }, { type: "shipped", carrier: "PostNord", trackingNumber: "PN10" }, { type: "returned" }] as const) {
        await applyDeskAction(db, returned.id, action, admin.id, new Date());
      }
      expect(await eraseCustomer(db, userId, admin, new Date())).toMatchObject({ status: "erased", ordersKept: 1 });
    });
  });
});
