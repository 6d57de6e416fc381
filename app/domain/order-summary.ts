/**
 * The owner's daily order summary, pure: Swedish calendar days (Europe/Stockholm, DST-aware), whether a
 * summary is due at a moment, and the summary's figures from yesterday's orders. The claim that makes it
 * go out once per day and the queries live in server/order-notifications.server.ts.
 */
import { lazy } from "~/lib/lazy";

const STOCKHOLM = "Europe/Stockholm";
const stockholmParts = lazy(
  () =>
    new Intl.DateTimeFormat("sv-SE", {
      timeZone: STOCKHOLM,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

/** The Stockholm calendar date ("YYYY-MM-DD") and wall-clock hour and minute at a moment. */
export function stockholmClock(at: Date): { date: string; hour: number; minute: number } {
  if (Number.isNaN(at.getTime())) throw new RangeError("Invalid date");
  const parts = stockholmParts().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) % 24, minute: Number(part("minute")) };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date `days` after (or before) a date: "2026-03-01" − 1 → "2026-02-28". */
export function addDays(date: string, days: number): string {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`Not a date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
}

/**
 * The instant a Stockholm calendar day starts. Stockholm is UTC+1 or UTC+2 and never changes its clocks at
 * midnight, so the start is UTC midnight minus one of those two offsets: the one whose local time is 00:00.
 */
export function stockholmDayStart(date: string): Date {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`Not a date: ${date}`);
  const utcMidnight = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    const c = stockholmClock(candidate);
    if (c.date === date && c.hour === 0 && c.minute === 0) return candidate;
  }
  throw new RangeError(`No Stockholm midnight on ${date}`);
}

/** [start, end) of a Stockholm calendar day (23, 24 or 25 hours long). */
export function stockholmDayBounds(date: string): { start: Date; end: Date } {
  return { start: stockholmDayStart(date), end: stockholmDayStart(addDays(date, 1)) };
}

/**
 * The day whose summary is due at `now`: yesterday (Stockholm), once the Swedish clock has passed `hour`:00;
 * null before that, or when that day's summary was already sent (`lastSentDay` is the last summarised day).
 */
export function summaryDueFor(now: Date, hour: number, lastSentDay: string | null): string | null {
  const clock = stockholmClock(now);
  if (clock.hour < hour) return null;
  const yesterday = addDays(clock.date, -1);
  if (lastSentDay !== null && lastSentDay >= yesterday) return null;
  return yesterday;
}

/** What the summary needs of an order. */
export interface SummaryOrder {
  id: string;
  number: number;
  createdAt: Date;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  totalOre: number;
  shippingName: string;
  itemCount: number;
}

export interface DailySummary {
  /** The summarised Stockholm calendar day. */
  day: string;
  /** Every order placed that day, cancelled ones included. */
  count: number;
  /** Orders still standing (not cancelled). */
  activeCount: number;
  /** The sum of the totals (incl. VAT and shipping) of the orders that are not cancelled. */
  revenueOre: number;
  /** Of those, the part already paid. */
  paidOre: number;
  cancelledCount: number;
  /** Oldest first. */
  orders: SummaryOrder[];
}

export function buildDailySummary(day: string, orders: readonly SummaryOrder[]): DailySummary {
  const sorted = [...orders].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const active = sorted.filter((o) => o.status !== "cancelled");
  return {
    day,
    count: sorted.length,
    activeCount: active.length,
    revenueOre: active.reduce((s, o) => s + o.totalOre, 0),
    paidOre: active.filter((o) => o.paymentStatus === "paid").reduce((s, o) => s + o.totalOre, 0),
    cancelledCount: sorted.length - active.length,
    orders: sorted,
  };
}
