/**
 * The pricing engine (ADR 016, ADR 017, ADR 038): cart lines + catalogue facts → a priced cart. Cart, drawer,
 * checkout, order snapshot and e-mails all show what `priceCart` says; no screen computes a price itself.
 *
 * The price rules are pure functions returning adjustments as data, summed by one function (adjustments.ts):
 *   list price (from the catalogue, never from the line; a reduced price in force is the price, ADR 036)
 *   → multi-buy (15 % off a non-bundle line of 2+, line total rounded to whole kronor) or the bought-together
 *     discount (8 % off the pair the product page offers), whichever is larger on a line, never both
 *   → code discount on goods after automatic discounts (allocated to lines, largest remainder)
 *   → shipping (free from 500 kr goods after discounts) and the free gift (at 500 kr, while stock lasts)
 *   → VAT per rate (goods after discounts + the shipping share at that rate).
 * Gift cards are a means of payment sold as a line: no VAT, no discounts, no free shipping, nothing to ship.
 */
import * as sv from "~/content/sv-site";
import {
  allocateLargestRemainder,
  applyAdjustments,
  codeRule,
  freeGiftRule,
  multiBuyLineTotal,
  multiBuyRule,
  reducedPriceRule,
  togetherRule,
  type Adjustment,
  type CodeDiscount,
  type RuleLine,
} from "./adjustments";
import { FREE_GIFT, GIFT_CARD, MULTI_BUY, SHIPPING, SUBSCRIPTION } from "./constants";
import { roundOre, roundToKrona, type Ore } from "./money";
import type { ProductKind, TaxClass } from "./product";
import { vatFromGross, vatRateBp } from "./vat";

export const MAX_LINE_QUANTITY = 20;

/**
 * How many of a product one cart line may hold: the stock, at most MAX_LINE_QUANTITY, never below 0 (0: none can be
 * bought). The one place this rule lives; the cart's add, update, merge and view all ask it.
 */
export function lineCap(stock: number | null | undefined): number {
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, stock ?? 0));
}

/**
 * The stocks for which `lineCap` gives `cap` (1 ≤ cap ≤ MAX_LINE_QUANTITY): exactly `cap` below the maximum, and
 * any stock from MAX_LINE_QUANTITY up at the maximum (`max` null). A write that bounds a line by a cap computed
 * from a row it read earlier checks, in its own statement, that the row's stock is still in this range: then the
 * bound is still what the rule says, whatever changed between the read and the write.
 */
export function stocksWithCap(cap: number): { min: number; max: number | null } {
  if (!Number.isInteger(cap) || cap < 1 || cap > MAX_LINE_QUANTITY) throw new RangeError(`No stock gives the line cap ${cap}`);
  return cap === MAX_LINE_QUANTITY ? { min: MAX_LINE_QUANTITY, max: null } : { min: cap, max: cap };
}

/** The line id of the free gift line the engine appends. */
export const FREE_GIFT_LINE_ID = "free-gift";

export interface PricingProduct {
  id: string;
  name: string;
  kind: ProductKind;
  priceOre: number;
  taxClass: TaxClass;
  isBundle: boolean;
  stockCount: number;
  active: boolean;
  netWeightGrams: number | null;
  /** What one packed unit weighs on the carrier's scale (grams; 0: not set). The delivery options add these up (issue #39). */
  shippingWeightGrams?: number;
  /** The regular price while a reduced one is in force (`priceOre`); absent otherwise (ADR 036). */
  regularPriceOre?: number;
  /** The product its page offers in "Köps ofta tillsammans" (the pair earns the together discount, ADR 038). */
  togetherWith?: string | null;
}

export type CartLineInput =
  | { kind: "product"; lineId: string; productId: string; quantity: number }
  /** A multi-purpose voucher: no VAT at sale, no multi-buy, no code discount, not toward free shipping. */
  | { kind: "gift_card"; lineId: string; amountOre: number };

export type { Adjustment, CodeDiscount };
export { allocateLargestRemainder };

export interface PriceCartInput {
  lines: CartLineInput[];
  products: ReadonlyMap<string, PricingProduct>;
  now: Date;
  codeDiscount?: CodeDiscount | null;
  /** The shop's shipping fee and free-shipping threshold (the owner's settings, ADR 063); default SHIPPING's. */
  shipping?: { feeOre: Ore; freeFromOre: Ore };
}

