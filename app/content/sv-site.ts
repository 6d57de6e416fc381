/** The Swedish UI copy every page shows (header, cart drawer, errors; the cookie banner's is in cookie-banner.ts; the footer's links are in sv-footer.ts), read as `sv` (content/sv.ts). */

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

export const scrollTop = "Till toppen";

export const notFound = {
  code: "404",
  title: "Hoppsan! Sidan hittades inte",
  text: "Sidan du letar efter finns inte, eller har flyttat.",
  home: "Till startsidan",
  /** The bare answer for a missing file (no layout): the gate's 404 and the file routes. */
  plain: "Hittades inte.",
} as const;

export const error = {
  title: "Något gick fel",
  text: "Ett oväntat fel inträffade. Försök igen om en liten stund.",
  home: "Till startsidan",
  starting: "Butiken startar. Försök igen om några sekunder.",
} as const;

/** The cart drawer's frame and the buttons that add to it (every page); its contents' words are `cartLines` (sv-cart.ts). */
export const cart = {
  title: "Varukorg",
  quickBuy: (name: string) => `Snabbköp ${name}`,
  addNamed: (name: string) => `Lägg ${name} i varukorgen`,
  adding: "Lägger till…",
  added: "Tillagd i varukorgen",
  soldOut: "Slutsåld",
  multiBuy: (percent: number) => `Köp 2 av samma, få ${percent}\u00a0% rabatt automatiskt`,
  close: "Stäng varukorgen",
  loading: "Hämtar varukorgen …",
  toCartPage: "Visa varukorgen",
} as const;
