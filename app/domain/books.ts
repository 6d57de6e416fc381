/**
 * The books an accountant imports (ADR 077), pure: the accounts (BAS), which account each payment method and VAT
 * rate books to (one table each), how each kind of event becomes a voucher's transactions, vouchers per day or per
 * order, the VAT return's boxes from the VAT report, and the gift-card liability at a date from the ledger.
 * The SIE file itself: `sie.ts`. Queries: server/books.server.ts.
 */
import { dropOre, type Ore } from "./money";
import { refundVatRows, type RefundForVat, type VatOrderItem, type VatReport, type VatSummaryRow } from "./overview";
import { shippingSharesByRate } from "./pricing";
import { addDays } from "./order-summary";
import { stockholmDate, vatFromGross } from "./vat";

// ---------------------------------------------------------------- accounts

/** Every account a file may use, with its BAS name (written as #KONTO). */
export const BOOK_ACCOUNTS = {
  1510: "Kundfordringar",
  1580: "Fordringar för kontokort och presentkort",
  1930: "Företagskonto/checkkonto/affärskonto",
  2421: "Ej inlösta presentkort",
  2611: "Utgående moms på försäljning inom Sverige, 25 %",
  2621: "Utgående moms på försäljning inom Sverige, 12 %",
  2631: "Utgående moms på försäljning inom Sverige, 6 %",
  2890: "Övriga kortfristiga skulder",
  3001: "Försäljning inom Sverige, 25 % moms",
  3002: "Försäljning inom Sverige, 12 % moms",
  3003: "Försäljning inom Sverige, 6 % moms",
  3740: "Öres- och kronutjämning",
} as const;
export type Account = keyof typeof BOOK_ACCOUNTS;

/** Sales and output VAT per VAT rate (basis points); the VAT return's box for the VAT. */
export const RATE_ACCOUNTS: Readonly<Record<number, { sales: Account; vat: Account; box: "10" | "11" | "12" }>> = {
  2500: { sales: 3001, vat: 2611, box: "10" },
  1200: { sales: 3002, vat: 2621, box: "11" },
  600: { sales: 3003, vat: 2631, box: "12" },
};

/**
 * Where each payment method's money is booked: the account debited when the order is placed (`receivable`) and,
 * when the money is in the bank later, the account it moves to at payment (`settledTo`, null when the receivable is
 * the bank itself or is settled outside the shop, like a card provider's payouts).
 */
export const METHOD_ACCOUNTS: Readonly<Record<string, { receivable: Account; settledTo: Account | null }>> = {
  swish: { receivable: 1930, settledTo: null },
  // Swish Handel (ADR 082): the money is in the shop's bank account the moment Swish says PAID.
  "swish-handel": { receivable: 1930, settledTo: null },
  invoice: { receivable: 1510, settledTo: 1930 },
  stripe: { receivable: 1580, settledTo: null },
  gift_card: { receivable: 2421, settledTo: null },
};

/** Gift cards sold and spent: a multi-purpose voucher, a debt to its holder until spent (no VAT at sale). */
export const GIFT_CARD_ACCOUNT: Account = 2421;
export const ROUNDING_ACCOUNT: Account = 3740;
/**
 * A refund the owner pays back by hand (invoice, manual Swish; ADR 081): owed to the customer from the moment it is
 * recorded (the credit note's date) until the transfer leaves the bank account, when 1930 is credited.
 */
export const OWED_REFUND_ACCOUNT: Account = 2890;
export const BANK_ACCOUNT: Account = 1930;
/** Differences below this are öresavrundning (3740); larger ones mean the order's figures disagree and stop the export. */
export const ROUNDING_LIMIT_ORE = 99;

export class BooksError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BooksError";
  }
}

function rateAccounts(rateBp: number) {
  const a = RATE_ACCOUNTS[rateBp];
  if (!a) throw new BooksError(`No sales account for VAT rate ${rateBp / 100} %`);
  return a;
}

function methodAccounts(method: string) {
  const a = METHOD_ACCOUNTS[method];
  if (!a) throw new BooksError(`No account for payment method "${method}"`);
  return a;
}

// ---------------------------------------------------------------- events

export interface Trans {
  account: Account;
  /** Debit positive, credit negative (as SIE writes them). */
  amountOre: Ore;
  text: string;
}

/** An order placed (not cancelled): what the customer bought, and how it is to be paid. */
export interface SaleEvent {
  kind: "sale";
  at: Date;
  orderNumber: number;
  method: string;
  totalOre: Ore;
  giftCardPaidOre: Ore;
  shippingOre: Ore;
  vatSummary: readonly VatSummaryRow[];
  items: readonly VatOrderItem[];
}

/** A payment received later into the bank (an invoice paid): the receivable moves to the bank. */
export interface PaymentEvent {
  kind: "payment";
  at: Date;
  orderNumber: number;
  method: string;
  amountOre: Ore;
}

