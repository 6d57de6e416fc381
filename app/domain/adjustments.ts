/**
 * Pricing as adjustments (ADR 038, the Medusa totals style): every price rule is a pure function from the cart
 * to a list of adjustments (data: rule, target, amount, Swedish label), and one function, `applyAdjustments`,
 * sums them into line and order totals. A new rule is one function and one test table; `priceCart` (pricing.ts)
 * only calls the rules in order and reads the sums.
 *
 * Rules and their order:
 *   reduced_price  the price in force is already the reduced one: shown (`included`), never subtracted again
 *   multi_buy      15 % off a non-bundle line of 2+, the line total rounded to whole kronor
 *   together       8 % off the pair the product page offers, the pair's price rounded to whole kronor, per pair unit
 *                  (a line gets the larger of multi_buy and together, never both)
 *   code           the one discount code, on the goods after the line rules, shared over the lines
 *   free_gift      a 0 kr line at 500 kr goods after discounts, while stock lasts
 * VAT stays as before: every deduction lowers a line, so it lowers the gross at that line's rate.
 */
import { cartLines } from "~/content/sv-cart";
import { FREE_GIFT, MULTI_BUY } from "./constants";
import { roundOre, roundToKrona, type Ore } from "./money";
import type { PricingProduct } from "./pricing";
import { togetherPairPriceOre } from "./offers";

export { togetherPairPriceOre } from "./offers";

export type RuleId = "reduced_price" | "multi_buy" | "together" | "code" | "free_gift";

/** The order the summing function applies the rules in. */
export const RULE_ORDER: readonly RuleId[] = ["reduced_price", "multi_buy", "together", "code", "free_gift"];

/** Line rules of which a line gets only the largest (never two automatic discounts on one line). */
export const ONE_PER_LINE: ReadonlySet<RuleId> = /* @__PURE__ */ new Set<RuleId>(["multi_buy", "together"]);

export interface Adjustment {
  rule: RuleId;
  /** The line it lowers; null for the order's goods (shared over the lines, largest remainder). */
  lineId: string | null;
  /** The deduction in öre, ≥ 0. An order-level `percent` adjustment leaves it 0 until `applyAdjustments` resolves it. */
  amountOre: Ore;
  /** Order level: a percent of the goods at this point (after the rules before it), rounded to whole öre. */
  percent?: number;
  /** Swedish name for display. */
  label: string;
  /** Already in the unit price (the reduced price): shown, never subtracted again. */
  included?: true;
  /** The free gift: the line the engine appends at 0 kr. */
  gift?: { productId: string; name: string };
}

/** A product line as the rules see it: the unit price is the price in force (ADR 036). */
export interface RuleLine {
  lineId: string;
  productId: string;
  quantity: number;
  unitPriceOre: Ore;
}

export interface RuleContext {
  /** Product lines only (gift cards are a payment, not goods: no rule touches them). */
  lines: readonly RuleLine[];
  products: ReadonlyMap<string, PricingProduct>;
}

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

/**
 * Splits `total` across `weights` in proportion, with the largest-remainder method, so that the shares sum
 * exactly to `total`. Ties in the remainder go to the earlier entry. Exact (BigInt) arithmetic.
 */
export function allocateLargestRemainder(total: number, weights: number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Cannot allocate ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError("Weights must be integers ≥ 0");
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (total === 0) return weights.map(() => 0);
  if (sum === 0n) throw new RangeError("Cannot allocate over zero weights");
  const big = BigInt(total);
  const floors = weights.map((w) => (big * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => big * BigInt(w) - floors[i]! * sum);
  let left = big - floors.reduce((s, f) => s + f, 0n);
  const order = weights
    .map((_, i) => i)
    .sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b));
  for (const i of order) {
    if (left === 0n) break;
    floors[i] = floors[i]! + 1n;
    left -= 1n;
  }
  return floors.map(Number);
}

/** Whether a product can get multi-buy at all (bundles never do). */
export function multiBuyEligible(product: Pick<PricingProduct, "isBundle" | "kind">): boolean {
  return !product.isBundle && product.kind !== "bundle";
}

/** Line total after multi-buy: 15 % off a line of 2+, rounded to whole kronor (never above the list total). */
export function multiBuyLineTotal(unitPriceOre: Ore, quantity: number, eligible: boolean): Ore {
  const list = unitPriceOre * quantity;
  if (!eligible || quantity < MULTI_BUY.minQuantity) return list;
  return Math.min(list, roundToKrona((list * (100 - MULTI_BUY.percent)) / 100));
}

// ---------------------------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------------------------

