/** Swedish copy for the admin overview (/admin). */
import { formatVatRate } from "~/domain/vat";

const orders = (n: number) => (n === 1 ? "1 order" : `${n} ordrar`);

export const overviewCopy = {
  title: "Översikt",
  intro: "Dagens och månadens försäljning, momsen för en period och det som väntar på dig.",
  today: "Idag",
  month: "Denna månad",
  orders,
  salesNote: "Makulerade ordrar räknas inte.",
  vat: {
    heading: "Moms per period",
    intro:
      "Försäljningen per momssats för ordrar lagda under perioden, minus återbetalningar gjorda under perioden (svensk tid, båda dagarna räknas med), underlag för momsdeklarationen. Makulerade ordrar räknas inte.",
    from: "Från och med",
    to: "Till och med",
    show: "Visa",
    caption: (from: string, to: string, n: number) => `Moms ${from} – ${to} (${orders(n)})`,
    rate: "Momssats",
    gross: "Försäljning inkl. moms",
    net: "Netto",
    vat: "Moms",
    total: "Summa",
    rateLabel: formatVatRate,
    empty: "Inga ordrar eller återbetalningar under perioden.",
    refunds: (n: number, gross: string, vat: string) =>
      `${n === 1 ? "1 återbetalning under perioden är avdragen" : `${n} återbetalningar under perioden är avdragna`} ovan: ${gross}, varav moms ${vat}.`,
    errors: {
      date: "Ange datum som ÅÅÅÅ-MM-DD.",
      order: "Startdagen måste vara före eller samma som slutdagen.",
      tooLong: "Välj en period på högst ett år.",
    },
  },
  waiting: {
    heading: "Väntar på dig",
    nothing: "Inget väntar just nu.",
    queues: {
      betala: (n: number) => (n === 1 ? "1 order väntar på betalning" : `${n} ordrar väntar på betalning`),
      packa: (n: number) => (n === 1 ? "1 order att packa" : `${n} ordrar att packa`),
      skicka: (n: number) => (n === 1 ? "1 order att skicka" : `${n} ordrar att skicka`),
      forfallna: (n: number) => (n === 1 ? "1 faktura har passerat förfallodagen" : `${n} fakturor har passerat förfallodagen`),
    },
    oldest: "äldsta från",
    lowStockCount: (n: number) => (n === 1 ? "1 produkt har lågt lager" : `${n} produkter har lågt lager`),
    withdrawals: "Ångrade köp att återbetala",
    lowStock: "Lågt lager",
    messages: (n: number) => (n === 1 ? "1 kontaktmeddelande väntar på svar" : `${n} kontaktmeddelanden väntar på svar`),
    reviews: (n: number) => (n === 1 ? "1 omdöme är anmält av kunder" : `${n} omdömen är anmälda av kunder`),
    stock: (n: number, level: number) => `${n} i lager (gräns ${level})`,
    withdrawn: "ångrad",
    open: (n: number) => `Order ${n}`,
  },
} as const;
