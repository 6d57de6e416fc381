/** The Swedish UI copy every page shows (header, footer, cookie banner, cart drawer, errors), read as `sv` (content/sv.ts). */

export const siteName = "Stilla";

export const tagline = "Örtritualer för ett mjukare liv";

export const nav = {
  home: "Hem",
  shop: "Butik",
  christmas: "Julkollektionen",
  quiz: "Quiz",
  giftCard: "Presentkort",
  rituals: "Ritualer",
  journal: "Journal",
  more: "Mer",
  about: "Om Oss",
  faq: "FAQ",
  contact: "Kontakt",
  cart: "Varukorg",
  account: "Mitt konto",
  myAccount: "Mitt konto",
  orders: "Mina Ordrar",
  logout: "Logga Ut",
  login: "Logga In",
  menu: "Meny",
  closeMenu: "Stäng menyn",
  mainNav: "Huvudmeny",
  mobileNav: "Mobilmeny",
  skipToContent: "Hoppa till innehållet",
  admin: "Administration",
} as const;

/** The summary line of a form with an empty required field (domain/form-errors.ts; the sign-in forms use it too). */
export const forms = { allFieldsRequired: "Alla fält måste fyllas i" } as const;

/** A cut price wherever a price is shown, the cart's lines too (prisinformationslagen 7 a §, ADR 036). */
export const price = {
  earlierLabel: "Tidigare pris",
  lowestBefore: (amount: string) => `Lägsta pris de senaste 30 dagarna före sänkningen: ${amount}`,
} as const;

export const toast = { close: "Stäng meddelandet" } as const;

export const cartButton = (count: number) => `Varukorg, ${count} ${count === 1 ? "artikel" : "artiklar"}`;

export const breadcrumbs = {
  label: "Brödsmulor",
  home: "Hem",
  notFound: "Sidan hittades inte",
  segments: {
    shop: "Butik",
    product: "Produkt",
    columns: "Pris (kr) och lager",
    rituals: "Ritualer",
    about: "Om Oss",
    subscription: "Prenumeration",
    blog: "Journal",
    quiz: "Quiz",
    "gift-card": "Presentkort",
    faq: "Vanliga Frågor",
    contact: "Kontakt",
    cart: "Varukorg",
    checkout: "Kassa",
    orders: "Mina Ordrar",
    konto: "Mitt konto",
    "mina-uppgifter": "Mina uppgifter",
    auth: "Logga In",
    "glomt-losenord": "Glömt lösenord",
    "nytt-losenord": "Nytt lösenord",
  } as Record<string, string>,
} as const;

export const footer = {
  blurb:
    "Stilla blandar funktionella örtteer för kvällens lugn, dagens fokus och stunderna där emellan. Små satser, noga utvalda örter och ritualer som får ta tid.",
  shop: "Butik",
  discover: "Upptäck",
  legal: "Juridiskt",
  contact: "Kontakt",
  payments: "Betalsätt",
  paymentNames: ["Swish", "Faktura"],
  instagram: "Instagram",
  copyright: (year: number) => `© ${year} Stilla. Alla rättigheter förbehållna.`,
  links: {
    terms: "Köpvillkor",
    privacy: "Integritetspolicy",
    cookies: "Cookies",
    returns: "Retur och återbetalning",
    shipping: "Frakt och leverans",
    withdrawalForm: "Ångerblankett",
    accessibility: "Tillgänglighet",
    subscription: "Prenumeration",
  },
} as const;

export const cookies = {
  title: "Vi använder cookies",
  text: "Vi använder nödvändiga cookies för att butiken ska fungera – till exempel inloggning och varukorg. Med ditt samtycke kan vi även använda cookies för statistik.",
  acceptAll: "Acceptera Alla",
  necessaryOnly: "Endast Nödvändiga",
  customize: "Anpassa",
  close: "Stäng och avböj",
  dialogLabel: "Cookieinställningar",
} as const;

export const scrollTop = "Till toppen";

