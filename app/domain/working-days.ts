/**
 * The shop's working days (issue #34, ADR 064): Monday to Friday in Stockholm, except Swedish public holidays and
 * the eves the shop keeps closed. Estimated dates (the order timeline) count these days, so an estimate never
 * falls on a day the shop says it is closed (CONTACT.openingHours).
 *
 * Closed: nyårsdagen (1/1), trettondedag jul (6/1), långfredagen, annandag påsk, första maj, Kristi himmelsfärds
 * dag, nationaldagen (6/6), midsommarafton (the Friday 19–25 June), julafton, juldagen, annandag jul and
 * nyårsafton. Påskdagen, pingstdagen, midsommardagen and alla helgons dag always fall on a weekend.
 * The three eves are not public holidays by law, but most of Sweden, the carriers included, has them off.
 * Pure: the caller passes the dates; days are Stockholm calendar days.
 */
import { lazy } from "~/lib/lazy";

/** A calendar day: year, month 1–12, day 1–31. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
/** Built on first use, not at import (ADR 010: no Intl at import). */
const stockholm = lazy(() => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Stockholm", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" }));

/** The Stockholm calendar day of an instant. */
export function stockholmDay(at: Date): CalendarDay {
  const parts = Object.fromEntries(stockholm().formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Noon in Stockholm on a calendar day (CET or CEST): the instant an estimate for that day is given as. */
export function stockholmNoon({ year, month, day }: CalendarDay): Date {
  // 11:00 UTC is noon in winter (UTC+1); in summer (UTC+2) it is 13:00, so step back an hour.
  const guess = new Date(Date.UTC(year, month - 1, day, 11));
  const hour = Number(Object.fromEntries(stockholm().formatToParts(guess).map((p) => [p.type, p.value])).hour);
  return hour === 12 ? guess : new Date(guess.getTime() - (hour - 12) * 3_600_000);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** Days since 1970-01-01 of a calendar day (no time zone: pure calendar arithmetic). */
const serial = ({ year, month, day }: CalendarDay) => Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
const fromSerial = (n: number): CalendarDay => {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
/** 0 = Sunday … 6 = Saturday. */
const weekday = (day: CalendarDay) => new Date(serial(day) * DAY_MS).getUTCDay();

/** The days the shop is closed in a year, besides weekends, by name (Swedish), as "MM-DD". */
export function closedDays(year: number): Map<string, string> {
  const key = (d: CalendarDay) => `${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
  const easter = serial(easterSunday(year));
  const midsummerEve = [19, 20, 21, 22, 23, 24, 25].map((day) => ({ year, month: 6, day })).find((d) => weekday(d) === 5)!;
  const days: [CalendarDay, string][] = [
    [{ year, month: 1, day: 1 }, "nyårsdagen"],
    [{ year, month: 1, day: 6 }, "trettondedag jul"],
    [fromSerial(easter - 2), "långfredagen"],
    [fromSerial(easter + 1), "annandag påsk"],
    [{ year, month: 5, day: 1 }, "första maj"],
    [fromSerial(easter + 39), "Kristi himmelsfärds dag"],
    [{ year, month: 6, day: 6 }, "nationaldagen"],
    [midsummerEve, "midsommarafton"],
    [{ year, month: 12, day: 24 }, "julafton"],
    [{ year, month: 12, day: 25 }, "juldagen"],
    [{ year, month: 12, day: 26 }, "annandag jul"],
    [{ year, month: 12, day: 31 }, "nyårsafton"],
  ];
  return new Map(days.map(([day, name]) => [key(day), name]));
}

/** Whether the shop works on a calendar day: Monday–Friday and not a closed day. */
export function isWorkingDay(day: CalendarDay): boolean {
  const w = weekday(day);
  if (w === 0 || w === 6) return false;
  return !closedDays(day.year).has(`${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`);
}

/**
 * The day `n` working days after the Stockholm day of `from`, at noon Stockholm time. With n = 0: that day if
 * it is a working day, else the next one (an order on a Saturday is handled on Monday); with n ≥ 1 the days after
 * it are counted (Friday + 1 = Monday; Saturday + 1 = Monday too, the first working day after it).
 */
export function addWorkingDays(from: Date, n: number): Date {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`addWorkingDays: n must be a whole number ≥ 0, got ${n}`);
  let day = serial(stockholmDay(from));
  if (n === 0) {
    while (!isWorkingDay(fromSerial(day))) day++;
    return stockholmNoon(fromSerial(day));
  }
  let left = n;
  while (left > 0) {
    day++;
    if (isWorkingDay(fromSerial(day))) left--;
  }
  return stockholmNoon(fromSerial(day));
}
