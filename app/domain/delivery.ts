/**
 * How an order travels (issue #39): the delivery options a shopper chooses between at checkout and the service
 * point a parcel waits at. Pure values shared by checkout, the order, the console and the carrier provider.
 * The options' prices, the free-shipping rule and which options the shop offers are the owner's settings.
 */
import { FREE_GIFT, SHIPPING } from "./constants";
import type { Ore } from "./money";
import type { CartLineInput, PricingProduct } from "./pricing";
import { addWorkingDays } from "./working-days";
import type { DeliverySettings } from "./delivery-settings";

/** Every delivery option the shop knows. An order from before options existed (or a manual one) has none. */
export const DELIVERY_OPTION_IDS = ["postnord-service-point", "postnord-home", "letter"] as const;
export type DeliveryOptionId = (typeof DELIVERY_OPTION_IDS)[number];

export function isDeliveryOptionId(value: unknown): value is DeliveryOptionId {
  return typeof value === "string" && (DELIVERY_OPTION_IDS as readonly string[]).includes(value);
}

/** A place where the carrier hands out parcels: a staffed ombud or a parcel locker. */
export interface ServicePoint {
  /** The carrier's own id for the point (sent back when booking). */
  id: string;
  name: string;
  kind: "ombud" | "paketskap";
  street: string;
  postalCode: string;
  city: string;
  /** Metres from the postal code the shopper gave, as the carrier reports it; null when it does not. */
  distanceM: number | null;
  /** The carrier's opening hours, one line per day group ("Mån–Fre 09–20"); empty when unknown. */
  openingHours: string[];
  /**
   * Where the carrier delivers parcels for the point, when it differs from the street above (the visiting address,
   * shown to the shopper): the carrier's booking wants this one. Absent on points stored before it was kept.
   */
  deliveryAddress?: { street: string; postalCode: string; city: string };
}

// ---------------------------------------------------------------- the options for one cart

/** Working days in the carrier's hands after dispatch (the dispatch itself: SHIPPING.dispatchDays). */
export const CARRIER_DAYS: Record<DeliveryOptionId, { min: number; max: number }> = {
  "postnord-service-point": { min: 1, max: 2 },
  "postnord-home": { min: 1, max: 3 },
  letter: { min: 2, max: 4 },
};

export interface DeliveryEstimate {
  /** Working days from the order to delivery (dispatch + the carrier's), inclusive bounds. */
  minDays: number;
  maxDays: number;
  /** The first and last day the parcel may arrive (noon, Stockholm). */
  earliest: Date;
  latest: Date;
}

/** The delivery estimate for an option ordered at `now`: dispatch days plus the carrier's, in working days. */
export function deliveryEstimate(option: DeliveryOptionId, now: Date): DeliveryEstimate {
  const minDays = SHIPPING.dispatchDays.min + CARRIER_DAYS[option].min;
  const maxDays = SHIPPING.dispatchDays.max + CARRIER_DAYS[option].max;
  return { minDays, maxDays, earliest: addWorkingDays(now, minDays), latest: addWorkingDays(now, maxDays) };
}

export interface DeliveryOption {
  id: DeliveryOptionId;
  /** What this option costs this cart (0 when the goods reach the free-shipping threshold). */
  priceOre: Ore;
  /** The option's own price before the free-shipping rule. */
  feeOre: Ore;
  estimate: DeliveryEstimate;
}

export type DeliveryRefusal = "not_offered" | "too_heavy" | "nothing_to_ship";

/** A line that may go in the parcel: a product (a cart's line or an order's, the free gift too) or a gift card (weightless). */
export type WeighedLine = Pick<Extract<CartLineInput, { kind: "product" }>, "kind" | "productId" | "quantity"> | { kind: "gift_card" };

/** What goes in the parcel: the cart's lines and, when the cart earned it, the free gift (it is packed too). */
export function packedLines(lines: readonly WeighedLine[], freeGiftAdded: boolean): WeighedLine[] {
  return freeGiftAdded ? [...lines, { kind: "product", productId: FREE_GIFT.productId, quantity: 1 }] : [...lines];
}

/**
 * What the parcel weighs: each product line's shipping weight × quantity (null when a product's weight is not set).
 * Checkout asks it of the cart (the letter's limit), the booking of the order's packed lines (the carrier's weight).
 */
