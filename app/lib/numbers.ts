/**
 * Swedish number formats written out rather than through Intl.NumberFormat, whose construction costs
 * main-thread time on page load in the browser; tests hold both to Intl's sv-SE output.
 */

/** 12500 → "12 500": thousands separated by no-break spaces, U+2212 for minus. Rounds to a whole number. */
export function formatInteger(n: number): string {
  const digits = String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+$)/g, "\u00a0");
  return n < 0 && Math.round(Math.abs(n)) !== 0 ? `\u2212${digits}` : digits;
}

/** 4.75 → "4,8": one decimal (rounded half away from zero, as Intl does), decimal comma. For values under 1000. */
export function formatOneDecimal(n: number): string {
  return (Math.round(n * 10 + 1e-9) / 10).toFixed(1).replace(".", ",");
}
