/**
 * PostNord as a carrier provider: service points (Business Location API), booking with a label (Shipment API, EDI
 * with label as PDF) and track and trace, each in its own module. `POSTNORD_API_KEY` and `POSTNORD_API_BASE`
 * (the double in tests) configure it. The request and answer shapes were checked against PostNord's own specs and
 * guide and against public integrations that call the API; each module's top comment names its sources and what is
 * still unconfirmed (ADR 083, 084).
 */
import type { CarrierProvider } from "./provider.server";
import { postnordServicePoints } from "./postnord-service-points.server";
import { postnordBook, postnordTrack } from "./postnord-shipments.server";

export interface PostnordConfig {
  apiKey: string;
  /** "https://api2.postnord.com" in production; the double's origin in tests. */
  apiBase: string;
  /** The shop's PostNord customer number, the consignor's party id on a booking (POSTNORD_CUSTOMER_NUMBER). */
  customerNumber?: string | null;
}

export function postnordProvider(config: PostnordConfig): CarrierProvider {
  return {
    id: "postnord",
    name: "PostNord",
    servicePoints: (postalCode, limit) => postnordServicePoints(config, postalCode, limit),
    book: (request) => postnordBook(config, request),
    track: (trackingNumber) => postnordTrack(config, trackingNumber),
  };
}
