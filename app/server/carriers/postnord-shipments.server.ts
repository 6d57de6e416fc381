/**
 * PostNord's Shipment API (booking with the label as a PDF) and Track and Trace (issue #39, ADR 084).
 *
 * Booking: `POST /rest/shipment/v3/edi/labels/pdf?apikey=…&paperSize=A5…` with PostNord's EDI instruction in JSON
 * (one shipment: the basic and additional service codes, the parties — consignor by customer number, consignee with
 * mail and mobile and, for service-point delivery, the delivery party: the point's id with its name and address —,
 * one parcel with its gross weight, and the order's reference), answered 200 with `bookingResponse` {bookingId,
 * idInformation[] {status OK|FAIL, ids[] {idType, value, printId}, urls[], errorResponse}} and `labelPrintout[]`
 * {itemIds[] {itemIds, status, errorResponse}, printout {type, labelFormat, encoding, data (base64)}}. The tracking
 * number is the id of type itemId. The request's `messageId` (at most 36 characters) is derived from the shop's
 * idempotency key, so a retry of the same order sends the same message.
 *
 * Tracking: `GET /rest/shipment/v5/trackandtrace/findByIdentifier.json?apikey=…&id=…&locale=sv` →
 * `TrackingInformationResponse` {shipments[] {items[] {events[] {eventTime, eventCode, status, eventDescription
 * (Swedish with locale=sv), location {displayName, name, city, locationId, locationType …}}}}, compositeFault};
 * `eventTime` is Swedish wall-clock time without a zone ("2020-09-03T09:11:00"); an unknown id answers
 * `{"TrackingInformationResponse":{"shipments":[]}}`.
 *
 * Checked against (ADR 084):
 * - PostNord's Booking APIs spec 3.5.29.1 (swagger), vendored in Joaqim/karrio
 *   (modules/connectors/postnord/vendor/booking.swagger.json): the path and its query parameters, every request field
 *   used here (messageDate, updateIndicator and shipment required; messageId ≤ 36 characters; application.name
 *   required when application is sent, applicationId assigned by PostNord; a delivery party's `party` with name and
 *   address required; partyIdType 160 = customer number, 156 = service point id), 200 for a booking, the answer
 *   above and the error body `{message, compositeFault}`. Joaqim/karrio's tests (tests/postnord/test_shipment.py)
 *   have the same answer with an itemId and a shipmentId id, a partial failure, and the gateway's 403 envelope.
 * - PostNord's General Descriptions (the same vendor/docs/general-descriptions.pdf): MyPack Home (17) must carry
 *   FlexChange (C7) unless A6 or F1; MyPack Collect (19) must carry a notice, by letter (A2), SMS (A3) or mail (A4),
 *   and takes Optional Service Point (A7); "the delivery party always needs a valid full address".
 * - Bookings as real shops send them, agreeing with the shape above: vilkasgroup/vg_postnord
 *   (src/Client/PostnordClient.php: 19 with A3 + A7, the delivery party with name and visiting address, reading
 *   `labelPrintout[].itemIds[0].status` FAIL and `idInformation[0].urls`), common-repository/wc-postnord-integration
 *   (includes/class-wc-postnord-integration-edi.php), tristanmvh/postnord-wrapper (templates/servicePoint.js: 19 with
 *   A3 + A7) and wilhelmuggla/postnord-woocommerce (includes/class-postnord-woocommerce-labels.php: Varubrev as 86,
 *   the tracking number from `idInformation[0].ids[0].value`, the label from `labelPrintout[0].printout.data`).
 * - Service codes: 17 MyPack Home and 19 MyPack Collect (General Descriptions; PostNord's Delivery Options spec in the
 *   same vendor folder); Varubrev 1:a klass is 86 — "PostNord Home Small Prio (86)", express mailbox, in the
 *   Delivery Options spec, "Posten Varubrev 1:a klass" in common-repository/automated-postnord-shipping's code list
 *   (controllors/hitshipo_pn_init.php), and what wilhelmuggla/postnord-woocommerce books. 96 is in none of them.
 * - Track and Trace: PostNord's Track & Trace v7 spec (vendor/track-and-trace-v7-findbyidentifier.swagger.json; v5
 *   has the same response model) and PostNord's own v5 example answer in sthyregod/shipping_connector
 *   (spec/data/postnord_track_by_id.json): the fields above, `displayName` sometimes empty, codes such as "z104".
 * Not confirmed by any source: that PostNord answers a repeated `messageId` with the first booking (no source says
 * it deduplicates; the shop's own shipment row is what stops a second booking), which additional service the
 * letter needs, and whether the consignor must also be sent as the freight payer (the General Descriptions call it
 * mandatory; no integration sends it).
 * Every failure (refused, unreachable, slow, malformed, a FAIL inside a 200) is a CarrierError with a Swedish message
 * for the owner.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import type { DeliveryOptionId } from "~/domain/delivery";
import { carrierTime } from "~/domain/parcel";
import type { BookedShipment, CarrierEvent, ShipmentRequest } from "./provider.server";
import { carrierCopy as t } from "~/content/carriers";
import { faultText, labelNotPdf, postnordCall, postnordUrl, refusedInside, unreadable } from "./postnord-http.server";
import type { PostnordConfig } from "./postnord.server";

/** How long one call to PostNord may take before the shop gives up on it (the owner can click again). */
export const POSTNORD_TIMEOUT_MS = 15_000;

