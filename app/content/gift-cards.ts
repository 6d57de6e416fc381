/** Swedish copy for gift cards: the /gift-card page, cart and checkout, the balance page, the desk and the e-mails. */
import { GIFT_CARD, SHOP } from "~/domain/constants";
import { mailSignature, type MailShop } from "./mail-signature";
import { formatKr } from "~/domain/money";
import { lazy } from "~/lib/lazy";
import { cartLines } from "./sv-cart";

const kr = (ore: number) => formatKr(ore);
const dateFmt = lazy(() => new Intl.DateTimeFormat("sv-SE", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Stockholm",
}));
export const formatGiftCardDate = (d: Date | string) =>
  dateFmt().format(typeof d === "string" ? new Date(d) : d);

export const giftCardCopy = {
  page: {
    title: "Presentkort",
    metaTitle: "Presentkort – Stilla",
    intro:
      "Ge bort en stund av stillhet. Välj belopp, skriv en hälsning – mottagaren får presentkortet med e-post.",
    amountLegend: "Välj belopp",
    presetLabel: (amount: string) => `${amount}`,
    customLabel: "Eget belopp (kr)",
    customHint: `Mellan ${kr(GIFT_CARD.minOre)} och ${kr(GIFT_CARD.maxOre)}.`,
    recipientName: "Mottagarens namn",
    recipientEmail: "Mottagarens e-post",
    senderName: "Ditt namn",
    message: "Personligt meddelande (valfritt)",
    counter: (n: number) => `${n}/${GIFT_CARD.messageMax} tecken`,
    submit: (amount: string) => `Lägg i varukorgen – ${amount}`,
    adding: "Lägger i varukorgen…",
    previewTitle: "Förhandsvisning",
    previewTo: "Till",
    previewFrom: "Från",
    previewToPlaceholder: "Mottagarens namn",
    previewFromPlaceholder: "Ditt namn",
    previewBrand: "Stilla presentkort",
    howTitle: "Så fungerar det",
    how: [
      "Välj belopp och fyll i mottagarens uppgifter.",
      "Gå till kassan och betala.",
      "Mottagaren får presentkortet med e-post, med en unik kod.",
      "Koden används i kassan och beloppet dras av från köpet.",
    ],
    validity: `Giltigt i ${GIFT_CARD.validityMonths} månader från köpet, på alla produkter.`,
    balanceLink: "Kolla saldot på ditt presentkort",
    added: "Presentkort lagt i varukorgen!",
    addedDescription: (amount: string) =>
      `Ett presentkort på ${amount} ligger nu i din varukorg.`,
    validationFailed: "Validering misslyckades",
  },
  errors: {
    amountMin: `Minimum belopp är ${formatKr(GIFT_CARD.minOre)}`,
    amountMax: `Maximum belopp är ${formatKr(GIFT_CARD.maxOre)}`,
    amountInvalid: "Ange ett belopp i hela kronor",
    recipientNameRequired: "Ange mottagarens namn",
    recipientNameTooLong: "Mottagarens namn får vara högst 100 tecken",
    recipientEmailRequired: "Ange mottagarens e-postadress",
    recipientEmailInvalid: "Ogiltig e-postadress",
    recipientEmailTooLong: "E-postadressen får vara högst 255 tecken",
    senderNameRequired: "Ange ditt namn",
    senderNameTooLong: "Ditt namn får vara högst 100 tecken",
    messageTooLong: "Meddelandet får vara högst 500 tecken",
  },
  /** A gift-card line in the cart, drawer and orders: in sv-cart.ts, so the cart does not load this module (ADR 043). */
  cart: cartLines.giftCard,
  checkout: {
    label: "Presentkort",
    /** The phone's folded line (ADR 066). */
    toggle: "Har du ett presentkort?",
    appliedList: "Presentkort som används",
    apply: "Lös in",
    placeholder: "XXXX-XXXX-XXXX-XXXX-XXXX",
    hint: "Koden står i presentkortsmejlet, t.ex. ABCD-EFGH-JKMN-PQRS-TVWX. Flera kort går att använda.",
    empty: "Ange en presentkortskod",
    invalid: "Presentkortskoden är ogiltig",
    unknown: "Presentkortet finns inte – kontrollera koden",
    expired: "Presentkortet har gått ut",
    emptyCard: "Presentkortet har inget saldo kvar",
    voided: "Presentkortet är spärrat. Kontakta oss om du har frågor.",
    alreadyApplied: "Presentkortet används redan i den här beställningen",
    notForGiftCards: "Presentkort kan inte betalas med ett annat presentkort",
    tooMany: "För många försök. Vänta en stund och försök igen.",
    applied: (masked: string) => `Presentkort ${masked}`,
    pays: (amount: string) => `betalar ${amount}`,
    balance: (amount: string) => `saldo ${amount}`,
    remove: "Ta bort",
    removeLabel: (masked: string) => `Ta bort presentkortet ${masked}`,
    paidWith: "Betalas med presentkort",
    rest: "Kvar att betala",
    coveredTitle: "Presentkorten betalar hela beloppet",
    coveredText: "Du behöver inte välja något betalsätt.",
    restText: (amount: string) =>
      `Resten, ${amount}, betalar du med Swish eller faktura.`,
    changed:
      "Presentkortets saldo räcker inte längre. Kontrollera beloppet och försök igen.",
    noRest:
      "Presentkorten täcker inte hela beloppet – välj hur du vill betala resten",
  },
  order: {
    paidWith: "Betalt med presentkort",
    rest: "Kvar att betala",
    method: "Presentkort",
  },
  balance: {
    title: "Saldo på presentkort",
    metaTitle: "Saldo på presentkort – Stilla",
    intro:
      "Skriv in koden från presentkortsmejlet för att se saldo och giltighetstid.",
    label: "Presentkortskod",
    submit: "Visa saldo",
    result: "Ditt presentkort",
    balance: "Saldo",
    initial: "Ursprungligt belopp",
    expires: "Giltigt till och med",
    expired: "Presentkortet har gått ut.",
    notFound:
      "Vi hittar inget användbart presentkort med den koden. Kontrollera koden och försök igen.",
    throttled: "För många försök. Vänta en minut och försök igen.",
    /** The shop-wide ceiling on wrong codes an hour (ADR 032): the wait may be longer than a minute. */
    throttledShop: "För många försök. Vänta en stund och försök igen.",
    useIt: "Använd koden i kassan för att betala.",
  },
  admin: {
    title: "Presentkort",
    intro:
      "Utfärdade presentkort. Koderna sparas bara som hash – hela koden finns endast i mottagarens e-post.",
    issued: "Utfärdade presentkort",
    none: "Inga presentkort är utfärdade för den här ordern ännu (de utfärdas när ordern markeras som betald).",
    noneAtAll: "Inga presentkort är utfärdade ännu.",
    code: "Kod",
    recipient: "Mottagare",
    initial: "Belopp",
    balance: "Saldo",
    expires: "Giltigt till",
    ledger: "Händelser",
    /** The ledger's columns (a card table, ADR 062). */
    ledgerColumns: { date: "Datum", event: "Händelse", amount: "Belopp", order: "Order" },
    order: "Order",
    ledgerTypes: {
      issue: "Utfärdat",
      debit: "Betalning",
      credit: "Återfört",
      refund: "Återbetalt",
      adjust: "Justerat",
      void: "Spärrat",
    } as Record<string, string>,
    resend: "Skicka igen med ny kod",
    resendHelp:
      "Koden kan inte läsas ut igen (den sparas bara som hash). Skicka igen ger kortet en ny kod med samma saldo; den gamla koden slutar gälla.",
    resent: "Presentkortet har skickats igen med en ny kod.",
    resendFailed: "Presentkortet kunde inte skickas igen.",
    paidWithCards: "Betalt med presentkort",
    status: "Status",
    voided: (date: string) => `Spärrat ${date}`,
    manage: "Justera eller spärra",
    newBalance: "Nytt saldo (kr)",
    newBalanceLabel: (masked: string) => `Nytt saldo för ${masked} (kr)`,
    reason: "Anledning",
    adjustReasonLabel: (masked: string) => `Anledning till nytt saldo för ${masked}`,
    voidReasonLabel: (masked: string) => `Anledning att spärra ${masked}`,
    adjustTitle: "Ändra saldo",
    adjust: "Spara saldo",
    adjustHelp: (max: string) => `Mellan 0\u00a0kr och kortets belopp, ${max}. Ändringen och anledningen sparas i kortets händelser.`,
    void: "Spärra kortet",
    voidHelp: "Ett spärrat kort kan inte användas igen. Saldot sätts till 0\u00a0kr och anledningen sparas.",
    done: {
      adjusted: "Saldot är ändrat.",
      voided: "Presentkortet är spärrat.",
    } as Record<string, string>,
    errors: {
      invalid: "Formuläret kunde inte läsas. Ladda om sidan och försök igen.",
      reason: "Skriv en anledning (3–300 tecken).",
      balance: "Ange saldot i kronor, t.ex. 150 eller 99,50.",
      not_found: "Presentkortet finns inte.",
      voided: "Presentkortet är redan spärrat.",
      above_initial: "Saldot kan inte bli högre än kortets belopp.",
      unchanged: "Saldot är redan det beloppet.",
    } as Record<string, string>,
  },
  mail: {
    subject: (sender: string) =>
      `${sender} har gett dig ett presentkort från ${SHOP.name}`,
    buyerSubject: (orderNumber: number) =>
      `Ditt presentkort är skickat – order ${orderNumber}`,
  },
} as const;

