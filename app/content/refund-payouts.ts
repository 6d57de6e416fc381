/** The manual pay-back of a refund (ADR 081), in Swedish: the customer's page, the desk's section, the list, the mail. */
import { formatKr } from "~/domain/money";
import { PAYBACK_WITHIN_DAYS, PAYOUT_LINK_DAYS } from "~/domain/refund-payout";
import { PAYOUT_KIND_NAMES } from "./refund-payout-fields";
import { mailSignature, type MailShop } from "./mail-signature";

/** The customer's page at the refund's private link. */
export const payoutPageCopy = {
  title: "Vart ska vi betala tillbaka?",
  intro: (amount: number, orderNumber: number, method: string) =>
    `Vi ska betala tillbaka ${formatKr(amount)} för order ${orderNumber}. Du betalade med ${method}, så vi för över pengarna själva – ange vart du vill ha dem.`,
  kindLegend: "Betala tillbaka till",
  bank: PAYOUT_KIND_NAMES.bank,
  swishOption: "Swish",
  clearing: "Clearingnummer",
  clearingHint: "4 siffror, hos Swedbank ibland 5 (börjar med 8).",
  account: "Kontonummer",
  accountHint: "Utan clearingnumret. Mellanslag och bindestreck går bra.",
  swish: "Mobilnummer kopplat till Swish",
  swishHint: "Till exempel 070-123 45 67.",
  submitBank: "Spara bankkonto",
  submitSwish: "Spara Swish-nummer",
  privacy: "Vi sparar uppgiften bara tills pengarna är överförda, sedan raderas den.",
  saved: (given: string) => `Tack! Vi betalar tillbaka till ${given}. Du får ett mejl när pengarna är överförda.`,
  given: (given: string) => `Du har angett ${given}. Vill du ändra kan du spara en annan uppgift nedan.`,
  change: "Ändra",
  invalid: "Länken fungerar inte längre. Öppna din order via länken i orderbekräftelsen, eller kontakta oss, så hjälper vi dig.",
  paid: (amount: number, orderNumber: number) => `${formatKr(amount)} för order ${orderNumber} är redan återbetalt. Du behöver inte göra något mer.`,
  errorSummary: "Uppgifterna kunde inte sparas. Rätta det som är markerat.",
} as const;

/** The refund mail's part for an owed refund (refundMail in mails.ts). */
export const owedMailCopy = {
  opening: (amount: number, orderNumber: number) => `Vi har registrerat en återbetalning på ${formatKr(amount)} för order ${orderNumber}.`,
  how: (methodOre: number, method: string) =>
    `${formatKr(methodOre)} ska betalas tillbaka till dig. Du betalade med ${method}, så vi för över pengarna själva och behöver veta vart: ange ditt bankkonto eller Swish-nummer här (länken gäller i ${PAYOUT_LINK_DAYS} dagar):`,
  after: "Du får ett mejl när pengarna är överförda.",
  linkLabel: "Ange konto för återbetalningen",
  /** A mail built without the server secret (none in the shop today): the order page offers the link. */
  noLink: "Du hittar länken på din ordersida.",
} as const;

export function paidBackMail(m: { to: string; name: string; orderNumber: number; amountOre: number; account: string | null; orderUrl: string; shop: MailShop }) {
  const text = [
    `Hej ${m.name}!`,
    "",
    `${formatKr(m.amountOre)} för order ${m.orderNumber} är nu återbetalt${m.account ? ` till ${m.account}` : ""}.`,
    "Det kan ta en till två bankdagar innan beloppet syns hos din bank. Uppgiften om ditt konto har vi nu raderat.",
    "",
    `Din order: ${m.orderUrl}`,
    "",
    mailSignature(m.shop),
  ].join("\n");
  return { kind: "refund_paid_back", to: m.to, subject: `Återbetalt: order ${m.orderNumber}`, text };
}

/**
 * The one reminder to a customer who has not given an account a few days after the refund was recorded (ADR 081),
 * with a fresh link. `method` is the payment method's name ("Faktura").
 */
export function payoutReminderMail(m: { to: string; name: string; orderNumber: number; amountOre: number; method: string; payoutUrl: string; shop: MailShop }) {
  const text = [
    `Hej ${m.name}!`,
    "",
    `Vi ska betala tillbaka ${formatKr(m.amountOre)} för order ${m.orderNumber}, men vi vet ännu inte vart. Du betalade med ${m.method}, så vi för över pengarna själva.`,
    "",
    `Ange ditt bankkonto eller Swish-nummer här (länken gäller i ${PAYOUT_LINK_DAYS} dagar):`,
    m.payoutUrl,
    "",
    "Har du redan gett oss uppgiften på annat sätt, till exempel i telefon, behöver du inte göra något.",
    "",
    mailSignature(m.shop),
  ].join("\n");
  return { kind: "refund_payout_reminder", to: m.to, subject: `Vart ska vi betala tillbaka ${formatKr(m.amountOre)}? Order ${m.orderNumber}`, text };
}

/** The desk's section and the payments page's list. */
export const payoutDeskCopy = {
  heading: "Att betala tillbaka",
  intro: "Betalat med faktura eller Swish: för över beloppet själv och markera det sedan som återbetalt. Kunden får då ett mejl, och kontouppgiften raderas.",
  listHeading: "Återbetalningar att föra över",
  listIntro: "Återbetalningar på ordrar betalda med faktura eller Swish. För över beloppet från företagskontot och markera det som återbetalt.",
  empty: "Inga återbetalningar väntar på att föras över.",
  order: "Order",
  customer: "Kund",
  method: "Betalsätt",
  amount: "Belopp",
  to: "Till",
  reference: "Meddelande",
  recorded: "Registrerad",
  notGiven: "Kunden har inte angett konto än. Länken finns i mejlet om återbetalningen; kunden når den också från sin order.",
  given: (at: string) => `Angivet ${at}`,
  reminded: (at: string) => `Påminnelse mejlad ${at}.`,
  dueBy: "Betala senast",
  overdue: "Försenad",
  overdueNote: `Mer än ${PAYBACK_WITHIN_DAYS} dagar sedan återbetalningen registrerades. Vid ånger ska pengarna tillbaka inom ${PAYBACK_WITHIN_DAYS} dagar (distansavtalslagen).`,
  markPaid: "Återbetald",
  markPaidLabel: (amount: number, orderNumber: number) => `Markera ${formatKr(amount)} för order ${orderNumber} som återbetald`,
  done: "Markerad som återbetald. Kunden har fått ett mejl.",
  already: "Återbetalningen var redan markerad som återbetald.",
} as const;
