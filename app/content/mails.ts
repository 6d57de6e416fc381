/** Swedish e-mail texts. Each returns a plain message that the mailer stores and sends. */
import { SHOP } from "~/domain/constants";

export interface MailContent {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const signature = `Varma hälsningar,\n${SHOP.name}\n${SHOP.email}`;

export function passwordResetMail(p: { to: string; name: string; url: string }): MailContent {
  const text = [
    `Hej ${p.name}!`,
    "",
    "Någon (förhoppningsvis du) har bett om att få byta lösenord till ditt konto hos Stilla.",
    "Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i en timme.",
    "",
    p.url,
    "",
    "Om det inte var du kan du bortse från det här meddelandet – ditt lösenord är oförändrat.",
    "",
    signature,
  ].join("\n");
  const html = `<p>Hej ${escapeHtml(p.name)}!</p>
<p>Någon (förhoppningsvis du) har bett om att få byta lösenord till ditt konto hos Stilla.
Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i en timme.</p>
<p><a href="${escapeHtml(p.url)}">Välj ett nytt lösenord</a></p>
<p>Om det inte var du kan du bortse från det här meddelandet – ditt lösenord är oförändrat.</p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;
  return { kind: "password_reset", to: p.to, subject: "Byt lösenord hos Stilla", text, html };
}
