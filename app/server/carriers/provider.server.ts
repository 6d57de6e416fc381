/**
 * The carrier provider interface (issue #39), as the payment providers have theirs (ADR 075): one module per
 * carrier, registered in `carriers.server.ts`, configured by environment. Without a configured carrier the shop
 * works as before: the owner types the carrier and the tracking number by hand.
 *
 * A provider speaks the carrier's documented HTTP API; the tests start a local double of it
 * (`tests/doubles/postnord-double.ts`). Nothing here is faked inside the shop.
 */
import type { DeliveryOptionId, ServicePoint } from "~/domain/delivery";

/** What the shop asks the carrier to carry: one parcel (or letter) for one order. */
export interface ShipmentRequest {
  orderId: string;
  orderNumber: string;
  option: DeliveryOptionId;
  /**
   * The chosen service point (service-point delivery only): the carrier's id for it, its name and the address the
   * carrier delivers to (the point's delivery address when the carrier gave one apart from the visiting address).
   */
  servicePoint: { id: string; name: string; street: string; postalCode: string; city: string } | null;
  recipient: { name: string; street: string; postalCode: string; city: string; email: string; phone: string | null };
  /** The shop as the sender on the label (its saved identity, ADR 063). */
  sender: { name: string; street: string; postalCode: string; city: string };
  /** The parcel's weight in grams (the lines' shipping weights added up). */
  weightGrams: number;
  /** The same order booked twice gives the same key, so the carrier books one parcel (derived from the order). */
  idempotencyKey: string;
}

export interface BookedShipment {
  /** The carrier's id for the shipment. */
  shipmentId: string;
  /** The number the customer follows the parcel by (printed on the label). */
  trackingNumber: string;
  /** The label, a PDF, as the carrier returned it. */
  labelPdf: Buffer;
}

/** A tracking event as the carrier reports it, with the carrier's own Swedish description. */
export interface CarrierEvent {
  /** Stable for the same event across polls (the carrier's event id, or its code + time + place): repeats add nothing. */
  key: string;
  at: Date;
  /** The carrier's own event or status code, kept as given ("unknown" codes included). */
  code: string;
  description: string;
  /** Where it happened ("Ombud ICA Nära Hornstull, Stockholm"), when the carrier says. */
  location: string | null;
}

export interface CarrierProvider {
  /** Stable id kept on the shipment ("postnord"). */
  id: string;
  /** The carrier's name as shoppers know it ("PostNord"); also the order's `carrier`. */
  name: string;
  /** The service points nearest to a Swedish postal code, nearest first. */
  servicePoints(postalCode: string, limit: number): Promise<ServicePoint[]>;
  /** Books the shipment and returns its label. Booking again with the same key returns the same shipment. */
  book(request: ShipmentRequest): Promise<BookedShipment>;
  /** Every event the carrier has for this tracking number so far, oldest first. */
  track(trackingNumber: string): Promise<CarrierEvent[]>;
}

/**
 * What a failed request left behind at the carrier: `refused` — a clear no (the carrier answered and did nothing);
 * `unknown` — no answer in time, no connection, or an answer the shop could not read, so a booking may exist there.
 */
export type CarrierOutcome = "refused" | "unknown";

/** A carrier that could not be reached or refused the request; the message is for the owner's log, in Swedish. */
export class CarrierError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly outcome: CarrierOutcome = "refused",
  ) {
    super(message);
    this.name = "CarrierError";
  }
}
