/**
 * Swedish copy for the shop list (/shop). The product card that the home, Christmas and product pages share has
 * its own module (product-card.ts), so those pages do not load the list's copy (ADR 043). Strings the cart also
 * uses come from `sv` so the two never drift apart.
 */
import type { ShopSort, StockFilter } from "~/domain/catalogue";
import * as sv from "./sv-site";
import { cardCopy } from "./product-card";

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
    popularityNote: "Sorterat efter antal sålda de senaste 90 dagarna; utvalda produkter först.",
    relevanceNote: "Bäst träff först: träffar i namnet före träffar i beskrivning, ingredienser och paketens innehåll.",
    /** "Menade du kamomill?" – the suggestion is a link. */
    didYouMean: "Menade du",
  },

  sections: {
    /** "Våra Blends": the English word carries lang="en" where it is shown (ADR 072). */
    blends: { sv: "Våra", en: "Blends" },
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

  /** The product card (home, /shop, product pages): product-card.ts. */
  card: cardCopy,
} as const;
