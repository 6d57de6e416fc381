/**
 * The words of the shop's documents (ADR 076): the receipt, the invoice and the credit note as PDF (and the print
 * page's), and the terms in force as a PDF attached to the order confirmation.
 */
import { LEGAL_DOCUMENTS, legalDocuments } from "~/content/legal";
import type { SalesDocumentKind, TermsDocument } from "~/domain/sales-document";
import type { ShopFacts } from "~/domain/shop-identity";

export const documentCopy = {
  title: { receipt: "Kvitto", invoice: "Faktura", credit_note: "Kreditfaktura" } satisfies Record<SalesDocumentKind, string>,
  number: { receipt: "Kvittonummer", invoice: "Fakturanummer", credit_note: "Kreditfakturanummer" } satisfies Record<SalesDocumentKind, string>,
  issuedOn: { receipt: "Datum", invoice: "Fakturadatum", credit_note: "Datum" } satisfies Record<SalesDocumentKind, string>,
  orderNumber: "Ordernummer",
  orderDate: "Orderdatum",
  refersTo: (invoice: string, date: string) => `Avser faktura ${invoice} av ${date}`,
  seller: "Säljare",
  buyer: "Kund",
  orgNumber: (n: string) => `Org.nr ${n}`,
  vatNumber: (n: string) => `Momsreg.nr ${n}`,
  contact: (email: string, phone: string) => `${email} · ${phone}`,
  product: "Artikel",
  quantity: "Antal",
  unitPrice: "À-pris",
  vatRate: "Moms",
  discount: "Rabatt",
  amount: "Belopp",
  gift: "gåva",
  giftCardNoVat: "presentkort, ingen moms",
  vatHeading: "Moms per momssats",
  vatBase: "Underlag",
  vatAmount: "Moms",
  vatGross: "Summa",
  paymentHeading: "Betalning",
  invoiceHeading: "Betalningsvillkor",
  paymentMethod: "Betalsätt",
  paymentStatus: "Status",
  giftCardPaid: "Betalt med presentkort",
  toPay: "Att betala",
  bankgiro: "Bankgiro",
  ocr: "OCR-nummer",
  dueDate: "Förfallodag",
  ocrNote: "Ange OCR-numret när du betalar, så kopplas betalningen till din order.",
  refunded: "Återbetalat hittills (se kreditfakturor)",
  credit: {
    heading: "Kreditering",
    shipping: "Frakt",
    deduction: "Avdrag returfrakt",
    total: "Att kreditera",
    method: "Tillbaka med betalsättet",
    giftCard: "Tillbaka till presentkort",
    reason: "Orsak",
    noLines: "Återbetalning av betalt belopp (ordern makulerades innan den skickades).",
  },
  page: (n: number, of: number) => `Sida ${n} av ${of}`,
  thanks: "Tack för din beställning!",
  /** Links on the customer's and the owner's order page. */
  links: {
    heading: "Kvitto och dokument",
    sales: (kind: SalesDocumentKind, number: string) => `Ladda ner ${kind === "invoice" ? "faktura" : "kvitto"} ${number} (PDF)`,
    creditNote: (number: string) => `Ladda ner kreditfaktura ${number} (PDF)`,
  },
  terms: {
    subtitle: (updated: string) => `Senast uppdaterad ${updated}`,
    forOrder: (orderNumber: number, date: string) => `De köpvillkor som gäller för order ${orderNumber}, lagd ${date}.`,
    file: (orderNumber: number) => `kopvillkor-order-${orderNumber}.pdf`,
  },
} as const;

/** The version of the terms in force now: their fixed "senast uppdaterad" date (recorded on each order). */
export const TERMS_VERSION: string = LEGAL_DOCUMENTS.terms.updated;

/** `[text](/path)` → "text" (the shop's own pages), `[text](https://…)` → "text (https://…)". */
const plain = (text: string) => text.replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_m, label: string, href: string) => (href.startsWith("/") ? label : `${label} (${href})`));

/** The terms as they read for an order placed now, with the seller in force: the model of the terms PDF. */
export function termsDocument(shop: ShopFacts, order: { number: number; date: string }): TermsDocument {
  const terms = legalDocuments(shop).terms;
  return {
    title: terms.title,
    version: terms.updated,
    orderNumber: order.number,
    orderDate: order.date,
    seller: `${shop.legalName} · Org.nr ${shop.orgNumber} · ${shop.address} · ${shop.email}`,
    sections: terms.sections.map((s) => ({
      heading: s.heading,
      paragraphs: s.blocks.flatMap((b) => (b.type === "p" ? [plain(b.text)] : b.items.map((i) => `• ${plain(i)}`))),
    })),
  };
}
