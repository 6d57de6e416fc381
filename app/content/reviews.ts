import { lazy } from "~/lib/lazy";

/**
 * Swedish copy for product reviews (the "Omdömen" section on /product/:id): the list, the form, its
 * messages (spec §5, §8) and the notice on how reviews are checked (a consumer's right to know since 2022).
 */

const STOCKHOLM = "Europe/Stockholm";
const longDate = lazy(() => new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: STOCKHOLM }));

export const REVIEW_LIMITS = { title: 100, comment: 1000 } as const;

/** Per signed-in user: this many submits (new or edited) per window (scaled by RATE_LIMIT_SCALE). */
export const REVIEW_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export const reviewsCopy = {
  title: "Omdömen",
  empty: "Ännu finns inga omdömen för den här produkten. Bli den första att berätta vad du tycker!",
  hiddenOwn: (reason: string) => `Vi har dolt ditt omdöme, så det syns inte för andra och räknas inte i betyget. Anledning: ${reason}. Du kan ändra det nedan; hör av dig om du tycker att vi har gjort fel.`,
  /** "4,5 av 5 baserat på 2 omdömen" */
  summary: (average: string, count: number) => `${average} av 5 baserat på ${count} ${count === 1 ? "omdöme" : "omdömen"}`,
  listLabel: "Kundernas omdömen",
  /** "21 november 2026" (Stockholm). */
  formatDate: (d: Date) => longDate().format(d),
  starsLabel: (n: number) => `${n} av 5 stjärnor`,
  anonymous: "Anonym",
  verified: "Verifierat köp",
  verifiedHint: "Skribenten har en betald beställning av produkten hos oss.",
  edited: (date: string) => `ändrad ${date}`,
  by: "Av",

  notice: {
    title: "Så kontrolleras recensionerna",
    items: [
      "Bara inloggade kunder kan skriva ett omdöme, och varje konto kan ha ett omdöme per produkt (ett nytt ersätter det förra).",
      "”Verifierat köp” visas när skribenten har en betald beställning av produkten hos oss. Övriga omdömen kommer från inloggade kunder som vi inte kan koppla till ett köp.",
      "Vi publicerar alla omdömen, både positiva och negativa, i den ordning de skrivs – nyast först. Snittbetyget räknas fram ur alla publicerade omdömen.",
      "Vi döljer bara omdömen som bryter mot reglerna – till exempel kränkande innehåll, personuppgifter eller reklam – aldrig för att de är negativa. Den som skrev omdömet får veta varför.",
      "Vi betalar inte för omdömen och ger inga rabatter eller andra förmåner i utbyte mot dem.",
    ],
  },

  form: {
    open: "Skriv en recension",
    openEdit: "Ändra din recension",
    close: "Stäng formuläret",
    title: "Din recension",
    editNote: "Du har redan recenserat produkten. Det du skickar ersätter ditt tidigare omdöme.",
    rating: "Betyg",
    titleLabel: "Rubrik",
    commentLabel: "Recension",
    /** "12/100 tecken" */
    counter: (used: number, max: number) => `${used}/${max} tecken`,
    submit: "Skicka recension",
    sending: "Skickar...",
    signedOut: "Du måste vara inloggad för att skriva en recension",
    signIn: "Logga in eller skapa ett konto",
    successTitle: "Tack för din recension!",
    successCreated: "Ditt omdöme är publicerat.",
    successUpdated: "Ditt omdöme är uppdaterat.",
  },

  errors: {
    ratingRequired: "Vänligen välj ett betyg",
    allFieldsRequired: "Vänligen fyll i alla fält",
    titleTooLong: `Rubriken får vara högst ${REVIEW_LIMITS.title} tecken`,
    commentTooLong: `Recensionen får vara högst ${REVIEW_LIMITS.comment} tecken`,
    failed: "Kunde inte skicka recensionen",
    rateLimited: (minutes: number) => `Du har skickat många recensioner på kort tid. Försök igen om ${minutes} ${minutes === 1 ? "minut" : "minuter"}.`,
    productMissing: "Produkten finns inte längre i sortimentet.",
    unexpected: "Något gick fel. Försök igen om en stund.",
  },
} as const;

/** The customer's report form under a review (ADR 027); the admin's side is admin-reviews.ts. */
export const REPORT_REASONS = ["offensive", "personal_data", "spam", "off_topic"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const reportCopy = {
  open: "Anmäl omdöme",
  label: "Vad är fel med omdömet?",
  reasons: {
    offensive: "Stötande eller kränkande",
    personal_data: "Innehåller personuppgifter",
    spam: "Reklam eller spam",
    off_topic: "Handlar inte om produkten",
  } satisfies Record<ReportReason, string>,
  submit: "Skicka anmälan",
  done: "Tack! Vi tittar på omdömet.",
  signIn: "Logga in för att anmäla ett omdöme.",
  invalid: "Välj vad som är fel med omdömet.",
} as const;
