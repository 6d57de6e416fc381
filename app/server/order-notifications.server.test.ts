import { and, eq, inArray } from "drizzle-orm";
import { formatKr } from "~/domain/money";
import { describe, expect, it } from "vitest";
import { SettingsFormSchema } from "~/domain/site-settings";
import type { Database } from "./db.server";
import { Mailer } from "./mail.server";
import { claimSummaryDay, sendDailySummaryIfDue, shopOrderNotification, startDailySummaries, SUMMARY_SENT_KEY } from "./order-notifications.server";
import { order, orderItem, outbox, siteSetting } from "./schema";
import { changeSiteSettings } from "./site-settings.server";
import { TEST_DB_KIND, raceName, useSeededDatabase } from "./test-db";
import { placedOrder } from "./test-factories";

const PUBLIC_URL = "https://stilla.example";

describe(`the shop is told about its orders (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  let mailer: Mailer;
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
    mailer = new Mailer(db, { from: "Stilla <hej@stilla.se>" });
  });

  const notifications = (mode: string, email = "", hour = "7") => {
    const parsed = SettingsFormSchema.parse({ intent: "save_notifications", mode, email, hour });
    return changeSiteSettings(db, parsed, { actorEmail: "agare@stilla.se", now: new Date() });
  };
  const mailsOfKind = (kind: string) => db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(outbox.id);

  function placeAt(at: Date, opts: { beforeCommit?: () => void; product?: string; quantity?: number; method?: "swish" | "invoice" } = {}) {
    return placedOrder(db, [[opts.product ?? "sleep", opts.quantity ?? 1]], {
      now: at,
      form: { paymentMethod: opts.method ?? "swish" },
      notifyShop: shopOrderNotification(PUBLIC_URL),
      beforeCommit: opts.beforeCommit,
    });
  }

  describe("a mail per order", () => {
    it("by default goes to the shop's mailbox, queued with the order, with order number, lines, total, payment method and the admin link", async () => {
      const placed = await placeAt(new Date("2026-11-20T09:00:00Z"), { quantity: 2, method: "invoice" });
      expect(placed.shopMailId).toEqual(expect.any(Number));
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, placed.shopMailId!));
      expect(mail).toMatchObject({ kind: "order_owner_notification", to: "hej@stilla.se", status: "pending" });
      const [o] = await db.select().from(order).where(eq(order.id, placed.orderId));
      const [line] = await db.select().from(orderItem).where(eq(orderItem.orderId, placed.orderId));
      expect(mail!.subject).toBe(`Ny order ${placed.number} – ${formatKr(o!.totalOre)}`);
      for (const part of [`Ordernummer: ${placed.number}`, `2 × Sleep: ${formatKr(line!.lineTotalOre)}`, `Summa: ${formatKr(o!.totalOre)}`, "Betalsätt: Faktura (inte betald ännu)", `${PUBLIC_URL}/admin/orders/${placed.orderId}`]) {
        expect(mail!.text).toContain(part);
      }
      expect(mail!.html).toContain(`href="${PUBLIC_URL}/admin/orders/${placed.orderId}"`);
    });

    it("is rolled back with the order", async () => {
      const before = (await mailsOfKind("order_owner_notification")).length;
      await expect(
        placeAt(new Date("2026-11-20T09:30:00Z"), {
          beforeCommit: () => {
            throw new Error("boom");
          },
        }),
      ).rejects.toThrow("boom");
      expect(await mailsOfKind("order_owner_notification")).toHaveLength(before);
    });

    it("goes to the owner's address, and not at all with 'daily' or 'off'", async () => {
      await notifications("both", "ordrar@stilla.se");
      const placed = await placeAt(new Date("2026-11-20T10:00:00Z"));
      expect((await db.select().from(outbox).where(eq(outbox.id, placed.shopMailId!)))[0]!.to).toBe("ordrar@stilla.se");
      const before = (await mailsOfKind("order_owner_notification")).length;
      await notifications("daily");
      expect((await placeAt(new Date("2026-11-20T10:30:00Z"))).shopMailId).toBeNull();
      await notifications("off");
      expect((await placeAt(new Date("2026-11-20T11:00:00Z"))).shopMailId).toBeNull();
      expect(await mailsOfKind("order_owner_notification")).toHaveLength(before);
    });
  });

  describe("the daily summary", () => {
    // Swedish winter time is UTC+1.
    const local = (s: string) => new Date(`${s}+01:00`);

    it("is not sent when the owner has not chosen it", async () => {
      await notifications("each");
      expect(await sendDailySummaryIfDue(db, mailer, { now: local("2026-11-21T12:00:00"), publicUrl: PUBLIC_URL })).toBeNull();
      await notifications("off");
      expect(await sendDailySummaryIfDue(db, mailer, { now: local("2026-11-21T12:00:00"), publicUrl: PUBLIC_URL })).toBeNull();
      expect(await mailsOfKind("order_daily_summary")).toHaveLength(0);
    });

    it("goes once after the hour with yesterday's Swedish calendar day only, and not again after a restart", async () => {
      await notifications("daily", "", "7");
      const last = await placeAt(local("2026-11-21T23:59:00")); // the day before: not in
      const a = await placeAt(local("2026-11-22T00:00:00"));
      const b = await placeAt(local("2026-11-22T23:59:59"), { quantity: 2 });
      const next = await placeAt(local("2026-11-23T00:00:00")); // today: not in
      expect(await sendDailySummaryIfDue(db, mailer, { now: local("2026-11-23T06:59:00"), publicUrl: PUBLIC_URL })).toBeNull();
      const sent = await sendDailySummaryIfDue(db, mailer, { now: local("2026-11-23T07:00:00"), publicUrl: PUBLIC_URL });
      expect(sent).toEqual({ day: "2026-11-22", mailId: expect.any(Number) });
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, sent!.mailId));
      expect(mail).toMatchObject({ kind: "order_daily_summary", to: "hej@stilla.se", status: "outbox_only" });
      const totals = await db.select({ total: order.totalOre }).from(order).where(inArray(order.id, [a.orderId, b.orderId]));
      expect(mail!.subject).toBe(`Ordrar 22 november 2026: 2 ordrar, ${formatKr(totals.reduce((s, r) => s + r.total, 0))} – Stilla`);
      expect(mail!.text).toContain(`Order ${a.number} · `);
      expect(mail!.text).toContain(`Order ${b.number} · `);
      expect(mail!.text).not.toContain(`Order ${last.number} · `);
      expect(mail!.text).not.toContain(`Order ${next.number} · `);
      expect(mail!.text).toContain(`${PUBLIC_URL}/admin/orders/${a.orderId}`);

      // Later the same day, and in a "restarted" process with its own mailer: nothing more.
      expect(await sendDailySummaryIfDue(db, mailer, { now: local("2026-11-23T18:00:00"), publicUrl: PUBLIC_URL })).toBeNull();
      const restarted = new Mailer(db, { from: "Stilla <hej@stilla.se>" });
      expect(await sendDailySummaryIfDue(db, restarted, { now: local("2026-11-23T23:59:00"), publicUrl: PUBLIC_URL })).toBeNull();
      expect(await mailsOfKind("order_daily_summary")).toHaveLength(1);

      // The next morning: the 23rd's summary (a day without orders still gets one).
      const tomorrow = await sendDailySummaryIfDue(db, mailer, { now: local("2026-11-24T07:05:00"), publicUrl: PUBLIC_URL });
      expect(tomorrow?.day).toBe("2026-11-23");
      const [second] = await db.select().from(outbox).where(eq(outbox.id, tomorrow!.mailId));
      expect(second!.text).toContain(`Order ${next.number} · `);
    });

    it("two processes at the same moment: exactly one mail", async () => {
      await notifications("daily", "ordrar@stilla.se", "6");
      const now = local("2026-11-25T06:00:00");
      const results = await Promise.all(
        Array.from({ length: 6 }, () => sendDailySummaryIfDue(db, new Mailer(db, { from: "x@stilla.se" }), { now, publicUrl: PUBLIC_URL })),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      const mails = await db.select().from(outbox).where(and(eq(outbox.kind, "order_daily_summary"), eq(outbox.to, "ordrar@stilla.se")));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain("24 november 2026");
    });

    it(raceName("the claim itself: one winner among concurrent transactions, and never a day already passed"), async () => {
      const claims = await Promise.all(Array.from({ length: 8 }, () => db.transaction((tx) => claimSummaryDay(tx, "2026-12-01", new Date()))));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await db.transaction((tx) => claimSummaryDay(tx, "2026-11-30", new Date()))).toBe(false);
      expect(await db.transaction((tx) => claimSummaryDay(tx, "2026-12-01", new Date()))).toBe(false);
      expect(await db.transaction((tx) => claimSummaryDay(tx, "2026-12-02", new Date()))).toBe(true);
      const [row] = await db.select().from(siteSetting).where(eq(siteSetting.key, SUMMARY_SENT_KEY));
      expect(row!.value).toMatchObject({ day: "2026-12-02" });
    });

    it("the scheduler ticks, sends once, and stops", async () => {
      await notifications("daily", "schema@stilla.se", "7");
      const scheduler = startDailySummaries({ db, mailer, publicUrl: PUBLIC_URL }, { intervalMs: 20, firstDelayMs: 0, now: () => local("2026-12-04T08:00:00") });
      await new Promise((r) => setTimeout(r, 400));
      await scheduler.stop();
      const mails = await db.select().from(outbox).where(eq(outbox.to, "schema@stilla.se"));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain("3 december 2026");
    });
  });
});
