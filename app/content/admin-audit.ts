/** Swedish copy for the admin's audit log (/admin/logg). */
import { formatKr } from "~/domain/money";

const ACTIONS: Record<string, string> = {
  "discount_code.create": "Skapade rabattkod",
  "discount_code.update": "Ändrade rabattkod",
  "discount_code.deactivate": "Stängde av rabattkod",
  "discount_code.activate": "Slog på rabattkod",
  "product.create": "Skapade produkt",
  "product.update": "Ändrade produkt",
  "product.deactivate": "Inaktiverade produkt",
  "product.activate": "Aktiverade produkt",
  "product.stock_adjust": "Justerade lager",
  "product.image": "Laddade upp produktbild",
  "order.mark_paid": "Markerade order som betald",
  "order.processing": "Började behandla order",
  "order.shipped": "Skickade order",
  "order.delivered": "Markerade order som levererad",
  "order.cancel": "Makulerade order",
  "order.returned": "Markerade order som returnerad",
  "order.refund": "Återbetalade order",
  "gift_card.void": "Spärrade presentkort",
  "gift_card.adjust": "Justerade presentkortets saldo",
  "review.hide": "Dolde omdöme",
  "review.show": "Visade omdöme igen",
  "review.report_handled": "Hanterade anmälan av omdöme",
  "customer.export": "Exporterade kunddata",
  "customer.erase": "Raderade kunduppgifter",
  "outbox.resend": "Skickade mejl igen",
  "gift_card.resend": "Skickade presentkort igen",
  "contact_message.reply": "Svarade på meddelande",
  "contact_message.handled": "Markerade meddelande som hanterat",
  "contact_message.waiting": "Markerade meddelande som ej hanterat",
  "site_setting.update": "Ändrade inställningar",
};

const ENTITIES: Record<string, string> = {
  discount_code: "Rabattkoder",
  product: "Produkter",
  order: "Ordrar",
  gift_card: "Presentkort",
  contact_message: "Meddelanden",
  review: "Omdömen",
  customer: "Kunder",
  outbox: "Utkorg",
  site_setting: "Inställningar",
};

const FIELDS: Record<string, string> = {
  code: "kod",
  type: "typ",
  percent: "procent",
  amountOre: "belopp",
  minOrderOre: "minsta order",
  startsAt: "från",
  endsAt: "till",
  usageLimit: "högst totalt",
  perCustomerLimit: "högst per kund",
  active: "aktiv",
  description: "anteckning",
  onlyForEmail: "personlig för",
  priceOre: "pris",
  stockCount: "lager",
  status: "status",
  paymentStatus: "betalning",
  carrier: "transportör",
  trackingNumber: "spårningsnummer",
  handled: "hanterat",
  reply: "svar nr",
  refundedOre: "återbetalt",
  restocked: "tillbaka i lager",
  reason: "anledning",
  balanceOre: "saldo",
  voided: "spärrat",
  hidden: "dolt",
<<<<<<< HEAD
  copy: "kopia nr",
=======
  name: "namn",
  kind: "kategori",
  tagline: "underrubrik",
  fullDescription: "beskrivning",
  ingredients: "ingredienser",
  benefits: "fördelar",
  howToUse: "användning",
  storage: "förvaring",
  weight: "vikt",
  netWeightGrams: "nettovikt (g)",
  taxClass: "momsklass",
  isBestseller: "bästsäljare",
  isLimitedEdition: "begränsad upplaga",
  isOnlineOnly: "endast online",
  lowStockLevel: "varning vid lager",
  colours: "färger",
  image: "bild",
>>>>>>> wt-products
};

function value(field: string, v: unknown): string {
  if (v === null || v === undefined || v === "") return "–";
  if (typeof v === "boolean") return v ? "ja" : "nej";
  if (typeof v === "number" && field.endsWith("Ore")) return formatKr(v);
  if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v)) return v.slice(0, 16).replace("T", " ") + " UTC";
  if (Array.isArray(v)) return v.length ? v.join(" · ") : "–";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

export const auditCopy = {
  title: "Logg",
  intro: "Varje ändring som görs i administrationen: vem, när, vad och värdena före och efter. Loggen kan inte ändras härifrån.",
  filter: "Visa",
  all: "Alla ändringar",
  show: "Visa",
  entities: ENTITIES,
  caption: "Ändringar, nyast först",
  empty: "Inga ändringar ännu.",
  count: (n: number) => (n === 1 ? "1 ändring" : `${n} ändringar`),
  action: (key: string) => ACTIONS[key] ?? key,
  field: (key: string) => FIELDS[key] ?? key,
  value,
  by: "av",
  open: "Öppna",
  pages: "Sidor i loggen",
  page: (page: number, count: number) => `Sida ${page} av ${count}`,
  previous: "Nyare",
  next: "Äldre",
} as const;
