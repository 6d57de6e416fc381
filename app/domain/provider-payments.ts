import { formatVatRate } from "./money";

/**
 * Payments that a provider confirms (ADR 075), provider-neutral: Stripe today, Swish Handel next. The states of a
 * payment asked of a provider, the states of a refund, the amount check every confirmation passes, the expiry, and
 * the lines a hosted payment page is asked to charge (their sum is exactly what the order leaves to pay). Pure.
 */

/** A provider payment's states: `awaiting` until the provider says otherwise or the expiry sweep gives up. */
export const PROVIDER_PAYMENT_STATES = ["awaiting", "paid", "failed", "expired", "mismatch"] as const;
export type ProviderPaymentState = (typeof PROVIDER_PAYMENT_STATES)[number];

/** A refund's money: `done` (moved, or nothing for a method to move), `requested` of a provider, `owed` by the owner. */
export const REFUND_STATES = ["done", "requested", "owed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** What a provider may move a payment to from each state. `mismatch` and the final states move no further. */
const TRANSITIONS: Readonly<Record<ProviderPaymentState, readonly ProviderPaymentState[]>> = {
  awaiting: ["paid", "failed", "expired", "mismatch"],
  paid: [],
  failed: [],
  expired: [],
  mismatch: [],
};

export function canMovePayment(from: string, to: ProviderPaymentState): boolean {
  return (TRANSITIONS as Record<string, readonly string[] | undefined>)[from]?.includes(to) ?? false;
}

/** How long a Stripe Checkout Session stays open (Stripe allows 30 minutes to 24 hours). */
export const STRIPE_SESSION_MINUTES = 60;
/** Stripe's smallest charge in SEK (its published minimum charge amounts): 3 kr. */
export const STRIPE_MIN_ORE = 300;
/** The sweep cancels an order this long after its payment's expiry, so the provider's own expiry event comes first. */
export const EXPIRY_GRACE_MS = 5 * 60_000;

export function paymentExpiresAt(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/** Whether the sweep may give up on a payment now. */
export function isOverdue(p: { state: string; expiresAt: Date }, now: Date): boolean {
  return p.state === "awaiting" && p.expiresAt.getTime() + EXPIRY_GRACE_MS <= now.getTime();
}

export type AmountCheck = { ok: true } | { ok: false; note: string };

/**
 * A provider's "paid" is believed only for the amount and currency asked: anything else is a mismatch the owner
 * looks at (the order is never marked paid by it). Currencies compare case-insensitively (Stripe writes "sek").
 */
export function checkPaidAmount(asked: { amountOre: number; currency: string }, got: { amountOre: number | null; currency: string | null }): AmountCheck {
  if (got.amountOre === asked.amountOre && (got.currency ?? "").toLowerCase() === asked.currency.toLowerCase()) return { ok: true };
  return { ok: false, note: `asked ${asked.amountOre} ${asked.currency.toUpperCase()}, got ${got.amountOre ?? "?"} ${(got.currency ?? "?").toUpperCase()}` };
}

/** An order line as the order stores it (a snapshot). */
export interface ChargeableItem {
  kind: string;
  productName: string;
  quantity: number;
  /** After multi-buy, together and code discounts. */
  lineTotalOre: number;
  vatRateBp: number;
}

/** One line for a hosted payment page: `unitOre × quantity` is the line's amount. */
export interface ChargeLine {
  name: string;
  description: string;
  unitOre: number;
  quantity: number;
  vatRateBp: number | null;
}

export interface Charge {
  lines: ChargeLine[];
  /** Paid with gift cards already: taken off the lines' sum (a coupon at Stripe). */
  giftCardOre: number;
  /** What the provider is asked for: the lines' sum less the gift-card part = the order's total less its gift cards. */
  amountOre: number;
}

export interface ChargeCopy {
  shipping: string;
  /** The VAT line for a rate as formatVatRate writes it ("6 %"). */
  vat: (rate: string) => string;
  giftCardLine: string;
  quantityOf: (name: string, quantity: number) => string;
}

/**
 * The lines a hosted payment page shows for an order: each order line at its paid amount (the discounts as priced
 * are in it) with its VAT rate, the shipping as a line, and the gift-card part taken off. Throws when the lines do
 * not add up to the order's total: the provider is never asked for another amount than the order's.
 */
export function chargeFor(
  o: { totalOre: number; shippingOre: number; giftCardPaidOre: number; shippingVatRateBp: number | null },
  items: readonly ChargeableItem[],
  copy: ChargeCopy,
): Charge {
  const lines: ChargeLine[] = items.map((i) => {
    const even = i.quantity > 0 && i.lineTotalOre % i.quantity === 0;
    const vat = i.kind === "gift_card" ? null : i.vatRateBp;
    return {
      name: even ? i.productName : copy.quantityOf(i.productName, i.quantity),
      description: i.kind === "gift_card" ? copy.giftCardLine : copy.vat(formatVatRate(i.vatRateBp)),
      unitOre: even ? i.lineTotalOre / i.quantity : i.lineTotalOre,
      quantity: even ? i.quantity : 1,
      vatRateBp: vat,
    };
  });
  if (o.shippingOre > 0) {
    lines.push({ name: copy.shipping, description: o.shippingVatRateBp === null ? "" : copy.vat(formatVatRate(o.shippingVatRateBp)), unitOre: o.shippingOre, quantity: 1, vatRateBp: o.shippingVatRateBp });
  }
  const sum = lines.reduce((s, l) => s + l.unitOre * l.quantity, 0);
  if (sum !== o.totalOre) throw new Error(`chargeFor: the lines add up to ${sum} öre, the order to ${o.totalOre}`);
  const amountOre = o.totalOre - o.giftCardPaidOre;
  if (amountOre <= 0) throw new Error("chargeFor: nothing is left to pay");
  return { lines, giftCardOre: o.giftCardPaidOre, amountOre };
}