export const nextSteps = {
  searchLabel: "Sök bland produkter",
  searchPlaceholder: "Till exempel kamomill",
  search: "Sök",
  popularTitle: "Populärt just nu",
  popular: [
    { to: "/product/sleep", name: "Sleep", note: "Kvällste med kamomill" },
    { to: "/product/calm", name: "Calm", note: "För dagens pauser" },
    { to: "/product/focus", name: "Focus", note: "Grönt te för morgonen" },
  ],
  all: "Hela sortimentet",
} as const;

export const notFound = {
  code: "404",
  title: "Hoppsan! Sidan hittades inte",
  text: "Sidan du letar efter finns inte, eller har flyttat.",
  home: "Till startsidan",
} as const;

export const error = {
  title: "Något gick fel",
  text: "Ett oväntat fel inträffade. Försök igen om en liten stund.",
  home: "Till startsidan",
  starting: "Butiken startar. Försök igen om några sekunder.",
} as const;

export const cart = {
  title: "Varukorg",
  /** `freeFrom` is already formatted ("500 kr"). */
  metaDescription: (freeFrom: string) => `Din varukorg hos Stilla: varor, moms och frakt – fri frakt från ${freeFrom}.`,
  empty: "Din varukorg är tom",
  toShop: "Till butiken",
  count: (n: number) => `${n} ${n === 1 ? "artikel" : "artiklar"}`,
  quickBuy: (name: string) => `Snabbköp ${name}`,
  addNamed: (name: string) => `Lägg ${name} i varukorgen`,
  adding: "Lägger till…",
  added: "Tillagd i varukorgen",
  soldOut: "Slutsåld",
  cannotAdd: "Produkten kan inte läggas till i varukorgen",
  limited: (n: number) => `Endast ${n} kvar i lager – antalet har justerats.`,
  remove: (name: string) => `Ta bort ${name}`,
  decrease: (name: string) => `Minska antal ${name}`,
  increase: (name: string) => `Öka antal ${name}`,
  quantity: "Antal",
  multiBuy: (percent: number) => `Köp 2 av samma, få ${percent}\u00a0% rabatt automatiskt`,
  multiBuySaving: (amount: string) => `Mängdrabatt −${amount}`,
  togetherSaving: (amount: string) => `Tillsammansrabatt −${amount}`,
  /** What each pricing rule's adjustment is called where it is shown (domain/adjustments.ts). */
  adjustments: {
    reduced_price: "Sänkt pris",
    multi_buy: "Mängdrabatt",
    together: "Tillsammansrabatt",
    code: "Rabattkod",
    free_gift: "Gåva",
  },
  subtotal: "Delsumma",
  discount: "Rabatt",
  shipping: "Frakt",
  freeShipping: "Fri frakt",
  total: "Totalt",
  vatOf: (rate: string) => `varav moms ${rate}`,
  vatTotal: "varav moms",
  toCheckout: "Gå till kassan",
  close: "Stäng varukorgen",
  loading: "Hämtar varukorgen …",
  toCartPage: "Visa varukorgen",
  continueShopping: "Fortsätt handla",
  progress: (remaining: string) => `${remaining} kvar till fri frakt och en gratis temått`,
  progressDone: "Du har fri frakt – och en temått på köpet!",
  progressLabel: "Framsteg mot fri frakt",
  freeGift: "Gåva",
  /** A gift-card line (also `giftCardCopy.cart`, content/gift-cards.ts). */
  giftCard: {
    to: (name: string, email: string) => `Till: ${name} (${email})`,
    from: (name: string) => `Från: ${name}`,
    delivered: "Skickas med e-post när ordern är betald",
  },
  clear: "Töm varukorgen",
  problems: {
    out_of_stock: "Slutsåld – ta bort varan för att gå vidare.",
    insufficient_stock: (n: number) => `Endast ${n} kvar i lager.`,
    inactive: "Säljs inte längre.",
    unknown_product: "Finns inte längre.",
  },
} as const;
