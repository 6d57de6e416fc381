/**
 * The one model of an order's receipt or invoice and of a refund's credit note (ADR 076), pure: built from the
 * order's snapshot lines and stored sums through the same functions the desk and the VAT report use
 * (`orderTotalRows`, `discountsOre`, `refundVatRows`), and read by the PDF, the mail attachment and the print page,
 * so their figures can never differ. Plain JSON: the outbox keeps it, so a retried mail renders the same PDF.
 *
 * What mervärdesskattelagen (2023:200) 17 kap. 24 § asks of an invoice is here: the date, a löpnummer (the order
 * number; a credit note "K" + the refund's number), the seller's VAT number, name and address, the buyer's name and
 * address, what was sold and how much, the taxable amount, rate and VAT per rate; a credit note refers to its
 * invoice.
 */
import type { Ore } from "./money";
import type { OrderFacts, OrderItemFacts } from "./order";
import { discountsOre } from "./order";
import { orderTotalRows, type OrderTotalRow } from "./order-totals";
import { refundVatRows, type VatOrderItem } from "./overview";
import { stockholmDate } from "./vat";
import { deliveryLines } from "~/content/delivery";

export type SalesDocumentKind = "receipt" | "invoice" | "credit_note";

export interface DocumentSeller {
  /** The brand ("Stilla"). */
  name: string;
  legalName: string;
  orgNumber: string;
  /** SE + the org.nr's ten digits + 01. */
  vatNumber: string;
  address: string;
  email: string;
  phone: string;
  /** "Godkänd för F-skatt" on the document: the owner's statement in the settings. */
  fSkatt: boolean;
}

export interface DocumentBuyer {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  email: string;
}

export interface DocumentLine {
  name: string;
  /** product | free_gift | gift_card */
  kind: string;
  quantity: number;
  unitPriceOre: Ore;
  vatRateBp: number;
  /** Everything taken off the line (multi-buy, bought-together, the code's share); on a credit note 0. */
  discountOre: Ore;
  /** What the line comes to (negative on a credit note). */
  amountOre: Ore;
}

/** VAT per rate as an invoice states it: the taxable amount (net), the VAT and the two together (negative on a credit note). */
export interface DocumentVatRow {
  rateBp: number;
  netOre: Ore;
  vatOre: Ore;
  grossOre: Ore;
}

export interface DocumentInvoiceTerms {
  bankgiro: string;
  ocr: string;
  /** Stockholm calendar date YYYY-MM-DD. */
  dueDate: string;
}

export interface CreditNoteFacts {
  /** The invoice it corrects (the order number) and that invoice's date. */
  refersTo: string;
  refersToDate: string;
  /** The refunded shipping (negative) and what the shop kept (the return postage, positive). */
  shippingOre: Ore;
  deductionOre: Ore;
  /** What is credited in all (negative), and how it goes back: by the payment method and to gift cards (positive). */
  totalOre: Ore;
  methodOre: Ore;
  giftCardOre: Ore;
  reason: string;
}

export interface SalesDocument {
  kind: SalesDocumentKind;
  /** The document's number: the order number for a receipt or invoice, "K" + the refund's number for a credit note. */
  number: string;
  /** The date of issue, Stockholm (YYYY-MM-DD). */
  issuedOn: string;
  orderNumber: number;
  orderDate: string;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  /** The delivery chosen at checkout, as lines of text (ADR 083); empty when none. */
  delivery: string[];
  lines: DocumentLine[];
  /** A receipt's or invoice's total rows (as the desk shows them); empty on a credit note (see `credit`). */
  totals: OrderTotalRow[];
  discountCode: string | null;
  vat: DocumentVatRow[];
  /** The payment method's id and the payment status (worded by content). */
  paymentMethod: string;
  paymentStatus: string;
  /** Paid with gift cards at checkout, and the rest the payment method pays. */
  giftCardPaidOre: Ore;
  dueOre: Ore;
  /** Given back so far by refunds (a receipt's note; each refund has its credit note). */
  refundedOre: Ore;
  /** Faktura: where and by when to pay. */
  invoice: DocumentInvoiceTerms | null;
  credit: CreditNoteFacts | null;
}

/** The seller's facts as the shop's identity (ADR 063) gives them. */
export function documentSeller(shop: { name: string; legalName: string; orgNumber: string; address: string; email: string; phone: string; fSkatt: boolean }): DocumentSeller {
  return {
    name: shop.name,
    legalName: shop.legalName,
    orgNumber: shop.orgNumber,
    vatNumber: vatNumberOf(shop.orgNumber),
    address: shop.address,
    email: shop.email,
    phone: shop.phone,
    fSkatt: shop.fSkatt,
  };
}

/** The Swedish VAT registration number of a company: SE, the org.nr's ten digits, 01. */
export function vatNumberOf(orgNumber: string): string {
  return `SE${orgNumber.replace(/\D/g, "")}01`;
}

type OrderForDocument = OrderFacts & { refundedOre?: number; vatSummary: { rateBp: number; vatOre: number; grossOre: number }[] };
type LineForDocument = Omit<OrderItemFacts, "id"> & { vatRateBp: number };

const buyerOf = (o: OrderFacts): DocumentBuyer => ({
  name: o.shippingName,
  address: o.shippingAddress,
  postalCode: o.shippingPostalCode,
  city: o.shippingCity,
  email: o.shippingEmail,
});

