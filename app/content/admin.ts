/** Swedish copy for the shop's order desk (/admin/orders) and the shared admin navigation. */
import { SHIPPING } from "~/domain/constants";

export const ORDER_STATUS_LABELS = {
  pending: "Väntar",
  processing: "Bearbetas",
  shipped: "Skickad",
  delivered: "Levererad",
  cancelled: "Makulerad",
} as const satisfies Record<string, string>;

export const PAYMENT_STATUS_LABELS = {
  unpaid: "Obetald",
  paid: "Betald",
  refunded: "Återbetald",
} as const satisfies Record<string, string>;

export type OrderStatusKey = keyof typeof ORDER_STATUS_LABELS;
export type PaymentStatusKey = keyof typeof PAYMENT_STATUS_LABELS;

const statusLabel = (s: string | null | undefined) => (s && s in ORDER_STATUS_LABELS ? ORDER_STATUS_LABELS[s as OrderStatusKey] : (s ?? ""));

export const adminCopy = {
  nav: { label: "Administration", orders: "Ordrar", products: "Produkter", outbox: "Utkorg" },
  statuses: ORDER_STATUS_LABELS as Record<string, string>,
  payments: PAYMENT_STATUS_LABELS as Record<string, string>,
  statusLabel,
  orders: {
    title: "Ordrar",
    intro: "Alla ordrar, nyast först. Öppna en order för att markera den som betald, skicka, leverera eller makulera den.",
    filters: "Filtrera ordrar",
    status: "Status",
    payment: "Betalning",
    all: "Alla",
    search: "Sök på ordernummer, OCR, e-post eller namn",
    filter: "Filtrera",
    clear: "Rensa filter",
    caption: "Ordrar",
    count: (total: number) => (total === 1 ? "1 order" : `${total} ordrar`),
    empty: "Inga ordrar matchar filtret.",
    columns: {
      reference: "Order",
      date: "Datum",
      customer: "Kund",
      items: "Artiklar",
      total: "Summa",
      payment: "Betalning",
      status: "Status",
    },
    open: (orderNumber: number) => `Öppna order ${orderNumber}`,
    pages: "Sidor",
    page: (page: number, count: number) => `Sida ${page} av ${count}`,
    previous: "Föregående sida",
    next: "Nästa sida",
  },
  order: {
    title: (orderNumber: number) => `Order ${orderNumber}`,
    back: "Alla ordrar",
    placed: "Lagd",
    status: "Status",
    payment: "Betalning",
    lines: "Artiklar",
    product: "Produkt",
    quantity: "Antal",
    unitPrice: "À-pris",
    vatRate: "Moms",
    lineTotal: "Summa",
    multiBuy: "Mängdrabatt",
    code: (code: string) => `Rabattkod ${code}`,
    gift: "Gåva",
    giftCard: "Presentkort",
    goods: "Varor",
    shipping: "Frakt",
    freeShipping: "Fri frakt",
    total: "Totalt inkl. moms",
    vatOf: (rate: string) => `varav moms ${rate}`,
    customer: "Kund",
    account: "Konto",
    address: "Leveransadress",
    paymentHeading: "Betalning",
    method: "Betalsätt",
    paidAt: "Betald",
    delivery: "Frakt",
    carrier: "Fraktbolag",
    trackingNumber: "Spårningsnummer",
    notShipped: "Inte skickad ännu.",
    withdrawnAt: "Ångrat köp",
    actions: "Åtgärder",
    noActions: "Inga fler åtgärder: ordern är avslutad.",
    events: "Händelser",
    notFound: "Ordern finns inte.",
  },
  actions: {
    mark_paid: "Markera som betald",
    processing: "Börja packa",
    shipped: "Markera som skickad",
    delivered: "Markera som levererad",
    cancel: "Makulera order",
    carrier: "Fraktbolag",
    carriers: SHIPPING.carriers as readonly string[],
    trackingNumber: "Spårningsnummer",
    trackingHint: "5–40 tecken: bokstäver, siffror, mellanslag och bindestreck.",
    confirmTitle: "Makulera ordern?",
    confirmText: (orderNumber: number) =>
      `Order ${orderNumber} makuleras. Varorna läggs tillbaka i lager och en använd rabattkod räknas tillbaka. Det går inte att ångra.`,
    confirm: "Ja, makulera ordern",
    keep: "Nej, behåll ordern",
    done: {
      mark_paid: "Ordern är markerad som betald.",
      processing: "Ordern packas.",
      shipped: "Ordern är markerad som skickad.",
      delivered: "Ordern är markerad som levererad.",
      cancel: "Ordern är makulerad.",
      none: "Ingen ändring: det var redan gjort.",
    } as Record<string, string>,
    invalid: "Åtgärden kunde inte utföras. Kontrollera fälten.",
    carrierInvalid: "Välj ett fraktbolag.",
    trackingInvalid: "Spårningsnumret måste vara 5–40 tecken (bokstäver, siffror, mellanslag och bindestreck).",
    confirmRequired: "Bekräfta makuleringen först.",
  },
  events: {
    created: "Order lagd",
    paid: "Markerad som betald",
    status: (from: string | null, to: string | null) => (from ? `Status: ${statusLabel(from)} → ${statusLabel(to)}` : `Status: ${statusLabel(to)}`),
    other: (type: string) => `Händelse: ${type}`,
    by: "Av",
    customer: (who: string) => `kunden ${who}`,
    system: "systemet",
    when: "Tid",
  },
  /** The desk's refusal, with the status keys in Swedish. */
  stateError: (e: { kind: "not_found" | "cancelled_unpaid" | "transition"; from?: string; to?: string }) =>
    e.kind === "not_found"
      ? "Ordern finns inte."
      : e.kind === "cancelled_unpaid"
        ? "En makulerad order kan inte markeras som betald."
        : `Ordern kan inte gå från ${statusLabel(e.from ?? "").toLowerCase()} till ${statusLabel(e.to ?? "").toLowerCase()}.`,
} as const;
