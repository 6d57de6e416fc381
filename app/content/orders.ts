/**
 * Swedish copy for the customer's order pages (/orders, /orders/:id), the payment instructions, the
 * tracking timeline and "Ångra köp". Figures come from `~/domain/constants` (ADR 017).
 */
import { RETURNS, SHIPPING, SHOP } from "~/domain/constants";
import { lazy } from "~/lib/lazy";

const range = (r: { min: number; max: number }) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);

const STOCKHOLM = "Europe/Stockholm";
const longDate = lazy(() => new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: STOCKHOLM }));
const dayMonth = lazy(() => new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", timeZone: STOCKHOLM }));
const clock = lazy(() => new Intl.DateTimeFormat("sv-SE", { hour: "2-digit", minute: "2-digit", timeZone: STOCKHOLM }));

/** "21 november 2026" (Stockholm). */
export const formatDate = (d: Date) => longDate().format(d);
/** "21 november 2026 kl. 13:05" (Stockholm). */
export const formatDateTime = (d: Date) => `${longDate().format(d)} kl. ${clock().format(d)}`;
/** "21 november kl. 13:05" (Stockholm), for the timeline. */
export const formatDayTime = (d: Date) => `${dayMonth().format(d)} kl. ${clock().format(d)}`;
/** "21 november" (Stockholm). */
export const formatDayMonth = (d: Date) => dayMonth().format(d);
/** A calendar date "2026-12-05" → "5 december 2026". */
export { formatCalendarDate } from "~/lib/calendar-date";

export const DISPATCH_TEXT = `${range(SHIPPING.dispatchDays)} arbetsdagar`;
export const DELIVERY_TEXT = `${range(SHIPPING.deliveryDays)} arbetsdagar`;

/** The carriers' own tracking pages. */
const TRACKING_URLS: Record<string, (n: string) => string> = {
  postnord: (n) => `https://tracking.postnord.com/se/?id=${encodeURIComponent(n)}`,
  dhl: (n) => `https://www.dhl.com/se-sv/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
};

/** The carrier's tracking page for a parcel, or null for a carrier we have no link for. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const make = TRACKING_URLS[carrier.trim().toLowerCase().replace(/\s+/g, "")];
  return make && trackingNumber.trim() ? make(trackingNumber.trim()) : null;
}

export { statusLabel } from "./order-status";

export const ordersCopy = {
  list: {
    title: "Mina Ordrar",
    intro: "Dina beställningar, nyast först. Sidan uppdateras av sig själv när vi ändrar status på en order.",
    emptyTitle: "Du har inga ordrar ännu",
    emptyText: "När du har beställt något hittar du ordern och var den befinner sig här.",
    toShop: "Till butiken",
    orderHeading: (orderNumber: number) => `Order ${orderNumber}`,
    placed: "Beställd",
    status: "Status",
    items: "Varor",
    total: "Totalt",
    show: "Visa order",
    showNamed: (orderNumber: number) => `Visa order ${orderNumber}`,
    updated: (orderNumber: number) => `Order ${orderNumber} har uppdaterats.`,
    withdrawn: "Köpet ångrat",
  },
  page: {
    title: (orderNumber: number) => `Order ${orderNumber}`,
    placedAt: (date: string) => `Beställd ${date}`,
    thanks: "Tack för din beställning!",
    orderNumberLine: "Ordernummer",
    nextTitle: "Så här går det vidare",
    nextPaid: "Ordern är redan betald – du behöver inte göra något mer.",
    nextShipAfterPayment: `Vi packar när betalningen har kommit in och skickar inom ${DISPATCH_TEXT}. Leveransen tar ${DELIVERY_TEXT} inom Sverige.`,
    nextShip: `Vi skickar ordern inom ${DISPATCH_TEXT}. Leveransen tar ${DELIVERY_TEXT} inom Sverige.`,
    confirmationSent: (email: string) => `Vi har skickat en orderbekräftelse till ${email}.`,
    reference: "Ordernummer",
    status: "Status",
    items: "Varor",
    quantity: "Antal",
    unitPrice: "Styckpris",
    lineTotal: "Summa",
    quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
    multiBuy: (amount: string) => `Mängdrabatt −${amount}`,
    together: (amount: string) => `Tillsammansrabatt −${amount}`,
    codeShare: (code: string, amount: string) => `Rabattkod ${code} −${amount}`,
    gift: "Gåva",
    goods: "Varor",
    multiBuyTotal: "Mängdrabatt",
    togetherTotal: "Tillsammansrabatt",
    discount: (code: string) => `Rabattkod ${code}`,
    shipping: "Frakt",
    freeShipping: "Fri frakt",
    total: "Totalt",
    vatOf: (rate: string) => `varav moms ${rate}`,
    deliveryTitle: "Leverans",
    deliveryTo: "Levereras till",
    /** The optional mobile number beside the address (ADR 066). */
    phone: "Mobil",
    deliveryEstimate: `Vi skickar din order inom ${DISPATCH_TEXT}, och leveransen tar ${DELIVERY_TEXT} inom Sverige.`,
    deliveryOnTheWay: `Paketet är på väg. Leveransen tar normalt ${DELIVERY_TEXT} inom Sverige.`,
    carrier: "Fraktbolag",
    trackingNumber: "Spårningsnummer",
    trackParcel: (carrier: string) => `Spåra paketet hos ${carrier}`,
    backToOrders: "Alla ordrar",
  },
  timeline: {
    title: "Leveransstatus",
    steps: { received: "Mottagen", processing: "Bearbetas", shipped: "Skickad", delivered: "Levererad", cancelled: "Makulerad", returned: "Returnerad", refunded: "Återbetald", partially_refunded: "Delvis återbetald", refund_pending: "Återbetalning på väg" } as Record<string, string>,
    estimated: "beräknat",
    estimatedDate: (date: string) => `Beräknat ${date}`,
    doneNoDate: "Klart",
    note: "Datum märkta ”beräknat” är uppskattningar som räknar bara dagar vi har öppet (inte helger och röda dagar); övriga är de verkliga datumen.",
  },
  payment: {
    title: "Betalning",
    method: "Betalsätt",
    paid: (date: string) => `Betalningen är mottagen (${date}). Tack!`,
    paidNoDate: "Betalningen är mottagen. Tack!",
    cancelled: "Ordern är makulerad. Du ska inte betala den.",
    // What each method shows (Swish, Faktura …) is its module in app/payments/.
    amount: "Belopp",
  },
  withdrawal: {
    title: "Ångerrätt",
    text: `Du har ${RETURNS.withdrawalDays} dagars ångerrätt enligt distansavtalslagen, räknat från den dag du tar emot varorna. Du behöver inte ange något skäl.`,
    how: "Ångra köpet med knappen nedan, med standardformuläret för ångerrätt eller genom att mejla oss.",
    formLink: "Standardformulär för ångerrätt",
    functionLink: "Ångra köp på ordersidan",
    mailUs: (email: string) => `Mejla ${email}`,
    lastDay: (date: string) => `Ångerfristen löper ut ${date}.`,
    fromDelivery: "Ångerfristen börjar när du tar emot varorna.",
    button: "Ångra köp",
    confirmTitle: "Bekräfta att du ångrar köpet",
    confirmText: (orderNumber: number) =>
      `Du ångrar hela order ${orderNumber}. Har vi inte skickat ordern än makulerar vi den direkt. Har den redan skickats skickar du tillbaka varorna till oss, och vi betalar tillbaka inom ${RETURNS.refundWithinDays} dagar.`,
    confirmButton: "Bekräfta ångrat köp",
    cancel: "Avbryt",
    registered: (dateTime: string) => `Ditt ångrade köp är registrerat (${dateTime}).`,
    ackSent: (email: string) => `En bekräftelse har skickats till ${email}.`,
    already: "Ditt ångrade köp är redan registrerat. Inget har ändrats.",
    closed: "Ångerfristen för den här ordern har gått ut. Kontakta oss om du har frågor.",
    cancelledOrder: "Ordern är makulerad.",
    notFound: "Ordern finns inte.",
    failed: "Något gick fel. Försök igen eller mejla oss.",
    cancelledNote: "Ordern hade inte skickats, så vi har makulerat den.",
  },
  /** A guest's order opened by its private link (ADR 065): an account afterwards, or the order saved in one. */
  guestAccount: {
    title: "Spara ordern i ett konto",
    text: (email: string) => `Välj ett lösenord så skapar vi ett konto för ${email}. Då hittar du ordern under Mina ordrar och dina uppgifter fylls i nästa gång.`,
    password: "Lösenord",
    passwordHint: "Minst 6 tecken.",
    submit: "Skapa konto",
    exists: (email: string) => `Det finns redan ett konto för ${email}. Logga in så kan du spara ordern i ditt konto.`,
    signIn: "Logga in",
    attachText: "Ordern är beställd med samma e-postadress som ditt konto.",
    attach: "Spara ordern i mitt konto",
    attached: "Ordern är sparad i ditt konto.",
    attachFailed: "Ordern kunde inte sparas i ditt konto. Den kan redan vara sparad i ett konto.",
    privateLink: "Den här sidan är din privata länk till ordern. Dela den inte.",
  },
  angerblankett: {
    updated: (date: string) => `Senast uppdaterad ${date}`,
    print: "Skriv ut formuläret",
    mail: "Mejla oss ditt formulär",
    mailSubject: "Ångra köp",
  },
  meta: {
    list: `Mina Ordrar – ${SHOP.name}`,
    order: (orderNumber: number) => `Order ${orderNumber} – ${SHOP.name}`,
  },
} as const;
