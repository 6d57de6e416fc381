/**
 * PostNord's Shipment API (booking with the label as a PDF) and Track and Trace (issue #39, ADR 084).
 *
 * Booking: `POST /rest/shipment/v3/edi/labels/pdf?apikey=…` with PostNord's EDI instruction in JSON (one shipment:
 * the service code, the parties — consignor, consignee and, for service-point delivery, the delivery party by the
 * point's id —, one parcel with its gross weight, and the order's reference), answered with the booking's ids and
 * the label printout, base64. The request's `messageId` is the shop's idempotency key: the same order booked again
 * (a second click, a retry after a timeout) gets the same shipment back, not a second parcel.
 *
 * Tracking: `GET /rest/shipment/v5/trackandtrace/findByIdentifier.json?apikey=…&id=…&locale=sv` →
 * `TrackingInformationResponse.shipments[].items[].events[]` with eventCode, status, eventTime, eventDescription
 * (Swedish with locale=sv) and location.
 *
 * The shapes follow PostNord's developer portal as far as the shop uses them; the service codes are PostNord's
 * basic service codes for MyPack Collect (19), MyPack Home (17) and Varubrev (see LETTER_SERVICE_CODE).
 * Every failure (refused, unreachable, slow, malformed) is a CarrierError with a Swedish message for the owner.
 */
import { z } from "zod";
import type { DeliveryOptionId } from "~/domain/delivery";
import { carrierTime } from "~/domain/parcel";
import type { BookedShipment, CarrierEvent, ShipmentRequest } from "./provider.server";
import { carrierCopy as t } from "~/content/carriers";
import { labelNotPdf, postnordCall, postnordUrl, unreadable } from "./postnord-http.server";
import type { PostnordConfig } from "./postnord.server";

/** How long one call to PostNord may take before the shop gives up on it (the owner can click again). */
export const POSTNORD_TIMEOUT_MS = 15_000;

/** PostNord's basic service code for a letter-box parcel (Varubrev 1:a klass). Not confirmed against PostNord's portal. */
export const LETTER_SERVICE_CODE = "96";

/** PostNord's basic service codes by the shop's delivery option; an order without one goes as MyPack Home. */
export function postnordServiceCode(option: DeliveryOptionId | null): string {
  switch (option) {
    case "postnord-service-point":
      return "19"; // MyPack Collect: to the service point the customer chose
    case "letter":
      return LETTER_SERVICE_CODE;
    default:
      return "17"; // MyPack Home
  }
}

/** The sender printed on the label and sent as the consignor. */
export interface PostnordSender {
  /** The shop's PostNord customer number (partyId of the consignor). */
  customerNumber: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
}

/** The EDI instruction PostNord's label endpoint takes, for one parcel. */
export function ediInstruction(request: ShipmentRequest, sender: PostnordSender, now: Date) {
  const kg = Math.max(request.weightGrams, 1) / 1000;
  const consignee = {
    party: {
      nameIdentification: { name: request.recipient.name },
      address: { streets: [request.recipient.street], postalCode: request.recipient.postalCode.replace(/\s+/g, ""), city: request.recipient.city, countryCode: "SE" },
      contact: { contactName: request.recipient.name, emailAddress: request.recipient.email, ...(request.recipient.phone ? { smsNo: request.recipient.phone } : {}) },
    },
  };
  return {
    messageDate: now.toISOString(),
    messageFunction: "Instruction",
    messageId: request.idempotencyKey,
    updateIndicator: "Original",
    shipment: [
      {
        shipmentIdentification: { shipmentId: "0" },
        dateAndTimes: { loadingDate: now.toISOString() },
        service: { basicServiceCode: postnordServiceCode(request.option), additionalServiceCode: [] as string[] },
        numberOfPackages: { value: 1 },
        totalGrossWeight: { value: kg, unit: "KGM" },
        references: [{ referenceNo: request.orderNumber, referenceType: "CU" }],
        parties: {
          consignor: {
            issuerCode: "Z12",
            partyIdentification: { partyId: sender.customerNumber, partyIdType: "160" },
            party: { nameIdentification: { name: sender.name }, address: { streets: [sender.street], postalCode: sender.postalCode.replace(/\s+/g, ""), city: sender.city, countryCode: "SE" } },
          },
          consignee,
          ...(request.option === "postnord-service-point" && request.servicePointId
            ? { deliveryParty: { partyIdentification: { partyId: request.servicePointId, partyIdType: "156" } } }
            : {}),
        },
        goodsItem: [{ packageTypeCode: "PC", items: [{ itemIdentification: { itemId: "0" }, grossWeight: { value: kg, unit: "KGM" } }] }],
      },
    ],
  };
}