export interface GiftCardMailFacts {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  amountOre: number;
  expiresAt: Date;
  publicUrl: string;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** To the recipient: amount, sender, message, the full code, expiry, and how to use it. */
export function giftCardRecipientMail(f: GiftCardMailFacts & { code: string; shop: MailShop }) {
  const base = f.publicUrl.replace(/\/$/, "");
  const how = [
    `1. Handla på ${base}/shop.`,
    "2. Skriv in koden i fältet Presentkort i kassan och tryck Lös in.",
    "3. Beloppet dras från ditt saldo. Det som blir över finns kvar till nästa köp.",
  ];
  const text = [
    `Hej ${f.recipientName}!`,
    "",
    `${f.senderName} har gett dig ett presentkort från ${SHOP.name} på ${formatKr(f.amountOre)}.`,
    ...(f.message ? ["", `Meddelande från ${f.senderName}:`, f.message] : []),
    "",
    `Presentkortskod: ${f.code}`,
    `Belopp: ${formatKr(f.amountOre)}`,
    `Giltigt till och med: ${formatGiftCardDate(f.expiresAt)}`,
    "",
    "SÅ ANVÄNDER DU KORTET",
    ...how,
    `Saldo och giltighet: ${base}/gift-card/saldo`,
    "",
    "Koden är som kontanter – dela den inte med någon du inte vill ge presentkortet till.",
    "",
    mailSignature(f.shop),
  ].join("\n");
  const e = escapeHtml;
  const html = `<p>Hej ${e(f.recipientName)}!</p>
<p>${e(f.senderName)} har gett dig ett presentkort från ${SHOP.name} på <strong>${e(formatKr(f.amountOre))}</strong>.</p>
${f.message ? `<blockquote style="border-left:3px solid #c9b8e8;margin:0;padding:4px 12px">${e(f.message).replace(/\n/g, "<br>")}</blockquote>` : ""}
<p style="font-size:20px;letter-spacing:2px"><strong>${e(f.code)}</strong></p>
<p>Belopp: ${e(formatKr(f.amountOre))}<br>Giltigt till och med: ${e(formatGiftCardDate(f.expiresAt))}</p>
<h2 style="font-size:16px">Så använder du kortet</h2>
<p>${how.map(e).join("<br>")}</p>
<p><a href="${e(base)}/gift-card/saldo">Saldo och giltighet</a></p>
<p>Koden är som kontanter – dela den inte med någon du inte vill ge presentkortet till.</p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;
  return {
    kind: "gift_card",
    to: f.recipientEmail,
    subject: giftCardCopy.mail.subject(f.senderName),
    text,
    html,
  };
}

/** To the buyer: a copy without the full code (masked), so the code lives in one mailbox only. */
export function giftCardBuyerMail(
  f: GiftCardMailFacts & {
    buyerEmail: string;
    buyerName: string;
    maskedCode: string;
    orderNumber: number;
    shop: MailShop;
  },
) {
  const text = [
    `Hej ${f.buyerName}!`,
    "",
    `Ditt presentkort på ${formatKr(f.amountOre)} är utfärdat och skickat med e-post till ${f.recipientName} (${f.recipientEmail}).`,
    "",
    `Order: ${f.orderNumber}`,
    `Kod (dold): ${f.maskedCode}`,
    `Från: ${f.senderName}`,
    ...(f.message ? [`Meddelande: ${f.message}`] : []),
    `Giltigt till och med: ${formatGiftCardDate(f.expiresAt)}`,
    "",
    `Av säkerhetsskäl skickas hela koden bara till mottagaren. Om mejlet inte kommer fram: svara på det här mejlet eller skriv till ${f.shop.email}, så skickar vi presentkortet igen med en ny kod.`,
    "",
    mailSignature(f.shop),
  ].join("\n");
  return {
    kind: "gift_card_copy",
    to: f.buyerEmail,
    subject: giftCardCopy.mail.buyerSubject(f.orderNumber),
    text,
  };
}