/** A refund made: sales and VAT taken back (ADR 070), the money back by the method and to the gift cards. */
export interface RefundEvent {
  kind: "refund";
  at: Date;
  orderNumber: number;
  method: string;
  orderCancelled: boolean;
  items: readonly VatOrderItem[];
  orderShippingOre: Ore;
  refund: RefundForVat & { methodOre: Ore; giftCardOre: Ore };
  /** The method's part is paid back by the owner (ADR 081): a debt (2890) until the transfer, not money moved now. */
  owed?: boolean;
}

/** An owed refund paid back by the owner (ADR 081): the money leaves the bank, the debt to the customer is settled. */
export interface PaybackEvent {
  kind: "payback";
  at: Date;
  orderNumber: number;
  amountOre: Ore;
}

export type BookEvent = SaleEvent | PaymentEvent | RefundEvent | PaybackEvent;

/** The copy the transactions are labelled with (from app/content/books.ts). */
export interface BookTexts {
  goods: (rate: string) => string;
  freight: (rate: string) => string;
  vat: (rate: string) => string;
  paidBy: (method: string) => string;
  giftCardRedeemed: string;
  giftCardSold: string;
  rounding: string;
  paymentIn: string;
  refundGoods: (rate: string) => string;
  refundVat: (rate: string) => string;
  refundGiftCardSold: string;
  refundBy: (method: string) => string;
  refundToGiftCard: string;
  /** An owed refund's method part: a debt to the customer until paid back (ADR 081). */
  refundOwed: string;
  /** The owed refund paid back from the bank. */
  paidBack: string;
  rate: (rateBp: number) => string;
  methodName: (method: string) => string;
}

/** Shipping's part at each rate of the order's goods, exactly as pricing split it (ADR 016). */
function freightByRate(items: readonly VatOrderItem[], shippingOre: Ore): Map<number, Ore> {
  const goods = items.filter((i) => i.kind === "product");
  const rates = [...new Set(goods.map((i) => i.vatRateBp))].sort((a, b) => a - b);
  const sum = (r: number, f: (i: VatOrderItem) => number) => goods.filter((i) => i.vatRateBp === r).reduce((s, i) => s + f(i), 0);
  const shares = shippingSharesByRate(shippingOre, rates.map((r) => sum(r, (i) => i.lineTotalOre)), rates.map((r) => sum(r, (i) => i.lineTotalOre + i.codeDiscountOre)));
  return new Map(rates.map((r, i) => [r, shares[i]!]));
}

/** A voucher's transactions balanced: a difference within the rounding limit to 3740, a larger one refused. */
function balanced(trans: Trans[], what: string, t: BookTexts): Trans[] {
  const kept = trans.filter((x) => x.amountOre !== 0);
  const diff = kept.reduce((s, x) => s + x.amountOre, 0);
  if (diff === 0) return kept;
  if (Math.abs(diff) > ROUNDING_LIMIT_ORE) throw new BooksError(`${what} does not balance (${diff} öre)`);
  return [...kept, { account: ROUNDING_ACCOUNT, amountOre: -diff, text: t.rounding }];
}

/** A sale: debit what is to be paid (by method, by gift card), credit sales and freight net and VAT per rate, and gift cards sold. */
export function saleTransactions(e: SaleEvent, t: BookTexts): Trans[] {
  const freight = freightByRate(e.items, e.shippingOre);
  const out: Trans[] = [];
  const byMethod = e.totalOre - e.giftCardPaidOre;
  out.push({ account: methodAccounts(e.method).receivable, amountOre: byMethod, text: t.paidBy(t.methodName(e.method)) });
  out.push({ account: GIFT_CARD_ACCOUNT, amountOre: e.giftCardPaidOre, text: t.giftCardRedeemed });
  for (const row of [...e.vatSummary].sort((a, b) => b.rateBp - a.rateBp)) {
    const a = rateAccounts(row.rateBp);
    const rate = t.rate(row.rateBp);
    const freightGross = freight.get(row.rateBp) ?? 0;
    const freightNet = freightGross - vatFromGross(freightGross, row.rateBp);
    const net = row.grossOre - row.vatOre;
    out.push({ account: a.sales, amountOre: -(net - freightNet), text: t.goods(rate) });
    out.push({ account: a.sales, amountOre: -freightNet, text: t.freight(rate) });
    out.push({ account: a.vat, amountOre: -row.vatOre, text: t.vat(rate) });
  }
  const giftCardsSold = e.items.filter((i) => i.kind === "gift_card").reduce((s, i) => s + i.lineTotalOre, 0);
  out.push({ account: GIFT_CARD_ACCOUNT, amountOre: -giftCardsSold, text: t.giftCardSold });
  return balanced(out, `Order ${e.orderNumber}`, t);
}