const BookingAnswer = z.object({
  bookingResponse: z.object({
    bookingId: z.string().min(1),
    idInformation: z
      .array(z.object({ idType: z.string().optional(), ids: z.array(z.object({ idType: z.string().optional(), value: z.string().min(1) })).min(1) }))
      .min(1),
  }),
  labelPrintout: z
    .array(z.object({ printout: z.object({ labelFormat: z.string().optional(), encoding: z.string().optional(), data: z.string().min(1) }) }))
    .min(1),
});

const TrackAnswer = z.object({
  TrackingInformationResponse: z.object({
    shipments: z.array(
      z.object({
        shipmentId: z.string().optional(),
        items: z
          .array(
            z.object({
              itemId: z.string().optional(),
              events: z
                .array(
                  z.object({
                    eventCode: z.string(),
                    status: z.string().optional(),
                    eventTime: z.string(),
                    eventDescription: z.string().optional(),
                    location: z.object({ displayName: z.string().optional(), name: z.string().optional(), city: z.string().optional() }).partial().optional(),
                  }),
                )
                .default([]),
            }),
          )
          .default([]),
      }),
    ),
  }),
});

/** The consignor: the shop's customer number with PostNord (configuration) and the shop's own name and address. */
function senderOf(config: PostnordConfig, request: ShipmentRequest): PostnordSender {
  return { customerNumber: config.customerNumber ?? "0", ...request.sender };
}

export async function postnordBook(config: PostnordConfig, request: ShipmentRequest, now = new Date()): Promise<BookedShipment> {
  const answer = await postnordCall(
    postnordUrl(config, "rest/shipment/v3/edi/labels/pdf", { paperSize: "A5", rotate: "0", multiPDF: "false" }),
    { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(ediInstruction(request, senderOf(config, request), now)) },
    t.asked.booking,
    POSTNORD_TIMEOUT_MS,
  );
  const parsed = BookingAnswer.safeParse(answer);
  if (!parsed.success) throw unreadable(t.asked.booking);
  const ids = parsed.data.bookingResponse.idInformation.flatMap((i) => i.ids);
  const trackingNumber = ids[0]!.value;
  const labelPdf = Buffer.from(parsed.data.labelPrintout[0]!.printout.data, "base64");
  if (labelPdf.subarray(0, 5).toString("latin1") !== "%PDF-") throw labelNotPdf();
  return { shipmentId: parsed.data.bookingResponse.bookingId, trackingNumber, labelPdf };
}

/** "ICA Nära Hornstull, Stockholm" from PostNord's location, or null. */
function placeOf(location: { displayName?: string; name?: string; city?: string } | undefined): string | null {
  if (!location) return null;
  const name = location.displayName ?? location.name;
  const parts = [name, location.city && !name?.includes(location.city) ? location.city : undefined].filter((p): p is string => !!p && p.trim() !== "");
  return parts.length ? parts.join(", ") : null;
}

export async function postnordTrack(config: PostnordConfig, trackingNumber: string): Promise<CarrierEvent[]> {
  const answer = await postnordCall(postnordUrl(config, "rest/shipment/v5/trackandtrace/findByIdentifier.json", { id: trackingNumber, locale: "sv" }), { method: "GET", headers: { accept: "application/json" } }, t.asked.tracking, POSTNORD_TIMEOUT_MS);
  const parsed = TrackAnswer.safeParse(answer);
  if (!parsed.success) throw unreadable(t.asked.tracking);
  const events: CarrierEvent[] = [];
  const seen = new Set<string>();
  for (const s of parsed.data.TrackingInformationResponse.shipments) {
    for (const item of s.items) {
      for (const e of item.events) {
        const at = carrierTime(e.eventTime);
        if (!at) continue;
        const location = placeOf(e.location);
        const code = e.status && e.status.trim() !== "" ? e.status : e.eventCode;
        // PostNord gives no event id: the code, the moment and the place name it.
        const key = `${e.eventCode}|${at.toISOString()}|${location ?? ""}`;
        if (seen.has(key)) continue;
        seen.add(key);
        events.push({ key, at, code, description: e.eventDescription?.trim() || e.eventCode, location });
      }
    }
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