export interface PricedLine {
  lineId: string;
  kind: "product" | "gift_card" | "free_gift";
  productId: string | null;
  name: string;
  quantity: number;
  unitPriceOre: number;
  /** unit × quantity */
  listTotalOre: number;
  multiBuyDiscountOre: number;
  /** The bought-together discount on this line (product lines; absent elsewhere = 0). */
  togetherDiscountOre?: number;
  /** This line's share of the code discount. */
  codeDiscountOre: number;
  /** listTotal − multiBuy − together (before the code discount). */
  lineTotalOre: number;
  /** 0 for gift cards and the free gift. */
  vatRateBp: number;
}

export interface VatSummaryRow {
  rateBp: number;
  /** Goods after all discounts + the shipping share at this rate. */
  grossOre: number;
  vatOre: number;
}

export type CartProblem = {
  lineId: string;
  kind: "unknown_product" | "inactive" | "out_of_stock" | "insufficient_stock";
  available: number;
};

export interface PricedCart {
  lines: PricedLine[];
  /** Sum of quantities of product + gift-card lines, not the free gift. */
  itemCount: number;
  goodsListOre: number;
  multiBuyDiscountOre: number;
  /** The bought-together discount over all lines. */
  togetherDiscountOre: number;
  /** The subtotal. */
  goodsAfterAutomaticOre: number;
  codeDiscountOre: number;
  goodsAfterDiscountsOre: number;
  giftCardsOre: number;
  shippingOre: number;
  freeShipping: boolean;
  /** Sorted by rate ascending; rows with gross 0 omitted. */
  vat: VatSummaryRow[];
  vatTotalOre: number;
  /** goodsAfterDiscounts + giftCards + shipping */
  totalOre: number;
  progress: { thresholdOre: number; remainingOre: number; /** 0–100 integer, floor */ percent: number };
  freeGiftAdded: boolean;
  problems: CartProblem[];
  /** Every rule's adjustment as applied (amounts resolved), in rule order: what the screens can list. */
  adjustments: Adjustment[];
}

/** The input cannot be priced (bad quantity, gift-card amount, code discount, product price or date). */
export class PricingInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PricingInputError";
  }
}

// ---------------------------------------------------------------------------------------------------------
// Helpers shared with cards and product pages
// ---------------------------------------------------------------------------------------------------------

/** The line total for 2 units after multi-buy, for "Köp 2 …" texts (2 × 249 kr → 423 kr). */
/** The subscription's monthly price: SUBSCRIPTION.percent off, rounded to whole kronor (224 kr for 249 kr). */
export function subscriptionMonthlyOre(priceOre: Ore): Ore {
  return roundToKrona((priceOre * (100 - SUBSCRIPTION.percent)) / 100);
}

export function multiBuyUnitExample(priceOre: Ore): Ore {
  return multiBuyLineTotal(priceOre, MULTI_BUY.minQuantity, true);
}

/** Jämförpris: price per kilogram in öre (249 kr / 50 g → 4 980 kr/kg); null when not sold by weight. */
export function comparisonPricePerKgOre(priceOre: Ore, netWeightGrams: number | null): Ore | null {
  if (netWeightGrams === null || !Number.isFinite(netWeightGrams) || netWeightGrams <= 0) return null;
  return roundOre((priceOre * 1000) / netWeightGrams);
}

/** "Spara X kr" for a bundle: the parts' prices minus the bundle's own price, never negative. */
export function bundleSavingOre(bundlePriceOre: Ore, partPricesOre: Ore[]): Ore {
  const parts = partPricesOre.reduce((sum, p) => sum + p, 0);
  return Math.max(0, parts - bundlePriceOre);
}

/**
 * The lowest price in force at any moment of the last `days` days before `now` (the only "was" price
 * that may be shown). The latest entry starting at or before the window start was in force at the start,
 * so it counts; entries starting after `now` are not yet in force. Null when nothing was in force.
 * For a price reduction, pass the moment of the reduction as `now`.
 */