/** An invoice paid: the bank debited, the receivable credited. */
export function paymentTransactions(e: PaymentEvent, t: BookTexts): Trans[] {
  const a = methodAccounts(e.method);
  if (!a.settledTo) return [];
  return balanced(
    [
      { account: a.settledTo, amountOre: e.amountOre, text: t.paymentIn },
      { account: a.receivable, amountOre: -e.amountOre, text: t.paymentIn },
    ],
    `Payment of order ${e.orderNumber}`,
    t,
  );
}

/**
 * A refund: sales and VAT per rate taken back as the VAT report does (`refundVatRows`, ADR 070), the rest of the amount
 * (gift cards sold on the order, no VAT) taken back from 2421; the money credited to where it goes (the method's bank
 * or provider account — refunds are only made on paid orders — and the gift cards the order was paid with). A
 * cancelled order's refund that takes back no sales is left out, as the order's sale is.
 */
export function refundTransactions(e: RefundEvent, t: BookTexts): Trans[] {
  const rows = refundVatRows(e.items, e.orderShippingOre, e.refund);
  if (e.orderCancelled && rows.length === 0) return [];
  const out: Trans[] = [];
  for (const row of [...rows].sort((a, b) => b.rateBp - a.rateBp)) {
    const a = rateAccounts(row.rateBp);
    const rate = t.rate(row.rateBp);
    out.push({ account: a.sales, amountOre: row.grossOre - row.vatOre, text: t.refundGoods(rate) });
    out.push({ account: a.vat, amountOre: row.vatOre, text: t.refundVat(rate) });
  }
  const sales = rows.reduce((s, r) => s + r.grossOre, 0);
  const giftCardsSold = e.items.some((i) => i.kind === "gift_card") ? e.refund.amountOre - sales : 0;
  out.push({ account: GIFT_CARD_ACCOUNT, amountOre: giftCardsSold, text: t.refundGiftCardSold });
  const m = methodAccounts(e.method);
  if (e.owed) out.push({ account: OWED_REFUND_ACCOUNT, amountOre: -e.refund.methodOre, text: t.refundOwed });
  else out.push({ account: m.settledTo ?? m.receivable, amountOre: -e.refund.methodOre, text: t.refundBy(t.methodName(e.method)) });
  out.push({ account: GIFT_CARD_ACCOUNT, amountOre: -e.refund.giftCardOre, text: t.refundToGiftCard });
  return balanced(out, `Refund on order ${e.orderNumber}`, t);
}

/** An owed refund paid back: the debt to the customer (2890) settled from the bank (1930). */
export function paybackTransactions(e: PaybackEvent, t: BookTexts): Trans[] {
  if (e.amountOre <= 0) return [];
  return balanced(
    [
      { account: OWED_REFUND_ACCOUNT, amountOre: e.amountOre, text: t.paidBack },
      { account: BANK_ACCOUNT, amountOre: -e.amountOre, text: t.paidBack },
    ],
    `Pay-back on order ${e.orderNumber}`,
    t,
  );
}

export function eventTransactions(e: BookEvent, t: BookTexts): Trans[] {
  switch (e.kind) {
    case "payback":
      return paybackTransactions(e, t);
    case "sale":
      return saleTransactions(e, t);
    case "payment":
      return paymentTransactions(e, t);
    case "refund":
      return refundTransactions(e, t);
  }
}

// ---------------------------------------------------------------- vouchers

export type VoucherGrouping = "day" | "order";
export const VOUCHER_GROUPINGS: readonly VoucherGrouping[] = ["day", "order"];

export interface Voucher {
  /** The Stockholm calendar day, YYYY-MM-DD. */
  date: string;
  text: string;
  trans: Trans[];
}

export interface VoucherTexts extends BookTexts {
  day: (date: string) => string;
  event: (e: BookEvent) => string;
}

/**
 * The vouchers of a period's events, in time order: one per event ("order": each sale, invoice payment and refund
 * under its order number), or one per Stockholm day with each account's and label's amounts summed ("day").
 * Events that book nothing (a card payment settled outside the shop) make no voucher; every voucher sums to 0.
 */
export function buildVouchers(events: readonly BookEvent[], grouping: VoucherGrouping, t: VoucherTexts): Voucher[] {
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime() || a.orderNumber - b.orderNumber);
  const single = sorted.map((e) => ({ date: stockholmDate(e.at), text: t.event(e), trans: eventTransactions(e, t) })).filter((v) => v.trans.length > 0);
  if (grouping === "order") return single;
  const days = new Map<string, Voucher>();
  for (const v of single) {
    const day = days.get(v.date) ?? { date: v.date, text: t.day(v.date), trans: [] };
    for (const x of v.trans) {
      const same = day.trans.find((y) => y.account === x.account && y.text === x.text);
      if (same) same.amountOre += x.amountOre;
      else day.trans.push({ ...x });
    }
    days.set(v.date, day);
  }
  return [...days.values()].map((v) => ({ ...v, trans: v.trans.filter((x) => x.amountOre !== 0) })).filter((v) => v.trans.length > 0);
}

