import { lazy } from "~/lib/lazy";

/**
 * Swedish copy for the reviews' heading, the list and the notice on how reviews are checked (a consumer's right to know
 * since 2022) on /product/:id. These parts are not hydrated (components/product/product.islands.tsx; ADR 043, fourth
 * round); the form's copy is in reviews.ts.
 */

const STOCKHOLM = "Europe/Stockholm";
const longDate = lazy(() => new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: STOCKHOLM }));

export const reviewsListCopy = {
  title: "Omdömen",
  empty: "Ännu finns inga omdömen för den här produkten. Bli den första att berätta vad du tycker!",
  /** "4,5 av 5 baserat på 2 omdömen" */
  summary: (average: string, count: number) => `${average} av 5 baserat på ${count} ${count === 1 ? "omdöme" : "omdömen"}`,
  listLabel: "Kundernas omdömen",
  /** "21 november 2026" (Stockholm). */
  formatDate: (d: Date) => longDate().format(d),
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
} as const;
