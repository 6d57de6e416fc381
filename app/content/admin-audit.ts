/** Swedish copy for the admin's audit log (/admin/logg): every action, field, state and row in Swedish (ADR 062). */
import { formatKr } from "~/domain/money";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "~/content/order-status";
import type { AuditSubject } from "~/domain/audit";

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
  "product.photo_add": "Lade till produktfoto",
  "product.photo_alt": "Ändrade ett produktfotos beskrivning",
  "product.photo_move": "Flyttade ett produktfoto",
  "product.photo_main": "Valde huvudfoto",
  "product.photo_remove": "Tog bort ett produktfoto",
  "order.mark_paid": "Markerade order som betald",
  "order.processing": "Började behandla order",
  "order.shipped": "Skickade order",
  "order.delivered": "Markerade order som levererad",
  "order.cancel": "Makulerade order",
  "order.returned": "Markerade order som returnerad",
  "order.refund": "Återbetalade order",
  "order.note": "Ändrade orderns anteckning",
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
  "site_setting.hero_videos": "Ändrade startsidans hero-videor",
  "video.generate": "Startade videogenerering",
  "video.hero_generate": "Startade generering av hero-videor",
  "video.retry": "Startade om videogenerering",
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
  video: "Videor",
};

const FIELDS: Record<string, string> = {
  code: "kod",
  heroVideos: "hero-videor",
  prompt: "prompt",
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
  ownerNote: "anteckning",
  handled: "hanterat",
  reply: "svar nr",
  refundedOre: "återbetalt",
  restocked: "tillbaka i lager",
  reason: "anledning",
  balanceOre: "saldo",
  voided: "spärrat",
  hidden: "dolt",
  copy: "kopia nr",
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
  shippingWeightGrams: "fraktvikt (g)",
  taxClass: "momsklass",
  isBestseller: "bästsäljare",
  isLimitedEdition: "begränsad upplaga",
  isOnlineOnly: "endast online",
  pinned: "utvald",
  lowStockLevel: "varning vid lager",
  colours: "färger",
  image: "bild",
  erased: "raderad",
  ordersKept: "ordrar som sparas",
  reports: "anmälningar",
  format: "format",
  entries: "poster",
  mode: "läge",
  email: "e-post",
  hour: "klockslag",
};

const lower = (labels: Record<string, string>) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, v.toLowerCase()]));

/** The words for a field's stored values: an order's states, a code's type and the switches (ADR 062). */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  status: lower(ORDER_STATUS_LABELS),
  paymentStatus: lower(PAYMENT_STATUS_LABELS),
  type: { percent: "procent", fixed: "belopp" },
  active: { true: "aktiv", false: "avstängd" },
  hidden: { true: "dolt", false: "visas" },
  handled: { true: "hanterat", false: "väntar på svar" },
  restocked: { true: "ja", false: "nej" },
};

/** A logged row's noun, before its name ("Order 1001", "Produkt Sleep"). */
const NOUNS: Record<string, string> = {
  discount_code: "Rabattkod",
  product: "Produkt",
  order: "Order",
  gift_card: "Presentkort",
  contact_message: "Meddelande från",
  review: "Omdöme om",
  customer: "Kund",
  outbox: "Mejl till",
  site_setting: "Inställningar:",
  video: "Video",
};

/** The settings' sections by their stored key. */
const SETTING_SECTIONS: Record<string, string> = {
  reviews: "omdömen",
  customers: "kunder",
  press: "press",
  testimonials: "kundcitat",
  notifications: "ordermejl till butiken",
  hero_videos: "startsidans hero-videor",
  organic: "ekologisk certifiering",
};

/** "Order 1001", "Produkt Sleep", "Kund anna@example.se", "Rabattkod JUL15"; a row that is gone by its id. */
function subject(entity: string, entityId: string, s: AuditSubject | undefined): string {
  const noun = NOUNS[entity] ?? entity;
  if (s?.kind === "order") return `${noun} ${s.number}`;
  if (s?.kind === "review") return `${noun} ${s.product}: ”${s.title}”`;
  if (s?.kind === "video") return `${noun} ”${s.name.length > 60 ? `${s.name.slice(0, 59)}…` : s.name}”`;
  if (s) return `${noun} ${s.name}`;
  if (entity === "site_setting") return `${noun} ${SETTING_SECTIONS[entityId] ?? entityId}`;
  // A row no longer there (an erased customer's account, a removed row): its id, shortened.
  return `${noun} ${entityId.length > 12 ? `${entityId.slice(0, 8)}…` : entityId} (finns inte längre)`;
}

function value(field: string, v: unknown): string {
  const words = VALUE_WORDS[field];
  if (words && v !== null && v !== undefined && String(v) in words) return words[String(v)]!;
  if (field === "voided") return v ? "spärrat" : "gällande";
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
  subject,
  field: (key: string) => FIELDS[key] ?? key,
  value,
  by: "av",
  open: "Öppna",
  pages: "Sidor i loggen",
  page: (page: number, count: number) => `Sida ${page} av ${count}`,
  previous: "Nyare",
  next: "Äldre",
} as const;
