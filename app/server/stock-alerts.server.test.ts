import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { StockAdjustmentSchema } from "~/domain/product-form";
import { adjustStock } from "./admin-products.server";
import type { Database } from "./db.server";
import { Mailer } from "./mail.server";
import { outbox, product, stockAlert } from "./schema";
import { cancelStockAlert, confirmStockAlert, requestStockAlert, sendStockAlerts, stockAlertsWaiting } from "./stock-alerts.server";
import { TEST_DB_KIND, raceName, useSeededDatabase } from "./test-db";

const ENV = { publicUrl: "https://stilla.example", secret: "test-secret-test-secret-test-secret", rateLimitScale: 100 };
const owner = { id: "owner", email: "agare@stilla.se" };
let client = 0;

describe(`"Bevaka": one mail when a sold-out product is back (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  let mailer: Mailer;
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
    mailer = new Mailer(db, { from: "Stilla <hej@stilla.se>" });
  });

  const soldOut = async (id: string) => db.update(product).set({ stockCount: 0 }).where(eq(product.id, id));
  const ask = (productId: string, email: string) => requestStockAlert(db, mailer, { productId, email, clientKey: `c-${client++}`, now: new Date() }, ENV);
  const mailsTo = (to: string) => db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
  /** The confirmation link's token, read from the mail as the shopper would. */
  const confirmToken = async (to: string) => {
    const mails = await mailsTo(to);
    const m = /bevaka\/bekrafta\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text);
    return m![1]!;
  };
  const subscribed = async (productId: string, email: string) => {
    expect(await ask(productId, email)).toMatchObject({ status: "accepted" });
    expect(await confirmStockAlert(db, mailer, { token: await confirmToken(email), now: new Date() }, ENV)).toMatchObject({ status: "confirmed", productId });
  };
  const restock = (id: string, delta: number) =>
    adjustStock(db, id, StockAdjustmentSchema.parse({ delta: String(delta), reason: "delivery", note: "" }), owner, new Date());

  it("asks for a confirmation first; the same answer for a second request and a product in stock", async () => {
    await soldOut("calm");
    const first = await ask("calm", "anna@example.se");
    expect(first).toMatchObject({ status: "accepted", productName: "Calm" });
    const [mail] = await mailsTo("anna@example.se");
    expect(mail).toMatchObject({ kind: "stock_alert_confirmation", subject: "Bekräfta bevakningen av Calm" });
    expect(mail!.text).toContain("https://stilla.example/bevaka/bekrafta?token=");
    expect(mail!.text).toContain("https://stilla.example/bevaka/avsluta?id=");
    // Not yet confirmed: nobody waits.
    expect(await stockAlertsWaiting(db, "calm")).toBe(0);
    expect(await ask("focus", "anna@example.se")).toEqual({ status: "in_stock", productName: "Focus" });
    expect(await ask("finns-inte", "anna@example.se")).toEqual({ status: "unknown_product" });
    const token = await confirmToken("anna@example.se");
    expect(await confirmStockAlert(db, mailer, { token, now: new Date() }, ENV)).toEqual({ status: "confirmed", productId: "calm", productName: "Calm" });
    expect(await confirmStockAlert(db, mailer, { token, now: new Date() }, ENV)).toMatchObject({ status: "already" });
    expect(await confirmStockAlert(db, mailer, { token: "x".repeat(43), now: new Date() }, ENV)).toEqual({ status: "invalid" });
    expect(await stockAlertsWaiting(db, "calm")).toBe(1);
    // Asking again while waiting: the same answer, and no new mail.
    expect(await ask("calm", "anna@example.se")).toMatchObject({ status: "accepted", mailId: null });
    expect(await mailsTo("anna@example.se")).toHaveLength(1);
  });

  it("an expired link confirms nothing", async () => {
    await soldOut("calm");
    await ask("calm", "sen@example.se");
    const token = await confirmToken("sen@example.se");
    expect(await confirmStockAlert(db, mailer, { token, now: new Date(Date.now() + 8 * 24 * 3600_000) }, ENV)).toEqual({ status: "expired" });
  });

  it("a restock mails everyone waiting once, in the order they asked; pending and cancelled get nothing", async () => {
    await soldOut("sleep");
    const emails = ["forst@example.se", "andra@example.se", "tredje@example.se"];
    for (const e of emails) await subscribed("sleep", e);
    await ask("sleep", "obekraftad@example.se");
    await subscribed("sleep", "avslutad@example.se");
    const [cancelled] = await db.select().from(stockAlert).where(eq(stockAlert.email, "avslutad@example.se"));
    const cancelMail = (await mailsTo("avslutad@example.se"))[0]!;
    const link = new URL(/https:\/\/stilla\.example\/bevaka\/avsluta\?\S+/.exec(cancelMail.text)![0]);
    expect(await cancelStockAlert(db, { id: cancelled!.id, token: "fel".repeat(10), now: new Date(), commit: true }, ENV)).toEqual({ status: "invalid" });
    expect(await cancelStockAlert(db, { id: Number(link.searchParams.get("id")), token: link.searchParams.get("token"), now: new Date(), commit: true }, ENV)).toEqual({ status: "done", productName: "Sleep" });
    expect(await stockAlertsWaiting(db, "sleep")).toBe(3);

    expect(await sendStockAlerts(db, mailer, { now: new Date(), publicUrl: ENV.publicUrl })).toEqual([]);
    await restock("sleep", 10);
    const ids = await sendStockAlerts(db, mailer, { now: new Date(), publicUrl: ENV.publicUrl });
    expect(ids).toHaveLength(3);
    const sent = await db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
    expect(sent.map((m) => m.to)).toEqual(emails);
    expect(sent[0]).toMatchObject({ kind: "stock_alert_back_in_stock", subject: "Sleep finns igen" });
    expect(sent[0]!.text).toContain("https://stilla.example/product/sleep");
    expect(await sendStockAlerts(db, mailer, { now: new Date(), publicUrl: ENV.publicUrl })).toEqual([]);
    expect(await stockAlertsWaiting(db, "sleep")).toBe(0);
    expect((await mailsTo("obekraftad@example.se")).map((m) => m.kind)).toEqual(["stock_alert_confirmation"]);
    expect((await mailsTo("avslutad@example.se")).map((m) => m.kind)).toEqual(["stock_alert_confirmation"]);
  });

  it(raceName("two processes restocking at once: each subscriber gets exactly one mail"), async () => {
    await soldOut("focus");
    const emails = Array.from({ length: 12 }, (_, n) => `samtidigt-${n}@example.se`);
    for (const e of emails) await subscribed("focus", e);
    const processes = [new Mailer(db, { from: "Stilla <hej@stilla.se>" }), new Mailer(db, { from: "Stilla <hej@stilla.se>" })];
    await Promise.all(
      processes.map(async (m) => {
        await restock("focus", 5);
        return sendStockAlerts(db, m, { now: new Date(), publicUrl: ENV.publicUrl });
      }),
    );
    const mails = await db.select().from(outbox).where(and(eq(outbox.kind, "stock_alert_back_in_stock"), inArray(outbox.to, emails))).orderBy(outbox.id);
    expect(mails.map((m) => m.to)).toEqual(emails);
    const rows = await db.select().from(stockAlert).where(inArray(stockAlert.email, emails));
    expect(rows.every((r) => r.status === "sent" && r.notifiedAt !== null)).toBe(true);
  });

  it("confirming when the product is already back mails at once; asking again after a mail starts over", async () => {
    await soldOut("calm");
    await ask("calm", "snabb@example.se");
    const token = await confirmToken("snabb@example.se");
    await restock("calm", 3);
    expect(await confirmStockAlert(db, mailer, { token, now: new Date() }, ENV)).toMatchObject({ status: "confirmed" });
    expect((await mailsTo("snabb@example.se")).map((m) => m.kind)).toEqual(["stock_alert_confirmation", "stock_alert_back_in_stock"]);
    await soldOut("calm");
    expect(await ask("calm", "snabb@example.se")).toMatchObject({ status: "accepted" });
    expect((await mailsTo("snabb@example.se")).map((m) => m.kind)).toEqual(["stock_alert_confirmation", "stock_alert_back_in_stock", "stock_alert_confirmation"]);
  });
});
