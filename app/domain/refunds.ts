/**
 * Refunds (ADR 026), pure: what a refund of some lines (and the shipping) of a paid order comes to, and
 * how it splits between the order's payment method and the gift cards it was paid with. The server runs
 * this under the order's row lock with the amounts already refunded, so two refunds at once can never
 * give back more than was paid.
 *
 * - A line's share is its paid line total (after multi-buy and code discounts) pro rata to the quantity;
 *   refunding the last units of a line gives back exactly what is left of it, so the öre always add up.
 * - The money goes back the way it came: the gift-card part in proportion to what the cards paid, the rest
 *   by the payment method; never more to either than it paid.
 * - A cancelled order already had its stock and gift cards back at cancellation: what is left to refund is
 *   the money paid by the method, in one amount, with no lines.
 */
import { canRefund } from "./order-states";

export interface RefundableLine {
  id: number;
  kind: string;
  quantity: number;
  lineTotalOre: number;
  /** Units of this line already refunded, and the öre they came to. */
  refundedQuantity: number;
  refundedOre: number;
}

export interface RefundableOrder {
  status: string;
  paymentStatus: string;
  totalOre: number;
  shippingOre: number;
  giftCardPaidOre: number;
  /** Already given back by the payment method. */
  methodRefundedOre: number;
  /** Already credited back to the gift cards (refunds and a cancellation). */
  giftCardBackOre: number;
  /** Whether an earlier refund included the shipping. */
  shippingRefunded: boolean;
}

export interface RefundRequest {
  lines: readonly { itemId: number; quantity: number }[];
  shipping: boolean;
  /** Kept by the shop from this refund: the return postage after "Ångra köp" (RETURNS.returnShippingOre). */
  deductionOre?: number;
}

export type RefundError = "not_refundable" | "nothing" | "unknown_line" | "too_many";

export type RefundPlan =
  | {
      ok: true;
      amountOre: number;
      methodOre: number;
      giftCardOre: number;
      shippingOre: number;
      deductionOre: number;
      lines: { itemId: number; quantity: number; amountOre: number }[];
    }
  | { ok: false; error: RefundError };

/** What is still left to give back by each route. */
export function remaining(o: RefundableOrder): { methodOre: number; giftCardOre: number } {
  return {
    methodOre: Math.max(0, o.totalOre - o.giftCardPaidOre - o.methodRefundedOre),
    giftCardOre: Math.max(0, o.giftCardPaidOre - o.giftCardBackOre),
  };
}

/** The öre `quantity` more units of a line give back. */
export function lineRefundOre(line: RefundableLine, quantity: number): number {
  const left = line.quantity - line.refundedQuantity;
  if (quantity >= left) return line.lineTotalOre - line.refundedOre;
  return Math.min(Math.round((line.lineTotalOre * quantity) / line.quantity), line.lineTotalOre - line.refundedOre);
}

/** Splits an amount between the gift cards and the payment method, in proportion to what each paid. */
export function splitRefund(amountOre: number, o: RefundableOrder): { methodOre: number; giftCardOre: number } {
  const left = remaining(o);
  const proportional = o.totalOre > 0 ? Math.round((amountOre * o.giftCardPaidOre) / o.totalOre) : 0;
  const giftCardOre = Math.min(left.giftCardOre, Math.max(proportional, amountOre - left.methodOre));
  return { methodOre: amountOre - giftCardOre, giftCardOre };
}

export function planRefund(o: RefundableOrder, lines: readonly RefundableLine[], req: RefundRequest): RefundPlan {
  if (!canRefund(o)) return { ok: false, error: "not_refundable" };
  const left = remaining(o);
  const leftTotal = left.methodOre + left.giftCardOre;
  if (leftTotal <= 0) return { ok: false, error: "nothing" };

  if (o.status === "cancelled") {
    return { ok: true, amountOre: leftTotal, ...splitRefund(leftTotal, o), shippingOre: 0, deductionOre: 0, lines: [] };
  }

  const planned: { itemId: number; quantity: number; amountOre: number }[] = [];
  for (const r of req.lines) {
    if (r.quantity <= 0) continue;
    const line = lines.find((l) => l.id === r.itemId);
    if (!line) return { ok: false, error: "unknown_line" };
    if (r.quantity > line.quantity - line.refundedQuantity) return { ok: false, error: "too_many" };
    planned.push({ itemId: line.id, quantity: r.quantity, amountOre: lineRefundOre(line, r.quantity) });
  }
  const shippingOre = req.shipping && !o.shippingRefunded ? o.shippingOre : 0;
  const requested = planned.reduce((sum, l) => sum + l.amountOre, 0) + shippingOre;
  if (planned.length === 0 && shippingOre === 0) return { ok: false, error: "nothing" };
  const deductionOre = Math.min(Math.max(0, req.deductionOre ?? 0), requested);
  const amountOre = Math.min(requested - deductionOre, leftTotal);
  if (amountOre <= 0) return { ok: false, error: "nothing" };
  return { ok: true, amountOre, ...splitRefund(amountOre, o), shippingOre, deductionOre, lines: planned };
}

/** Everything still refundable: every unit not refunded yet, and the shipping. */
export function fullRefundRequest(lines: readonly RefundableLine[]): RefundRequest {
  return {
    lines: lines.filter((l) => l.quantity > l.refundedQuantity).map((l) => ({ itemId: l.id, quantity: l.quantity - l.refundedQuantity })),
    shipping: true,
  };
}

/** What the desk's refund panel shows (dates as ISO strings). */
export interface RefundPanelView {
  refundable: boolean;
  cancelled: boolean;
  leftOre: number;
  /** The shipping still refundable (0 once refunded). */
  shippingOre: number;
  lines: { id: number; name: string; kind: string; left: number }[];
  /** The one-click refund after "Ångra köp", when the customer withdrew and something is left. */
  withdrawal: { amountOre: number; deductionOre: number } | null;
  history: {
    id: number;
    at: string;
    amountOre: number;
    methodOre: number;
    giftCardOre: number;
    shippingOre: number;
    deductionOre: number;
    restocked: boolean;
    reason: string;
    /** done | requested (asked of the payment provider, not confirmed yet) | owed (ADR 075). */
    state?: string;
    lines: { name: string; quantity: number; amountOre: number }[];
  }[];
}
