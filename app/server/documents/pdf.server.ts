/**
 * The shop's documents as PDF (ADR 076), drawn with pdfkit from the pure models: a receipt, invoice or credit note
 * (`SalesDocument`, app/domain/sales-document.ts) and the terms in force (`TermsDocument`, content/documents.ts).
 * Source Sans 3 is embedded (subset) from @fontsource's static .woff files, so å ä ö and the minus sign render
 * everywhere. Deterministic: the creation date is the document's own date, so the same model gives the same bytes
 * (a mail retried from the outbox carries the same attachment).
 */
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import { documentCopy as c } from "~/content/documents";
import { adminCopy } from "~/content/admin";
import { deskTotalWords, totalRowText } from "~/content/order-totals";
import { formatCalendarDate } from "~/lib/calendar-date";
import { formatKr, formatVatRate } from "~/domain/money";
import type { MailAttachment, SalesDocument, TermsDocument } from "~/domain/sales-document";
import { paymentMethodLabel } from "~/payments/registry";

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve("@fontsource/source-sans-3/package.json")), "files");
const FONTS = {
  regular: path.join(fontDir, "source-sans-3-latin-400-normal.woff"),
  semibold: path.join(fontDir, "source-sans-3-latin-600-normal.woff"),
} as const;

const INK = "#1f2430";
const SOFT = "#5b6170";
const ACCENT = "#2f3a6b";
const RULE = "#c9ccd4";
const MARGIN = 50;
const A4 = { width: 595.28, height: 841.89 };
const RIGHT = A4.width - MARGIN;
const BOTTOM = A4.height - MARGIN - 24;

type Doc = PDFKit.PDFDocument;

function newDocument(title: string, date: string): Doc {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: "sv-SE",
    displayTitle: true,
    info: { Title: title, Author: "Stilla", Creator: "Stilla", Producer: "Stilla", CreationDate: new Date(`${date}T12:00:00Z`), ModDate: new Date(`${date}T12:00:00Z`) },
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("semibold", FONTS.semibold);
  doc.font("regular").fillColor(INK);
  return doc;
}

function toBuffer(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** "Sida 1 av 2" and the seller's line at the foot of every page. */
function footers(doc: Doc, line: string): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Below the bottom margin: pdfkit would start a new page for text there unless the margin is lifted.
    doc.page.margins.bottom = 0;
    const y = A4.height - MARGIN + 6;
    doc.font("regular").fontSize(8).fillColor(SOFT);
    doc.text(line, MARGIN, y, { width: RIGHT - MARGIN - 70, lineBreak: false, height: 12, ellipsis: true });
    doc.text(c.page(i + 1, range.count), RIGHT - 70, y, { width: 70, align: "right", lineBreak: false });
  }
}

