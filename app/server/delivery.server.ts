/**
 * Delivery at checkout (issue #39, ADR 083): the options this cart may choose with their prices (the owner's
 * settings, the free-shipping rule, the parcel's weight), the service points near a postal code from the configured
 * carrier, and the choice the order is placed with. The browser sends only ids: the option's price comes from here,
 * and the chosen service point is re-read from the carrier when the order is placed and stored as the carrier
 * described it then.
 */
import { deliveryCopy } from "~/content/delivery";
import type { CartView } from "~/domain/cart";
import { chosenOption, deliveryOptions, isDeliveryOptionId, packedLines, parcelWeightGrams, postalCodeDigits, shippingRuleFor, type CheckoutDelivery, type DeliveryOption, type DeliveryOptionId, type ServicePoint } from "~/domain/delivery";
import type { DeliverySettings } from "~/domain/delivery-settings";
import { priceCart, type CodeDiscount } from "~/domain/pricing";
import type { ShippingRule } from "~/domain/shop-identity";
import { CarrierError, type CarrierProvider } from "./carriers/provider.server";
import type { Db } from "./db.server";
import { getShippingRule } from "./shop-identity.server";
import { getSettingsSection } from "./site-settings.server";

export type { CheckoutDelivery };

type Reader = Pick<Db, "select">;

/** How many service points the checkout lists. */
export const SERVICE_POINTS_SHOWN = 5;
/** How many the placing re-reads to find the chosen one among (the carrier's list may shift a little in between). */
export const SERVICE_POINTS_CHECKED = 20;

export async function getDeliverySettings(db: Reader): Promise<DeliverySettings> {
  return getSettingsSection(db, "delivery");
}

/** What the shopper asked for in the page's address (?leverans=…&postnummer=…&ombud=…); nothing here is trusted. */
export interface DeliveryQuery {
  option: string | null;
  postalCode: string | null;
  pointId: string | null;
}

export function deliveryQuery(url: URL): DeliveryQuery {
  return { option: url.searchParams.get("leverans"), postalCode: url.searchParams.get("postnummer"), pointId: url.searchParams.get("ombud") };
}

/** The delivery options for a priced cart view (its products carry their shipping weights). */
export function optionsForView(view: CartView, settings: DeliverySettings, shipping: ShippingRule, carrier: CarrierProvider | null, now: Date): DeliveryOption[] {
  const products = new Map(view.products.map((p) => [p.id, p]));
  return deliveryOptions({
    settings,
    shipping,
    carrierConfigured: carrier !== null,
    goodsAfterDiscountsOre: view.priced.goodsAfterDiscountsOre,
    hasGoods: view.inputs.some((l) => l.kind === "product"),
    weightGrams: parcelWeightGrams(packedLines(view.inputs, view.priced.freeGiftAdded), products),
    now,
  });
}

/**
 * The checkout's delivery part and the cart priced with the chosen option's fee (`codeDiscount` the applied code's).
 * A search for service points asks the carrier; its failure is shown, never thrown.
 */
export async function checkoutDelivery(
  db: Reader,
  view: CartView,
  opts: { carrier: CarrierProvider | null; query: DeliveryQuery; defaultPostalCode?: string | null; codeDiscount: CodeDiscount | null; now: Date },
): Promise<{ delivery: CheckoutDelivery; view: CartView }> {
  const [settings, shipping] = await Promise.all([getDeliverySettings(db), getShippingRule(db)]);
  const options = optionsForView(view, settings, shipping, opts.carrier, opts.now);
  const chosen = chosenOption(options, opts.query.option);
  const priced = chosen
    ? priceCart({ lines: view.inputs, products: new Map(view.products.map((p) => [p.id, p])), now: opts.now, codeDiscount: opts.codeDiscount, shipping: shippingRuleFor(chosen.feeOre, shipping) })
    : view.priced;
  let picker: CheckoutDelivery["picker"] = null;
  if (chosen?.id === "postnord-service-point" && opts.carrier) {
    const asked = opts.query.postalCode;
    const postalCode = asked !== null ? postalCodeDigits(asked) : postalCodeDigits(opts.defaultPostalCode ?? null);
    picker = { postalCode, postalCodeError: asked !== null && !postalCode ? deliveryCopy.errors.postalCode : null, points: [], chosenId: null, carrierError: null };
    if (postalCode) {
      try {
        picker.points = await opts.carrier.servicePoints(postalCode, SERVICE_POINTS_SHOWN);
        picker.chosenId = (picker.points.find((p) => p.id === opts.query.pointId) ?? picker.points[0])?.id ?? null;
      } catch (err) {
        if (!(err instanceof CarrierError)) throw err;
        console.error("[delivery] service points:", err.message);
        picker.carrierError = deliveryCopy.errors.carrierDown;
      }
    }
  }
  return { delivery: { options, chosen: chosen?.id ?? null, carrierName: opts.carrier?.name ?? null, asked: Object.values(opts.query).some((v) => v !== null), picker }, view: { ...view, priced } };
}

/** The delivery an order is placed with: the option and, for a service point, the point as the carrier describes it now. */
export interface DeliveryChoice {
  option: DeliveryOptionId;
  servicePoint: ServicePoint | null;
}

/**
 * The choice the place-order form sent (ids only), checked with the carrier: a service point must be among the
 * carrier's points near the postal code it was found by; without a chosen point, the point nearest to the delivery
 * address's postal code. The option's price and whether this cart may have it are checked in the order's
 * transaction (placeOrder). A refusal is the shopper's Swedish message.
 */
export async function resolveDeliveryChoice(
  form: { deliveryOption: unknown; servicePointId: unknown; servicePointPostalCode: unknown; addressPostalCode: string },
  carrier: CarrierProvider | null,
): Promise<{ ok: true; choice: DeliveryChoice } | { ok: false; message: string }> {
  const t = deliveryCopy.errors;
  // No option sent (an old page, or a gift-card-only cart): home delivery, as before options existed.
  const option = form.deliveryOption === undefined || form.deliveryOption === null || form.deliveryOption === "" ? "postnord-home" : form.deliveryOption;
  if (!isDeliveryOptionId(option)) return { ok: false, message: t.unknownOption };
  if (option !== "postnord-service-point") return { ok: true, choice: { option, servicePoint: null } };
  if (!carrier) return { ok: false, message: t.notOffered };
  const pointId = typeof form.servicePointId === "string" ? form.servicePointId.trim() : "";
  const searched = pointId ? postalCodeDigits(form.servicePointPostalCode) : postalCodeDigits(form.addressPostalCode);
  if (!searched) return { ok: false, message: t.postalCode };
  let points: ServicePoint[];
  try {
    points = await carrier.servicePoints(searched, pointId ? SERVICE_POINTS_CHECKED : 1);
  } catch (err) {
    if (!(err instanceof CarrierError)) throw err;
    console.error("[delivery] service points at placing:", err.message);
    return { ok: false, message: t.carrierDown };
  }
  const point = pointId ? points.find((p) => p.id === pointId) : points[0];
  if (!point) return { ok: false, message: pointId ? t.unknownPoint : t.noPointNearAddress };
  return { ok: true, choice: { option, servicePoint: point } };
}
