/**
 * The PostNord double's shipments (issue #39): booking with a label (`POST /rest/shipment/v3/edi/labels/pdf`, the
 * EDI instruction in, booking ids and a real PDF label out, base64) and Track and Trace
 * (`GET /rest/shipment/v5/trackandtrace/findByIdentifier.json`).
 *
 * It holds a booking to what PostNord's Booking APIs spec and General Descriptions ask (ADR 084): `messageId` of 1–36
 * characters, `messageDate` and `updateIndicator` present, `application.name` when `application` is sent, a known
 * basic service code (17 MyPack Home, 19 MyPack Collect, 86 Varubrev 1:a klass), FlexChange (C7) on 17, a notice (A2,
 * A3 or A4) on 19, a consignor with its customer number (partyIdType 160), a consignee with name and full address,
 * and on 19 a delivery party with the point's id (partyIdType 156) and its name and full address. It answers 200
 * with `bookingResponse` {bookingId, idInformation[{status "OK", ids[{idType "itemId"|"shipmentId", value,
 * printId}], urls[{type "TRACKING", url}], errorResponse null}]} and `labelPrintout[{itemIds[{itemIds, printId,
 * status}], printout {type "LABEL", labelFormat "PDF", encoding "base64", data}}]`, and refuses with
 * `{message, compositeFault: {faults: [{faultCode, explanationText}]}}`. Tracking answers
 * `TrackingInformationResponse.shipments[].items[].events[]` as PostNord's example answer has them, each event's
 * location with a locationId and locationType; an unknown id gets `{"TrackingInformationResponse":{"shipments":[]}}`.
 *
 * - The label is drawn with pdfkit: the service, the tracking number as text and as bars, the recipient, the service
 *   point (MyPack Collect) and the order's reference.
 * - The same `messageId` gets the same booking back: no second parcel. (That PostNord itself does so is not
 *   documented; the double keeps the shop's assumption visible in one place.)
 * - Tracking answers from event sequences the tests script per tracking number: `script(tn, events)` plans them,
 *   `advance(tn, n)` lets the next n happen (an event may repeat one before it, and any code goes, known or not).
 * - `fail(n, status)` makes the next n calls answer an error; `delayMs` slows every answer (timeouts).
 */
import { createHash } from "node:crypto";
import PDFDocument from "pdfkit";
import type { DoubleRequest, DoubleResponse, DoubleRoutes } from "./types";

/** A track-and-trace event as PostNord's JSON carries it. */
export interface ScriptedEvent {
  eventCode: string;
  /** PostNord's normalised status (EN_ROUTE, AVAILABLE_FOR_DELIVERY, DELIVERED …); absent for some events. */
  status?: string;
  /** As PostNord writes it: Swedish wall-clock time without a zone ("2026-11-30T14:05:00"), or with one. */
  eventTime: string;
  eventDescription: string;
  location?: { displayName?: string; name?: string; city?: string; postcode?: string; countryCode?: string; locationId?: string; locationType?: string };
}

interface EdiParty {
  issuerCode?: string;
  party?: { nameIdentification?: { name?: string }; address?: { streets?: string[]; postalCode?: string; city?: string; countryCode?: string } };
  partyIdentification?: { partyId?: string; partyIdType?: string };
}
interface EdiInstruction {
  messageDate?: string;
  messageId?: string;
  updateIndicator?: string;
  application?: { name?: string; applicationId?: number };
  shipment?: {
    service?: { basicServiceCode?: string; additionalServiceCode?: string[] };
    totalGrossWeight?: { value?: number; unit?: string };
    references?: { referenceNo?: string; referenceType?: string }[];
    parties?: { consignor?: EdiParty; consignee?: EdiParty; deliveryParty?: EdiParty };
  }[];
}

export interface DoubleBooking {
  messageId: string;
  bookingId: string;
  itemId: string;
  serviceCode: string;
  weightKg: number;
  reference: string | null;
  consignee: { name: string; street: string; postalCode: string; city: string };
  consignor: { name: string; street: string; postalCode: string; city: string };
  servicePointId: string | null;
  /** The service point as the booking named it (deliveryParty.party). */
  servicePoint: { name: string; street: string; postalCode: string; city: string } | null;
  additionalServiceCodes: string[];
  label: Buffer;
}

