import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { TERMS_VERSION } from "~/content/terms-document";
import { formatKr, formatVatRate } from "~/domain/money";
import { ocrFromOrderNumber } from "~/domain/ocr";
import { refundVatRows } from "~/domain/overview";
import type { MailAttachment } from "~/domain/sales-document";
import { formatCalendarDate, addCalendarDays } from "~/lib/calendar-date";
import { stockholmDate } from "~/domain/vat";
import { runDeskAction } from "../admin-orders.server";
import { deps, form, giftCardShop, now } from "../gift-cards/test-fixtures";
import { Mailer } from "../mail.server";
import { confirmationMailFor } from "../order-mail.server";
import { placeOrder } from "../orders.server";
import { refundOrder } from "../refunds.server";
import { order, orderItem, outbox } from "../schema";
import { getShopFacts } from "../shop-identity.server";
import { TEST_DB_KIND } from "../test-db";
import { startSmtpSink } from "../test-smtp";
import { loadCreditNote, loadSalesDocument } from "./documents.server";
import { renderAttachment, renderSalesDocumentPdf } from "./pdf.server";

const env = { publicUrl: "https://stilla.example", invoiceDueDays: 14, swishNumber: "1231234567", bankgiro: "123-4567" };
const dir = mkdtempSync(path.join(tmpdir(), "stilla-pdf-"));
let fileSeq = 0;

