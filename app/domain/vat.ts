/**
 * Swedish VAT (moms), effective-dated per tax class (ADR 016). Rates are basis points
 * (hundredths of a percent: 2500 = 25 %). Pure: the moment to price at is passed in.
 */
import { roundOre, type Ore } from "./money";

/** In money.ts with the other amounts the cart shows, so the cart does not load the VAT calendar for it (ADR 043). */
export { formatVatRate } from "./money";
import type { TaxClass } from "./product";
import { lazy } from "~/lib/lazy";

/** Food VAT is temporarily lowered: 6 % from 2026-04-01 through 2027-12-31 (Stockholm calendar dates). */
export const FOOD_VAT = {
  standardBp: 1200,
  reducedBp: 600,
  reducedFrom: "2026-04-01",
  reducedThrough: "2027-12-31",
} as const;

export const NON_FOOD_VAT_BP = 2500;

const stockholmDateFormat = lazy(() => new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
}));

/**
 * The last minute asked for and its Stockholm date (every cart and page prices its lines at "now", issue #17).
 * Since 1900 Stockholm's offset from UTC is whole hours, so one UTC minute has one Stockholm date.
 */
let lastMinute: { minute: number; date: string } | null = null;
const WHOLE_HOUR_OFFSETS_FROM = Date.UTC(1900, 0, 1);

/** The calendar date in Stockholm at the given moment, as "YYYY-MM-DD". */
export function stockholmDate(at: Date): string {
  const ms = at instanceof Date ? at.getTime() : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError("Invalid date");
  const minute = Math.floor(ms / 60_000);
  if (lastMinute?.minute === minute) return lastMinute.date;
  const parts = stockholmDateFormat().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const date = `${part("year")}-${part("month")}-${part("day")}`;
  if (ms >= WHOLE_HOUR_OFFSETS_FROM) lastMinute = { minute, date };
  return date;
}

/** The VAT rate in basis points for a tax class at a moment (the Stockholm calendar date decides). */
export function vatRateBp(taxClass: TaxClass, at: Date): number {
  switch (taxClass) {
    case "non_food":
      return NON_FOOD_VAT_BP;
    case "food": {
      const date = stockholmDate(at);
      return date >= FOOD_VAT.reducedFrom && date <= FOOD_VAT.reducedThrough ? FOOD_VAT.reducedBp : FOOD_VAT.standardBp;
    }
  }
}

/** The VAT included in a gross (VAT-inclusive) amount: gross × rate / (1 + rate), rounded once to whole öre. */
export function vatFromGross(grossOre: Ore, rateBp: number): Ore {
  if (!Number.isInteger(grossOre)) throw new TypeError(`Money must be integer öre, got ${grossOre}`);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new TypeError(`Invalid VAT rate ${rateBp}`);
  return roundOre((grossOre * rateBp) / (10_000 + rateBp));
}
