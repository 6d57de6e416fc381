/**
 * Swedish copy for the newsletter (spec §2 Home, §4, §5, §8): the form's own words and the e-mails. The confirm and
 * unsubscribe pages are in newsletter-pages.ts; the headings and labels around the forms in newsletter-labels.ts (the
 * footer's are on every page, while this module loads with the form, when it is about to be used: ADR 043).
 */
import { NEWSLETTER, SHOP } from "~/domain/constants";
import { mailSignature, type MailShop } from "./mail-signature";
import type { MailContent } from "./mails";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const pct = `${NEWSLETTER.welcomePercent}\u00a0%`;

export const newsletterCopy = {
  placeholder: "namn@exempel.se",
  submit: "Anmäl mig",
  submitting: "Registrerar...",
  emailInvalid: "Ogiltig e-postadress",
  emailLong: "E-post för lång",
  errorTitle: "Ogiltig e-postadress",
  tooMany: "Du har försökt många gånger på kort tid. Vänta en stund och försök igen.",
  failed: "Anmälan kunde inte tas emot just nu. Försök igen om en stund.",
  successTitle: "Välkommen till vår community!",
  successText: `Vi har skickat ett mejl med en bekräftelselänk. När du har bekräftat får du vårt nyhetsbrev och en personlig kod på ${pct} rabatt på ditt första köp.`,
  privacy: "Du kan avregistrera dig när du vill via länken i varje utskick.",
  welcomeCodeDescription: (email: string) => `Välkomstkod nyhetsbrev, ${pct}, personlig för ${email}`,
} as const;

export type NewsletterResultKey = "ok" | "invalid" | "long" | "limited" | "failed";

/** The first message for a failed sign-up, by the key that the no-JavaScript redirect carries. */
export const newsletterMessages: Record<Exclude<NewsletterResultKey, "ok">, string> = {
  invalid: newsletterCopy.emailInvalid,
  long: newsletterCopy.emailLong,
  limited: newsletterCopy.tooMany,
  failed: newsletterCopy.failed,
};

const unsubscribeLines = (url: string) => ["", "–", `Vill du inte längre få mejl från oss? Avregistrera dig här: ${url}`];
const unsubscribeHtml = (url: string) =>
  `<p style="font-size:12px;color:#666">Vill du inte längre få mejl från oss? <a href="${escapeHtml(url)}">Avregistrera dig</a>.</p>`;

export function newsletterConfirmMail(p: { to: string; confirmUrl: string; unsubscribeUrl: string; shop: MailShop }): MailContent {
  const text = [
    "Hej!",
    "",
    `Tack för att du vill få nyhetsbrevet från ${SHOP.name}. Bekräfta din e-postadress genom att öppna länken nedan (den gäller i sju dagar):`,
    "",
    p.confirmUrl,
    "",
    `När du har bekräftat skickar vi en personlig kod på ${pct} rabatt på ditt första köp.`,
    "Om det inte var du som anmälde dig kan du bortse från det här mejlet – utan bekräftelse får du inga fler utskick.",
    "",
    mailSignature(p.shop),
    ...unsubscribeLines(p.unsubscribeUrl),
  ].join("\n");
  const html = `<p>Hej!</p>
<p>Tack för att du vill få nyhetsbrevet från ${SHOP.name}. Bekräfta din e-postadress genom att öppna länken nedan (den gäller i sju dagar):</p>
<p><a href="${escapeHtml(p.confirmUrl)}">Bekräfta min prenumeration</a></p>
<p>När du har bekräftat skickar vi en personlig kod på ${pct} rabatt på ditt första köp.</p>
<p>Om det inte var du som anmälde dig kan du bortse från det här mejlet – utan bekräftelse får du inga fler utskick.</p>
<p>Varma hälsningar,<br>${SHOP.name}</p>
${unsubscribeHtml(p.unsubscribeUrl)}`;
  return { kind: "newsletter_confirmation", to: p.to, subject: `Bekräfta din prenumeration – ${SHOP.name}`, text, html };
}

/** After confirming: the personal code (null when the address already had its welcome code once). */
export function newsletterWelcomeMail(p: { to: string; code: string | null; shopUrl: string; unsubscribeUrl: string; shop: MailShop }): MailContent {
  const codeLines = p.code
    ? [
        `Som tack får du ${pct} rabatt på ditt första köp. Din personliga rabattkod:`,
        "",
        `    ${p.code}`,
        "",
        "Ange koden i kassan. Den gäller ett köp, med den här e-postadressen, och kan inte kombineras med andra rabattkoder.",
      ]
    : ["Välkomstrabatten ges en gång per e-postadress, så den här gången följer ingen ny kod med."];
  const text = [
    "Hej!",
    "",
    `Välkommen till ${SHOP.name}s community! Din prenumeration är bekräftad, och du får nu ritualer för årstiden och nyheter före alla andra.`,
    "",
    ...codeLines,
    "",
    `Handla här: ${p.shopUrl}`,
    "",
    mailSignature(p.shop),
    ...unsubscribeLines(p.unsubscribeUrl),
  ].join("\n");
  const codeHtml = p.code
    ? `<p>Som tack får du ${pct} rabatt på ditt första köp. Din personliga rabattkod:</p>
<p style="font-size:20px;font-weight:bold;letter-spacing:2px">${escapeHtml(p.code)}</p>
<p>Ange koden i kassan. Den gäller ett köp, med den här e-postadressen, och kan inte kombineras med andra rabattkoder.</p>`
    : "<p>Välkomstrabatten ges en gång per e-postadress, så den här gången följer ingen ny kod med.</p>";
  const html = `<p>Hej!</p>
<p>Välkommen till ${SHOP.name}s community! Din prenumeration är bekräftad, och du får nu ritualer för årstiden och nyheter före alla andra.</p>
${codeHtml}
<p><a href="${escapeHtml(p.shopUrl)}">Till butiken</a></p>
<p>Varma hälsningar,<br>${SHOP.name}</p>
${unsubscribeHtml(p.unsubscribeUrl)}`;
  return { kind: "newsletter_welcome", to: p.to, subject: p.code ? `Välkommen – här är din rabattkod från ${SHOP.name}` : `Välkommen tillbaka till ${SHOP.name}`, text, html };
}