/** The PDF's text as poppler's pdftotext reads it (layout kept, so a row's cells stay on one line). */
function pdfText(pdf: Buffer): string {
  const file = path.join(dir, `doc-${fileSeq++}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}
/** pdftotext prints a no-break space as a plain one. */
const kr = (ore: number) => formatKr(ore).replace(/\u00a0/g, " ");
/** pdftotext keeps or drops the no-break space before "%" by the glyphs' spacing: compared without it. */
const rate = (bp: number) => formatVatRate(bp).replace(/\u00a0/g, "");
/** The line that starts with `start`, or else the first that holds it (the header's cells stand right of the seller). */
function lineOf(text: string, start: string): string {
  const lines = text.split("\n").map((l) => l.replace(/\s+%/g, "%"));
  return lines.find((l) => l.trim().startsWith(start)) ?? lines.find((l) => l.includes(start)) ?? "";
}
/** A row of cells: the line with `start` that holds every one of `cells` after it, in order. */
function expectRow(text: string, start: string, cells: readonly string[]) {
  const line = lineOf(text, start);
  expect(line, `a row starting "${start}"`).not.toBe("");
  let at = line.indexOf(start) + start.length;
  for (const cell of cells) {
    const i = line.indexOf(cell, at);
    expect(i, `"${cell}" in "${line}"`).toBeGreaterThanOrEqual(0);
    at = i + cell.length;
  }
}

describe(`receipts, invoices and credit notes as PDF (${TEST_DB_KIND})`, () => {
  const { db, cartWith, buyCard } = giftCardShop();
  // KEEP_PDFS=dir keeps the PDFs the tests draw, to look at (pdftoppm -png).
  const keep = (name: string, pdf: Buffer) => process.env.KEEP_PDFS && writeFileSync(path.join(process.env.KEEP_PDFS, name), pdf);

  async function invoiceOrder() {
    // Two VAT rates (tea at the food rate, a cup at 25 %), multi-buy on the tea, part paid by a gift card.
    const card = await buyCard(10_000);
    const c = await cartWith([["sleep", 2], ["tea-cup", 1]], card.code);
    const shop = await getShopFacts(db(), env);
    const placed = await placeOrder(db(), {
      ...c,
      form: form({ name: "Åsa Öberg-Ängström", email: `${c.userId}@example.se`, paymentMethod: "invoice" }),
      now,
      confirmationMail: confirmationMailFor(env, shop),
    });
    const [o] = await db().select().from(order).where(eq(order.id, placed.orderId));
    const items = await db().select().from(orderItem).where(eq(orderItem.orderId, placed.orderId));
    const [mail] = await db().select().from(outbox).where(eq(outbox.id, placed.mailId!));
    return { o: o!, items, mail: mail!, userId: c.userId };
  }

  it("the confirmation carries the invoice and the terms; the invoice's figures are the order's (lines, totals, VAT per rate, gift card, bankgiro, OCR, due date, å ä ö)", async () => {
    const { o, items, mail } = await invoiceOrder();
    const attachments = mail.attachments as MailAttachment[];
    expect(attachments.map((a) => a.filename)).toEqual([`faktura-${o.number}.pdf`, `kopvillkor-order-${o.number}.pdf`]);

    const invoice = await renderAttachment(attachments[0]!);
    keep("faktura.pdf", invoice.content);
    expect(invoice.contentType).toBe("application/pdf");
    const text = pdfText(invoice.content);
    expect(text).toContain("Faktura");
    expectRow(text, "Fakturanummer", [String(o.number)]);
    expect(text).toContain("Åsa Öberg-Ängström");
    expect(text).toContain("Momsreg.nr SE");
    for (const i of items) {
      const discount = i.multiBuyDiscountOre + i.togetherDiscountOre + i.codeDiscountOre;
      expectRow(text, i.productName, [String(i.quantity), kr(i.unitPriceOre), rate(i.vatRateBp), ...(discount > 0 ? [kr(-discount)] : []), kr(i.lineTotalOre)]);
    }
    expect(o.vatSummary.length).toBe(2);
    for (const v of o.vatSummary) expectRow(text, rate(v.rateBp), [kr(v.grossOre - v.vatOre), kr(v.vatOre), kr(v.grossOre)]);
    expectRow(text, "Totalt", [kr(o.totalOre)]);
    expect(o.giftCardPaidOre).toBe(10_000);
    expectRow(text, "Att betala", [kr(o.totalOre - o.giftCardPaidOre)]);
    expectRow(text, "Bankgiro", ["123-4567"]);
    expectRow(text, "OCR-nummer", [ocrFromOrderNumber(o.number)]);
    expectRow(text, "Förfallodag", [formatCalendarDate(addCalendarDays(stockholmDate(o.createdAt), 14))]);

    // The owner's and the customer's download is the same document, to the byte.
    const downloaded = await renderSalesDocumentPdf(await loadSalesDocument(db(), env, o));
    expect(downloaded.equals(invoice.content)).toBe(true);
  });

  it("the terms in force go with the confirmation as a PDF, and the order records their version", async () => {
    const { o, mail } = await invoiceOrder();
    expect(o.termsVersion).toBe(TERMS_VERSION);
    const terms = await renderAttachment((mail.attachments as MailAttachment[])[1]!);
    keep("kopvillkor.pdf", terms.content);
    const text = pdfText(terms.content);
    expect(text).toContain("Köpvillkor");
    expect(text).toContain(`Senast uppdaterad ${formatCalendarDate(TERMS_VERSION)}`);
    expect(text).toContain(`order ${o.number}`);
    expect(text).toContain("Ångerrätt");
  });

  it("delivered by SMTP with its PDFs; a retry draws the same bytes", async () => {
    const sink = await startSmtpSink();
    try {
      const { o, mail } = await invoiceOrder();
      const mailer = new Mailer(db(), { smtpUrl: sink.url, from: "hej@stilla.se" });
      await mailer.dispatch(mail.id);
      await mailer.flush();
      await mailer.stop();
      const raw = sink.mails.find((m) => m.to.includes(mail.to))!.raw;
      const part = (name: string) => {
        const at = raw.indexOf(`filename=${name}`) >= 0 ? raw.indexOf(`filename=${name}`) : raw.indexOf(`filename="${name}"`);
        expect(at, name).toBeGreaterThan(0);
        const body = raw.slice(raw.indexOf("\r\n\r\n", at) + 4);
        return Buffer.from(body.slice(0, body.indexOf("\r\n--")).replace(/\s+/g, ""), "base64");
      };
      const sent = part(`faktura-${o.number}.pdf`);
      expect(raw).toContain("Content-Type: application/pdf");
      const again = await renderAttachment((mail.attachments as MailAttachment[])[0]!);
      expect(sent.equals(again.content)).toBe(true);
      expect(pdfText(part(`kopvillkor-order-${o.number}.pdf`))).toContain("Köpvillkor");
      const [row] = await db().select().from(outbox).where(eq(outbox.id, mail.id));
      expect(row!.status).toBe("sent");
    } finally {
      await sink.close();
    }
  });

  it("a refund's credit note: its own number, the invoice it corrects, refunded lines, shipping and VAT per rate negative, attached to the refund mail", async () => {
    const { o, items } = await invoiceOrder();
    for (const type of ["mark_paid", "processing", "shipped"] as const) {
      const action = type === "shipped" ? ({ type, carrier: "PostNord", trackingNumber: "AB123456789SE" } as const) : ({ type } as const);
      expect(await runDeskAction(db(), o.id, action, "admin", now, deps)).toMatchObject({ ok: true });
    }
    const sleep = items.find((i) => i.productId === "sleep")!;
    const cup = items.find((i) => i.productId === "tea-cup")!;
    const refunded = await refundOrder(db(), {
      actor: { id: "admin", email: "agare@stilla.se" },
      now,
      publicUrl: env.publicUrl,
      restock: true,
      reason: "Skadad vid leverans",
      orderId: o.id,
      request: { lines: [{ itemId: sleep.id, quantity: 1 }, { itemId: cup.id, quantity: 1 }], shipping: true },
    });
    if (!refunded.ok) throw new Error(`refund refused: ${refunded.error}`);
    const [mail] = await db().select().from(outbox).where(and(eq(outbox.id, refunded.mailId!)));
    const attachments = mail!.attachments as MailAttachment[];
    expect(attachments.map((a) => a.filename)).toEqual([`kreditfaktura-K${refunded.refundId}-order-${o.number}.pdf`]);
    const pdf = await renderAttachment(attachments[0]!);
    keep("kreditfaktura.pdf", pdf.content);
    const text = pdfText(pdf.content);
    expect(text).toContain("Kreditfaktura");
    expectRow(text, "Kreditfakturanummer", [`K${refunded.refundId}`]);
    expect(text).toContain(`Avser faktura ${o.number} av ${formatCalendarDate(stockholmDate(o.createdAt))}`);
    expect(text).toContain("Åsa Öberg-Ängström");
    const half = Math.round(sleep.lineTotalOre / 2);
    expectRow(text, sleep.productName, ["1", kr(sleep.unitPriceOre), rate(sleep.vatRateBp), kr(-half)]);
    expectRow(text, cup.productName, ["1", kr(cup.unitPriceOre), rate(cup.vatRateBp), kr(-cup.lineTotalOre)]);
    if (o.shippingOre > 0) expectRow(text, "Frakt", [kr(-o.shippingOre)]);
    expectRow(text, "Att kreditera", [kr(-refunded.amountOre)]);
    const vat = refundVatRows(items, o.shippingOre, { lines: [{ orderItemId: sleep.id, amountOre: half }, { orderItemId: cup.id, amountOre: cup.lineTotalOre }], shippingOre: o.shippingOre, amountOre: refunded.amountOre });
    expect(vat.length).toBe(2);
    for (const v of vat) expectRow(text, rate(v.rateBp), [kr(-(v.grossOre - v.vatOre)), kr(-v.vatOre), kr(-v.grossOre)]);
    expect(refunded.giftCardOre).toBeGreaterThan(0);
    expectRow(text, "Tillbaka till presentkort", [kr(refunded.giftCardOre)]);
    expectRow(text, "Tillbaka med betalsättet", [kr(refunded.methodOre)]);

    // The download of the same credit note is the same document.
    const [after] = await db().select().from(order).where(eq(order.id, o.id));
    const note = await loadCreditNote(db(), after!, refunded.refundId, await getShopFacts(db(), env));
    expect(note).not.toBeNull();
    expect((await renderSalesDocumentPdf(note!)).equals(pdf.content)).toBe(true);
    // Another order's refund is no credit note of this one.
    const other = await invoiceOrder();
    expect(await loadCreditNote(db(), other.o, refunded.refundId, await getShopFacts(db(), env))).toBeNull();
  });

  it("a receipt for a Swish order has no invoice terms", async () => {
    const c = await cartWith([["calm", 1]]);
    const shop = await getShopFacts(db(), env);
    const placed = await placeOrder(db(), { ...c, form: form({ email: `${c.userId}@example.se` }), now, confirmationMail: confirmationMailFor(env, shop) });
    const [o] = await db().select().from(order).where(eq(order.id, placed.orderId));
    const doc = await loadSalesDocument(db(), env, o!);
    expect(doc.kind).toBe("receipt");
    const text = pdfText(await renderSalesDocumentPdf(doc));
    expect(text).toContain("Kvitto");
    expect(text).not.toContain("OCR-nummer");
    expect(text).toContain("Swish");
    expectRow(text, "Totalt", [kr(o!.totalOre)]);
    // F-skatt only as the owner states it in the settings (the example identity does not).
    expect(doc.seller.fSkatt).toBe(false);
    expect(text).not.toContain("F-skatt");
    expect(pdfText(await renderSalesDocumentPdf({ ...doc, seller: { ...doc.seller, fSkatt: true } }))).toContain("Godkänd för F-skatt");
  });
});
