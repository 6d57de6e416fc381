/**
 * Swedish copy for "Bevaka" (ADR 080): the form on a sold-out product, its answer page, the confirm and cancel pages
 * and the two mails.
 */
import { mailSignature, type MailShop } from "./mail-signature";
import type { MailContent } from "./mails";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export const stockAlertCopy = {
  form: {
    heading: "Bevaka",
    text: (name: string) => `${name} är slutsåld just nu. Lämna din e-postadress så mejlar vi en gång när den finns igen.`,
    email: "E-postadress",
    submit: "Bevaka",
    privacy: "Vi använder adressen bara till det här mejlet. Du bekräftar först via en länk, och kan avsluta bevakningen när du vill.",
  },
  answer: {
    title: "Bevaka",
    ok: (name: string) => `Tack! Vi har skickat ett mejl med en länk. Bekräfta den, så mejlar vi dig en gång när ${name} finns igen.`,
    inStock: (name: string) => `${name} finns i lager igen – du kan beställa den nu.`,
    invalid: "Ange en giltig e-postadress, t.ex. namn@exempel.se.",
    limited: "Du har försökt många gånger på kort tid. Vänta en stund och försök igen.",
    unknown: "Produkten finns inte.",
    none: "Här bevakar du en slutsåld produkt: välj den i butiken och skriv din e-postadress under knappen Slutsåld.",
    back: (name: string) => `Tillbaka till ${name}`,
    shop: "Till butiken",
  },
  confirm: {
    title: "Bevakning",
    confirmed: (name: string) => `Du bevakar nu ${name}. Vi mejlar dig en gång när den finns igen.`,
    already: (name: string) => `Du bevakar redan ${name}.`,
    expired: "Länken har gått ut. Be om en ny bevakning på produktens sida.",
    invalid: "Länken fungerar inte. Den kan redan ha använts, eller bevakningen är avslutad.",
  },
  cancel: {
    title: "Avsluta bevakning",
    ask: (name: string) => `Vill du sluta bevaka ${name}?`,
    button: "Avsluta bevakningen",
    done: (name: string) => `Bevakningen av ${name} är avslutad. Du får inget mejl om den.`,
    invalid: "Länken fungerar inte.",
  },
  admin: {
    waiting: (n: number) => (n === 0 ? "Ingen bevakar produkten." : n === 1 ? "1 person väntar på besked när produkten finns igen." : `${n} personer väntar på besked när produkten finns igen.`),
  },
} as const;

const cancelLines = (url: string) => ["", "–", `Vill du inte längre bevaka produkten? Avsluta här: ${url}`];
const cancelHtml = (url: string) => `<p style="font-size:12px;color:#666">Vill du inte längre bevaka produkten? <a href="${escapeHtml(url)}">Avsluta bevakningen</a>.</p>`;

export function stockAlertConfirmMail(p: { to: string; productName: string; confirmUrl: string; cancelUrl: string; shop: MailShop }): MailContent {
  const text = [
    "Hej!",
    "",
    `Du har bett oss mejla när ${p.productName} finns igen. Bekräfta genom att öppna länken nedan (den gäller i sju dagar):`,
    "",
    p.confirmUrl,
    "",
    "Om det inte var du kan du bortse från det här mejlet – utan bekräftelse får du inget mer från oss.",
    "",
    mailSignature(p.shop),
    ...cancelLines(p.cancelUrl),
  ].join("\n");
  const html = `<p>Hej!</p>
<p>Du har bett oss mejla när ${escapeHtml(p.productName)} finns igen. Bekräfta genom att öppna länken nedan (den gäller i sju dagar):</p>
<p><a href="${escapeHtml(p.confirmUrl)}">Bekräfta bevakningen</a></p>
<p>Om det inte var du kan du bortse från det här mejlet – utan bekräftelse får du inget mer från oss.</p>
<p>${escapeHtml(mailSignature(p.shop)).replace(/\n/g, "<br>")}</p>
${cancelHtml(p.cancelUrl)}`;
  return { kind: "stock_alert_confirmation", to: p.to, subject: `Bekräfta bevakningen av ${p.productName}`, text, html };
}

export function backInStockMail(p: { to: string; productName: string; productUrl: string; shop: MailShop }): MailContent {
  const text = [
    "Hej!",
    "",
    `${p.productName} finns i lager igen. Du bad oss säga till – här är den:`,
    "",
    p.productUrl,
    "",
    "Det här är det enda mejlet om den här bevakningen. Vi lägger inte undan något åt dig, så först till kvarn.",
    "",
    mailSignature(p.shop),
  ].join("\n");
  const html = `<p>Hej!</p>
<p>${escapeHtml(p.productName)} finns i lager igen. Du bad oss säga till – här är den:</p>
<p><a href="${escapeHtml(p.productUrl)}">${escapeHtml(p.productName)}</a></p>
<p>Det här är det enda mejlet om den här bevakningen. Vi lägger inte undan något åt dig, så först till kvarn.</p>
<p>${escapeHtml(mailSignature(p.shop)).replace(/\n/g, "<br>")}</p>`;
  return { kind: "stock_alert_back_in_stock", to: p.to, subject: `${p.productName} finns igen`, text, html };
}
