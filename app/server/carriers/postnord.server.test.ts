/**
 * The PostNord provider against answers shaped as PostNord's really are (ADR 083, 084 "Checked against"): the day
 * written "Monday" or "MONDAY", a day closed over lunch, a point typed only by its group, a delivery address apart
 * from the visiting one, faults at the top, inside the `…Response` wrapper or from the API gateway, a 200 whose item
 * says FAIL, a shipment id listed before the item id, an empty display name. And the EDI instruction as PostNord's
 * spec and General Descriptions ask for it. No database: the answers are served by a stubbed fetch or the double.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startPostnordDouble, type PostnordDouble } from "../../../tests/doubles/postnord-double";
import { faultText } from "./postnord-http.server";
import { openingLines, postnordServicePoints, toServicePoint } from "./postnord-service-points.server";
import { ediInstruction, ediMessageId, LETTER_SERVICE_CODE, postnordBook, postnordTrack } from "./postnord-shipments.server";
import { CarrierError, type ShipmentRequest } from "./provider.server";

const config = { apiKey: "k", apiBase: "http://postnord.invalid" };
const pdf = Buffer.from("%PDF-1.4\n%stub\n").toString("base64");

/** The next fetch answers `body` with `status` (JSON). */
function answer(body: unknown, status = 200) {
  return vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}
afterEach(() => vi.restoreAllMocks());

const request = (over: Partial<ShipmentRequest> = {}): ShipmentRequest => ({
  orderId: "3f2b6c1e-0d7a-4c55-9a0e-1b2c3d4e5f60",
  orderNumber: "1042",
  option: "postnord-service-point",
  servicePoint: { id: "771234", name: "Hemköp Ringen", street: "Götgatan 132", postalCode: "11862", city: "Stockholm" },
  recipient: { name: "Åsa Öberg", street: "Ringvägen 3", postalCode: "118 60", city: "Stockholm", email: "asa@example.se", phone: "+46701234567" },
  sender: { name: "Stilla AB", street: "Teknikringen 1", postalCode: "114 28", city: "Stockholm" },
  weightGrams: 540,
  idempotencyKey: "stilla-order-3f2b6c1e-0d7a-4c55-9a0e-1b2c3d4e5f60-parcel",
  ...over,
});

describe("service points as PostNord answers them", () => {
  it("reads the day in either case and a day with two periods, in any order", () => {
    const hours = [
      { openTime: "15:00", openDay: "Monday", closeTime: "18:00", closeDay: "Monday" },
      { openTime: "08:00", openDay: "Monday", closeTime: "09:30", closeDay: "Monday" },
      { openTime: "08:00", openDay: "TUESDAY", closeTime: "09:30", closeDay: "TUESDAY" },
      { openTime: "15:00", openDay: "Tuesday", closeTime: "18:00", closeDay: "Tuesday" },
      { openTime: "10:00", openDay: "Saturday", closeTime: "14:00", closeDay: "Saturday" },
      { openTime: "10:00", openDay: "Someday", closeTime: "14:00", closeDay: "Someday" },
    ];
    expect(openingLines(hours)).toEqual(["Mån–Tis 08:00–09:30, 15:00–18:00", "Lör 10:00–14:00"]);
  });

  it("a staffed point typed by its group only, a locker by typeId or groupTypeId 2; the delivery address kept when it differs", () => {
    const base = {
      servicePointId: "412233",
      name: "ICA Kvantum Söder",
      routeDistance: 0,
      visitingAddress: { countryCode: "SE", city: "MALMÖ", streetName: "Bergsgatan", streetNumber: "7", postalCode: "21154", additionalDescription: null },
      deliveryAddress: { countryCode: "SE", city: "MALMÖ", streetName: "Bergsgatan", streetNumber: "7", postalCode: "21154", additionalDescription: null },
      openingHours: { specialDates: [], postalServices: [{ openTime: "8:00", openDay: "Sunday", closeTime: "21:00", closeDay: "Sunday" }] },
      type: { groupTypeId: 1, groupTypeName: "Service agent" },
    };
    expect(toServicePoint(base)).toEqual({ id: "412233", name: "ICA Kvantum Söder", kind: "ombud", street: "Bergsgatan 7", postalCode: "21154", city: "Malmö", distanceM: 0, openingHours: ["Sön 08:00–21:00"] });
    expect(toServicePoint({ ...base, type: { groupTypeId: 2, groupTypeName: "Service Box" } })!.kind).toBe("paketskap");
    expect(toServicePoint({ ...base, type: { groupTypeId: 2, typeId: 2, typeName: "Parcel Box Location" } })!.kind).toBe("paketskap");
    expect(toServicePoint({ ...base, type: { groupTypeId: 1, typeId: 25, typeName: "Servicepoint" } })!.kind).toBe("ombud");
    const apart = toServicePoint({ ...base, deliveryAddress: { ...base.deliveryAddress, streetName: "Lastgatan", streetNumber: "2" } });
    expect(apart!.deliveryAddress).toEqual({ street: "Lastgatan 2", postalCode: "21154", city: "Malmö" });
    expect(toServicePoint({ ...base, routeDistance: null, openingHours: null })).toMatchObject({ distanceM: null, openingHours: [] });
  });

  describe("through the double", () => {
    let double: PostnordDouble;
    beforeAll(async () => {
      double = await startPostnordDouble();
    });
    afterAll(async () => double?.close());

    it("asks for checkout points and reads the double's answer; its fault text (inside the wrapper) reaches the owner", async () => {
      const cfg = { apiKey: double.apiKey, apiBase: double.url };
      const points = await postnordServicePoints(cfg, "11820", 3);
      expect(points).toHaveLength(3);
      expect(points.every((p) => p.openingHours.length > 0)).toBe(true);
      expect(points.map((p) => p.kind)).toContain("paketskap");
      double.servicePoints.failNext(503);
      await expect(postnordServicePoints(cfg, "11820", 3)).rejects.toThrow("PostNord avvisade ombudssökningen (HTTP 503): Internal error (scripted by the test)");
      await expect(postnordServicePoints({ ...cfg, apiKey: "wrong" }, "11820", 3)).rejects.toThrow(/HTTP 401/);
    });
  });
});

