/** Swedish copy for the books (/admin/bokforing, ADR 077): the SIE file's labels and the page. */
import type { BookEvent, VoucherTexts } from "~/domain/books";
import { formatVatRate } from "~/domain/vat";

const METHOD_NAMES: Record<string, string> = { swish: "Swish", "swish-handel": "Swish Handel", invoice: "faktura", stripe: "kort", gift_card: "presentkort" };
const methodName = (m: string) => METHOD_NAMES[m] ?? m;
/** "25 %" with a plain space: the file is CP437, which has the no-break space, but accounting programs show it oddly. */
const rate = (rateBp: number) => formatVatRate(rateBp).replace("\u00a0", " ");

const eventText = (e: BookEvent): string => {
  switch (e.kind) {
    case "sale":
      return `Order ${e.orderNumber}, ${methodName(e.method)}`;
    case "payment":
      return `Betalning order ${e.orderNumber}, ${methodName(e.method)}`;
    case "refund":
      return `Återbetalning order ${e.orderNumber}`;
    case "payback":
      return `Utbetald återbetalning order ${e.orderNumber}`;
  }
};

/** The labels of the file's vouchers and transactions. */
export const bookTexts: VoucherTexts = {
  goods: (r) => `Försäljning varor ${r}`,
  freight: (r) => `Frakt ${r}`,
  vat: (r) => `Utgående moms ${r}`,
  paidBy: (m) => `Att betala med ${m}`,
  giftCardRedeemed: "Betalt med presentkort",
  giftCardSold: "Sålda presentkort",
  rounding: "Öresavrundning",
  paymentIn: "Inbetalning",
  refundGoods: (r) => `Återbetald försäljning ${r}`,
  refundVat: (r) => `Återbetald utgående moms ${r}`,
  refundGiftCardSold: "Återbetalda presentkort",
  refundBy: (m) => `Återbetalt med ${m}`,
  refundToGiftCard: "Återbetalt till presentkort",
  refundOwed: "Återbetalning att betala till kund",
  paidBack: "Återbetalning utbetald till kund",
  rate,
  methodName,
  day: (date) => `Webbutiken ${date}`,
  event: eventText,
};

export const booksCopy = {
  title: "Bokföring",
  intro:
    "Verifikationer för bokföringsprogrammet (SIE 4I), momsdeklarationens rutor och presentkortsskulden. Ordrar räknas när de läggs, återbetalningar när de görs och fakturor när de betalas (svensk tid). Makulerade ordrar räknas inte.",
  fileName: (from: string, to: string) => `stilla-${from}-${to}.se`,
  period: {
    legend: "Period",
    from: "Från och med",
    to: "Till och med",
    show: "Visa",
  },
  sie: {
    heading: "SIE-fil (typ 4I)",
    intro:
      "Importera filen i ditt bokföringsprogram. Försäljning och utgående moms per momssats, frakt med varornas moms, betalningar per betalsätt, presentkort och återbetalningar.",
    grouping: "Verifikationer",
    perDay: "En per dag",
    perOrder: "En per order och händelse",
    download: "Ladda ned SIE-fil",
    accounts: "Konton i filen",
    account: "Konto",
    name: "Namn",
    balance: "Saldo",
    debit: "debet",
    credit: "kredit",
    empty: "Inga händelser att bokföra under perioden.",
    yearSpan: "Perioden måste ligga inom ett räkenskapsår (kalenderår) för att bli en SIE-fil.",
    failed: (why: string) => `Filen kunde inte skapas: ${why}`,
  },
  vatReturn: {
    heading: "Momsdeklaration",
    intro:
      "Rutorna en webbutik som denna fyller i för perioden, med återbetalningar avdragna. Hela kronor, ören stryks. Ingående moms (ruta 48) kommer från dina inköp och finns inte här.",
    box: "Ruta",
    what: "Vad",
    amount: "Belopp",
    exact: "Exakt",
    labels: {
      "05": "Momspliktig försäljning som inte ingår i ruta 06, 07 eller 08",
      "10": "Utgående moms 25\u00a0%",
      "11": "Utgående moms 12\u00a0%",
      "12": "Utgående moms 6\u00a0%",
    } as Record<string, string>,
    totalVat: "Utgående moms totalt",
  },
  liability: {
    heading: "Presentkortsskuld",
    intro:
      "Vad presentkorten är värda vid en dag (vid dagens slut), enligt presentkortens reskontra. Inlösta räknas netto: det som gick tillbaka till korten vid makuleringar och återbetalningar är avdraget.",
    date: "Per dag",
    show: "Visa",
    caption: (date: string) => `Presentkort per ${date}`,
    issued: "Utfärdade",
    redeemed: "Inlösta, netto",
    adjusted: "Justerade och spärrade",
    expired: "Förfallna (kvar på utgångna kort)",
    outstanding: "Utestående skuld",
    cards: (n: number) => (n === 1 ? "1 kort" : `${n} kort`),
    dateInvalid: "Ange datum som ÅÅÅÅ-MM-DD.",
  },
} as const;