export function parcelWeightGrams(lines: readonly WeighedLine[], products: ReadonlyMap<string, Pick<PricingProduct, "shippingWeightGrams">>): number | null {
  let grams = 0;
  for (const l of lines) {
    if (l.kind !== "product") continue;
    const w = products.get(l.productId)?.shippingWeightGrams ?? 0;
    if (!Number.isInteger(w) || w <= 0) return null;
    grams += w * l.quantity;
  }
  return grams;
}

export interface DeliveryContext {
  settings: DeliverySettings;
  /** The home delivery fee and the free-shipping threshold (the identity's, ADR 063). */
  shipping: { feeOre: Ore; freeFromOre: Ore };
  /** A carrier with service points is configured (carriers.server.ts). */
  carrierConfigured: boolean;
  /** The cart's goods after discounts (the free-shipping rule's measure). */
  goodsAfterDiscountsOre: Ore;
  /** Whether anything ships (false for gift-card-only carts). */
  hasGoods: boolean;
  /** Null: some product's shipping weight is not set (then no letter). */
  weightGrams: number | null;
  now: Date;
}

/** The option's own price (before free shipping), or why the option is not for this cart. */
export function optionFee(id: DeliveryOptionId, ctx: Omit<DeliveryContext, "now" | "goodsAfterDiscountsOre">): { ok: true; feeOre: Ore } | { ok: false; reason: DeliveryRefusal } {
  if (!ctx.hasGoods) return { ok: false, reason: "nothing_to_ship" };
  switch (id) {
    case "postnord-home":
      return { ok: true, feeOre: ctx.shipping.feeOre };
    case "postnord-service-point":
      return ctx.carrierConfigured && ctx.settings.servicePoint.offered ? { ok: true, feeOre: ctx.settings.servicePoint.feeOre } : { ok: false, reason: "not_offered" };
    case "letter":
      if (!ctx.settings.letter.offered) return { ok: false, reason: "not_offered" };
      if (ctx.weightGrams === null || ctx.weightGrams > ctx.settings.letter.maxGrams) return { ok: false, reason: "too_heavy" };
      return { ok: true, feeOre: ctx.settings.letter.feeOre };
  }
}

/** The options this cart may choose, in the order shown: service point, home, letter. Empty when nothing ships. */
export function deliveryOptions(ctx: DeliveryContext): DeliveryOption[] {
  const free = ctx.goodsAfterDiscountsOre >= ctx.shipping.freeFromOre;
  return DELIVERY_OPTION_IDS.flatMap((id) => {
    const fee = optionFee(id, ctx);
    return fee.ok ? [{ id, feeOre: fee.feeOre, priceOre: free ? 0 : fee.feeOre, estimate: deliveryEstimate(id, ctx.now) }] : [];
  });
}

/** The option a checkout starts with: the one asked for when offered, else the first offered (service point when there is one). */
export function chosenOption(options: readonly DeliveryOption[], asked: unknown): DeliveryOption | null {
  return options.find((o) => o.id === asked) ?? options[0] ?? null;
}

/** The shipping rule pricing uses for an option: its own fee, the shop's free-shipping threshold (pricing.ts applies it). */
export function shippingRuleFor(fee: Ore, shipping: { freeFromOre: Ore }): { feeOre: Ore; freeFromOre: Ore } {
  return { feeOre: fee, freeFromOre: shipping.freeFromOre };
}

/** "11820", "118 20" → "11820"; null when not a Swedish postal code. */
export function postalCodeDigits(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const digits = input.replace(/\s/g, "");
  return /^[1-9]\d{4}$/.test(digits) ? digits : null;
}

/** The checkout's delivery part (delivery.server.ts builds it; the page shows it). */
export interface CheckoutDelivery {
  options: DeliveryOption[];
  /** Null when nothing ships (gift cards only). */
  chosen: DeliveryOptionId | null;
  /** The carrier's name when service points come from one ("PostNord"). */
  carrierName: string | null;
  /** The shopper chose or searched (the page's address asked for something): the step opens on a phone. */
  asked: boolean;
  /** The picker (service-point delivery with a configured carrier). */
  picker: {
    /** The five digits searched, or null before a search. */
    postalCode: string | null;
    /** The text typed when it was not a postal code. */
    postalCodeError: string | null;
    points: ServicePoint[];
    /** The point chosen (the one asked for when listed, else the nearest). */
    chosenId: string | null;
    /** The carrier could not be reached. */
    carrierError: string | null;
  } | null;
}

