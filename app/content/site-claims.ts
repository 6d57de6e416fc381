/**
 * Marketing claims the site shows (decisions §4): the one file the owner edits.
 *
 * ⚠ THE OWNER MUST KEEP EVERY LINE HERE TRUE. Under Marknadsföringslagen (and the EU Omnibus rules on
 * reviews) a figure, a press mention or a customer quote must be substantiated when it is shown:
 * - rating and reviewCount: the real average and number of collected reviews (update when they change);
 * - customers: a floor you can prove from order data ("5 000+" means at least 5 000 customers);
 * - press: only outlets that have actually written about Stilla – remove a name otherwise;
 * - testimonials: real customers' own words, published with their consent (first name and town only).
 * Code never writes these figures anywhere else; every text reads them from here.
 */

export interface Testimonial {
  quote: string;
  name: string;
  town: string;
  /** The product the customer wrote about (a catalogue id). */
  productId: string;
}

export const SITE_CLAIMS = {
  rating: {
    /** Average review score, one decimal. */
    average: 4.9,
    scale: 5,
    reviewCount: 1247,
  },
  customers: {
    /** Shown as "{atLeast}+ nöjda kunder". */
    atLeast: 5000,
  },
  /** "Som setts i": shown as text wordmarks, in this order. */
  press: ["Dagens Nyheter", "Svenska Dagbladet", "Elle", "Må Bra", "Residence"],
  testimonials: [
    {
      quote:
        "Sleep har blivit min kvällsritual. Jag brygger en kopp när barnen har somnat, släcker taklampan och låter dagen landa. Det är tio minuter som bara är mina.",
      name: "Karin",
      town: "Uppsala",
      productId: "sleep",
    },
    {
      quote:
        "Focus har ersatt min andra kopp kaffe på förmiddagen. Frisk mynta, lite ingefära och en mjuk smak av grönt te – ett skönt sätt att starta arbetsdagen.",
      name: "Johan",
      town: "Göteborg",
      productId: "focus",
    },
    {
      quote:
        "Calm är min paus klockan tre. Vacker påse, härlig doft av citrongräs och ros, och paketet var framme hos mig i Luleå på tre dagar.",
      name: "Amira",
      town: "Luleå",
      productId: "calm",
    },
  ] satisfies Testimonial[],
} as const;