/** Moves to a new page when `height` more points do not fit. */
function room(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

interface Column {
  label: string;
  width: number;
  align: "left" | "right";
}

function tableRow(doc: Doc, cols: readonly Column[], cells: readonly string[], opts: { font?: "regular" | "semibold"; size?: number; color?: string; sub?: string } = {}): void {
  const size = opts.size ?? 9.5;
  doc.font(opts.font ?? "regular").fontSize(size);
  const heights = cols.map((col, i) => doc.heightOfString(cells[i] ?? "", { width: col.width - 6 }));
  const subHeight = opts.sub ? doc.font("regular").fontSize(8.5).heightOfString(opts.sub, { width: cols[0]!.width - 6 }) : 0;
  const h = Math.max(...heights) + subHeight + 6;
  room(doc, h);
  const y = doc.y + 3;
  let x = MARGIN;
  cols.forEach((col, i) => {
    doc.font(opts.font ?? "regular").fontSize(size).fillColor(opts.color ?? INK);
    doc.text(cells[i] ?? "", col.align === "right" ? x : x, y, { width: col.width - 6, align: col.align });
    x += col.width;
  });
  if (opts.sub) {
    doc.font("regular").fontSize(8.5).fillColor(SOFT);
    doc.text(opts.sub, MARGIN, y + Math.max(...heights), { width: cols[0]!.width - 6 });
  }
  doc.y = y + h - 3;
  doc.moveTo(MARGIN, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.fillColor(INK);
}

/** Label–value pairs, right-aligned amounts, in a block at the right. */
function sums(doc: Doc, rows: readonly { label: string; value: string; strong?: boolean }[]): void {
  const x = RIGHT - 250;
  for (const r of rows) {
    room(doc, 16);
    const y = doc.y;
    if (r.strong) doc.moveTo(x, y).lineTo(RIGHT, y).lineWidth(0.8).strokeColor(INK).stroke();
    doc.font(r.strong ? "semibold" : "regular").fontSize(r.strong ? 11 : 10).fillColor(INK);
    doc.text(r.label, x, y + 2, { width: 160 });
    doc.text(r.value, x + 160, y + 2, { width: 90, align: "right" });
    doc.y = y + (r.strong ? 17 : 15);
  }
}

function heading(doc: Doc, text: string): void {
  room(doc, 40);
  doc.moveDown(0.8);
  doc.font("semibold").fontSize(10.5).fillColor(ACCENT).text(text.toUpperCase(), MARGIN, doc.y, { characterSpacing: 0.6 });
  doc.moveDown(0.3);
  doc.fillColor(INK);
}

function pairs(doc: Doc, rows: readonly [string, string][]): void {
  for (const [k, v] of rows) {
    room(doc, 15);
    const y = doc.y;
    doc.font("regular").fontSize(10).fillColor(SOFT).text(k, MARGIN, y, { width: 150 });
    doc.fillColor(INK).text(v, MARGIN + 150, y, { width: RIGHT - MARGIN - 150 });
    doc.y = Math.max(doc.y, y + 14);
  }
}

/** A receipt, invoice or credit note. */
export function renderSalesDocumentPdf(d: SalesDocument): Promise<Buffer> {
  const title = c.title[d.kind];
  const doc = newDocument(`${title} ${d.number} – ${d.seller.name}`, d.issuedOn);

  // The seller (left) and the document's title, number and dates (right).
  const top = MARGIN;
  doc.font("semibold").fontSize(22).fillColor(ACCENT).text(d.seller.name, MARGIN, top);
  doc.font("regular").fontSize(9.5).fillColor(INK);
  for (const line of [d.seller.legalName, d.seller.address, c.orgNumber(d.seller.orgNumber), c.vatNumber(d.seller.vatNumber), ...(d.seller.fSkatt ? [c.fSkatt] : []), c.contact(d.seller.email, d.seller.phone)]) {
    doc.text(line, MARGIN, doc.y, { width: 250 });
  }
  const leftBottom = doc.y;
  doc.font("semibold").fontSize(22).fillColor(INK).text(title, RIGHT - 230, top, { width: 230, align: "right" });
  const meta: [string, string][] = [
    [c.number[d.kind], d.number],
    [c.issuedOn[d.kind], formatCalendarDate(d.issuedOn)],
    [c.orderNumber, String(d.orderNumber)],
    [c.orderDate, formatCalendarDate(d.orderDate)],
  ];
  let y = top + 32;
  for (const [k, v] of meta) {
    doc.font("regular").fontSize(9.5).fillColor(SOFT).text(k, RIGHT - 230, y, { width: 120, align: "right" });
    doc.font("semibold").fillColor(INK).text(v, RIGHT - 105, y, { width: 105, align: "right" });
    y += 13;
  }
  if (d.credit) {
    doc.font("semibold").fontSize(9.5).fillColor(ACCENT).text(c.refersTo(d.credit.refersTo, formatCalendarDate(d.credit.refersToDate)), RIGHT - 230, y + 2, { width: 230, align: "right" });
    y += 15;
  }
  doc.y = Math.max(leftBottom, y) + 14;
  doc.moveTo(MARGIN, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.8).strokeColor(INK).stroke();
  doc.y += 10;

  // The buyer.
  doc.font("semibold").fontSize(9).fillColor(SOFT).text(c.buyer.toUpperCase(), MARGIN, doc.y, { characterSpacing: 0.6 });
  doc.font("regular").fontSize(10.5).fillColor(INK);
  for (const line of [d.buyer.name, d.buyer.address, `${d.buyer.postalCode} ${d.buyer.city}`, d.buyer.email].filter(Boolean)) doc.text(line, MARGIN, doc.y, { width: 300 });
  // The delivery chosen at checkout (ADR 083): the option and, for a service point, where the parcel waits.
  if (d.delivery.length > 0) {
    doc.y += 6;
    doc.font("regular").fontSize(9.5).fillColor(INK);
    for (const line of d.delivery) doc.text(line, MARGIN, doc.y, { width: RIGHT - MARGIN });
  }
  doc.y += 16;

  // The lines.
  const cols: Column[] = [
    { label: c.product, width: 205, align: "left" },
    { label: c.quantity, width: 40, align: "right" },
    { label: c.unitPrice, width: 70, align: "right" },
    { label: c.vatRate, width: 45, align: "right" },
    { label: c.discount, width: 65, align: "right" },
    { label: c.amount, width: RIGHT - MARGIN - 425, align: "right" },
  ];
  tableRow(doc, cols, cols.map((col) => col.label), { font: "semibold", size: 9, color: SOFT });
  if (d.lines.length === 0 && d.credit) {
    doc.font("regular").fontSize(9.5).text(c.credit.noLines, MARGIN, doc.y + 4, { width: RIGHT - MARGIN });
    doc.y += 4;
  }
  for (const l of d.lines) {
    const note = l.kind === "free_gift" ? c.gift : l.kind === "gift_card" ? c.giftCardNoVat : null;
    tableRow(
      doc,
      cols,
      [l.name, String(l.quantity), formatKr(l.unitPriceOre), formatVatRate(l.vatRateBp), l.discountOre > 0 ? `−${formatKr(l.discountOre)}` : "", formatKr(l.amountOre)],
      note ? { sub: note } : {},
    );
  }
  doc.y += 10;

  // The totals.
  if (d.credit) {
    const cr = d.credit;
    sums(doc, [
      ...(cr.shippingOre !== 0 ? [{ label: c.credit.shipping, value: formatKr(cr.shippingOre) }] : []),
      ...(cr.deductionOre !== 0 ? [{ label: c.credit.deduction, value: formatKr(cr.deductionOre) }] : []),
      { label: c.credit.total, value: formatKr(cr.totalOre), strong: true },
      ...(cr.giftCardOre > 0 ? [{ label: c.credit.giftCard, value: formatKr(cr.giftCardOre) }] : []),
      { label: c.credit.method, value: formatKr(cr.methodOre) },
    ]);
  } else {
    sums(
      doc,
      d.totals.map((r) => {
        const t = totalRowText(r, deskTotalWords, d.discountCode);
        return { label: t.label, value: t.value, strong: r.key === "total" };
      }),
    );
  }

  // VAT per rate: the taxable amount, the VAT and both.
  if (d.vat.length > 0) {
    heading(doc, c.vatHeading);
    const vcols: Column[] = [
      { label: c.vatRate, width: 120, align: "left" },
      { label: c.vatBase, width: 125, align: "right" },
      { label: c.vatAmount, width: 125, align: "right" },
      { label: c.vatGross, width: RIGHT - MARGIN - 370, align: "right" },
    ];
    tableRow(doc, vcols, vcols.map((col) => col.label), { font: "semibold", size: 9, color: SOFT });
    for (const v of d.vat) tableRow(doc, vcols, [formatVatRate(v.rateBp), formatKr(v.netOre), formatKr(v.vatOre), formatKr(v.grossOre)]);
  }

  // Payment.
  if (d.credit) {
    heading(doc, c.credit.heading);
    pairs(doc, [
      [c.paymentMethod, paymentMethodLabel(d.paymentMethod)],
      [c.credit.reason, d.credit.reason],
    ]);
  } else {
    heading(doc, d.invoice ? c.invoiceHeading : c.paymentHeading);
    const rows: [string, string][] = [
      [c.paymentMethod, paymentMethodLabel(d.paymentMethod)],
      [c.paymentStatus, adminCopy.payments[d.paymentStatus] ?? d.paymentStatus],
    ];
    if (d.giftCardPaidOre > 0) rows.push([c.giftCardPaid, formatKr(d.giftCardPaidOre)]);
    if (d.invoice) {
      rows.push([c.toPay, formatKr(d.dueOre)], [c.bankgiro, d.invoice.bankgiro], [c.ocr, d.invoice.ocr], [c.dueDate, formatCalendarDate(d.invoice.dueDate)]);
    }
    if (d.refundedOre > 0) rows.push([c.refunded, formatKr(-d.refundedOre)]);
    pairs(doc, rows);
    if (d.invoice) {
      doc.font("regular").fontSize(9).fillColor(SOFT).text(c.ocrNote, MARGIN, doc.y + 4, { width: RIGHT - MARGIN });
    }
    doc.font("regular").fontSize(10).fillColor(INK).text(c.thanks, MARGIN, doc.y + 14, { width: RIGHT - MARGIN });
  }

  footers(doc, [d.seller.legalName, c.orgNumber(d.seller.orgNumber), c.vatNumber(d.seller.vatNumber), ...(d.seller.fSkatt ? [c.fSkatt] : []), d.seller.address].join(" · "));
  return toBuffer(doc);
}

/** The terms in force for an order, as attached to its confirmation. */
export function renderTermsPdf(t: TermsDocument): Promise<Buffer> {
  const doc = newDocument(`${t.title} – Stilla`, t.orderDate);
  doc.font("semibold").fontSize(22).fillColor(ACCENT).text(t.title, MARGIN, MARGIN);
  doc.font("regular").fontSize(10).fillColor(SOFT).text(c.terms.subtitle(formatCalendarDate(t.version)));
  doc.fillColor(INK).text(c.terms.forOrder(t.orderNumber, formatCalendarDate(t.orderDate)));
  doc.moveDown(0.6);
  for (const s of t.sections) {
    room(doc, 50);
    doc.moveDown(0.6);
    doc.font("semibold").fontSize(12.5).fillColor(ACCENT).text(s.heading, MARGIN, doc.y, { width: RIGHT - MARGIN });
    doc.moveDown(0.2);
    for (const para of s.paragraphs) {
      room(doc, 30);
      doc.font("regular").fontSize(10).fillColor(INK).text(para, para.startsWith("• ") ? MARGIN + 10 : MARGIN, doc.y, { width: RIGHT - MARGIN - (para.startsWith("• ") ? 10 : 0), lineGap: 1.5 });
      doc.moveDown(0.35);
    }
  }
  footers(doc, t.seller);
  return toBuffer(doc);
}

/** A mail's attachment drawn from its model (at each delivery attempt: the same model, the same bytes). */
export async function renderAttachment(a: MailAttachment): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const content = a.document === "sales" ? await renderSalesDocumentPdf(a.model) : await renderTermsPdf(a.model);
  return { filename: a.filename, content, contentType: "application/pdf" };
}