/** A reduced price in force (ADR 036): already charged as the unit price, shown as what it saves. */
export function reducedPriceRule(ctx: RuleContext): Adjustment[] {
  return ctx.lines.flatMap((l) => {
    const regular = ctx.products.get(l.productId)?.regularPriceOre;
    if (regular === undefined || regular <= l.unitPriceOre) return [];
    return [{ rule: "reduced_price", lineId: l.lineId, amountOre: (regular - l.unitPriceOre) * l.quantity, label: cartLines.adjustments.reduced_price, included: true }];
  });
}

/** 15 % off a non-bundle line of 2 or more, the line total rounded to whole kronor. */
export function multiBuyRule(ctx: RuleContext): Adjustment[] {
  return ctx.lines.flatMap((l) => {
    const product = ctx.products.get(l.productId);
    if (!product) return [];
    const amountOre = l.unitPriceOre * l.quantity - multiBuyLineTotal(l.unitPriceOre, l.quantity, multiBuyEligible(product));
    return amountOre > 0 ? [{ rule: "multi_buy", lineId: l.lineId, amountOre, label: cartLines.adjustments.multi_buy }] : [];
  });
}

/**
 * The bought-together discount: a product's together partner (`togetherWith`, the pair its product page offers)
 * on another line of the cart makes a pair. Each pair unit — one of each — saves the two prices minus the
 * together price (× 0.92, whole kronor), shared over the two lines in proportion to their prices. A unit is in
 * at most one pair; lines pair up in cart order.
 */
export function togetherRule(ctx: RuleContext): Adjustment[] {
  const free = new Map(ctx.lines.map((l) => [l.lineId, l.quantity]));
  const saved = new Map<string, number>();
  for (const a of ctx.lines) {
    const partnerId = ctx.products.get(a.productId)?.togetherWith;
    if (!partnerId || partnerId === a.productId) continue;
    const b = ctx.lines.find((l) => l.productId === partnerId && (free.get(l.lineId) ?? 0) > 0);
    if (!b) continue;
    const pairs = Math.min(free.get(a.lineId) ?? 0, free.get(b.lineId) ?? 0);
    if (pairs <= 0) continue;
    const perPair = a.unitPriceOre + b.unitPriceOre - togetherPairPriceOre(a.unitPriceOre, b.unitPriceOre);
    if (perPair <= 0) continue;
    const [shareA, shareB] = allocateLargestRemainder(perPair, [a.unitPriceOre, b.unitPriceOre]);
    saved.set(a.lineId, (saved.get(a.lineId) ?? 0) + pairs * shareA!);
    saved.set(b.lineId, (saved.get(b.lineId) ?? 0) + pairs * shareB!);
    free.set(a.lineId, free.get(a.lineId)! - pairs);
    free.set(b.lineId, free.get(b.lineId)! - pairs);
  }
  return ctx.lines.flatMap((l) => {
    const amountOre = saved.get(l.lineId) ?? 0;
    return amountOre > 0 ? [{ rule: "together", lineId: l.lineId, amountOre, label: cartLines.adjustments.together }] : [];
  });
}

export type CodeDiscount = { type: "percent"; percent: number } | { type: "fixed"; amountOre: number };

/** The one discount code: on the order's goods after the line rules (a percent resolved by `applyAdjustments`). */
export function codeRule(code: CodeDiscount | null): Adjustment[] {
  if (!code) return [];
  const label = cartLines.adjustments.code;
  return code.type === "percent"
    ? [{ rule: "code", lineId: null, amountOre: 0, percent: code.percent, label }]
    : [{ rule: "code", lineId: null, amountOre: code.amountOre, label }];
}

/** The free gift at the threshold (goods after discounts; gift cards do not count), while stock lasts beyond the cart's own. */
export function freeGiftRule(ctx: RuleContext & { goodsAfterDiscountsOre: Ore }): Adjustment[] {
  const gift = ctx.products.get(FREE_GIFT.productId);
  if (ctx.goodsAfterDiscountsOre < FREE_GIFT.thresholdOre || !gift || !gift.active) return [];
  const inCart = ctx.lines.filter((l) => l.productId === FREE_GIFT.productId).reduce((s, l) => s + l.quantity, 0);
  if (gift.stockCount < 1 + inCart) return [];
  return [{ rule: "free_gift", lineId: null, amountOre: 0, label: cartLines.adjustments.free_gift, gift: { productId: gift.id, name: gift.name } }];
}

// ---------------------------------------------------------------------------------------------------------
// The one summing function
// ---------------------------------------------------------------------------------------------------------

export interface AdjustedLine {
  lineId: string;
  listTotalOre: Ore;
  /** What each rule took off this line (order-level rules: this line's share). `included` rules are not here. */
  byRule: Partial<Record<RuleId, Ore>>;
  /** listTotal − the line rules (before the order-level rules). */
  afterLineRulesOre: Ore;
  /** listTotal − everything; never below 0. */
  totalOre: Ore;
}