/**
 * PostNord's basic service code for a letter-box parcel: Varubrev 1:a klass, which PostNord's Delivery Options spec
 * calls "PostNord Home Small Prio" (86).
 * Three sources agree (see the top of this file); PostNord's own list (`GET /rest/shipment/v3/edi/servicecodes`) was
 * not asked from here.
 */
export const LETTER_SERVICE_CODE = "86";

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

/**
 * The additional services a booking must carry (PostNord's General Descriptions): MyPack Home needs FlexChange (C7);
 * MyPack Collect needs Optional Service Point (A7, the customer chose the point) and a notice — by SMS (A3) when
 * the customer gave a mobile number, else by mail (A4). Nothing is added to the letter.
 */
export function additionalServiceCodes(serviceCode: string, hasMobile: boolean): string[] {
  if (serviceCode === "17") return ["C7"];
  if (serviceCode === "19") return ["A7", hasMobile ? "A3" : "A4"];
  return [];
}

/**
 * The EDI `messageId` for an idempotency key: PostNord takes at most 36 characters, the shop's key is longer
 * (`stilla-order-<uuid>-parcel`), so a longer key is sent as its SHA-256 — the same key, the same message id.
 */
export function ediMessageId(idempotencyKey: string): string {
  if (idempotencyKey.length <= 36) return idempotencyKey;
  return `stilla-${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 29)}`;
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

const address = (a: { street: string; postalCode: string; city: string }) => ({ streets: [a.street], postalCode: a.postalCode.replace(/\s+/g, ""), city: a.city, countryCode: "SE" });

/** The EDI instruction PostNord's label endpoint takes, for one parcel. */
export function ediInstruction(request: ShipmentRequest, sender: PostnordSender, now: Date) {
  const kg = Math.max(request.weightGrams, 1) / 1000;
  const serviceCode = postnordServiceCode(request.option);
  const point = request.option === "postnord-service-point" ? request.servicePoint : null;
  const consignee = {
    party: {
      nameIdentification: { name: request.recipient.name },
      address: address(request.recipient),
      contact: { contactName: request.recipient.name, emailAddress: request.recipient.email, ...(request.recipient.phone ? { smsNo: request.recipient.phone } : {}) },
    },
  };
  return {
    messageDate: now.toISOString(),
    messageFunction: "Instruction",
    messageId: ediMessageId(request.idempotencyKey),
    // The client integration's name is ours to choose; an applicationId is one PostNord assigns (none here).
    application: { name: "Stilla" },
    updateIndicator: "Original",
    shipment: [
      {
        shipmentIdentification: { shipmentId: "0" },
        dateAndTimes: { loadingDate: now.toISOString() },
        service: { basicServiceCode: serviceCode, additionalServiceCode: additionalServiceCodes(serviceCode, !!request.recipient.phone) },
        numberOfPackages: { value: 1 },
        totalGrossWeight: { value: kg, unit: "KGM" },
        references: [{ referenceNo: request.orderNumber, referenceType: "CU" }],
        parties: {
          consignor: {
            issuerCode: "Z12",
            partyIdentification: { partyId: sender.customerNumber, partyIdType: "160" },
            party: { nameIdentification: { name: sender.name }, address: address(sender) },
          },
          consignee,
          // The service point: its id (type 156) and, as PostNord requires of a delivery party, its name and address.
          ...(point
            ? { deliveryParty: { partyIdentification: { partyId: point.id, partyIdType: "156" }, party: { nameIdentification: { name: point.name }, address: address(point) } } }
            : {}),
        },
        goodsItem: [{ packageTypeCode: "PC", items: [{ itemIdentification: { itemId: "0" }, grossWeight: { value: kg, unit: "KGM" } }] }],
      },
    ],
  };
}

const Fault = z.object({ explanationText: z.string().optional() }).passthrough();
const ErrorResponse = z.object({ message: z.string().optional(), compositeFault: z.object({ faults: z.array(Fault).optional() }).nullish() }).passthrough().nullish();

const BookingAnswer = z.object({
  bookingResponse: z.object({
    bookingId: z.string().min(1),
    idInformation: z
      .array(
        z.object({
          status: z.string().nullish(),
          ids: z.array(z.object({ idType: z.string().nullish(), value: z.string().min(1) })).nullish(),
          errorResponse: ErrorResponse,
        }),
      )
      .min(1),
  }),
  labelPrintout: z
    .array(
      z.object({
        itemIds: z.array(z.object({ status: z.string().nullish(), errorResponse: ErrorResponse }).passthrough()).nullish(),
        printout: z.object({ type: z.string().nullish(), labelFormat: z.string().nullish(), encoding: z.string().nullish(), data: z.string().nullish() }).nullish(),
      }),
    )
    .nullish(),
});

const failed = (status: string | null | undefined) => !!status && status.toUpperCase() !== "OK";

const TrackAnswer = z.object({
  TrackingInformationResponse: z.object({
    compositeFault: z.object({ faults: z.array(Fault).optional() }).nullish(),
    shipments: z
      .array(
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
                      status: z.string().nullish(),
                      eventTime: z.string(),
                      eventDescription: z.string().nullish(),
                      location: z.object({ displayName: z.string().nullish(), name: z.string().nullish(), city: z.string().nullish() }).partial().nullish(),
                    }),
                  )
                  .nullish()
                  .transform((events) => events ?? []),
              }),
            )
            .nullish()
            .transform((items) => items ?? []),
        }),
      )
      .nullish()
      .transform((shipments) => shipments ?? []),
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
  // A 200 may still say FAIL for the shipment or its label, with PostNord's reason beside it.
  const info = parsed.data.bookingResponse.idInformation[0]!;
  if (failed(info.status)) throw refusedInside(t.asked.booking, faultText(info.errorResponse) || info.status!);
  const printouts = parsed.data.labelPrintout ?? [];
  const failedLabel = printouts.flatMap((p) => p.itemIds ?? []).find((i) => failed(i.status));
  // The shipment was booked but its label failed: a parcel may exist at PostNord.
  if (failedLabel) throw refusedInside(t.asked.booking, faultText(failedLabel.errorResponse) || failedLabel.status!, "unknown");
  const ids = parsed.data.bookingResponse.idInformation.flatMap((i) => i.ids ?? []);
  const trackingNumber = (ids.find((i) => i.idType?.toLowerCase() === "itemid") ?? ids[0])?.value;
  const data = printouts.find((p) => p.printout?.data && (!p.printout.type || p.printout.type.toUpperCase() === "LABEL"))?.printout?.data;
  if (!trackingNumber || !data) throw unreadable(t.asked.booking);
  const labelPdf = Buffer.from(data, "base64");
  if (labelPdf.subarray(0, 5).toString("latin1") !== "%PDF-") throw labelNotPdf();
  return { shipmentId: parsed.data.bookingResponse.bookingId, trackingNumber, labelPdf };
}

