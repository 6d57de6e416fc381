/**
 * The admin overview's figures, pure: the period a VAT report covers (Stockholm calendar days) and the
 * per-rate sums of the orders in it, ready for the VAT return (ADR 024). Queries: server/admin-overview.server.ts.
 */
import { z } from "zod";
import type { Ore } from "./money";
import { addDays, stockholmDayStart } from "./order-summary";
import { allocateLargestRemainder } from "./adjustments";
import { shippingSharesByRate } from "./pricing";
import { stockholmDate, vatFromGross } from "./vat";

/** One order's VAT summary rows, as stored on the order (gross is VAT-inclusive). */
export interface VatSummaryRow {
  rateBp: number;
  grossOre: Ore;
  vatOre: Ore;
}

export interface VatReportRow {
  rateBp: number;
  grossOre: Ore;
  netOre: Ore;
  vatOre: Ore;
}

export interface VatReport {
  rows: VatReportRow[];
  total: { grossOre: Ore; netOre: Ore; vatOre: Ore };
}

/** Sums every order's summary per VAT rate (highest rate first); net = gross − VAT, so the three always add up. */
export function vatReport(orders: readonly (readonly VatSummaryRow[])[]): VatReport {
  const byRate = new Map<number, { grossOre: number; vatOre: number }>();
  for (const summary of orders) {
    for (const r of summary) {
      const acc = byRate.get(r.rateBp) ?? { grossOre: 0, vatOre: 0 };
      acc.grossOre += r.grossOre;
      acc.vatOre += r.vatOre;
      byRate.set(r.rateBp, acc);
    }
  }
  const rows = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, s]) => ({ rateBp, grossOre: s.grossOre, netOre: s.grossOre - s.vatOre, vatOre: s.vatOre }));
  const total = rows.reduce(
    (t, r) => ({ grossOre: t.grossOre + r.grossOre, netOre: t.netOre + r.netOre, vatOre: t.vatOre + r.vatOre }),
    { grossOre: 0, netOre: 0, vatOre: 0 },
  );
  return { rows, total };
}

/** An order line as a refund's VAT needs it (a stored order item satisfies it). */
export interface VatOrderItem {
  id: number;
  /** product | free_gift | gift_card */
  kind: string;
  vatRateBp: number;
  /** After every discount, the code's share included (what the line was sold for). */
  lineTotalOre: Ore;
  codeDiscountOre: Ore;
}

/** One refund as stored: its lines' amounts, the shipping given back, and the whole amount paid back. */
export interface RefundForVat {
  lines: readonly { orderItemId: number; amountOre: Ore }[];
  shippingOre: Ore;
  amountOre: Ore;
}

/**
 * The sales a refund takes back, per VAT rate (gross, VAT-inclusive; ADR 070): each refunded line at its own rate,
 * refunded shipping split over the rates as the order's shipping was (`shippingSharesByRate`), and what the shop
 * kept (the return postage after "Ångra köp") out of those parts in proportion — it stays a part of the sale. A
 * gift card sold on the order carries no VAT (a multi-purpose voucher), so its part is taken back from no rate. A
 * refund without lines or shipping (a cancelled order's: it never counted as a sale) takes back nothing.
 */
