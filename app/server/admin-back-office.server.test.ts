import { describe, expect, it } from "vitest";
import { and, eq, gte, lt, ne } from "drizzle-orm";
import type { Database } from "./db.server";
import { auditLog, contactMessage, discountCode, newsletterSubscriber, order, orderEvent, outbox, product } from "./schema";
import { applyDeskAction } from "./orders.server";
import { placedOrder } from "./test-factories";
import { checkDiscountCode } from "./discount-codes.server";
import { createDiscountCode, getDiscountCode, setDiscountCodeActive, updateDiscountCode } from "./admin-discount-codes.server";
import { getOverview, lowStock, overdueInvoices, vatReportFor, withdrawalsToRefund, workQueues } from "./admin-overview.server";
import { auditSubjects, listAudit } from "./audit-log.server";
import { auditSubjectKey } from "~/domain/audit";
import { auditCopy } from "~/content/admin-audit";
import { listOrdersForDesk, parseOrderFilter, runDeskAction } from "./admin-orders.server";
import { activeSubscribers, countWaitingMessages, listMessagesForAdmin, replyToMessage, setMessageHandled } from "./admin-messages.server";
import { updateProductPriceAndStock } from "./catalogue.server";
import { DiscountCodeFieldsSchema } from "~/domain/discount-code-form";
import { periodBounds, vatReport, type WorkQueue } from "~/domain/overview";
import { stockholmDate } from "~/domain/vat";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const admin = { id: "admin-1", email: "agare@stilla.se" };
const fields = (over: Record<string, string> = {}) =>
  DiscountCodeFieldsSchema.parse({ type: "percent", value: "10", minOrder: "", startsOn: "", endsOn: "", usageLimit: "", perCustomerLimit: "", description: "", ...over });

