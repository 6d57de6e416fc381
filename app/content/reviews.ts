/**
 * Swedish copy for product reviews (the "Omdömen" section on /product/:id): the form and its messages (spec §5, §8)
 * and the report form. The heading, the list and the notice on how reviews are checked are in reviews-list.ts: they
 * are not hydrated, and load with their code only when the page is rendered in the browser (ADR 043, fourth round).
 */

export const REVIEW_LIMITS = { title: 100, comment: 1000 } as const;

/** Per signed-in user: this many submits (new or edited) per window (scaled by RATE_LIMIT_SCALE). */
export const REVIEW_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export const reviewsCopy = {
  hiddenOwn: (reason: string) => `Vi har dolt ditt omdöme, så det syns inte för andra och räknas inte i betyget. Anledning: ${reason}. Du kan ändra det nedan; hör av dig om du tycker att vi har gjort fel.`,
  starsLabel: (n: number) => `${n} av 5 stjärnor`,
  anonymous: "Anonym",

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