export function refundVatRows(items: readonly VatOrderItem[], orderShippingOre: Ore, refund: RefundForVat): VatSummaryRow[] {
  const goods = items.filter((i) => i.kind !== "gift_card" && i.kind !== "free_gift");
  const rates = [...new Set(goods.map((i) => i.vatRateBp))].sort((a, b) => a - b);
  const sumAt = (rate: number, of: (i: VatOrderItem) => number) => goods.filter((i) => i.vatRateBp === rate).reduce((s, i) => s + of(i), 0);
  const orderShares = shippingSharesByRate(orderShippingOre, rates.map((r) => sumAt(r, (i) => i.lineTotalOre)), rates.map((r) => sumAt(r, (i) => i.lineTotalOre + i.codeDiscountOre)));
  const shipping =
    refund.shippingOre === orderShippingOre || orderShares.every((s) => s === 0)
      ? orderShares.map((s) => (refund.shippingOre === orderShippingOre ? s : 0))
      : allocateLargestRemainder(refund.shippingOre, orderShares);
  const byId = new Map(items.map((i) => [i.id, i]));
  // The parts by rate, and last the part without VAT (gift cards).
  const parts = [...rates.map(() => 0), 0];
  for (const l of refund.lines) {
    const item = byId.get(l.orderItemId);
    if (!item) continue;
    const at = item.kind === "gift_card" ? rates.length : rates.indexOf(item.vatRateBp);
    parts[at === -1 ? rates.length : at]! += l.amountOre;
  }
  rates.forEach((_, i) => (parts[i]! += shipping[i]!));
  const kept = Math.max(0, parts.reduce((s, p) => s + p, 0) - refund.amountOre);
  const keptShares = kept > 0 ? allocateLargestRemainder(kept, parts) : parts.map(() => 0);
  return rates
    .map((rateBp, i) => {
      const grossOre = parts[i]! - keptShares[i]!;
      return { rateBp, grossOre, vatOre: vatFromGross(grossOre, rateBp) };
    })
    .filter((row) => row.grossOre > 0);
}

/**
 * Sales per VAT rate in a period, less what refunds in it took back (ADR 070): the figures of the VAT return. A rate
 * with only refunds in the period shows negative amounts, as the return declares them.
 */
export function vatReportWithRefunds(orders: readonly (readonly VatSummaryRow[])[], refunds: readonly (readonly VatSummaryRow[])[]): VatReport & { refunded: VatReport } {
  const refunded = vatReport(refunds);
  const negated = refunds.map((rows) => rows.map((r) => ({ rateBp: r.rateBp, grossOre: -r.grossOre, vatOre: -r.vatOre })));
  return { ...vatReport([...orders, ...negated]), refunded };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (s: string) => DATE.test(s) && addDays(s, 0) === s;

const bothDates = (p: { fran: string; till: string }) => isCalendarDate(p.fran) && isCalendarDate(p.till);

/** The first day of the month a calendar date is in. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The report period from the overview's query (?fran=…&till=…, both days included); default: this month so far. */
export function parsePeriod(
  search: URLSearchParams,
  today: string,
  messages: { date: string; order: string; tooLong: string },
): { from: string; to: string; error: string | null } {
  const fallback = { from: monthStart(today), to: today };
  const schema = z
    .object({ fran: z.string().refine(isCalendarDate, messages.date), till: z.string().refine(isCalendarDate, messages.date) })
    // Object checks run even when a field failed (zod 4 keeps going), so they only judge two real dates.
    .refine((p) => !bothDates(p) || p.fran <= p.till, messages.order)
    .refine((p) => !bothDates(p) || p.fran >= addDays(p.till, -366), messages.tooLong);
  const fran = search.get("fran");
  const till = search.get("till");
  if (fran === null && till === null) return { ...fallback, error: null };
  const parsed = schema.safeParse({ fran: fran ?? "", till: till ?? "" });
  if (!parsed.success) return { ...fallback, error: parsed.error.issues[0]?.message ?? messages.date };
  return { from: parsed.data.fran, to: parsed.data.till, error: null };
}

/** [start, end) instants of a period of Stockholm calendar days, both ends included. */
export function periodBounds(from: string, to: string): { start: Date; end: Date } {
  return { start: stockholmDayStart(from), end: stockholmDayStart(addDays(to, 1)) };
}

/**
 * The order queues the overview's "Väntar på dig" counts and the order list filters by (`/admin/orders?att=…`, ADR 062),
 * oldest first: orders waiting for their payment (Swish, card: not invoices, which are paid after delivery), orders to
 * pack (paid, or on invoice, and not started), orders packed and waiting to be shipped, and invoices past their due day.
 */
export const WORK_QUEUES = ["betala", "packa", "skicka", "forfallna"] as const;
export type WorkQueue = (typeof WORK_QUEUES)[number];
export const isWorkQueue = (s: string | null): s is WorkQueue => (WORK_QUEUES as readonly (string | null)[]).includes(s);

/** The last instant an unpaid invoice placed before it is overdue: the day after its due day has begun (Stockholm). */
export function overdueCutoff(now: Date, dueDays: number): Date {
  return stockholmDayStart(addDays(stockholmDate(now), -dueDays));
}