export function lowestPriceInWindow(
  history: { priceOre: number; validFrom: Date }[],
  now: Date,
  days = 30,
): Ore | null {
  const end = now.getTime();
  if (Number.isNaN(end)) throw new PricingInputError("Invalid date");
  const start = end - days * 24 * 60 * 60 * 1000;
  const sorted = history
    .filter((entry) => !Number.isNaN(entry.validFrom.getTime()) && entry.validFrom.getTime() <= end)
    .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  let lowest: Ore | null = null;
  for (const [index, entry] of sorted.entries()) {
    const from = entry.validFrom.getTime();
    const next = sorted[index + 1];
    // In force during [from, next.validFrom): it touches the window unless replaced by the window start.
    const replacedBeforeWindow = next !== undefined && next.validFrom.getTime() <= start;
    if (from > start || !replacedBeforeWindow) {
      lowest = lowest === null ? entry.priceOre : Math.min(lowest, entry.priceOre);
    }
  }
  return lowest;
}

/**
 * Shipping's part at each VAT rate (ADR 016): in proportion to the goods after discounts at each rate (rates in
 * ascending order), else to the goods before the code, else all at the highest rate (all goods at 0 kr). Used by
 * pricing and again by a refund of the shipping (ADR 070), so both split it the same way.
 */
export function shippingSharesByRate(shippingOre: Ore, net: number[], beforeCode: number[]): number[] {
  const weights = [net, beforeCode].find((w) => w.some((n) => n > 0));
  return shippingOre && weights ? allocateLargestRemainder(shippingOre, weights) : net.map((_, i) => (i === net.length - 1 ? shippingOre : 0));
}

/** Whether goods worth `goodsOre` (after discounts; gift cards do not count) reach the free gift's threshold. */
export function reachesFreeGift(goodsOre: Ore): boolean {
  return goodsOre >= FREE_GIFT.thresholdOre;
}

/**
 * The product rows a checkout must lock, sorted by id (so concurrent checkouts never deadlock): every
 * product on the cart's lines, and the free gift when this order can reach its threshold. Goods before the
 * code discount are the upper bound (a code only lowers them), so every order that gets the gift holds
 * its row, and the others never queue behind it. `products` need not include the free gift.
 */
export function productIdsToLock(input: Omit<PriceCartInput, "codeDiscount">): string[] {
  const upperBound = priceCart({ ...input, codeDiscount: null });
  const ids = input.lines.flatMap((l) => (l.kind === "product" ? [l.productId] : []));
  if (reachesFreeGift(upperBound.goodsAfterAutomaticOre)) ids.push(FREE_GIFT.productId);
  return [...new Set(ids)].sort();
}

// ---------------------------------------------------------------------------------------------------------
// priceCart
// ---------------------------------------------------------------------------------------------------------

function validateQuantity(line: { lineId: string; quantity: number }): void {
  const q = line.quantity;
  if (!Number.isInteger(q) || q < 1 || q > MAX_LINE_QUANTITY) {
    throw new PricingInputError(`Line ${line.lineId}: quantity must be an integer 1–${MAX_LINE_QUANTITY}, got ${q}`);
  }
}

function validateGiftCardAmount(line: { lineId: string; amountOre: number }): void {
  const a = line.amountOre;
  if (!Number.isInteger(a) || a < GIFT_CARD.minOre || a > GIFT_CARD.maxOre) {
    throw new PricingInputError(
      `Line ${line.lineId}: gift card amount must be integer öre ${GIFT_CARD.minOre}–${GIFT_CARD.maxOre}, got ${a}`,
    );
  }
}

function validateCodeDiscount(code: CodeDiscount): void {
  if (code.type === "percent") {
    if (!Number.isFinite(code.percent) || code.percent < 0 || code.percent > 100) {
      throw new PricingInputError(`Code discount percent must be 0–100, got ${code.percent}`);
    }
  } else if (code.type === "fixed") {
    if (!Number.isSafeInteger(code.amountOre) || code.amountOre < 0) {
      throw new PricingInputError(`Code discount amount must be integer öre ≥ 0, got ${code.amountOre}`);
    }
  } else {
    throw new PricingInputError("Unknown code discount type");
  }
}

function lineProblem(lineId: string, quantity: number, product: PricingProduct): CartProblem | null {
  if (!product.active) return { lineId, kind: "inactive", available: 0 };
  if (product.stockCount <= 0) return { lineId, kind: "out_of_stock", available: 0 };
  if (quantity > product.stockCount) return { lineId, kind: "insufficient_stock", available: product.stockCount };
  return null;
}

