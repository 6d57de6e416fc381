/** Swedish copy for /admin/customers: finding a customer, their page, the GDPR export and the erasure (ADR 028). */
import { ORDER_DATA_RETENTION_YEARS, SHOP } from "~/domain/constants";
import { type MailShop } from "./mail-signature";
import type { MailContent } from "./mails";

export const CUSTOMER_SEARCH_MAX = 100;

export const adminCustomersCopy = {
  title: "Kunder",
  intro: "Sök på namn eller e-post. Varje kund har en sida med ordrar, omdömen, meddelanden, registerutdrag och radering.",
  search: {
    form: "Sök kunder",
    label: "Sök på namn eller e-post",
    submit: "Sök",
    clear: "Visa alla",
    tooLong: `Sökningen får vara högst ${CUSTOMER_SEARCH_MAX} tecken.`,
  },
  list: {
    caption: "Kunder, nyast först",
    captionSearch: (q: string) => `Kunder som matchar ”${q}”`,
    empty: "Inga kunder hittades.",
    count: (n: number, more: boolean) => (more ? `Visar de ${n} senaste` : n === 1 ? "1 kund" : `${n} kunder`),
    name: "Namn",
    email: "E-post",
    signedUp: "Registrerad",
    orders: "Ordrar",
    spent: "Handlat för",
    open: (name: string) => `Öppna kunden ${name}`,
    admin: "admin",
    erased: "raderad",
    /** Orders without an account (ADR 065) are no customer row: found in the order desk. */
    guestOrders: (n: number) => (n === 1 ? "1 order utan konto matchar också." : `${n} ordrar utan konto matchar också.`),
    guestOrdersLink: "Visa dem i orderdesken",
  },
  customer: {
    back: "Alla kunder",
    details: "Uppgifter",
    name: "Namn",
    email: "E-post",
    signedUp: "Registrerad",
    role: "Roll",
    roles: { admin: "Administratör", customer: "Kund" } as Record<string, string>,
    erasedOn: "Personuppgifterna raderades",
    orders: "Ordrar",
    noOrders: "Inga ordrar.",
    ordersCaption: "Kundens ordrar, nyast först",
    orderNumber: "Order",
    date: "Datum",
    status: "Status",
    total: "Summa",
    openOrder: (n: number) => `Öppna order ${n}`,
    spent: (kr: string) => `Handlat för ${kr} (makulerade ordrar räknas inte)`,
    reviews: "Omdömen",
    noReviews: "Inga omdömen.",
    hidden: "dolt",
    rating: (n: number) => `${n} av 5`,
    messages: "Meddelanden",
    noMessages: "Inga meddelanden.",
    replies: (n: number) => (n === 1 ? "1 svar" : `${n} svar`),
    newsletter: "Nyhetsbrev",
    newsletterNone: "Prenumererar inte.",
    newsletterStatuses: { pending: "Väntar på bekräftelse", active: "Prenumererar", unsubscribed: "Avregistrerad" } as Record<string, string>,
    waitlist: "Väntelistor",
  },
  exportData: {
    title: "Registerutdrag (GDPR)",
    text: "En JSON-fil med allt butiken har sparat om kunden: konto, ordrar med rader och händelser, omdömen, meddelanden, nyhetsbrev, väntelistor, köpta presentkort (bara maskerade koder) och mejl. Lösenord och inloggningar ingår aldrig. Nedladdningen skrivs i loggen.",
    download: (name: string) => `Ladda ner ${name}s uppgifter (JSON)`,
    filename: (id: string) => `stilla-kunddata-${id}.json`,
  },
  erase: {
    title: "Radera personuppgifter",
    text: `Kontot stängs och personuppgifterna tas bort. Ordrarna sparas i ${ORDER_DATA_RETENTION_YEARS} år enligt bokföringslagen, men utan namn, adress och e-post. Omdömen, meddelanden, nyhetsbrev och väntelistor tas bort. Det går inte att ångra.`,
    start: "Radera kundens personuppgifter …",
    confirmLegend: "Radera personuppgifterna?",
    confirmLabel: (email: string) => `Skriv kundens e-postadress (${email}) för att bekräfta`,
    confirm: "Ja, radera personuppgifterna",
    cancel: "Avbryt",
    mismatch: "E-postadressen stämmer inte med kundens. Inget har raderats.",
    required: "Skriv kundens e-postadress för att bekräfta.",
    admin: "En administratörs konto kan inte raderas här.",
    openOrders: (numbers: number[]) =>
      `Kunden har ordrar som inte har skickats än (${numbers.map((n) => `order ${n}`).join(", ")}). Skicka eller makulera dem först: de behöver namn och adress.`,
    unpaidOrders: (numbers: number[]) =>
      `Kunden har skickade ordrar som inte är betalda (${numbers.map((n) => `order ${n}`).join(", ")}). Namn, adress och e-post behövs för fordran tills de är betalda (dataskyddsförordningen, artikel 17.3 e): markera dem som betalda (eller som returnerade, om varorna har kommit tillbaka) först. Inget har raderats.`,
    done: "Personuppgifterna är raderade och kunden har fått en bekräftelse via e-post.",
    already: "Den här kundens personuppgifter är redan raderade.",
    notFound: "Kunden finns inte.",
  },
} as const;

/** The confirmation sent after an erasure: it names no one (the address it goes to is all the shop keeps). */
export function erasureConfirmationMail(to: string, shop: MailShop): MailContent {
  const text = [
    "Hej!",
    "",
    `Vi har nu raderat dina personuppgifter hos ${SHOP.name}. Ditt konto är stängt och går inte längre att logga in på.`,
    "",
    `Dina ordrar sparar vi i ${ORDER_DATA_RETENTION_YEARS} år eftersom bokföringslagen kräver det, men utan ditt namn, din adress och din e-postadress. Dina omdömen, meddelanden, nyhetsbrevsprenumeration och väntelistor är borttagna.`,
    "",
    `Har du frågor? Svara på det här mejlet eller skriv till ${shop.email}.`,
    "",
    `Varma hälsningar,\n${SHOP.name}`,
  ].join("\n");
  return { kind: "customer_erased", to, subject: `Dina personuppgifter är raderade – ${SHOP.name}`, text };
}
