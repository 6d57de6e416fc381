/** The copy of /konto ("Mitt konto", ADR 035) and the e-mails it sends. */
import { SHOP } from "~/domain/constants";
import { mailSignature, type MailShop } from "./mail-signature";

export const accountCopy = {
  meta: "Mitt konto – Stilla",
  title: "Mitt konto",
  intro: (email: string) => `Inloggad som ${email}. Här ändrar du dina uppgifter, ser dina ordrar och bestämmer över det vi har sparat om dig.`,
  saved: "Sparat.",
  orders: {
    title: "Mina ordrar",
    text: "Se status, spåra paket och ångra köp.",
    link: "Visa mina ordrar",
  },
  name: {
    title: "Namn",
    label: "Namn",
    submit: "Spara namn",
    done: "Ditt namn är sparat.",
  },
  email: {
    title: "E-postadress",
    current: (email: string) => `Nuvarande adress: ${email}`,
    label: "Ny e-postadress",
    help: "Vi skickar en länk till den nya adressen. Adressen byts först när du har öppnat länken. Du loggas ut på alla andra enheter.",
    currentPassword: "Nuvarande lösenord",
    wrongPassword: "Det nuvarande lösenordet stämmer inte. Adressen är inte bytt.",
    submit: "Byt e-postadress",
    same: "Det är redan din e-postadress.",
    sent: (email: string) => `Vi har skickat en länk till ${email}. Öppna den inom en timme för att byta adress.`,
    failed: "Det gick inte att byta e-postadress just nu. Försök igen senare.",
    changed: "Din e-postadress är bytt.",
    linkInvalid: "Länken för att byta e-postadress gäller inte längre. Begär en ny här nedan.",
  },
  password: {
    title: "Lösenord",
    current: "Nuvarande lösenord",
    next: "Nytt lösenord",
    help: "Minst 6 tecken. Du loggas ut på alla andra enheter.",
    submit: "Byt lösenord",
    wrong: "Det nuvarande lösenordet stämmer inte.",
    done: "Ditt lösenord är bytt. Andra enheter är utloggade.",
    failed: "Det gick inte att byta lösenord just nu. Försök igen senare.",
  },
  address: {
    title: "Leveransadress",
    text: "Sparas på ditt konto och fylls i åt dig i kassan.",
    name: "Namn",
    street: "Adress",
    postalCode: "Postnummer",
    city: "Ort",
    phone: "Mobilnummer (valfritt)",
    submit: "Spara adress",
    remove: "Ta bort sparad adress",
    done: "Din leveransadress är sparad.",
    removed: "Den sparade adressen är borttagen.",
  },
  newsletter: {
    title: "Nyhetsbrev",
    on: (email: string) => `Du prenumererar på nyhetsbrevet till ${email}.`,
    pending: (email: string) => `Vi väntar på att du bekräftar prenumerationen via länken vi skickade till ${email}.`,
    off: "Du prenumererar inte på nyhetsbrevet.",
    subscribe: "Prenumerera på nyhetsbrevet",
    unsubscribe: "Avsluta prenumerationen",
    subscribed: "Vi har skickat en bekräftelselänk till din e-postadress. Prenumerationen startar när du har öppnat den.",
    unsubscribed: "Du prenumererar inte längre på nyhetsbrevet.",
    tooMany: "För många försök. Vänta en stund och försök igen.",
  },
  data: {
    title: "Mina uppgifter",
    text: "Du kan när som helst ladda ner allt vi har sparat om dig, eller radera ditt konto.",
    privacyLink: "Läs mer i integritetspolicyn",
    download: "Ladda ner mina uppgifter",
    downloadHelp: "En JSON-fil med ditt konto, dina ordrar, omdömen, meddelanden, nyhetsbrev och presentkort du har köpt.",
    filename: (date: string) => `stilla-mina-uppgifter-${date}.json`,
  },
  erase: {
    title: "Radera mitt konto",
    text: "Ditt konto stängs och dina personuppgifter tas bort. Ordrar sparar vi för bokföringen, men utan ditt namn, din adress och din e-postadress. Har du en skickad order som inte är betald än, till exempel en faktura, kan kontot raderas först när den är betald. Det går inte att ångra.",
    password: "Ditt lösenord",
    submit: "Radera mitt konto",
    wrongPassword: "Lösenordet stämmer inte. Kontot är inte raderat.",
    tooMany: "För många försök. Vänta en stund och försök igen.",
    admin: "Ett administratörskonto kan inte raderas här.",
    openOrders: (numbers: number[]) =>
      `Vi kan inte radera kontot ännu: ${numbers.length === 1 ? "order" : "ordrar"} ${numbers.join(", ")} är inte skickad${numbers.length === 1 ? "" : "e"} än och vi behöver din adress för att leverera. Försök igen när den har skickats, eller kontakta oss för att avbryta.`,
    unpaidOrders: (numbers: number[]) =>
      `Vi kan inte radera kontot ännu: ${numbers.length === 1 ? "order" : "ordrar"} ${numbers.join(", ")} är skickad${numbers.length === 1 ? "" : "e"} men inte betald${numbers.length === 1 ? "" : "a"}. Så länge fakturan är obetald sparar vi ditt namn, din adress och din e-postadress för den (dataskyddsförordningen, artikel 17.3 e). När den är betald kan du radera kontot. Inget har raderats.`,
    failed: "Det gick inte att radera kontot just nu. Försök igen senare.",
    done: "Ditt konto är raderat. Vi har skickat en bekräftelse till din e-postadress.",
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The link that confirms a new e-mail address, sent to that address. */
export function emailChangeMail(p: { to: string; name: string; url: string; shop: MailShop }) {
  const text = [
    `Hej ${p.name}!`,
    "",
    `Du har bett om att byta e-postadress för ditt konto hos ${SHOP.name} till ${p.to}.`,
    "Öppna länken nedan för att bekräfta bytet. Länken gäller i en timme.",
    "",
    p.url,
    "",
    "Om det inte var du kan du bortse från det här meddelandet – ingenting ändras.",
    "",
    mailSignature(p.shop),
  ].join("\n");
  const html = `<p>Hej ${escapeHtml(p.name)}!</p>
<p>Du har bett om att byta e-postadress för ditt konto hos ${SHOP.name} till ${escapeHtml(p.to)}.
Öppna länken nedan för att bekräfta bytet. Länken gäller i en timme.</p>
<p><a href="${escapeHtml(p.url)}">Bekräfta den nya e-postadressen</a></p>
<p>Om det inte var du kan du bortse från det här meddelandet – ingenting ändras.</p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;
  return { kind: "email_change", to: p.to, subject: `Bekräfta din nya e-postadress – ${SHOP.name}`, text, html };
}

/** The notice to the old address that someone asked to move the account to a new one. */
export function emailChangeNoticeMail(p: { to: string; name: string; newEmail: string; shop: MailShop }) {
  const text = [
    `Hej ${p.name}!`,
    "",
    `Någon har bett om att byta e-postadress för ditt konto hos ${SHOP.name} till ${p.newEmail}. Adressen byts när länken som skickats dit öppnas.`,
    "",
    `Var det inte du? Byt lösenord under Mitt konto och kontakta oss på ${p.shop.email}.`,
    "",
    mailSignature(p.shop),
  ].join("\n");
  return { kind: "email_change_notice", to: p.to, subject: `Byte av e-postadress – ${SHOP.name}`, text };
}
