/**
 * The terms in force as the model of the PDF attached to the order confirmation (ADR 076), and their version (the
 * terms' fixed "senast uppdaterad" date) that each order records.
 */
import { LEGAL_DOCUMENTS, legalDocuments } from "~/content/legal";
import type { TermsDocument } from "~/domain/sales-document";
import type { ShopFacts } from "~/domain/shop-identity";

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
