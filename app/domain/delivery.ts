/**
 * How an order travels (issue #39): the delivery options a shopper chooses between at checkout and the service
 * point a parcel waits at. Pure values shared by checkout, the order, the console and the carrier provider.
 * The options' prices, the free-shipping rule and which options the shop offers are the owner's settings.
 */

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
}
