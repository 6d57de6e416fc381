/** The admin's reviews page (/admin/reviews) and the hidden-review e-mail (ADR 027); the customer's report form is in reviews.ts. */
export { REPORT_REASONS, reportCopy, type ReportReason } from "./reviews";

export const adminReviewsCopy = {
  title: "Omdömen",
  intro: "Dölj ett omdöme som bryter mot reglerna – med en anledning som kunden får veta. Ett dolt omdöme sparas och kan visas igen; det räknas inte i betyget. Negativa omdömen får inte döljas bara för att de är negativa.",
  filters: { all: "Alla", reported: "Anmälda", hidden: "Dolda" } as Record<string, string>,
  filterLabel: "Visa",
  empty: "Inga omdömen här.",
  product: "Produkt",
  author: "Av",
  hidden: (reason: string) => `Dolt: ${reason}`,
  reports: (n: number) => (n === 1 ? "1 anmälan" : `${n} anmälningar`),
  hideReason: (title: string) => `Anledning att dölja ”${title}” (kunden får veta)`,
  hide: (title: string) => `Dölj ”${title}”`,
  hideLabel: "Dölj",
  show: (title: string) => `Visa ”${title}” igen`,
  showLabel: "Visa igen",
  dismiss: (title: string) => `Behåll ”${title}” synligt och stäng anmälningarna`,
  dismissLabel: "Behåll synligt",
  done: { hidden: "Omdömet är dolt och kunden har fått ett mejl.", shown: "Omdömet visas igen.", dismissed: "Anmälningarna är stängda; omdömet visas." } as Record<string, string>,
  errors: {
    reason: "Skriv en anledning (5–300 tecken).",
    notFound: "Omdömet finns inte.",
  },
  mail: {
    subject: "Ditt omdöme hos Stilla är dolt",
    body: (name: string, product: string, title: string, reason: string) =>
      [
        `Hej ${name}!`,
        "",
        `Vi har dolt ditt omdöme ”${title}” om ${product}.`,
        `Anledning: ${reason}`,
        "",
        "Omdömet finns kvar och du kan ändra det på produktsidan. Hör av dig om du tycker att vi har gjort fel – svara på det här mejlet.",
      ].join("\n"),
  },
} as const;