describe("PostNord's fault text", () => {
  it("from the top, from inside the …Response wrapper, the high-level message, or the gateway's envelope", () => {
    expect(faultText({ message: "Invalid indata object EdiInstruction", compositeFault: { faults: [{ explanationText: "a" }, { explanationText: "b" }] } })).toBe("a; b");
    expect(faultText({ servicePointInformationResponse: { compositeFault: { faults: [{ faultCode: "API-005", explanationText: "Missing parameter" }] } } })).toBe("Missing parameter");
    expect(faultText({ message: "Query parameter missing" })).toBe("Query parameter missing");
    expect(faultText({ error: { status_code: 403, error_type: "Forbidden", message: "Invalid API Key" } })).toBe("Invalid API Key");
    expect(faultText("nope")).toBe("");
  });
});

describe("the EDI instruction", () => {
  const sender = { customerNumber: "20123456", ...request().sender };
  const now = new Date("2026-11-30T09:00:00Z");

  it("MyPack Collect: A7 and a notice, the service point as delivery party with its name and address, a message id PostNord takes", () => {
    const edi = ediInstruction(request(), sender, now);
    expect(edi.messageId.length).toBeLessThanOrEqual(36);
    expect(edi.messageId).toBe(ediMessageId(request().idempotencyKey));
    expect(ediMessageId("short-key")).toBe("short-key");
    expect(edi.application).toEqual({ name: "Stilla" });
    const s = edi.shipment[0]!;
    expect(s.service).toEqual({ basicServiceCode: "19", additionalServiceCode: ["A7", "A3"] });
    expect(s.parties.deliveryParty).toEqual({
      partyIdentification: { partyId: "771234", partyIdType: "156" },
      party: { nameIdentification: { name: "Hemköp Ringen" }, address: { streets: ["Götgatan 132"], postalCode: "11862", city: "Stockholm", countryCode: "SE" } },
    });
    expect(s.parties.consignor.partyIdentification).toEqual({ partyId: "20123456", partyIdType: "160" });
    expect(s.parties.consignee.party.address.postalCode).toBe("11860");
    const noPhone = ediInstruction(request({ recipient: { ...request().recipient, phone: null } }), sender, now).shipment[0]!;
    expect(noPhone.service.additionalServiceCode).toEqual(["A7", "A4"]);
  });

  it("MyPack Home carries FlexChange and no delivery party; the letter is Varubrev (86)", () => {
    const home = ediInstruction(request({ option: "postnord-home" }), sender, now).shipment[0]!;
    expect(home.service).toEqual({ basicServiceCode: "17", additionalServiceCode: ["C7"] });
    expect(home.parties.deliveryParty).toBeUndefined();
    expect(LETTER_SERVICE_CODE).toBe("86");
    expect(ediInstruction(request({ option: "letter", servicePoint: null }), sender, now).shipment[0]!.service).toEqual({ basicServiceCode: "86", additionalServiceCode: [] });
  });
});