/** VAT rows from gross and VAT: net = gross − VAT, so the three always add up. Highest rate first. */
function vatRows(rows: readonly { rateBp: number; grossOre: number; vatOre: number }[], sign: 1 | -1): DocumentVatRow[] {
  return [...rows]
    .filter((r) => r.grossOre !== 0 || r.vatOre !== 0)
    .sort((a, b) => b.rateBp - a.rateBp)
    .map((r) => ({ rateBp: r.rateBp, grossOre: sign * r.grossOre, vatOre: sign * r.vatOre, netOre: sign * (r.grossOre - r.vatOre) }));
}

/**
 * The receipt (or, paid by invoice, the invoice) of an order: its snapshot lines, the desk's total rows (VAT apart),
 * VAT per rate from the order's stored summary (gross and VAT as checkout computed them; a gift card sold carries none).
 */
export function salesDocument(input: {
  order: OrderForDocument;
  lines: readonly LineForDocument[];
  seller: DocumentSeller;
  invoice: DocumentInvoiceTerms | null;
}): SalesDocument {
  const { order: o, lines, seller, invoice } = input;
  const giftCardPaidOre = o.giftCardPaidOre ?? 0;
  return {
    kind: invoice ? "invoice" : "receipt",
    number: String(o.number),
    issuedOn: stockholmDate(o.createdAt),
    orderNumber: o.number,
    orderDate: stockholmDate(o.createdAt),
    seller,
    buyer: buyerOf(o),
    delivery: deliveryLines(o),
    lines: lines.map((l) => ({
      name: l.productName,
      kind: l.kind,
      quantity: l.quantity,
      unitPriceOre: l.unitPriceOre,
      vatRateBp: l.vatRateBp,
      discountOre: discountsOre(l),
      amountOre: l.lineTotalOre,
    })),
    totals: orderTotalRows(o, { rest: true, allVatRates: false }).filter((r) => r.key !== "vat"),
    discountCode: o.discountCode,
    vat: vatRows(o.vatSummary, 1),
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    giftCardPaidOre,
    dueOre: o.totalOre - giftCardPaidOre,
    refundedOre: o.refundedOre ?? 0,
    invoice,
    credit: null,
  };
}

export interface RefundForDocument {
  id: number;
  createdAt: Date;
  amountOre: Ore;
  methodOre: Ore;
  giftCardOre: Ore;
  shippingOre: Ore;
  deductionOre: Ore;
  reason: string;
  lines: readonly { orderItemId: number; quantity: number; amountOre: Ore }[];
}

/**
 * A refund's credit note (kreditfaktura): its own number ("K" + the refund's), the invoice it corrects, each refunded
 * line at its rate with its amount negative, the refunded shipping, what the shop kept, and VAT per rate negative
 * as the VAT report takes the refund back (`refundVatRows`, ADR 070). A cancelled order's refund of money alone
 * has no lines and takes back no VAT (the order never counted as a sale).
 */
export function creditNoteDocument(input: {
  order: OrderForDocument;
  items: readonly (VatOrderItem & LineForDocument)[];
  refund: RefundForDocument;
  seller: DocumentSeller;
}): SalesDocument {
  const { order: o, items, refund: r, seller } = input;
  const byId = new Map(items.map((i) => [i.id, i]));
  const lines: DocumentLine[] = r.lines.flatMap((l) => {
    const item = byId.get(l.orderItemId);
    if (!item) return [];
    return [{ name: item.productName, kind: item.kind, quantity: l.quantity, unitPriceOre: item.unitPriceOre, vatRateBp: item.vatRateBp, discountOre: 0, amountOre: -l.amountOre }];
  });
  const vat = refundVatRows(items, o.shippingOre, { lines: r.lines, shippingOre: r.shippingOre, amountOre: r.amountOre });
  return {
    kind: "credit_note",
    number: `K${r.id}`,
    issuedOn: stockholmDate(r.createdAt),
    orderNumber: o.number,
    orderDate: stockholmDate(o.createdAt),
    seller,
    buyer: buyerOf(o),
    delivery: deliveryLines(o),
    lines,
    totals: [],
    discountCode: null,
    vat: vatRows(vat, -1),
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    giftCardPaidOre: o.giftCardPaidOre ?? 0,
    dueOre: 0,
    refundedOre: o.refundedOre ?? 0,
    invoice: null,
    credit: {
      refersTo: String(o.number),
      refersToDate: stockholmDate(o.createdAt),
      shippingOre: -r.shippingOre,
      deductionOre: r.deductionOre,
      totalOre: -r.amountOre,
      methodOre: r.methodOre,
      giftCardOre: r.giftCardOre,
      reason: r.reason,
    },
  };
}

/** The file name a document is downloaded and attached under. */
export function documentFileName(doc: Pick<SalesDocument, "kind" | "number" | "orderNumber">): string {
  if (doc.kind === "credit_note") return `kreditfaktura-${doc.number}-order-${doc.orderNumber}.pdf`;
  return `${doc.kind === "invoice" ? "faktura" : "kvitto"}-${doc.number}.pdf`;
}

/** The terms in force for an order, as its confirmation's PDF shows them (built by content/documents.ts). */
export interface TermsDocument {
  title: string;
  /** The terms' "senast uppdaterad" date: their version. */
  version: string;
  orderNumber: number;
  orderDate: string;
  /** The seller line at each page's foot. */
  seller: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** A PDF a mail carries, as the model it is drawn from (kept in the outbox; drawn at each delivery attempt). */
export type MailAttachment =
  | { filename: string; document: "sales"; model: SalesDocument }
  | { filename: string; document: "terms"; model: TermsDocument };
