/**
 * The Swedish copy of the home page's sections that are not hydrated (components/home/home.islands.tsx; ADR 043,
 * fourth round). Figures come from the shop constants; the rating, the customer count, the press names and the
 * testimonials come from the database (real reviews and orders, and the owner's entries under /admin/settings;
 * ADR 013) and are only worded here. Prices come from the database and are passed in already as öre.
 */
import { RETURNS, SHIPPING, SHOP } from "~/domain/constants";
import { formatKr } from "~/domain/money";
import { subscriptionPriceCopy } from "./subscription-price";
import type { CustomerClaim } from "~/domain/site-settings";
import { formatInteger, formatOneDecimal } from "~/lib/numbers";

const customerLabel = (c: CustomerClaim) => (c.value === 1 && !c.atLeast ? "kund har handlat hos oss" : "kunder har handlat hos oss");
const customerValue = (c: CustomerClaim) => `${formatInteger(c.value)}${c.atLeast ? "+" : ""}`;

const range = (r: { min: number; max: number }) => `${r.min}–${r.max}`;
const instagramHandle = `@${SHOP.instagram.split("/").filter(Boolean).pop()}`;

export type RitualId = "morning" | "focus" | "calm" | "evening";

export interface RitualCopy {
  id: RitualId;
  title: string;
  time: string;
  description: string;
  /** The blend the card links to; its price is read from the database. */
  productId: string;
}

export const homeSections = {
  trust: {
    title: "Därför Stilla",
    /** "4,6/5 från 12 omdömen": the average and count over all published reviews (one decimal, as on the product pages). */
    rating: {
      value: (average: number) => `${formatOneDecimal(average)}/5`,
      label: (count: number) => `från ${formatInteger(count)} ${count === 1 ? "omdöme" : "omdömen"}`,
    },
    /** "1 200+ kunder har handlat hos oss", or the exact number below 100. */
    customers: {
      value: customerValue,
      label: customerLabel,
      text: (c: CustomerClaim) => `${customerValue(c)} ${customerLabel(c)}`,
    },
    /** From the shop's free-shipping threshold in force (ADR 063). */
    shipping: (freeFromOre: number) => ({
      value: `Fri frakt från ${formatKr(freeFromOre)}`,
      label: `Leverans ${range(SHIPPING.deliveryDays)} arbetsdagar`,
    }),
    guarantee: {
      value: "Kvalitetsgaranti",
      label: `${RETURNS.openPurchaseDays} dagars öppet köp`,
    },
  },

  press: {
    title: "Som setts i",
    articleLabel: (name: string) => `${name} (artikeln om Stilla)`,
  },

  rituals: {
    eyebrow: "Ritualfinnaren",
    title: "Hitta din ritual",
    lead: "Fyra stunder på dagen, fyra sätt att stanna upp. Välj den som känns som du.",
    all: "Om våra ritualer",
    from: (priceOre: number) => `från ${formatKr(priceOre)}`,
    items: [
      {
        id: "morning",
        title: "Morgon",
        time: "06–09",
        description: "Vakna mjukt med grönt te, mynta och en ton av citron.",
        productId: "focus",
      },
      {
        id: "focus",
        title: "Fokus",
        time: "09–12",
        description: "En klar kopp för förmiddagens djupa arbete, en sak i taget.",
        productId: "focus",
      },
      {
        id: "calm",
        title: "Lugn",
        time: "12–15",
        description: "Eftermiddagens paus med tulsi, citrongräs och ros.",
        productId: "calm",
      },
      {
        id: "evening",
        title: "Kväll",
        time: "20–22",
        description: "Varva ner med kamomill, lind och en nypa lavendel.",
        productId: "sleep",
      },
    ] satisfies RitualCopy[],
  },

  testimonials: {
    title: "Vad våra kunder säger",
    about: "om",
  },

  quiz: {
    eyebrow: "Quiz",
    title: "Vilket te passar din dag?",
    text: "Fyra snabba frågor om din dag och dina vanor – så föreslår vi blandningen som passar dig bäst.",
    cta: "Gör quizet",
  },

  journal: {
    eyebrow: "Journal",
    title: "Läsning för lugna stunder",
    all: "Alla artiklar",
    readTime: (minutes: number) => `${minutes} min läsning`,
  },

  subscription: {
    eyebrow: "Prenumeration",
    title: "Sleep Ritual Box",
    text: "Din kvällsritual hem till dörren, varje månad. Prenumerationer kommer snart – läs mer och bli först att få veta.",
    ...subscriptionPriceCopy,
    comingSoon: "Kommer snart",
    cta: "Läs mer om prenumerationen",
  },

  instagram: {
    title: "Följ oss på Instagram",
    handle: instagramHandle,
    url: SHOP.instagram,
    tileLabel: (caption: string) => `${caption} – ${instagramHandle} på Instagram`,
    tiles: [
      { image: "/images/journal/skapa-morgonritual.svg", caption: "Morgonritual vid fönstret", width: 1200, height: 675 },
      { image: "/images/products/midvinter.svg", caption: "Midvinter är här", width: 800, height: 800 },
      { image: "/images/products/teapot.svg", caption: "En kanna för fler", width: 800, height: 800 },
      { image: "/images/journal/kamomillens-historia.svg", caption: "Kamomill i sommarljus", width: 1200, height: 675 },
    ],
  },
} as const;
