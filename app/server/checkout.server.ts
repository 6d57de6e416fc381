/**
 * The checkout page's server side: the cart priced WITH its discount code (or the code's refusal),
 * applying and removing the one code a cart may hold, and placing the order through `placeOrder`
 * (the one transaction in orders.server.ts), turning its refusals into the customer's message.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { giftCardCopy } from "~/content/gift-cards";
import * as sv from "~/content/sv";
import { allocateGiftCards, cardProblem, cardState, maskCode } from "~/domain/gift-cards";
import type { CartView } from "~/domain/cart";
import type { CodeDiscount } from "~/domain/pricing";
import { DiscountCodeSchema, type CheckoutInput } from "~/domain/schemas";
import { loadCartView, type CartRow } from "./carts.server";
import { saveAddress } from "./account.server";
import { isDatabaseUnavailable, type Db } from "./db.server";
import { checkDiscountCode } from "./discount-codes.server";
import { countWrongGuess, guessCeilingReached } from "./guess-ceiling.server";
import { hitRateLimit, rateLimitWindow } from "./rate-limit.server";
import { appliedCards } from "./gift-cards/checkout.server";
import { acknowledgeNewPrices, CheckoutError, placeOrder, type PlaceOrderInput } from "./orders.server";
import { cart } from "./schema";
import type { CarrierProvider } from "./carriers/provider.server";
import { checkoutDelivery, type CheckoutDelivery, type DeliveryQuery } from "./delivery.server";

/**
 * Who checks out: an account (its id and e-mail), or a guest (`guestCheckoutCustomer`: counted by the cart, the
 * address not known before the order is placed; ADR 065).
 */
export interface CheckoutCustomer {
  id: string;
  email: string | null;
}

/** A guest at checkout: the per-customer counters go by the visitor's cart. */
export function guestCheckoutCustomer(cartId: string): CheckoutCustomer {
  return { id: `cart:${cartId}`, email: null };
}

/** Orders placed by guests per client address and window (× RATE_LIMIT_SCALE; ADR 065): no script fills the desk or holds stock. */
export const GUEST_ORDER_LIMIT = { perAddress: 10, windowMs: 60 * 60_000 } as const;

/** The discount code as the checkout shows it. */
export type CodeState =
  | { status: "none" }
  | { status: "applied"; code: string; discountOre: number }
  /** Stored on the cart but not valid (any more): the reason, with 'Ta bort'. */
  | { status: "refused"; code: string; message: string };

/** The gift cards applied at checkout and what they pay (allocateGiftCards over the priced total). */
export interface GiftCardPaymentState {
  cards: { id: number; masked: string; balanceOre: number; amountOre: number; problem: string | null }[];
  paidOre: number;
  /** What Swish/Faktura must pay. */
  remainingOre: number;
  /** The cards cannot be used for this cart (it buys gift cards). */
  refused: string | null;
}

export interface CheckoutView {
  /** `cart.priced` includes the applied code's discount and the chosen delivery option's fee. */
  cart: CartView;
  code: CodeState;
  giftCards: GiftCardPaymentState;
  delivery: CheckoutDelivery;
}

async function giftCardState(db: Db, cartId: string, view: CartView, now: Date): Promise<GiftCardPaymentState> {
  const applied = await appliedCards(db, cartId);
  const t = giftCardCopy.checkout;
  const refused = applied.length > 0 && view.priced.giftCardsOre > 0 ? t.notForGiftCards : null;
  const problemOf = (c: (typeof applied)[number]) => {
    return cardProblem(cardState(c, now), t);
  };
  const usable = refused ? [] : applied.filter((c) => problemOf(c) === null);
  const alloc = allocateGiftCards(view.priced.totalOre, usable);
  const paid = new Map(alloc.parts.map((p) => [p.id, p.amountOre]));
  return {
    cards: applied.map((c) => ({ id: c.id, masked: maskCode(c.last4), balanceOre: c.balanceOre, amountOre: paid.get(c.id) ?? 0, problem: problemOf(c) })),
    paidOre: alloc.paidOre,
    remainingOre: alloc.remainingOre,
    refused,
  };
}

/** One key per checkout attempt: 18 random bytes, 24 base64url characters. */
export function newIdempotencyKey(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The checkout's cart priced by the engine, with the stored code applied and the delivery option chosen (ADR 083:
 * its fee; the service points near the postal code); null when there is nothing to buy. Without `delivery` the
 * cart is priced with home delivery's fee, as before issue #39.
 */
