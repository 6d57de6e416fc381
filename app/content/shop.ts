/**
 * Swedish copy for the shop list (/shop) and the product card that the home, Christmas and product pages
 * share. Strings the cart also uses come from `sv` so the two never drift apart; percentages come from the
 * shop constants.
 */
import type { ShopSort, StockFilter } from "~/domain/catalogue";
import { MULTI_BUY } from "~/domain/constants";
import type { ProductKind } from "~/domain/product";
import * as sv from "./sv-site";
import { formatOneDecimal } from "~/lib/numbers";

const products = (n: number) => `${n} ${n === 1 ? "produkt" : "produkter"}`;

export const shopCopy = {
  meta: {
    title: `${sv.nav.shop} – ${sv.siteName}`,
    description:
      "Funktionella örtteer för sömn, lugn och fokus, provpåsar, paket och tillbehör. Sök, sortera och hitta din kopp – priser i kronor inklusive moms.",
  },
  title: sv.nav.shop,
  intro: "Örtteer för kvällens lugn, dagens fokus och stunderna där emellan – och det du behöver för att brygga dem.",

  filters: {
    formLabel: "Sök och sortera produkter",
    searchLabel: "Sök",
    searchPlaceholder: "Sök bland produkter...",
    sortLabel: "Sortera efter",
    sorts: {
      popularity: "Popularitet",
      "price-asc": "Pris: lägst först",
      "price-desc": "Pris: högst först",
      name: "Namn A–Ö",
    } satisfies Record<ShopSort, string>,
    stockLabel: "Lagerstatus",
    stocks: {
      all: "Alla produkter",
      in_stock: "I lager",
      low_stock: "Få kvar",
    } satisfies Record<StockFilter, string>,
    /** Shown only without JavaScript, where a changed select needs a button to take effect. */
    apply: "Visa resultat",
    openDrawer: "Filtrera",
    drawerTitle: "Filtrera produkter",
    drawerApply: "Visa produkter",
    closeDrawer: "Stäng filtret",
  },

  results: {
    matching: (n: number, q: string) => `${products(n)} matchar ”${q}”`,
    filtered: (n: number, filter: string) => `${products(n)} – ${filter.toLocaleLowerCase("sv-SE")}`,
    loading: "Laddar produkter…",
    popularityNote:
      "Sorterat efter popularitet – det som köps oftast visas först. Ordningen sätter vi själva utifrån vår försäljning.",
  },

  sections: {
    blends: "Våra Blends",
    blendsIntro: "Örtteer, provpåsar och tillbehör för din tekopp.",
    bundles: "Produktbuntar",
    bundlesIntro: "Färdiga paket för en hel ritual. På varje paket ser du vad du sparar mot att köpa delarna var för sig.",
  },

  empty: {
    title: "Inga produkter hittades",
    withQuery: (q: string) => `Vi hittade inget som matchar ”${q}”. Prova ett annat ord – till exempel kamomill, ingefära eller tekopp.`,
    withoutQuery: "Inga produkter matchar filtret just nu.",
    clearSearch: "Rensa sökningen",
    clearFilter: "Visa alla produkter",
  },

  quiz: {
    title: "Vet du inte var du ska börja?",
    text: "Svara på några snabba frågor om din dag, så föreslår vi den blandning som passar dig bäst.",
    cta: "Gör quizet",
  },

  card: {
    badgesLabel: "Märkning",
    badges: {
      lowStock: "Få kvar",
      soldOut: sv.cart.soldOut,
      bestseller: "Bästsäljare",
      bundle: "Paket",
      limited: "Begränsad upplaga",
      onlineOnly: "Endast online",
    },
    /** "4,7 av 5 (12 omdömen)" */
    rating: (average: number, count: number) =>
      `${formatOneDecimal(average)} av 5 (${count} ${count === 1 ? "omdöme" : "omdömen"})`,
    price: "Pris",
    /** `perKg` is already formatted ("4 980 kr"). */
    comparison: (perKg: string) => `Jämförpris ${perKg}/kg`,
    multiBuy: sv.cart.multiBuy(MULTI_BUY.percent),
    bundleSaving: (amount: string) => `Spara ${amount}`,
    bundleSavingNote: "mot att köpa delarna var för sig",
    quickBuy: sv.cart.quickBuy,
    imageAlt: (p: { kind: ProductKind; name: string; tagline: string }) => {
      switch (p.kind) {
        case "blend":
        case "limited":
          return `${p.name}, påse med örtte`;
        case "mini":
          return `${p.name}, små påsar med örtte`;
        default:
          return `${p.name}: ${p.tagline}`;
      }
    },
  },
} as const;

/** A cut price wherever a price is shown (prisinformationslagen 7 a §, ADR 036). */
export const priceCopy = {
  earlierLabel: "Tidigare pris",
  lowestBefore: (amount: string) => `Lägsta pris de senaste 30 dagarna före sänkningen: ${amount}`,
};
