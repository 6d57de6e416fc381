/** Swedish copy for /contact (spec §2 Contact, §5, §8) and its two e-mails: the message to the shop and the receipt. */
import { CONTACT, SHOP } from "~/domain/constants";
import { mailSignature, type MailShop } from "./mail-signature";
import type { MailContent } from "./mails";
import { lazy } from "~/lib/lazy";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  subject: { min: 3, max: 200 },
  message: { min: 10, max: 2000 },
} as const;

export const contactCopy = {
  title: "Kontakt",
  metaDescription: "Kontakta Stilla: frågor om te, beställningar och leveranser. Vi svarar inom 24 timmar på vardagar.",
  eyebrow: "Vi finns här",
  intro: `Har du en fråga om våra teer, din beställning eller en leverans? Skriv till oss – vi svarar inom ${CONTACT.answerWithinHours} timmar på vardagar.`,
  formTitle: "Skicka ett meddelande",
  name: "Namn",
  email: "E-post",
  subject: "Ämne",
  message: "Meddelande",
  messageCount: (n: number, max: number) => `${n} av ${max} tecken`,
  honeypot: "Lämna det här fältet tomt",
  submit: "Skicka meddelande",
  sending: "Skickar...",
  errors: {
    nameShort: "Namn måste vara minst 2 tecken",
    nameLong: "Namn för långt",
    emailInvalid: "Ogiltig e-postadress",
    emailLong: "E-post för lång",
    subjectShort: "Ämne måste vara minst 3 tecken",
    subjectLong: "Ämne för långt",
    messageShort: "Meddelande måste vara minst 10 tecken",
    messageLong: "Meddelande för långt",
  },
  validationFailed: "Validering misslyckades",
  tooMany: "Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen, eller mejla oss direkt.",
  failed: "Meddelandet kunde inte skickas just nu. Försök igen om en stund, eller mejla oss direkt.",
  success: "Meddelande skickat!",
  successText: `Vi återkommer till dig inom ${CONTACT.answerWithinHours} timmar.`,
  successReceipt: "En kopia av ditt meddelande är på väg till din e-post.",
  another: "Skicka ett nytt meddelande",
  privacy: "Vi använder dina uppgifter bara för att svara dig. Läs mer i vår",
  privacyLink: "integritetspolicy",
  panel: {
    title: "Kundservice",
    mailbox: "E-post",
    hours: "Öppettider",
    answer: `Vi svarar inom ${CONTACT.answerWithinHours} timmar på vardagar.`,
    closedEves: `Stängt även ${CONTACT.closedEves.slice(0, -1).join(", ")} och ${CONTACT.closedEves.at(-1)}.`,
    faqTitle: "Vanliga frågor",
    faqText: "Svaret på frågor om leverans, returer och bryggning finns kanske redan här.",
    faqLink: "Till vanliga frågor",
  },
} as const;

export interface ContactMailInput {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: Date;
  signedIn: boolean;
}

const dateTime = lazy(() => new Intl.DateTimeFormat("sv-SE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Stockholm" }));

/** To the shop's mailbox; "Svara" goes to the sender (Reply-To). */
export function contactToShopMail(m: ContactMailInput, shopEmail: string): MailContent & { replyTo: string } {
  const text = [
    `Nytt meddelande via kontaktformuläret (nr ${m.id}), ${dateTime().format(m.receivedAt)}.`,
    "",
    `Från: ${m.name} <${m.email}>${m.signedIn ? " (inloggad kund)" : ""}`,
    `Ämne: ${m.subject}`,
    "",
    m.message,
    "",
    "Svara på det här mejlet för att svara avsändaren.",
  ].join("\n");
  const html = `<p>Nytt meddelande via kontaktformuläret (nr ${m.id}), ${escapeHtml(dateTime().format(m.receivedAt))}.</p>
<p>Från: ${escapeHtml(m.name)} &lt;${escapeHtml(m.email)}&gt;${m.signedIn ? " (inloggad kund)" : ""}<br>Ämne: ${escapeHtml(m.subject)}</p>
<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`;
  return { kind: "contact_message", to: shopEmail, replyTo: m.email, subject: `Kontakt: ${m.subject}`, text, html };
}

/** The receipt to the sender, with a copy of what they wrote. */
export function contactReceiptMail(m: ContactMailInput, shop: MailShop): MailContent {
  const text = [
    `Hej ${m.name}!`,
    "",
    `Tack för ditt meddelande. Vi har tagit emot det och återkommer inom ${CONTACT.answerWithinHours} timmar på vardagar.`,
    "",
    `Ämne: ${m.subject}`,
    "",
    m.message,
    "",
    mailSignature(shop),
  ].join("\n");
  const html = `<p>Hej ${escapeHtml(m.name)}!</p>
<p>Tack för ditt meddelande. Vi har tagit emot det och återkommer inom ${CONTACT.answerWithinHours} timmar på vardagar.</p>
<p>Ämne: ${escapeHtml(m.subject)}</p>
<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;
  return { kind: "contact_receipt", to: m.email, subject: `Vi har tagit emot ditt meddelande – ${SHOP.name}`, text, html };
}

/** The owner's answer to a contact message, sent to its sender with the message quoted below. */
export function contactReplyMail(m: { name: string; email: string; subject: string; message: string; receivedAt: Date }, body: string, shop: MailShop): MailContent {
  const quoted = m.message
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");
  const text = [`Hej ${m.name}!`, "", body, "", mailSignature(shop), "", `Ditt meddelande (${m.subject}):`, quoted].join("\n");
  const html = `<p>Hej ${escapeHtml(m.name)}!</p>
<p style="white-space:pre-wrap">${escapeHtml(body)}</p>
<p>Varma hälsningar,<br>${SHOP.name}</p>
<blockquote style="margin:1em 0;padding-left:1em;border-left:3px solid #ccc;color:#555"><p>${escapeHtml(m.subject)}</p><p style="white-space:pre-wrap">${escapeHtml(m.message)}</p></blockquote>`;
  return { kind: "contact_reply", to: m.email, subject: `Sv: ${m.subject}`, text, html };
}
