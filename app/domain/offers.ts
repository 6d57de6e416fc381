/**
 * What the product page's offers compute in the browser, apart from the pricing engine (pricing.ts,
 * adjustments.ts) so that the page does not load the engine for two small helpers (ADR 043). The engine uses
 * the same `togetherPairPriceOre`; `adjustments.ts` re-exports `togetherPairPriceOre`.
 */
import type { CartView } from "./cart";
import { TOGETHER } from "./constants";
import { roundToKrona, type Ore } from "./money";

/** The together price of one pair: the two prices × 0.92, rounded to whole kronor (326 kr → 300 kr). Never above the sum. */
export function togetherPairPriceOre(aOre: Ore, bOre: Ore): Ore {
  const list = aOre + bOre;
  return Math.min(list, roundToKrona((list * (100 - TOGETHER.percent)) / 100));
}

/** Ids of the products in the cart (for "hidden once in the cart" offers). */
export function productIdsInCart(view: CartView | null): Set<string> {
  return new Set(view ? view.priced.lines.filter((l) => l.kind === "product").map((l) => l.productId!) : []);
}
