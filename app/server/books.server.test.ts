import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { readSie } from "../../tests/sie-reader";
import { runDeskAction } from "./admin-orders.server";
import { vatReportFor } from "./admin-overview.server";
import { bookEvents, getBooksPage, giftCardLiabilityAt, sieExport } from "./books.server";
import { addGiftCard } from "./carts.server";
import { applyGiftCard } from "./gift-cards/checkout.server";
import { codeInMail, deps, recipient, SECRET } from "./gift-cards/test-fixtures";
import { placeOrder } from "./orders.server";
import { refundOrder } from "./refunds.server";
import { giftCard, order, orderItem, outbox } from "./schema";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { checkoutForm, customerWithCart } from "./test-factories";

const env = { swishNumber: "1231181189", bankgiro: "5050-1055" };
const actor = { id: "admin", email: "agare@stilla.se" };

describe(`the books of a period (${TEST_DB_KIND})`, () => {
  const seeded = useSeededDatabase();
  const db = () => seeded.db;
  const at = (iso: string) => new Date(iso);

  async function place(items: [string, number][], when: Date, method: string, opts: { card?: number; code?: string } = {}) {
    const c = await customerWithCart(db(), items, { now: when });
    if (opts.card) await addGiftCard(db(), c.cartId, { amountOre: opts.card, ...recipient });
    if (opts.code) expect(await applyGiftCard(db(), { userId: c.userId, cartId: c.cartId, code: opts.code, secret: SECRET, now: when })).toEqual({ ok: true });
    const placed = await placeOrder(db(), { userId: c.userId, cartId: c.cartId, form: checkoutForm({ email: `${c.userId}@example.se`, paymentMethod: method }), now: when });
    return placed.orderId;
  }
  const desk = async (orderId: string, type: "mark_paid" | "processing" | "shipped", when: Date) =>
    expect(await runDeskAction(db(), orderId, type === "shipped" ? { type, carrier: "PostNord", trackingNumber: "AB123456789SE" } : { type }, "admin", when, deps)).toMatchObject({ ok: true });

  it("sales at three rates, a refund, a gift card sold and redeemed, an invoice and Swish: the SIE file parses, balances and equals the VAT report", async () => {
    // 31 March: tea at 12 % and a cup at 25 %, by Swish, paid.
    const a = await place([["sleep", 1], ["tea-cup", 1]], at("2026-03-31T10:00:00Z"), "swish");
    await desk(a, "mark_paid", at("2026-03-31T11:00:00Z"));
    await desk(a, "processing", at("2026-03-31T12:00:00Z"));
    await desk(a, "shipped", at("2026-03-31T13:00:00Z"));
    // 1 April: tea at 6 % and a 500 kr gift card, on invoice; the invoice paid on 2 April (the card is issued then).
    const b = await place([["calm", 1]], at("2026-04-01T09:00:00Z"), "invoice", { card: 50000 });
    await desk(b, "mark_paid", at("2026-04-02T07:00:00Z"));
    const [card] = await db().select().from(giftCard).where(eq(giftCard.orderId, b));
    const mails = await db().select().from(outbox).where(and(eq(outbox.kind, "gift_card"), eq(outbox.to, recipient.recipientEmail)));
    const code = mails.map((m) => codeInMail(m.text)).find((x) => x?.endsWith(card!.codeLast4))!;
    // 2 April: Focus at 6 %, part paid with the card, the rest by Swish.
    const c = await place([["focus", 2]], at("2026-04-02T08:00:00Z"), "swish", { code });
    // 2 April: the tea of 31 March refunded (taken back at 12 % in April).
    const [sleep] = await db().select().from(orderItem).where(and(eq(orderItem.orderId, a), eq(orderItem.productId, "sleep")));
    const refunded = await refundOrder(db(), { orderId: a, request: { lines: [{ itemId: sleep!.id, quantity: 1 }], shipping: false }, restock: true, reason: "Skadad", actor, now: at("2026-04-02T12:00:00Z"), publicUrl: "https://stilla.example" });
    expect(refunded).toMatchObject({ ok: true });

    const from = "2026-03-31";
    const to = "2026-04-02";
    const events = await bookEvents(db(), from, to);
    expect(events.map((e) => `${e.kind} ${e.orderNumber}`).sort()).toHaveLength(5);

    const report = await vatReportFor(db(), from, to);
    expect(report.rows.map((r) => r.rateBp)).toEqual([2500, 1200, 600]);
    for (const grouping of ["day", "order"] as const) {
      const bytes = await sieExport(db(), env, { from, to, grouping, generated: "2026-04-03" });
      const doc = readSie(bytes);
      expect(doc.records.get("FNAMN")?.[0]?.[0]).toBeTruthy();
      expect(doc.year).toEqual({ from: "2026-01-01", to: "2026-12-31" });
      expect(doc.vouchers.length).toBe(grouping === "day" ? 3 : 5);
      // The file's totals are the VAT report's: net sales and output VAT per rate, refunds subtracted.
      for (const [rate, sales, vat] of [[2500, 3001, 2611], [1200, 3002, 2621], [600, 3003, 2631]] as const) {
        const row = report.rows.find((r) => r.rateBp === rate)!;
        expect(-(doc.totals.get(sales) ?? 0)).toBe(row.netOre);
        expect(-(doc.totals.get(vat) ?? 0)).toBe(row.vatOre);
      }
      // The gift card: 500 kr sold, the part spent on order C redeemed; the invoice paid, so nothing left on 1510.
      const [oc] = await db().select().from(order).where(eq(order.id, c));
      expect(oc!.giftCardPaidOre).toBeGreaterThan(0);
      expect(doc.totals.get(2421)).toBe(-50000 + oc!.giftCardPaidOre);
      expect(doc.totals.get(1510) ?? 0).toBe(0);
      expect(doc.totals.has(3740)).toBe(false);
      // Å Ä Ö as CP437 bytes in the texts ("Återbetalning"): 0x8F.
      expect(bytes.includes(0x8f)).toBe(true);
    }

    // The page: the VAT return's boxes and the liability at the end of 2 April.
    const page = await getBooksPage(db(), { from, to }, to);
    expect(page.bookError).toBeNull();
    expect(page.boxes.find((x) => x.box === "05")?.amountOre).toBe(report.total.netOre);
    expect(page.boxes.find((x) => x.box === "11")?.amountOre).toBe(report.rows.find((r) => r.rateBp === 1200)!.vatOre);
    expect(page.liability).toMatchObject({ issuedOre: 50000, issuedCount: 1, redeemedOre: (await db().select().from(order).where(eq(order.id, c)))[0]!.giftCardPaidOre, expiredOre: 0 });
    expect(page.liability.outstandingOre).toBe(50000 - page.liability.redeemedOre);
    // Before the card was issued, nothing was owed.
    expect((await giftCardLiabilityAt(db(), "2026-04-01")).outstandingOre).toBe(0);
    // Thirteen months on, what is left has expired.
    expect(await giftCardLiabilityAt(db(), "2027-05-01")).toMatchObject({ outstandingOre: 0, expiredOre: 50000 - page.liability.redeemedOre, expiredCount: 1 });
  });

  it("a period over two financial years is refused", async () => {
    await expect(sieExport(db(), env, { from: "2025-12-30", to: "2026-01-02", grouping: "day", generated: "2026-01-03" })).rejects.toThrow(/two financial years/);
  });
});