/** Each account's balance over the vouchers (debit positive). */
export function accountTotals(vouchers: readonly Voucher[]): Map<Account, Ore> {
  const totals = new Map<Account, Ore>();
  for (const v of vouchers) for (const x of v.trans) totals.set(x.account, (totals.get(x.account) ?? 0) + x.amountOre);
  return totals;
}

// ---------------------------------------------------------------- the VAT return

export interface VatReturnBox {
  box: "05" | "10" | "11" | "12";
  /** Exact, in öre. */
  amountOre: Ore;
  /** As declared: whole kronor, the öre dropped (toward zero), still in öre. */
  declaredOre: Ore;
}

/**
 * The boxes of Skatteverket's momsdeklaration a shop like this fills, from the period's VAT report with refunds
 * (`vatReportWithRefunds`): 05 sales liable to VAT (net, every rate), 10/11/12 output VAT at 25/12/6 %. Whole kronor
 * with the öre dropped, as the return asks.
 */
export function vatReturnBoxes(report: VatReport): VatReturnBox[] {
  const box = (b: VatReturnBox["box"], amountOre: Ore): VatReturnBox => ({ box: b, amountOre, declaredOre: dropOre(amountOre) });
  const vatAt = (b: "10" | "11" | "12") =>
    report.rows.filter((r) => rateAccounts(r.rateBp).box === b).reduce((s, r) => s + r.vatOre, 0);
  return [box("05", report.total.netOre), box("10", vatAt("10")), box("11", vatAt("11")), box("12", vatAt("12"))];
}

// ---------------------------------------------------------------- gift-card liability

export interface LiabilityCard {
  id: number;
  expiresAt: Date;
}
export interface LiabilityEntry {
  giftCardId: number;
  /** issue | debit | credit | refund | adjust | void */
  type: string;
  amountOre: Ore;
  at: Date;
}
export interface GiftCardLiability {
  issuedOre: Ore;
  issuedCount: number;
  /** Spent on orders, less what cancellations and refunds gave back to the cards. */
  redeemedOre: Ore;
  /** The owner's corrections and voided cards (negative when balances were lowered). */
  adjustedOre: Ore;
  /** What was left on cards past their expiry at the date. */
  expiredOre: Ore;
  expiredCount: number;
  /** What the shop owes holders of valid cards at the date. */
  outstandingOre: Ore;
  outstandingCount: number;
}

/**
 * The gift-card debt at the end of a moment (`at`, exclusive): the ledger's entries before it summed per card (ADR 009);
 * a card past its expiry at `at` counts as expired with what was left on it, the others as outstanding.
 * issued − redeemed + adjusted = expired + outstanding.
 */
export function giftCardLiability(cards: readonly LiabilityCard[], ledger: readonly LiabilityEntry[], at: Date): GiftCardLiability {
  const r: GiftCardLiability = { issuedOre: 0, issuedCount: 0, redeemedOre: 0, adjustedOre: 0, expiredOre: 0, expiredCount: 0, outstandingOre: 0, outstandingCount: 0 };
  const balance = new Map<number, Ore>();
  for (const e of ledger) {
    if (e.at.getTime() >= at.getTime()) continue;
    balance.set(e.giftCardId, (balance.get(e.giftCardId) ?? 0) + e.amountOre);
    if (e.type === "issue") {
      r.issuedOre += e.amountOre;
      r.issuedCount += 1;
    } else if (e.type === "debit" || e.type === "credit" || e.type === "refund") r.redeemedOre -= e.amountOre;
    else r.adjustedOre += e.amountOre;
  }
  for (const card of cards) {
    const left = balance.get(card.id);
    if (left === undefined || left === 0) continue;
    if (card.expiresAt.getTime() <= at.getTime()) {
      r.expiredOre += left;
      r.expiredCount += 1;
    } else {
      r.outstandingOre += left;
      r.outstandingCount += 1;
    }
  }
  return r;
}

// ---------------------------------------------------------------- the page's query

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && addDays(s, 0) === s;

/** The liability's day from the query (`?per=YYYY-MM-DD`), default today; a bad value gives today and the message. */
export function parseDay(value: string | null, today: string, message: string): { date: string; error: string | null } {
  if (value === null || value === "") return { date: today, error: null };
  return isDay(value) ? { date: value, error: null } : { date: today, error: message };
}

/** The grouping from the query (`?verifikationer=dag|order`), default one voucher per day. */
export function parseGrouping(value: string | null): VoucherGrouping {
  return value === "order" ? "order" : "day";
}
