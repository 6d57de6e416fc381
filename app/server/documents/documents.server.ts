/**
 * An order's documents (ADR 076): the receipt or invoice and each refund's credit note, built from the database's
 * snapshot rows by the pure model (`domain/sales-document.ts`) with the shop's identity in force (ADR 063), for the
 * customer's and the owner's downloads and the print page; and the PDFs the order confirmation and the refund mail
 * carry (their models, built in the mail's own transaction).
 */
import { and, asc, eq } from "drizzle-orm";
import { documentCopy } from "~/content/documents";
import { termsDocument } from "~/content/terms-document";
import { stockholmDate } from "~/domain/vat";
import {
  creditNoteDocument,
  documentFileName,
  documentSeller,
  salesDocument,
  type DocumentInvoiceTerms,
  type MailAttachment,
  type RefundForDocument,
  type SalesDocument,
} from "~/domain/sales-document";
import type { ShopFacts } from "~/domain/shop-identity";
import type { InvoiceInstructions } from "~/payments/invoice";
import type { PaymentInstructions } from "~/payments/method";
import type { Db, Tx } from "../db.server";
import type { Env } from "../env.server";
import type { NewOrderItem, OrderItemRow, OrderRow } from "../orders.server";
import { paymentInstructions } from "../payments/index.server";
import { order, orderItem, refund, refundLine } from "../schema";
import { getShopFacts, paymentConfigOf } from "../shop-identity.server";

type Reader = Pick<Db | Tx, "select">;
export type DocumentEnv = Pick<Env, "invoiceDueDays" | "swishNumber" | "bankgiro">;

/** Faktura's bankgiro, OCR and due date, from the invoice method's own instructions (as the confirmation mail has them). */
export function invoiceTermsOf(instructions: PaymentInstructions | null): DocumentInvoiceTerms | null {
  if (!instructions || instructions.kind !== "invoice") return null;
  const i = instructions as InvoiceInstructions;
  return { bankgiro: i.bankgiro, ocr: i.ocr, dueDate: i.dueDate };
}

/** The receipt or invoice of an order row and its lines. */
export function salesDocumentOf(o: OrderRow, items: readonly (OrderItemRow | NewOrderItem)[], shop: ShopFacts, instructions: PaymentInstructions | null): SalesDocument {
  return salesDocument({ order: o, lines: items, seller: documentSeller(shop), invoice: invoiceTermsOf(instructions) });
}

/** What the order confirmation carries: the receipt or invoice and the terms in force (the order records their version). */
export function confirmationAttachments(o: OrderRow, items: readonly NewOrderItem[], shop: ShopFacts, instructions: PaymentInstructions): MailAttachment[] {
  const doc = salesDocumentOf(o, items, shop, instructions);
  return [
    { filename: documentFileName(doc), document: "sales", model: doc },
    { filename: documentCopy.terms.file(o.number), document: "terms", model: termsDocument(shop, { number: o.number, date: stockholmDate(o.createdAt) }) },
  ];
}

async function itemsOf(db: Reader, orderId: string): Promise<OrderItemRow[]> {
  return db.select().from(orderItem).where(eq(orderItem.orderId, orderId)).orderBy(asc(orderItem.id));
}

/** The receipt or invoice of a stored order (null: no such order). Access is the caller's to decide. */
export async function loadSalesDocument(db: Reader, env: DocumentEnv, o: OrderRow): Promise<SalesDocument> {
  const [items, shop] = await Promise.all([itemsOf(db, o.id), getShopFacts(db, env)]);
  return salesDocumentOf(o, items, shop, o.paymentMethod === "invoice" ? paymentInstructions(paymentConfigOf(shop, env), o) : null);
}

/** A refund's credit note, read from the refund and its lines (inside the refund's transaction for its mail). */
export async function loadCreditNote(db: Reader, o: OrderRow, refundId: number, shop: ShopFacts): Promise<SalesDocument | null> {
  const [r] = await db.select().from(refund).where(and(eq(refund.id, refundId), eq(refund.orderId, o.id)));
  if (!r) return null;
  const [items, lines] = await Promise.all([
    itemsOf(db, o.id),
    db.select({ orderItemId: refundLine.orderItemId, quantity: refundLine.quantity, amountOre: refundLine.amountOre }).from(refundLine).where(eq(refundLine.refundId, r.id)).orderBy(asc(refundLine.id)),
  ]);
  const forDoc: RefundForDocument = { ...r, lines };
  return creditNoteDocument({ order: o, items, refund: forDoc, seller: documentSeller(shop) });
}

/** The credit note as the refund mail's attachment. */
export async function creditNoteAttachment(tx: Reader, o: OrderRow, refundId: number, shop: ShopFacts): Promise<MailAttachment[]> {
  const doc = await loadCreditNote(tx, o, refundId, shop);
  return doc ? [{ filename: documentFileName(doc), document: "sales", model: doc }] : [];
}

export interface DocumentLink {
  href: string;
  /** What the link says to a customer ("Ladda ner kvitto 1042 (PDF)"). */
  label: string;
  /** The document's number: the order number, or "K" + the refund's for a credit note. */
  number: string;
  creditNote: boolean;
}

/**
 * The documents an order has, for the download links: the receipt or invoice, and a credit note per refund. `base` is
 * the order page's path (`/orders/<id>` or `/admin/orders/<id>`), `query` what the links carry (a guest's private link).
 */
export async function documentLinks(db: Reader, o: Pick<OrderRow, "id" | "number" | "paymentMethod">, base: string, query = ""): Promise<DocumentLink[]> {
  const refunds = await db.select({ id: refund.id }).from(refund).where(eq(refund.orderId, o.id)).orderBy(asc(refund.id));
  const kind = o.paymentMethod === "invoice" ? "invoice" : "receipt";
  return [
    { href: `${base}/kvitto.pdf${query}`, label: documentCopy.links.sales(kind, String(o.number)), number: String(o.number), creditNote: false },
    ...refunds.map((r) => ({ href: `${base}/kreditfaktura/${r.id}.pdf${query}`, label: documentCopy.links.creditNote(`K${r.id}`), number: `K${r.id}`, creditNote: true })),
  ];
}

/** An order row by id (null when there is none or the id is malformed). */
export async function orderRow(db: Reader, orderId: string): Promise<OrderRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId)) return null;
  const [o] = await db.select().from(order).where(eq(order.id, orderId));
  return o ?? null;
}

/** A PDF as a download: its name, no cache, never indexed. */
export function pdfResponse(body: Buffer, filename: string): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(body.length),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
