/** Money is integer öre everywhere; this is the one place that rounds and formats it. */
import { formatInteger } from "~/lib/numbers";

export type Ore = number;

/** Rounds a (possibly fractional) öre amount to whole öre, half away from zero. */
export function roundOre(value: number): Ore {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Rounds an öre amount to whole kronor, half away from zero. */
export function roundToKrona(value: number): Ore {
  return Math.sign(value) * Math.round(Math.abs(value) / 100) * 100;
}

/**
 * "249 kr", "211,65 kr", "1 247 kr": Swedish currency format (no-break spaces between thousands and before
 * "kr", decimal comma, U+2212 minus), without ",00" for whole kronor. Written out rather than through
 * Intl.NumberFormat, whose construction cost ~20 ms of main thread on every page load in the browser;
 * a test holds it to Intl's sv-SE output.
 */
export function formatKr(ore: Ore): string {
  if (!Number.isInteger(ore)) throw new TypeError(`Money must be integer öre, got ${ore}`);
  const abs = Math.abs(ore);
  const kronor = formatInteger(Math.floor(abs / 100));
  const cents = abs % 100 === 0 ? "" : `,${String(abs % 100).padStart(2, "0")}`;
  return `${ore < 0 ? "\u2212" : ""}${kronor}${cents}\u00a0kr`;
}

/** Kronor as a plain number for texts that say "från {price} kr". */
export function kronor(ore: Ore): number {
  return ore / 100;
}