export async function loadCheckout(
  db: Db,
  row: CartRow | null,
  customer: CheckoutCustomer,
  now: Date,
  delivery: { carrier: CarrierProvider | null; query: DeliveryQuery; defaultPostalCode?: string | null } = { carrier: null, query: { option: null, postalCode: null, pointId: null } },
): Promise<CheckoutView | null> {
  const view = await loadCartView(db, row, now);
  if (!row || !view || view.inputs.length === 0) return null;
  let code: CodeState = { status: "none" };
  let codeDiscount: CodeDiscount | null = null;
  if (row.discountCode) {
    const check = await checkDiscountCode(db, row.discountCode, customer, { goodsAfterAutomaticOre: view.priced.goodsAfterAutomaticOre, now });
    if (check.ok) codeDiscount = check.discount;
    else code = { status: "refused", code: row.discountCode, message: check.message };
  }
  const chosen = await checkoutDelivery(db, view, { ...delivery, codeDiscount, now });
  const priced = chosen.view;
  if (codeDiscount) code = { status: "applied", code: row.discountCode!, discountOre: priced.priced.codeDiscountOre };
  return { cart: priced, code, giftCards: await giftCardState(db, row.id, priced, now), delivery: chosen.delivery };
}

/** Refused discount codes per window (× RATE_LIMIT_SCALE): per account and per client address (ADR 032); shop-wide, GUESS_CEILING. */
export const DISCOUNT_APPLY_LIMIT = { perCustomer: 10, perAddress: 30, windowMs: 15 * 60_000 } as const;

/**
 * Validates `input` (uppercased, trimmed) against the cart as it is now and stores it as the cart's
 * one code, replacing any earlier code. A refused code leaves the cart's current code in place.
 */
export async function applyCode(
  db: Db,
  row: CartRow,
  customer: CheckoutCustomer,
  input: unknown,
  now: Date,
  opts: { clientIp?: string; rateLimitScale?: number } = {},
): Promise<{ ok: true; code: string } | { ok: false; message: string; retryAfterSeconds?: number }> {
  const parsed = DiscountCodeSchema.safeParse({ code: typeof input === "string" ? input : "" });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? sv.checkout.codeInvalid };
  const code = parsed.data.code;
  // Refused codes are counted per account (and its cart) and per address; past either limit, no code is checked.
  const scale = opts.rateLimitScale ?? 1;
  const limits = [
    { key: `discount-apply:user:${customer.id}`, limit: DISCOUNT_APPLY_LIMIT.perCustomer * scale },
    ...(opts.clientIp ? [{ key: `discount-apply:ip:${opts.clientIp}`, limit: DISCOUNT_APPLY_LIMIT.perAddress * scale }] : []),
  ];
  const window = { windowMs: DISCOUNT_APPLY_LIMIT.windowMs, now: now.getTime() };
  for (const l of limits) {
    const state = await rateLimitWindow(db, l.key, window);
    if (state.count >= l.limit) return { ok: false, message: sv.checkout.codeTooMany, retryAfterSeconds: state.retryAfterSeconds };
  }
  // And shop-wide: refused codes an hour across every address and account (GUESS_CEILING.discountCodes, ADR 032).
  const ceiling = await guessCeilingReached(db, "discountCodes", now, scale);
  if (ceiling !== null) return { ok: false, message: sv.checkout.codeTooMany, retryAfterSeconds: ceiling };
  const view = await loadCartView(db, row, now);
  const check = await checkDiscountCode(db, code, customer, { goodsAfterAutomaticOre: view?.priced.goodsAfterAutomaticOre ?? 0, now });
  if (!check.ok) {
    for (const l of limits) await hitRateLimit(db, l.key, { ...window, limit: l.limit });
    await countWrongGuess(db, "discountCodes", now, scale);
    return check;
  }
  await db.update(cart).set({ discountCode: code, updatedAt: now }).where(eq(cart.id, row.id));
  return { ok: true, code };
}

export async function removeCode(db: Db, cartId: string, now: Date): Promise<void> {
  await db.update(cart).set({ discountCode: null, updatedAt: now }).where(eq(cart.id, cartId));
}

export type PlaceCheckoutResult =
  | { ok: true; orderId: string; number: number; created: boolean; mailId: number | null; shopMailId?: number | null; accessToken?: string }
  | { ok: false; kind: CheckoutError["kind"] | "failed" | "unavailable"; message: string }
  | { ok: false; kind: "rate_limited"; message: string; retryAfterSeconds: number };

/**
 * Places the order (one transaction; nothing is written when it fails) and turns every failure into
 * the message the customer reads. After a price-guard stop the cart takes the new prices, so the
 * page shows them. Unexpected errors are logged and shown as 'Något gick fel vid beställningen'.
 */
