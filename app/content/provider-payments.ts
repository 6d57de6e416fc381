/**
 * Swedish copy for payments a provider confirms (ADR 075): the hosted page's lines, the mails when a payment never
 * comes or a refund has moved, the order events' notes, and the console's reconciliation.
 */
import { formatKr } from "~/domain/money";
import type { ChargeCopy } from "~/domain/provider-payments";
import { mailSignature, type MailShop } from "./mail-signature";

export const chargeCopy: ChargeCopy = {
  shipping: "Frakt",
  vat: (rate) => `Inkl. ${rate} moms`,
  giftCardLine: "Presentkort – ingen moms",
  quantityOf: (name, quantity) => `${name} (${quantity} st)`,
};

/** The name of the gift-card part taken off at the provider (a coupon at Stripe). */
export const giftCardDeduction = "Betalt med presentkort";

export const providerEventNotes = {
  failed: "Betalningen avböjdes",
  expired: "Betalningen kom aldrig",
} as const;

export function paymentCancelledMail(m: { to: string; name: string; orderNumber: number; reason: "failed" | "expired"; shopUrl: string; shop: MailShop }) {
  const why =
    m.reason === "failed"
      ? "Betalningen gick inte igenom, så vi har makulerat ordern."
      : "Vi fick aldrig någon betalning inom tiden, så vi har makulerat ordern.";
  const text = [
    `Hej ${m.name}!`,
    "",
    `${why} Order ${m.orderNumber}`,
    "",
    "Du har inte debiterats. Varorna är släppta, och en rabattkod eller ett presentkort du använde kan användas igen.",
    `Vill du ändå handla finns allt kvar i butiken: ${m.shopUrl}`,
    "",
    mailSignature(m.shop),
  ].join("\n");
  return { kind: "payment_cancelled", to: m.to, subject: `Order ${m.orderNumber} är makulerad – ingen betalning`, text };
}

export function refundConfirmedMail(m: { to: string; name: string; orderNumber: number; amountOre: number; orderUrl: string; shop: MailShop }) {
  const text = [
    `Hej ${m.name}!`,
    "",
    `${formatKr(m.amountOre)} för order ${m.orderNumber} är nu återbetalt till kortet eller kontot du betalade med.`,
    "Det kan ta några bankdagar innan beloppet syns hos din bank.",
    "",
    `Din order: ${m.orderUrl}`,
    "",
    mailSignature(m.shop),
  ].join("\n");
  return { kind: "refund_confirmed", to: m.to, subject: `Återbetalt: order ${m.orderNumber}`, text };
}

export const reconciliationCopy = {
  title: "Betalningar att stämma av",
  reconcileHeading: "Betalningsleverantörer",
  intro: "Ordrar där butikens status och betalleverantörens inte stämmer. Varje rad säger vad du bör göra.",
  empty: "Allt stämmer: inga betalningar att stämma av.",
  provider: "Leverantör",
  reference: "Referens",
  state: "Leverantörens status",
  shop: "Butikens status",
  action: "Gör så här",
  events: "Betalningshändelser",
  noEvents: "Inga händelser från leverantören än.",
  eventType: "Händelse",
  outcome: "Resultat",
  at: "Tid",
  payment: "Betalning hos leverantör",
  amount: "Begärt belopp",
  expires: "Förfaller",
  states: {
    awaiting: "Väntar på betalning",
    paid: "Betald",
    failed: "Avböjd",
    expired: "Förfallen",
    mismatch: "Fel belopp",
  } as Record<string, string>,
  actions: {
    mismatch: "Beloppet hos leverantören stämmer inte med ordern. Jämför i leverantörens konto; återbetala där och makulera ordern, eller kontakta kunden.",
    paidButCancelled: "Pengarna kom in efter att ordern makulerats. Återbetala hela beloppet i leverantörens konto.",
    overdue: "Betalningen har förfallit men ordern är inte makulerad än; den makuleras vid nästa genomgång (inom en minut).",
    refundPending: "En återbetalning väntar på leverantörens bekräftelse sedan mer än en dag. Kontrollera den i leverantörens konto.",
  },
} as const;
