/**
 * Discount codes (ADR 017): one code per order, applied to goods after automatic discounts,
 * never to gift cards, never below zero. Validation is pure: the server passes the code's facts,
 * the customer's earlier uses and `now`; the order transaction calls it again with locked rows.
 */
import type { CodeDiscount } from "./pricing";

export interface DiscountCodeFacts {
  code: string;
  type: "percent" | "fixed";
  percent: number | null;
  amountOre: number | null;
  minOrderOre: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  active: boolean;
  /** Personal codes (e.g. the newsletter welcome code) belong to one e-mail address. */
  onlyForEmail: string | null;
}

export type DiscountRefusal =
  | "unknown"
  | "inactive"
  | "not_started"
  | "expired"
  | "used_up"
  | "already_used"
  | "min_order"
  | "not_yours";

/** Uppercased and trimmed, as the field shows it. */
export function normaliseCode(input: string): string {
  return input.trim().toUpperCase();
}

export function checkDiscount(
  facts: DiscountCodeFacts | null,
  ctx: { goodsAfterAutomaticOre: number; customerUses: number; customerEmail: string | null; now: Date },
): { ok: true; discount: CodeDiscount } | { ok: false; reason: DiscountRefusal } {
  if (!facts) return { ok: false, reason: "unknown" };
  // Someone else's personal code is judged before its state, so nothing about it is told (ADR 032).
  if (facts.onlyForEmail && facts.onlyForEmail.toLowerCase() !== (ctx.customerEmail ?? "").toLowerCase()) {
    return { ok: false, reason: "not_yours" };
  }
  if (!facts.active) return { ok: false, reason: "inactive" };
  if (facts.startsAt && ctx.now < facts.startsAt) return { ok: false, reason: "not_started" };
  if (facts.endsAt && ctx.now >= facts.endsAt) return { ok: false, reason: "expired" };
  if (facts.usageLimit !== null && facts.usedCount >= facts.usageLimit) return { ok: false, reason: "used_up" };
  if (facts.perCustomerLimit !== null && ctx.customerUses >= facts.perCustomerLimit) return { ok: false, reason: "already_used" };
  if (ctx.goodsAfterAutomaticOre < facts.minOrderOre) return { ok: false, reason: "min_order" };
  const discount: CodeDiscount =
    facts.type === "percent" ? { type: "percent", percent: facts.percent ?? 0 } : { type: "fixed", amountOre: facts.amountOre ?? 0 };
  return { ok: true, discount };
}

/** What the console says about a code (ADR 062): Aktiv, Kommande, Utgången, Förbrukad or Avstängd. */
export type DiscountCodeStatus = "active" | "upcoming" | "expired" | "used_up" | "disabled";

/**
 * A code's status at `now`, from its switch, dates and uses, judged like checkDiscount judges a use: a code switched
 * off is Avstängd whatever its dates; then one whose end has passed is Utgången (even if it was never used up);
 * then one whose uses are spent is Förbrukad; then one whose start lies ahead is Kommande; else Aktiv.
 */
export function discountCodeStatus(
  facts: Pick<DiscountCodeFacts, "active" | "startsAt" | "endsAt" | "usageLimit" | "usedCount">,
  now: Date,
): DiscountCodeStatus {
  if (!facts.active) return "disabled";
  if (facts.endsAt && now >= facts.endsAt) return "expired";
  if (facts.usageLimit !== null && facts.usedCount >= facts.usageLimit) return "used_up";
  if (facts.startsAt && now < facts.startsAt) return "upcoming";
  return "active";
}