export async function placeCheckoutOrder(
  db: Db,
  input: {
    /** Null for a guest (ADR 065): then `cartId` is the visitor's cart and `linkSecret` makes the private link. */
    userId: string | null;
    /** Without it, the account's own cart (placeOrder locks it by the account). */
    cartId?: string;
    linkSecret?: string;
    /** A guest's orders are counted per client address (GUEST_ORDER_LIMIT). */
    clientIp?: string;
    rateLimitScale?: number;
    form: CheckoutInput;
    now: Date;
    /** Hook for the order confirmation e-mail: queued in the order's transaction (outbox). */
    buildConfirmationMail?: PlaceOrderInput["confirmationMail"];
    /** Hook for the shop's notice of the order: queued in the order's transaction (outbox). */
    notifyShop?: PlaceOrderInput["notifyShop"];
    /** Test seam, passed on to `placeOrder`. */
    beforeCommit?: PlaceOrderInput["beforeCommit"];
    /** A provider method's payment row, written in the order's transaction (ADR 075). */
    withinOrder?: PlaceOrderInput["withinOrder"];
    /** The delivery chosen (resolveDeliveryChoice), and whether a carrier is configured (ADR 083). */
    delivery?: PlaceOrderInput["delivery"];
    carrierConfigured?: boolean;
  },
): Promise<PlaceCheckoutResult> {
  const guestLimit =
    input.userId === null && input.clientIp
      ? { key: `guest-order:ip:${input.clientIp}`, limit: GUEST_ORDER_LIMIT.perAddress * (input.rateLimitScale ?? 1), windowMs: GUEST_ORDER_LIMIT.windowMs, now: input.now.getTime() }
      : null;
  if (guestLimit) {
    const state = await rateLimitWindow(db, guestLimit.key, guestLimit);
    if (state.count >= guestLimit.limit) return { ok: false, kind: "rate_limited", message: sv.checkout.guestTooManyOrders, retryAfterSeconds: state.retryAfterSeconds };
  }
  try {
    const placed = await placeOrder(db, {
      userId: input.userId,
      cartId: input.cartId,
      linkSecret: input.linkSecret,
      form: input.form,
      now: input.now,
      confirmationMail: input.buildConfirmationMail,
      notifyShop: input.notifyShop,
      beforeCommit: input.beforeCommit,
      withinOrder: input.withinOrder,
      delivery: input.delivery,
      carrierConfigured: input.carrierConfigured,
    });
    // Counted once the order is placed (a replay of the same checkout is not a new order).
    if (guestLimit && placed.created) await hitRateLimit(db, guestLimit.key, guestLimit);
    if (placed.created && input.form.saveAddress && input.userId) await rememberAddress(db, input.userId, input.form);
    return { ok: true, ...placed };
  } catch (err) {
    if (err instanceof CheckoutError) {
      const cartId = err.cartId ?? input.cartId;
      if (err.kind === "price_changed" && cartId) await acknowledgeNewPrices(db, cartId, input.now);
      return { ok: false, kind: err.kind, message: err.kind === "empty" ? sv.checkout.orderFailed : err.message };
    }
    if (isDatabaseUnavailable(err)) {
      // PostgreSQL is down, restarting or frozen (503). Almost always nothing was committed; but a COMMIT sent just
      // before a freeze can still land when the database resumes, so the message does not claim "no order": the
      // confirmation e-mail tells, and a retry cannot order twice (same idempotency key, or an emptied cart).
      console.error("[checkout] the database is unavailable; the order could not be confirmed:", (err as Error).message);
      return { ok: false, kind: "unavailable", message: sv.checkout.orderUnavailable };
    }
    console.error("[checkout] placing the order failed; the transaction was rolled back:", err);
    return { ok: false, kind: "failed", message: sv.checkout.orderFailed };
  }
}

/**
 * "Spara adressen till nästa gång" (ADR 066): after the order has committed, its delivery address and mobile number
 * become the account's saved address (what /konto shows and the next checkout starts with). The order stands
 * whatever happens here; a failure is logged and the customer's order page opens as usual.
 */
async function rememberAddress(db: Db, userId: string, form: CheckoutInput): Promise<void> {
  try {
    await saveAddress(db, { id: userId, name: form.name }, { name: form.name, address: form.address, postalCode: form.postalCode, city: form.city, phone: form.phone });
  } catch (err) {
    console.error("[checkout] the order is placed, but its address could not be saved to the account:", err);
  }
}