/** The basic service codes the double books, as the label names them (without "PostNord", as PostNord asks). */
const SERVICE_NAMES: Record<string, string> = { "17": "MyPack Home", "19": "MyPack Collect", "86": "Varubrev 1:a klass" };

const json = (status: number, body: unknown): DoubleResponse => ({ status, body: JSON.stringify(body) });
const fault = (status: number, text: string, message = status >= 500 ? "Internal server error" : "Invalid indata object EdiInstruction"): DoubleResponse =>
  json(status, { message, compositeFault: { faults: [{ faultCode: "API_VALIDATION", explanationText: text }] } });

/** A Swedish address as PostNord's EDI carries it, or null when a part is missing. */
function addressOf(party: EdiParty["party"]): { name: string; street: string; postalCode: string; city: string } | null {
  const name = party?.nameIdentification?.name?.trim() ?? "";
  const street = party?.address?.streets?.[0]?.trim() ?? "";
  const postalCode = party?.address?.postalCode?.replace(/\s+/g, "") ?? "";
  const city = party?.address?.city?.trim() ?? "";
  return name && street && /^\d{5}$/.test(postalCode) && city && party?.address?.countryCode ? { name, street, postalCode, city } : null;
}

/** The label: an A5 page as PostNord's labels are printed, drawn for real (pdftoppm shows it). */
function drawLabel(b: Omit<DoubleBooking, "label">): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A5", margin: 28, info: { Title: `PostNord ${b.itemId}`, Author: "PostNord (double)", CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const W = doc.page.width - 56;
  doc.rect(28, 28, W, 44).fill("#0a4f8f");
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(22).text("PostNord", 40, 40);
  doc.fontSize(13).text(SERVICE_NAMES[b.serviceCode] ?? `Tjänst ${b.serviceCode}`, 200, 45, { width: W - 185, align: "right" });
  doc.fillColor("#000000").font("Helvetica").fontSize(8).text(`Från / From: ${b.consignor.name}, ${b.consignor.street}, ${b.consignor.postalCode} ${b.consignor.city}`, 40, 78, { width: W - 24 });
  doc.fontSize(9).text("Till / To", 40, 92);
  doc.font("Helvetica-Bold").fontSize(15).text(b.consignee.name, 40, 103);
  doc.font("Helvetica").fontSize(13).text(b.consignee.street, 40, 123).text(`${b.consignee.postalCode} ${b.consignee.city}`, 40, 141);
  let y = 172;
  if (b.servicePointId) {
    doc.rect(40, y, W - 24, 48).lineWidth(1.5).stroke("#000000");
    doc.font("Helvetica").fontSize(9).text("Utlämningsställe / Service point", 48, y + 6);
    doc.font("Helvetica-Bold").fontSize(12).text(`${b.servicePoint?.name ?? "Ombud"} (${b.servicePointId})`, 48, y + 22, { width: W - 40 });
    y += 62;
  }
  doc.font("Helvetica").fontSize(9).text(`Vikt: ${b.weightKg.toFixed(2).replace(".", ",")} kg`, 40, y).text(`Referens: ${b.reference ?? "–"}`, 200, y).text(`Bokning: ${b.bookingId}`, 40, y + 14);
  y += 40;
  // Bars from the tracking number's digits (a picture of a barcode, not a scannable GS1-128).
  let x = 48;
  for (const ch of b.itemId) {
    const d = ch.charCodeAt(0) % 10;
    for (const w of [1 + (d % 3), 1 + ((d >> 1) % 2), 2 + (d % 2)]) {
      doc.rect(x, y, w, 70).fill("#000000");
      x += w + 2;
    }
  }
  doc.font("Helvetica-Bold").fontSize(14).fillColor("#000000").text(b.itemId, 40, y + 80, { width: W - 24, align: "center", characterSpacing: 1.5 });
  doc.end();
  return done;
}