function assertIntegerAmounts(cart: PricedCart): void {
  const check = (label: string, value: number) => {
    if (!Number.isSafeInteger(value)) throw new Error(`Pricing invariant broken: ${label} = ${value} is not an integer`);
  };
  const totals = [
    "itemCount",
    "goodsListOre",
    "multiBuyDiscountOre",
    "togetherDiscountOre",
    "goodsAfterAutomaticOre",
    "codeDiscountOre",
    "goodsAfterDiscountsOre",
    "giftCardsOre",
    "shippingOre",
    "vatTotalOre",
    "totalOre",
  ] as const;
  for (const key of totals) check(key, cart[key]);
  const { lines, vat, progress, problems } = cart;
  for (const [key, value] of Object.entries(progress)) check(`progress.${key}`, value);
  for (const line of lines) {
    for (const key of [
      "quantity",
      "unitPriceOre",
      "listTotalOre",
      "multiBuyDiscountOre",
      "codeDiscountOre",
      "lineTotalOre",
      "vatRateBp",
    ] as const) {
      check(`${line.lineId}.${key}`, line[key]);
    }
  }
  for (const row of vat) {
    check(`vat[${row.rateBp}].rateBp`, row.rateBp);
    check(`vat[${row.rateBp}].grossOre`, row.grossOre);
    check(`vat[${row.rateBp}].vatOre`, row.vatOre);
  }
  for (const problem of problems) check(`${problem.lineId}.available`, problem.available);
}