type Place = { displayName?: string | null; name?: string | null; city?: string | null };

/** "ICA Nära Hornstull, Stockholm" from PostNord's location (its display name may be empty), or null. */
function placeOf(location: Place | null | undefined): string | null {
  if (!location) return null;
  const name = location.displayName?.trim() || location.name?.trim() || "";
  const city = location.city?.trim() || "";
  const parts = [name, city && !name.toLowerCase().includes(city.toLowerCase()) ? city : ""].filter((p) => p !== "");
  return parts.length ? parts.join(", ") : null;
}

export async function postnordTrack(config: PostnordConfig, trackingNumber: string): Promise<CarrierEvent[]> {
  const answer = await postnordCall(postnordUrl(config, "rest/shipment/v5/trackandtrace/findByIdentifier.json", { id: trackingNumber, locale: "sv" }), { method: "GET", headers: { accept: "application/json" } }, t.asked.tracking, POSTNORD_TIMEOUT_MS);
  const parsed = TrackAnswer.safeParse(answer);
  if (!parsed.success) throw unreadable(t.asked.tracking);
  const response = parsed.data.TrackingInformationResponse;
  if (!response.shipments.length && response.compositeFault?.faults?.length) throw refusedInside(t.asked.tracking, faultText(response));
  const events: CarrierEvent[] = [];
  const seen = new Set<string>();
  for (const s of response.shipments) {
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
