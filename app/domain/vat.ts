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

/** The calendar date in Stockholm at the given moment, as "YYYY-MM-DD". */
export function stockholmDate(at: Date): string {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new RangeError("Invalid date");
  const parts = stockholmDateFormat().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
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