export function shipmentRoutes() {
  const byMessage = new Map<string, DoubleBooking>();
  const byItem = new Map<string, DoubleBooking>();
  const scripts = new Map<string, { planned: ScriptedEvent[]; shown: number }>();
  /** Every call to Track and Trace, by tracking number: the tests count the polls. */
  const trackCalls = new Map<string, number>();
  /** Every booking request as sent (repeats and the ones told to fail included). */
  const bookingRequests: EdiInstruction[] = [];
  let failures: { left: number; status: number } = { left: 0, status: 500 };
  let serial = 0;
  const state = { delayMs: 0 };
  /** Names of service points the tests know, so the label can print the point's name (id → name). */
  const servicePointNames = new Map<string, string>();

  async function book(req: DoubleRequest): Promise<DoubleResponse> {
    let body: EdiInstruction;
    try {
      body = JSON.parse(req.body.toString("utf8")) as EdiInstruction;
    } catch {
      return fault(400, "Request body is not valid JSON");
    }
    const s = body.shipment?.[0];
    const messageId = body.messageId?.trim() ?? "";
    const code = s?.service?.basicServiceCode;
    const extras = s?.service?.additionalServiceCode ?? [];
    if (!messageId || messageId.length > 36) return fault(400, "messageId must be 1 to 36 characters");
    if (!body.messageDate) return fault(400, "messageDate is a required field");
    if (body.updateIndicator !== "Original") return fault(400, "updateIndicator must be Original for a new booking");
    if (body.application && !body.application.name) return fault(400, "application.name is a required field");
    if (!code || !SERVICE_NAMES[code]) return fault(400, `Unknown basicServiceCode ${code ?? "(none)"}`);
    if (code === "17" && !extras.some((c) => ["C7", "A6", "F1"].includes(c))) return fault(400, "MyPack Home (17) needs FlexChange (C7) unless A6 or F1");
    if (code === "19" && !extras.some((c) => ["A2", "A3", "A4"].includes(c))) return fault(400, "MyPack Collect (19) needs a notification service: A2, A3 or A4");
    const consignee = addressOf(s?.parties?.consignee?.party);
    if (!consignee) return fault(400, "Consignee name, street, postal code (5 digits), city and countryCode are required");
    const consignor = s?.parties?.consignor;
    const from = addressOf(consignor?.party);
    if (!from || !consignor?.issuerCode || !consignor.partyIdentification?.partyId || consignor.partyIdentification.partyIdType !== "160")
      return fault(400, "Consignor issuerCode, partyIdentification (partyIdType 160), name and full address are required");
    const delivery = s?.parties?.deliveryParty;
    const servicePointId = delivery?.partyIdentification?.partyId ?? null;
    const point = delivery ? addressOf(delivery.party) : null;
    if (delivery && (!point || delivery.partyIdentification?.partyIdType !== "156")) return fault(400, "A deliveryParty needs the service point id (partyIdType 156) and its name and full address");
    if (code === "19" && !servicePointId) return fault(400, "MyPack Collect needs a deliveryParty (the service point)");
    const weightKg = Number(s?.totalGrossWeight?.value ?? 0);
    if (!(weightKg > 0) || weightKg > 20) return fault(400, "totalGrossWeight must be between 0 and 20 KGM");

    let booking = byMessage.get(messageId);
    if (!booking) {
      serial += 1;
      const itemId = `00370733${String(Date.now() % 1e8).padStart(8, "0")}${String(serial).padStart(4, "0")}`;
      const fields = {
        messageId,
        bookingId: `PNB${String(serial).padStart(8, "0")}`,
        itemId,
        serviceCode: code,
        weightKg,
        reference: s?.references?.[0]?.referenceNo ?? null,
        consignee: { name: consignee.name, street: consignee.street, postalCode: consignee.postalCode, city: consignee.city },
        consignor: { name: from.name, street: from.street, postalCode: from.postalCode, city: from.city },
        servicePointId,
        servicePoint: point ? { ...point, name: servicePointId ? (servicePointNames.get(servicePointId) ?? point.name) : point.name } : null,
        additionalServiceCodes: [...extras],
      };
      booking = { ...fields, label: await drawLabel(fields) };
      byMessage.set(messageId, booking);
      byItem.set(itemId, booking);
    }
    const printId = createHash("sha1").update(booking.itemId).digest("hex").slice(0, 32);
    return json(200, {
      bookingResponse: {
        bookingId: booking.bookingId,
        idInformation: [
          {
            status: "OK",
            ids: [
              { idType: "itemId", value: booking.itemId, printId },
              { idType: "shipmentId", value: booking.itemId.replace(/^00370733/, "00370734"), printId },
            ],
            urls: [{ type: "TRACKING", url: `https://tracking.postnord.com/se/?id=${booking.itemId}` }],
            errorResponse: null,
          },
        ],
      },
      labelPrintout: [
        {
          itemIds: [{ itemIds: booking.itemId, printId, basicServiceCode: booking.serviceCode, status: "OK" }],
          printout: { type: "LABEL", labelFormat: "PDF", encoding: "base64", data: booking.label.toString("base64") },
        },
      ],
    });
  }

  function track(req: DoubleRequest): DoubleResponse {
    const id = req.url.searchParams.get("id")?.trim() ?? "";
    trackCalls.set(id, (trackCalls.get(id) ?? 0) + 1);
    const booking = byItem.get(id);
    if (!booking) return json(200, { TrackingInformationResponse: { shipments: [] } });
    const script = scripts.get(id);
    // PostNord's location always carries a locationId and a locationType (UNDEF when it has none to say).
    const events = (script ? script.planned.slice(0, script.shown) : []).map((e) => (e.location ? { ...e, location: { locationId: "0", locationType: "UNDEF", ...e.location } } : e));
    const last = events.at(-1);
    return json(200, {
      TrackingInformationResponse: {
        shipments: [
          {
            shipmentId: booking.bookingId,
            service: { code: booking.serviceCode, name: SERVICE_NAMES[booking.serviceCode] },
            status: last?.status ?? "CREATED",
            items: [{ itemId: booking.itemId, status: last?.status ?? "CREATED", events }],
          },
        ],
      },
    });
  }

  const routes: DoubleRoutes = async (req) => {
    const path = req.url.pathname;
    const known = (req.method === "POST" && path === "/rest/shipment/v3/edi/labels/pdf") || (req.method === "GET" && path === "/rest/shipment/v5/trackandtrace/findByIdentifier.json");
    if (!known) return null;
    if (req.method === "POST") {
      try {
        bookingRequests.push(JSON.parse(req.body.toString("utf8")) as EdiInstruction);
      } catch {
        // recorded as nothing: book() answers the malformed body
      }
    }
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    if (failures.left > 0) {
      failures.left -= 1;
      return fault(failures.status, "The double was told to fail");
    }
    return path.endsWith("/pdf") ? book(req) : track(req);
  };

  return {
    routes,
    /** Plans a parcel's events (replacing any plan); none has happened yet, unless `shown` says how many have. */
    script(trackingNumber: string, events: ScriptedEvent[], shown = 0) {
      scripts.set(trackingNumber, { planned: [...events], shown: Math.min(shown, events.length) });
    },
    /** The next `n` planned events happen (all of them with `Infinity`). */
    advance(trackingNumber: string, n = 1) {
      const s = scripts.get(trackingNumber);
      if (!s) throw new Error(`No events scripted for ${trackingNumber}`);
      s.shown = Math.min(s.planned.length, s.shown + n);
    },
    /** The next `count` calls (booking or tracking) fail with `status`. */
    fail(count: number, status = 503) {
      failures = { left: count, status };
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    get delayMs() {
      return state.delayMs;
    },
    nameServicePoint(id: string, name: string) {
      servicePointNames.set(id, name);
    },
    bookings: () => [...byMessage.values()],
    bookingRequests,
    trackCalls,
    booking: (trackingNumber: string) => byItem.get(trackingNumber) ?? null,
  };
}
