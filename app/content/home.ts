/**
 * The home page's Swedish copy (spec §2 Home) for the parts that hydrate: the hero, the popular products, Midvinter,
 * the sticky bar. The sections that are never rendered again after the server's HTML (trust bar, press, rituals,
 * testimonials, quiz, journal, subscription, Instagram) have theirs in home-sections.ts, loaded with their code only
 * when the page is rendered in the browser (ADR 043, fourth round).
 */
import { SHIPPING } from "~/domain/constants";
import { formatKr } from "~/domain/money";

const range = (r: { min: number; max: number }) => `${r.min}–${r.max}`;

export interface HeroSlideCopy {
  subtitle: string;
  title: string;
  description: string;
  ctaText: string;
  ctaLink: string;
}

export const home = {
  meta: {
    title: "Stilla – Örtritualer för ett mjukare liv",
    /** With the shop's free-shipping threshold in force (ADR 063). */
    description: (freeFromOre: number = SHIPPING.freeFromOre) =>
      `Funktionella örtteer för sömn, lugn och fokus, blandade i små satser av noga utvalda örter. ` +
      `Fri frakt från ${formatKr(freeFromOre)} och leverans inom ${range(SHIPPING.deliveryDays)} arbetsdagar.`,
  },

  heading: "Stilla – Örtritualer för ett mjukare liv",

  hero: {
    label: "Utvalda ritualer",
    slideLabel: (n: number, of: number) => `${n} av ${of}`,
    previous: "Föregående bild",
    next: "Nästa bild",
    goTo: (n: number) => `Visa bild ${n}`,
    pause: "Pausa bildspelet",
    play: "Spela bildspelet",
    controls: "Bildspelskontroller",
    slides: [
      {
        subtitle: "Örtritualer för ett mjukare liv",
        title: "Stillhet i varje kopp",
        description:
          "Funktionella örtteer för kvällens lugn, dagens fokus och stunderna där emellan – blandade i små satser av noga utvalda örter.",
        ctaText: "Utforska butiken",
        ctaLink: "/shop",
      },
      {
        subtitle: "Morgonens ritual",
        title: "Klarhet utan brådska",
        description:
          "Focus blandar grönt sencha-te med pepparmynta, ingefära och rosmarin – en mjukare start på dagen än ännu en kopp kaffe.",
        ctaText: "Upptäck Focus",
        ctaLink: "/product/focus",
      },
      {
        subtitle: "Vårt hantverk",
        title: "Örter som får ta tid",
        description:
          "Vi väljer varje ört för smak och kvalitet och blandar för hand i små satser, så att varje påse känns lika omsorgsfull som den första.",
        ctaText: "Läs vår historia",
        ctaLink: "/about",
      },
    ] satisfies HeroSlideCopy[],
  },

  stickyBar: {
    label: "Snabbval",
    text: "Hitta teet för din dag",
    shop: "Handla nu",
    quiz: "Gör quizet",
  },

  popular: {
    title: "Populärt just nu",
    lead: "Blandningarna som våra kunder återkommer till, kopp efter kopp.",
    all: "Se hela sortimentet",
  },

  limited: {
    label: "Midvinter – begränsad upplaga",
    eyebrow: "Limited Edition",
    lowStock: "Få kvar",
    readMore: "Läs mer om Midvinter",
    buy: "Köp Midvinter",
    price: (priceOre: number) => formatKr(priceOre),
    slides: [
      {
        title: "Midvinter är tillbaka",
        text: "Vår julblandning blandas en gång om året, i en liten upplaga som räcker så länge den räcker.",
      },
      {
        title: "Doftar glögg och pepparkaksdeg",
        text: "Rooibos, äpple och apelsinskal med kanel, kardemumma och stjärnanis. Naturligt söt och helt koffeinfri.",
      },
      {
        title: "Gjord för att delas",
        text: "Brygg en hel kanna, tänd ljusen och låt samtalet ta den tid det tar – från lussekatten till brasan.",
      },
    ],
    imageAlt: "Midvinter, vår begränsade julblandning, i påse",
  },
} as const;
