/** Money is integer öre everywhere; this is the one place that rounds and formats it. */

export type Ore = number;

const formatter = new Intl.NumberFormat("sv-SE", { style: "currency", currency: "SEK" });

/** Rounds a (possibly fractional) öre amount to whole öre, half away from zero. */
export function roundOre(value: number): Ore {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Rounds an öre amount to whole kronor, half away from zero. */
export function roundToKrona(value: number): Ore {
  return Math.sign(value) * Math.round(Math.abs(value) / 100) * 100;
}

/** "249 kr", "211,65 kr", "1 247 kr" (sv-SE, without ",00" for whole kronor). */
export function formatKr(ore: Ore): string {
  if (!Number.isInteger(ore)) throw new TypeError(`Money must be integer öre, got ${ore}`);
  const text = formatter.format(ore / 100);
  return ore % 100 === 0 ? text.replace(/,00(?=\s)/, "") : text;
}

/** Kronor as a plain number for texts that say "från {price} kr". */
export function kronor(ore: Ore): number {
  return ore / 100;
}