export function priceCart(input: PriceCartInput): PricedCart {
  const { products, now } = input;
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new PricingInputError("Invalid `now`");
  const code = input.codeDiscount ?? null;
  if (code) validateCodeDiscount(code);

  const problems: CartProblem[] = [];
  const productLines: PricedLine[] = [];
  const giftCardLines: PricedLine[] = [];
  const pricedLines: PricedLine[] = []; // in input order
  const ruleLines: RuleLine[] = [];

  for (const line of input.lines) {
    if (line.kind === "gift_card") {
      validateGiftCardAmount(line);
      const priced: PricedLine = {
        lineId: line.lineId,
        kind: "gift_card",
        productId: null,
        name: sv.nav.giftCard,
        quantity: 1,
        unitPriceOre: line.amountOre,
        listTotalOre: line.amountOre,
        multiBuyDiscountOre: 0,
        codeDiscountOre: 0,
        lineTotalOre: line.amountOre,
        vatRateBp: 0,
      };
      giftCardLines.push(priced);
      pricedLines.push(priced);
      continue;
    }
    if (line.kind !== "product") throw new PricingInputError("Unknown line kind");

    validateQuantity(line);
    const product = products.get(line.productId);
    if (!product) {
      problems.push({ lineId: line.lineId, kind: "unknown_product", available: 0 });
      continue;
    }
    if (!Number.isSafeInteger(product.priceOre) || product.priceOre < 0) {
      throw new PricingInputError(`Product ${product.id}: price must be integer öre ≥ 0, got ${product.priceOre}`);
    }
    const problem = lineProblem(line.lineId, line.quantity, product);
    if (problem) problems.push(problem);

    const listTotalOre = product.priceOre * line.quantity;
    const priced: PricedLine = {
      lineId: line.lineId,
      kind: "product",
      productId: product.id,
      name: product.name,
      quantity: line.quantity,
      unitPriceOre: product.priceOre,
      listTotalOre,
      multiBuyDiscountOre: 0,
      togetherDiscountOre: 0,
      codeDiscountOre: 0,
      lineTotalOre: listTotalOre,
      vatRateBp: vatRateBp(product.taxClass, now),
    };
    productLines.push(priced);
    pricedLines.push(priced);
    ruleLines.push({ lineId: line.lineId, productId: product.id, quantity: line.quantity, unitPriceOre: product.priceOre });
  }

  // The rules, as data, summed by one function (adjustments.ts).
  const ctx = { lines: ruleLines, products };
  const sums = applyAdjustments(productLines, [...reducedPriceRule(ctx), ...multiBuyRule(ctx), ...togetherRule(ctx), ...codeRule(code)]);
  for (const [i, l] of productLines.entries()) {
    const adjusted = sums.lines[i]!;
    l.multiBuyDiscountOre = adjusted.byRule.multi_buy ?? 0;
    l.togetherDiscountOre = adjusted.byRule.together ?? 0;
    l.codeDiscountOre = adjusted.byRule.code ?? 0;
    l.lineTotalOre = adjusted.afterLineRulesOre;
  }

  const goodsListOre = sums.goodsListOre;
  const multiBuyDiscountOre = sums.byRule.multi_buy ?? 0;
  const togetherDiscountOre = sums.byRule.together ?? 0;
  const goodsAfterAutomaticOre = sums.goodsAfterLineRulesOre;
  const giftCardsOre = giftCardLines.reduce((s, l) => s + l.lineTotalOre, 0);
  const codeDiscountOre = sums.byRule.code ?? 0;
  const goodsAfterDiscountsOre = sums.goodsAfterAllOre;

  // Shipping: nothing to ship without product lines; free from the threshold (gift cards do not count).
  const hasGoods = productLines.length > 0;
  const rule = input.shipping ?? SHIPPING;
  if (![rule.feeOre, rule.freeFromOre].every((v) => Number.isInteger(v) && v >= 0)) throw new PricingInputError("Shipping amounts must be integer öre ≥ 0");
  const freeShipping = hasGoods && goodsAfterDiscountsOre >= rule.freeFromOre;
  const shippingOre = hasGoods && !freeShipping ? rule.feeOre : 0;

  // Free gift: at the threshold, while stock lasts beyond what the cart itself already takes.
  const giftAdjustments = freeGiftRule({ ...ctx, goodsAfterDiscountsOre });
  const gift = giftAdjustments[0]?.gift;
  const freeGiftAdded = gift !== undefined;
  if (gift) {
    pricedLines.push({
      lineId: FREE_GIFT_LINE_ID,
      kind: "free_gift",
      productId: gift.productId,
      name: gift.name,
      quantity: 1,
      unitPriceOre: 0,
      listTotalOre: 0,
      multiBuyDiscountOre: 0,
      codeDiscountOre: 0,
      lineTotalOre: 0,
      vatRateBp: 0,
    });
  }

  // VAT: goods after discounts per rate, plus shipping split in proportion to those amounts.
  const goodsByRate = new Map<number, { net: number; beforeCode: number }>();
  for (const l of productLines) {
    const entry = goodsByRate.get(l.vatRateBp) ?? { net: 0, beforeCode: 0 };
    entry.net += l.lineTotalOre - l.codeDiscountOre;
    entry.beforeCode += l.lineTotalOre;
    goodsByRate.set(l.vatRateBp, entry);
  }
  const rates = [...goodsByRate.keys()].sort((a, b) => a - b);
  const net = rates.map((r) => goodsByRate.get(r)!.net);
  const beforeCode = rates.map((r) => goodsByRate.get(r)!.beforeCode);
  const shippingShares = shippingSharesByRate(shippingOre, net, beforeCode);
  const vat: VatSummaryRow[] = rates
    .map((rateBp, i) => {
      const grossOre = net[i]! + shippingShares[i]!;
      return { rateBp, grossOre, vatOre: vatFromGross(grossOre, rateBp) };
    })
    .filter((row) => row.grossOre !== 0);
  const vatTotalOre = vat.reduce((s, row) => s + row.vatOre, 0);

  const thresholdOre = rule.freeFromOre;
  const cart: PricedCart = {
    lines: pricedLines,
    itemCount: productLines.reduce((s, l) => s + l.quantity, 0) + giftCardLines.length,
    goodsListOre,
    multiBuyDiscountOre,
    togetherDiscountOre,
    goodsAfterAutomaticOre,
    codeDiscountOre,
    goodsAfterDiscountsOre,
    giftCardsOre,
    shippingOre,
    freeShipping,
    vat,
    vatTotalOre,
    totalOre: goodsAfterDiscountsOre + giftCardsOre + shippingOre,
    progress: {
      thresholdOre,
      remainingOre: Math.max(0, thresholdOre - goodsAfterDiscountsOre),
      percent: thresholdOre === 0 ? 100 : Math.min(100, Math.floor((goodsAfterDiscountsOre * 100) / thresholdOre)),
    },
    freeGiftAdded,
    problems,
    adjustments: [...sums.applied, ...giftAdjustments],
  };
  assertIntegerAmounts(cart);
  return cart;
}