describe("a booking's answer", () => {
  const booked = (ids: { idType: string; value: string }[], status = "OK", itemStatus = "OK") => ({
    bookingResponse: { bookingId: "3YSFH8NG0LNREZO38UIN68B3RRWL4X", idInformation: [{ status, ids, urls: [{ type: "TRACKING", url: "https://tracking.postnord.com/se/?id=x" }], errorResponse: null }] },
    labelPrintout: [{ itemIds: [{ itemIds: "x", status: itemStatus }], printout: { type: "LABEL", labelFormat: "PDF", encoding: "base64", data: pdf } }],
  });

  it("the tracking number is the itemId, wherever it stands among the ids", async () => {
    answer(booked([{ idType: "shipmentId", value: "00370734000000000001" }, { idType: "ITEMID", value: "00370733000000000001" }]));
    const b = await postnordBook(config, request());
    expect(b).toMatchObject({ shipmentId: "3YSFH8NG0LNREZO38UIN68B3RRWL4X", trackingNumber: "00370733000000000001" });
    expect(b.labelPdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("a 200 that says FAIL for the shipment or its label is a refusal with PostNord's words", async () => {
    const fail = booked([], "FAIL");
    fail.bookingResponse.idInformation[0]!.errorResponse = { message: "x", compositeFault: { faults: [{ explanationText: "grossWeight exceeds maximum for service" }] } } as never;
    answer(fail);
    await expect(postnordBook(config, request())).rejects.toThrow("PostNord avvisade bokningen (HTTP 200): grossWeight exceeds maximum for service");
    const label = booked([{ idType: "itemId", value: "1" }], "OK", "FAIL");
    (label.labelPrintout[0]!.itemIds[0] as Record<string, unknown>).errorResponse = { message: "id not found" };
    answer(label);
    await expect(postnordBook(config, request())).rejects.toThrow("PostNord avvisade bokningen (HTTP 200): id not found");
  });

  it("a 400 in PostNord's error body, and the gateway's refusal of the key, name the reason", async () => {
    answer({ message: "Invalid indata object EdiInstruction", compositeFault: { faults: [{ explanationText: "itemIdentification is a required field" }] } }, 400);
    await expect(postnordBook(config, request())).rejects.toThrow("PostNord avvisade bokningen (HTTP 400): itemIdentification is a required field");
    answer({ error: { status_code: 403, error_type: "Forbidden", message: "Invalid API Key" } }, 403);
    const err = await postnordBook(config, request()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CarrierError);
    expect((err as CarrierError).message).toBe("PostNord avvisade bokningen (HTTP 403): Invalid API Key");
  });
});

describe("track and trace", () => {
  it("reads PostNord's events: Swedish wall-clock times, an empty display name, the city in capitals", async () => {
    answer({
      TrackingInformationResponse: {
        shipments: [
          {
            shipmentId: "96932007555SE",
            service: { code: "19", name: "PostNord MyPack Collect" },
            status: "AVAILABLE_FOR_DELIVERY",
            items: [
              {
                itemId: "96932007555SE",
                status: "AVAILABLE_FOR_DELIVERY",
                events: [
                  { eventTime: "2026-11-30T17:10:00", eventCode: "z3D", status: "EN_ROUTE", eventDescription: "Försändelsen är under transport", location: { locationId: "712", displayName: "", name: "", countryCode: "SWE", locationType: "HUB" } },
                  { eventTime: "2026-12-01T11:02:00", eventCode: "z02", status: "AVAILABLE_FOR_DELIVERY", eventDescription: "Försändelsen finns att hämta", location: { locationId: "550131", displayName: "HEMKÖP RINGEN", name: "HEMKÖP RINGEN", postcode: "11862", city: "STOCKHOLM", countryCode: "SWE", locationType: "SERVICE_POINT" } },
                  { eventTime: "2026-11-30T10:00:00", eventCode: "z104", eventDescription: "Leveransval gjort", location: { locationId: "14", displayName: "PostNord", name: "PostNord", countryCode: "SWE", locationType: "HUB" } },
                ],
              },
            ],
          },
        ],
      },
    });
    const events = await postnordTrack(config, "96932007555SE");
    expect(events.map((e) => [e.at.toISOString(), e.code, e.location])).toEqual([
      ["2026-11-30T09:00:00.000Z", "z104", "PostNord"],
      ["2026-11-30T16:10:00.000Z", "EN_ROUTE", null],
      ["2026-12-01T10:02:00.000Z", "AVAILABLE_FOR_DELIVERY", "HEMKÖP RINGEN, STOCKHOLM"],
    ]);
  });

  it("an unknown id has no shipments and no events; a fault inside the answer is a refusal", async () => {
    answer({ TrackingInformationResponse: { shipments: [] } });
    expect(await postnordTrack(config, "00000000000SE")).toEqual([]);
    answer({ TrackingInformationResponse: {} });
    expect(await postnordTrack(config, "00000000000SE")).toEqual([]);
    answer({ TrackingInformationResponse: { compositeFault: { faults: [{ faultCode: "API-002", explanationText: "Invalid id" }] } } });
    await expect(postnordTrack(config, "x")).rejects.toThrow("PostNord avvisade spårningen (HTTP 200): Invalid id");
  });
});
