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

function assertOre(ore: Ore): void {
  if (!Number.isInteger(ore)) throw new TypeError(`Money must be integer öre, got ${ore}`);
}

/** Whole kronor and the öre left over, of the absolute amount: 21 165 → [211, 65]. */
function split(ore: Ore): [kronor: number, ore: number] {
  assertOre(ore);
  const abs = Math.abs(ore);
  return [Math.floor(abs / 100), abs % 100];
}

/** The amount with its öre dropped, toward zero (the VAT return declares whole kronor): 2 989 → 2 900, −2 989 → −2 900. */
export function dropOre(ore: Ore): Ore {
  const [kr] = split(ore);
  return ore < 0 ? 0 - kr * 100 : kr * 100;
}

/**
 * "249 kr", "211,65 kr", "1 247 kr": Swedish currency format (no-break spaces between thousands and before
 * "kr", decimal comma, U+2212 minus), without ",00" for whole kronor. Written out rather than through
 * Intl.NumberFormat, whose construction cost ~20 ms of main thread on every page load in the browser;
 * a test holds it to Intl's sv-SE output.
 */
export function formatKr(ore: Ore): string {
  const [kr, rest] = split(ore);
  const cents = rest === 0 ? "" : `,${String(rest).padStart(2, "0")}`;
  return `${ore < 0 ? "\u2212" : ""}${formatInteger(kr)}${cents}\u00a0kr`;
}

/**
 * "249", "211,65": kronor as a person types them into a price field (no unit, no thousands separator,
 * decimal comma, no ",00"). What the admin's price field parses back to the same öre.
 */
export function formatKronorInput(ore: Ore): string {
  const [kr, rest] = split(ore);
  return `${ore < 0 ? "-" : ""}${kr}${rest === 0 ? "" : `,${String(rest).padStart(2, "0")}`}`;
}

/**
 * The inverse of `formatKronorInput`: "249", "211,65", "211.6" or " 1 200 " → öre; null for anything else
 * (letters, a third decimal, a negative sign, more than 9 999 999 kr). Exact: no floating point.
 */
export function parseKronorInput(input: string): Ore | null {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(input.replace(/[\s\u00a0]/g, ""));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/**
 * "249.00" (separator ".") or "472,00" (separator ","): kronor with exactly two öre digits and no thousands
 * separator, for machine-read formats (schema.org offers, the Swish QR payload). Exact: no floating point.
 */
export function formatKronorDecimal(ore: Ore, separator: "." | ","): string {
  const [kr, rest] = split(ore);
  return `${ore < 0 ? "-" : ""}${kr}${separator}${String(rest).padStart(2, "0")}`;
}

/**
 * Kronor as a number: 24 900 → 249, 21 165 → 211.65. For a JSON amount (the Swish app link) and numeric
 * form attributes (min/max of a kronor field). A whole number of öre divided by 100 prints with at most
 * two decimals, so this never shows float noise; do not compute with the result.
 */
export function kronor(ore: Ore): number {
  assertOre(ore);
  return ore / 100;
}

/** "6 %", "12 %", "25 %", "12,5 %" (sv-SE: decimal comma, no-break space before %). */
export function formatVatRate(rateBp: number): string {
  return `${String(rateBp / 100).replace(".", ",")}\u00a0%`;
}