export interface AdjustedTotals {
  lines: AdjustedLine[];
  /** The adjustments as applied (amounts resolved and capped), in rule order; the ones a line did not get are left out. */
  applied: Adjustment[];
  goodsListOre: Ore;
  goodsAfterLineRulesOre: Ore;
  goodsAfterAllOre: Ore;
  /** Sum per rule (`included` rules count what they saved, though it is already in the prices). */
  byRule: Partial<Record<RuleId, Ore>>;
}

/**
 * Sums adjustments onto lines, in RULE_ORDER:
 *   1. `included` adjustments are only reported (already in the unit price);
 *   2. line adjustments: of the ONE_PER_LINE rules a line gets only the largest (a tie: the earlier rule), each
 *      capped so the line never goes below 0;
 *   3. order-level adjustments on the goods left: a percent of them rounded to whole öre, or a fixed amount, capped
 *      at what is left (never below 0), shared over the lines in proportion to what each has left (largest remainder).
 * Adjustments on lines that are not given are an error (a rule's bug, not a customer's input).
 */
export function applyAdjustments(lines: readonly { lineId: string; listTotalOre: Ore }[], adjustments: readonly Adjustment[]): AdjustedTotals {
  const rank = (a: Adjustment) => RULE_ORDER.indexOf(a.rule);
  const sorted = adjustments.map((a, i) => ({ a, i })).sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i).map((x) => x.a);
  const byLine = new Map(lines.map((l) => [l.lineId, { lineId: l.lineId, listTotalOre: l.listTotalOre, byRule: {} as AdjustedLine["byRule"], left: l.listTotalOre }]));
  const applied: Adjustment[] = [];
  const byRule: AdjustedTotals["byRule"] = {};
  const add = (rule: RuleId, ore: number) => (byRule[rule] = (byRule[rule] ?? 0) + ore);
  for (const a of sorted) {
    if (!Number.isSafeInteger(a.amountOre) || a.amountOre < 0) throw new RangeError(`Adjustment ${a.rule}: amount must be integer öre ≥ 0, got ${a.amountOre}`);
    if (a.lineId !== null && !byLine.has(a.lineId)) throw new RangeError(`Adjustment ${a.rule}: no line ${a.lineId}`);
  }

  // 1. Included (shown, not subtracted) and the gift (a line of its own, nothing to subtract).
  for (const a of sorted.filter((x) => x.included || x.gift)) {
    applied.push(a);
    if (a.included) add(a.rule, a.amountOre);
  }
  const rest = sorted.filter((x) => !x.included && !x.gift);

  // 2. Line adjustments: one of the ONE_PER_LINE rules per line, the largest.
  const best = new Map<string, Adjustment>();
  for (const a of rest) {
    if (a.lineId === null || !ONE_PER_LINE.has(a.rule)) continue;
    const held = best.get(a.lineId);
    if (!held || a.amountOre > held.amountOre) best.set(a.lineId, a);
  }
  for (const a of rest) {
    if (a.lineId === null) continue;
    if (ONE_PER_LINE.has(a.rule) && best.get(a.lineId) !== a) continue;
    const line = byLine.get(a.lineId)!;
    const amountOre = Math.min(a.amountOre, line.left);
    line.left -= amountOre;
    line.byRule[a.rule] = (line.byRule[a.rule] ?? 0) + amountOre;
    add(a.rule, amountOre);
    applied.push({ ...a, amountOre });
  }
  const afterLine = new Map([...byLine.values()].map((l) => [l.lineId, l.left]));
  const goodsAfterLineRulesOre = [...afterLine.values()].reduce((s, v) => s + v, 0);

  // 3. Order-level adjustments on what is left.
  for (const a of rest) {
    if (a.lineId !== null) continue;
    const all = [...byLine.values()];
    const goodsLeft = all.reduce((s, l) => s + l.left, 0);
    const wanted = a.percent !== undefined ? roundOre((goodsLeft * a.percent) / 100) : a.amountOre;
    const amountOre = Math.max(0, Math.min(wanted, goodsLeft));
    const shares = allocateLargestRemainder(amountOre, all.map((l) => l.left));
    all.forEach((l, i) => {
      l.left -= shares[i]!;
      if (shares[i]! > 0 || amountOre > 0) l.byRule[a.rule] = (l.byRule[a.rule] ?? 0) + shares[i]!;
    });
    add(a.rule, amountOre);
    applied.push({ ...a, amountOre });
  }

  const out: AdjustedLine[] = [...byLine.values()].map((l) => ({
    lineId: l.lineId,
    listTotalOre: l.listTotalOre,
    byRule: l.byRule,
    afterLineRulesOre: afterLine.get(l.lineId)!,
    totalOre: l.left,
  }));
  return {
    lines: out,
    applied,
    goodsListOre: out.reduce((s, l) => s + l.listTotalOre, 0),
    goodsAfterLineRulesOre,
    goodsAfterAllOre: out.reduce((s, l) => s + l.totalOre, 0),
    byRule,
  };
}