describe(`the admin back office (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({ admin }, (seeded) => {
    db = seeded.db;
  });

  const orderOf = (items: [string, number][], opts: { now?: Date; code?: string; paymentMethod?: "swish" | "invoice" } = {}) =>
    placedOrder(db, items, { now: opts.now, code: opts.code, form: opts.paymentMethod ? { paymentMethod: opts.paymentMethod } : {} });

  const auditFor = (entity: string, entityId: string | number) =>
    db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)))).orderBy(auditLog.id);

  describe("the order state machine in the database", () => {
    it("refuses a status or payment status the state machine does not know, and an event naming one", async () => {
      const o = await orderOf([["sleep", 1]]);
      await expect(db.update(order).set({ status: "lost" }).where(eq(order.id, o.id))).rejects.toThrow();
      await expect(db.update(order).set({ paymentStatus: "maybe" }).where(eq(order.id, o.id))).rejects.toThrow();
      await expect(db.insert(orderEvent).values({ orderId: o.id, type: "status", fromStatus: "pending", toStatus: "teleported" })).rejects.toThrow();
      // Every value the machine knows is accepted.
      await db.update(order).set({ status: "returned", paymentStatus: "partially_refunded" }).where(eq(order.id, o.id));
      const [row] = await db.select({ status: order.status, paymentStatus: order.paymentStatus }).from(order).where(eq(order.id, o.id));
      expect(row).toEqual({ status: "returned", paymentStatus: "partially_refunded" });
    });

    it("the desk refuses a change the machine does not allow, in Swedish, and changes nothing", async () => {
      const o = await orderOf([["sleep", 1]]);
      const deps = { secret: "s".repeat(32), publicUrl: "https://stilla.example", actorEmail: admin.email };
      const r = await runDeskAction(db, o.id, { type: "delivered" }, admin.id, new Date(), deps);
      expect(r).toEqual({ ok: false, message: expect.stringMatching(/väntar till levererad/) });
      const [row] = await db.select({ status: order.status }).from(order).where(eq(order.id, o.id));
      expect(row!.status).toBe("pending");
    });
  });

  describe("discount codes", () => {
    it("creates a code once; the same code again is refused and logs nothing", async () => {
      const now = new Date();
      const first = await createDiscountCode(db, "VINTER-10", fields(), admin, now);
      expect(first.ok).toBe(true);
      const again = await createDiscountCode(db, "VINTER-10", fields({ value: "50" }), admin, now);
      expect(again).toEqual({ ok: false, reason: "taken" });
      const id = (first as { id: number }).id;
      const log = await auditFor("discount_code", id);
      expect(log.map((e) => e.action)).toEqual(["discount_code.create"]);
      expect(log[0]).toMatchObject({ actorUserId: admin.id, actorEmail: admin.email, before: null });
      expect(log[0]!.after).toMatchObject({ code: "VINTER-10", type: "percent", percent: 10, active: true });
    });

    it("an edit is logged with the fields before and after; saving without a change logs nothing", async () => {
      const created = await createDiscountCode(db, "EDIT-ME", fields(), admin, new Date());
      const id = (created as { id: number }).id;
      expect(await updateDiscountCode(db, id, fields({ value: "15", usageLimit: "3" }), admin, new Date())).toEqual({ changed: true });
      expect(await updateDiscountCode(db, id, fields({ value: "15", usageLimit: "3" }), admin, new Date())).toEqual({ changed: false });
      const log = await auditFor("discount_code", id);
      expect(log.map((e) => e.action)).toEqual(["discount_code.create", "discount_code.update"]);
      expect(log[1]!.before).toMatchObject({ percent: 10, usageLimit: null });
      expect(log[1]!.after).toMatchObject({ percent: 15, usageLimit: 3 });
      expect(await updateDiscountCode(db, 999_999, fields(), admin, new Date())).toBeNull();
    });

    it("a code switched off is refused at checkout at once, and works again when switched on", async () => {
      const created = await createDiscountCode(db, "LACKT", fields(), admin, new Date());
      const id = (created as { id: number }).id;
      const customer = { id: "someone", email: "someone@example.se" };
      const ctx = { goodsAfterAutomaticOre: 50_000, now: new Date() };
      expect((await checkDiscountCode(db, "LACKT", customer, ctx)).ok).toBe(true);
      expect(await setDiscountCodeActive(db, id, false, admin, new Date())).toEqual({ changed: true });
      expect(await setDiscountCodeActive(db, id, false, admin, new Date())).toEqual({ changed: false });
      expect(await checkDiscountCode(db, "LACKT", customer, ctx)).toEqual({ ok: false, message: expect.any(String) });
      await setDiscountCodeActive(db, id, true, admin, new Date());
      expect((await checkDiscountCode(db, "LACKT", customer, ctx)).ok).toBe(true);
      expect((await auditFor("discount_code", id)).map((e) => e.action)).toEqual(["discount_code.create", "discount_code.deactivate", "discount_code.activate"]);
    });

    it("shows the orders that carry a code; a cancelled order's use is given back", async () => {
      const created = await createDiscountCode(db, "SPARA", fields({ value: "20", usageLimit: "5" }), admin, new Date());
      const id = (created as { id: number }).id;
      const a = await orderOf([["sleep", 1]], { code: "SPARA" });
      const b = await orderOf([["calm", 1]], { code: "SPARA" });
      await applyDeskAction(db, b.id, { type: "cancel" }, admin.id, new Date());
      const found = await getDiscountCode(db, id);
      expect(found!.row.usedCount).toBe(1);
      expect(found!.uses.map((u) => [u.number, u.releasedAt !== null]).sort()).toEqual(
        [
          [a.number, false],
          [b.number, true],
        ].sort(),
      );
      expect(found!.uses.every((u) => u.discountOre > 0)).toBe(true);
    });
  });

  describe("overview", () => {
    it("counts today's and this month's sales without cancelled orders, and sums VAT per rate from the stored summaries", async () => {
      const now = new Date();
      const today = stockholmDate(now);
      const before = await getOverview(db, now, { from: today, to: today }, 14);
      const kept = await orderOf([["sleep", 2], ["tea-spoon", 1]], { now });
      const cancelled = await orderOf([["calm", 1]], { now });
      await applyDeskAction(db, cancelled.id, { type: "cancel" }, admin.id, now);
      const after = await getOverview(db, now, { from: today, to: today }, 14);
      expect(after.todaySales.orders - before.todaySales.orders).toBe(1);
      const [keptRow] = await db.select().from(order).where(eq(order.id, kept.id));
      expect(after.todaySales.revenueOre - before.todaySales.revenueOre).toBe(keptRow!.totalOre);
      expect(after.monthSales.orders - before.monthSales.orders).toBe(1);
      // The report is the stored summaries summed: the new order's rows are the whole difference.
      const { start, end } = periodBounds(today, today);
      const sold = await db
        .select({ v: order.vatSummary })
        .from(order)
        .where(and(ne(order.status, "cancelled"), gte(order.createdAt, start), lt(order.createdAt, end)));
      const expected = vatReport(sold.map((r) => r.v));
      const report = await vatReportFor(db, today, today);
      expect(report.total.grossOre).toBe(expected.total.grossOre);
      expect(report.rows.map((r) => r.rateBp)).toEqual(expect.arrayContaining([2500, 600].filter((bp) => expected.rows.some((e) => e.rateBp === bp))));
      for (const r of report.rows) expect(r.netOre + r.vatOre).toBe(r.grossOre);
    });

    it("lists invoices unpaid after their due day and paid orders withdrawn but not refunded", async () => {
      const now = new Date();
      const old = await orderOf([["focus", 1]], { now: new Date(now.getTime() - 20 * 86_400_000), paymentMethod: "invoice" });
      const fresh = await orderOf([["focus", 1]], { now: new Date(now.getTime() - 2 * 86_400_000), paymentMethod: "invoice" });
      const overdue = (await overdueInvoices(db, now, 14)).map((o) => o.id);
      expect(overdue).toContain(old.id);
      expect(overdue).not.toContain(fresh.id);
      await applyDeskAction(db, old.id, { type: "mark_paid" }, admin.id, now);
      expect((await overdueInvoices(db, now, 14)).map((o) => o.id)).not.toContain(old.id);

      await db.update(order).set({ withdrawnAt: now }).where(eq(order.id, old.id));
      expect((await withdrawalsToRefund(db)).map((o) => o.id)).toContain(old.id);
    });
    it("counts the work queues and the order list shows each, oldest first: to pay, to pack, to ship, overdue (ADR 062)", async () => {
      const now = new Date();
      const ctx = { now, invoiceDueDays: 14 };
      const ids = async (q: WorkQueue) => (await listOrdersForDesk(db, parseOrderFilter(new URLSearchParams({ att: q })), ctx)).rows.map((r) => r.id);
      const before = await workQueues(db, now, 14);
      const older = await orderOf([["focus", 1]], { now: new Date(now.getTime() - 3 * 86_400_000) });
      const swish = await orderOf([["focus", 1]], { now: new Date(now.getTime() - 86_400_000) });
      const invoice = await orderOf([["focus", 1]], { paymentMethod: "invoice" });
      expect((await ids("betala")).filter((id) => [older.id, swish.id, invoice.id].includes(id))).toEqual([older.id, swish.id]);
      expect(await ids("packa")).toContain(invoice.id);
      await applyDeskAction(db, swish.id, { type: "mark_paid" }, admin.id, now);
      expect(await ids("betala")).not.toContain(swish.id);
      expect(await ids("packa")).toContain(swish.id);
      await applyDeskAction(db, swish.id, { type: "processing" }, admin.id, now);
      expect(await ids("packa")).not.toContain(swish.id);
      expect(await ids("skicka")).toContain(swish.id);
      const after = await workQueues(db, now, 14);
      expect(after.betala.count - before.betala.count).toBe(1);
      expect(after.packa.count - before.packa.count).toBe(1);
      expect(after.skicka.count - before.skicka.count).toBe(1);
      expect(after.betala.oldest!.getTime()).toBeLessThanOrEqual(now.getTime() - 3 * 86_400_000);
      // The list ignores an unknown queue; the overdue queue is the overview's overdue list.
      expect(parseOrderFilter(new URLSearchParams({ att: "allt" })).work).toBeUndefined();
      expect(await ids("forfallna")).toEqual((await overdueInvoices(db, now, 14)).map((o) => o.id));
    });

    it("lists active products at or below their own low-stock level", async () => {
      await db.update(product).set({ stockCount: 2, lowStockLevel: 5 }).where(eq(product.id, "tea-bags"));
      await db.update(product).set({ stockCount: 5, lowStockLevel: 5 }).where(eq(product.id, "glass-cup"));
      await db.update(product).set({ stockCount: 6, lowStockLevel: 5 }).where(eq(product.id, "tea-jar"));
      const ids = (await lowStock(db)).map((p) => p.id);
      expect(ids).toEqual(expect.arrayContaining(["tea-bags", "glass-cup"]));
      expect(ids).not.toContain("tea-jar");
      await db.update(product).set({ active: false }).where(eq(product.id, "tea-bags"));
      expect((await lowStock(db)).map((p) => p.id)).not.toContain("tea-bags");
    });
  });

  describe("messages", () => {
    it("an answer is e-mailed to the sender, kept with the message and marks it handled, in one go", async () => {
      const [m] = await db
        .insert(contactMessage)
        .values({ name: "Karin", email: "karin@example.se", subject: "Prov", message: "Kan jag få ett prov?" })
        .returning();
      const waitingBefore = await countWaitingMessages(db);
      const mailId = await replyToMessage(db, m!.id, "Hej Karin! Ja.", admin, new Date());
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, mailId!));
      expect(mail).toMatchObject({ to: "karin@example.se", subject: "Sv: Prov" });
      expect(mail!.text).toContain("Hej Karin! Ja.");
      expect(mail!.text).toContain("> Kan jag få ett prov?");
      expect(await countWaitingMessages(db)).toBe(waitingBefore - 1);
      const [listed] = (await listMessagesForAdmin(db, { onlyWaiting: false })).filter((x) => x.id === m!.id);
      expect(listed!.handledAt).not.toBeNull();
      expect(listed!.replies.map((r) => [r.body, r.actorEmail, r.outboxId])).toEqual([["Hej Karin! Ja.", admin.email, mailId]]);
      expect((await listMessagesForAdmin(db, { onlyWaiting: true })).map((x) => x.id)).not.toContain(m!.id);
      expect((await auditFor("contact_message", m!.id)).map((e) => e.action)).toEqual(["contact_message.reply"]);
      expect(await replyToMessage(db, 999_999, "x", admin, new Date())).toBeNull();
    });

    it("handled and waiting again, each logged once", async () => {
      const [m] = await db.insert(contactMessage).values({ name: "A", email: "a@example.se", subject: "S", message: "M" }).returning();
      expect(await setMessageHandled(db, m!.id, true, admin, new Date())).toEqual({ changed: true });
      expect(await setMessageHandled(db, m!.id, true, admin, new Date())).toEqual({ changed: false });
      expect(await setMessageHandled(db, m!.id, false, admin, new Date())).toEqual({ changed: true });
      expect((await auditFor("contact_message", m!.id)).map((e) => e.action)).toEqual(["contact_message.handled", "contact_message.waiting"]);
      expect(await setMessageHandled(db, 999_999, true, admin, new Date())).toBeNull();
    });

    it("the CSV export has only active subscribers", async () => {
      await db.insert(newsletterSubscriber).values([
        { email: "aktiv@example.se", status: "active", unsubscribeTokenHash: "h-aktiv", confirmedAt: new Date() },
        { email: "vantar@example.se", status: "pending", unsubscribeTokenHash: "h-vantar" },
        { email: "slutat@example.se", status: "unsubscribed", unsubscribeTokenHash: "h-slutat" },
      ]);
      const emails = (await activeSubscribers(db)).map((r) => r.email);
      expect(emails).toContain("aktiv@example.se");
      expect(emails).not.toContain("vantar@example.se");
      expect(emails).not.toContain("slutat@example.se");
    });
  });

  describe("audit log", () => {
    it("a price or stock change is logged with before and after; a save without a change is not", async () => {
      const [p] = await db.select().from(product).where(eq(product.id, "focus"));
      await updateProductPriceAndStock(db, "focus", p!.priceOre, p!.stockCount, new Date(), admin);
      expect(await auditFor("product", "focus")).toHaveLength(0);
      await updateProductPriceAndStock(db, "focus", p!.priceOre + 1_000, p!.stockCount - 1, new Date(), admin);
      const [entry] = await auditFor("product", "focus");
      expect(entry).toMatchObject({ action: "product.update", before: { priceOre: p!.priceOre, stockCount: p!.stockCount }, after: { priceOre: p!.priceOre + 1_000, stockCount: p!.stockCount - 1 } });
    });

    it("a desk change is logged with the admin and the status before and after; a repeat is not", async () => {
      const o = await orderOf([["calm", 1]]);
      const deps = { secret: "s".repeat(32), publicUrl: "https://stilla.example", actorEmail: admin.email };
      expect(await runDeskAction(db, o.id, { type: "mark_paid" }, admin.id, new Date(), deps)).toEqual({ ok: true, changed: true });
      expect(await runDeskAction(db, o.id, { type: "mark_paid" }, admin.id, new Date(), deps)).toEqual({ ok: true, changed: false });
      await runDeskAction(db, o.id, { type: "processing" }, admin.id, new Date(), deps);
      await runDeskAction(db, o.id, { type: "shipped", carrier: "PostNord", trackingNumber: "RR123456789SE" }, admin.id, new Date(), deps);
      const log = await auditFor("order", o.id);
      expect(log.map((e) => e.action)).toEqual(["order.mark_paid", "order.processing", "order.shipped"]);
      expect(log[0]).toMatchObject({ actorEmail: admin.email, before: { paymentStatus: "unpaid" }, after: { paymentStatus: "paid" } });
      expect(log[2]).toMatchObject({ before: { status: "processing", carrier: null }, after: { status: "shipped", carrier: "PostNord", trackingNumber: "RR123456789SE" } });
    });

    it("lists newest first and filters by kind", async () => {
      const all = await listAudit(db, { page: 1 });
      expect(all.total).toBeGreaterThan(3);
      const times = all.rows.map((r) => r.createdAt.getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const codes = await listAudit(db, { page: 1, entity: "discount_code" });
      expect(codes.rows.every((r) => r.entity === "discount_code")).toBe(true);
      expect(codes.total).toBeLessThan(all.total);
    });

    it("names every row of the log in words: an order by its number, a product by its name, a code by its code (ADR 062)", async () => {
      const all = await listAudit(db, { page: 1 });
      const subjects = await auditSubjects(db, all.rows);
      for (const r of all.rows) expect(subjects[auditSubjectKey(r.entity, r.entityId)], `${r.entity} ${r.entityId}`).toBeDefined();
      const orderRow = all.rows.find((r) => r.entity === "order")!;
      const [o] = await db.select({ number: order.number }).from(order).where(eq(order.id, orderRow.entityId));
      const said = auditCopy.subject("order", orderRow.entityId, subjects[auditSubjectKey("order", orderRow.entityId)]);
      expect(said).toBe(`Order ${o!.number}`);
      expect(auditCopy.subject("product", "focus", subjects[auditSubjectKey("product", "focus")])).toBe("Produkt Focus");
      const codeRow = all.rows.find((r) => r.entity === "discount_code")!;
      const [c] = await db.select({ code: discountCode.code }).from(discountCode).where(eq(discountCode.id, Number(codeRow.entityId)));
      expect(auditCopy.subject("discount_code", codeRow.entityId, subjects[auditSubjectKey("discount_code", codeRow.entityId)])).toBe(`Rabattkod ${c!.code}`);
      // The states in words: "Order 1001: obetald → betald".
      expect(auditCopy.value("paymentStatus", "partially_refunded")).toBe("delvis återbetald");
      expect(auditCopy.value("status", "shipped")).toBe("skickad");
      // A row that is gone keeps its id.
      expect(auditCopy.subject("order", "f6af9be7-0000-0000-0000-000000000000", undefined)).toBe("Order f6af9be7… (finns inte längre)");
    });
  });
});
