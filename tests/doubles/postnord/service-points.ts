/**
 * The double's part for PostNord's Business Location API v5, "nearest by address"
 * (`GET /rest/businesslocation/v5/servicepoints/nearest/byaddress`): a small fixed table of plausible Swedish service
 * points (ombud and paketskåp) around a handful of postal-code areas, nearest first by a simple distance from the
 * postal code asked for (every valid code gets the points of the nearest area). `calls` lists the postal codes asked
 * for; `failNext` answers the next requests with a status.
 *
 * It answers as PostNord's Service Points V5 spec describes (returnType and countryCode required,
 * numberOfServicePoints 5 by default, `context` accepted) and as real answers look (ADR 083): the day written
 * "Monday", `type` with groupTypeId/groupTypeName and typeId/typeName (2 "Parcel Box Location" for a locker, 25
 * "Servicepoint" for an ombud), visiting and delivery address, coordinates, `specialDates`. A fault comes back as
 * the integrations read it from PostNord: `servicePointInformationResponse.compositeFault.faults[]` {faultCode,
 * explanationText}, with the high-level `message` beside it as the spec's error body has.
 */
import type { DoubleRequest, DoubleResponse, DoubleRoutes } from "./types";

interface TablePoint {
  id: string;
  name: string;
  typeId: number;
  typeName: string;
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  northing: number;
  easting: number;
  /** Opening hours per day group: [first day, last day, open, close]. */
  hours: [number, number, string, string][];
}

// As PostNord's answers write them (the spec's example has "MONDAY"; the provider reads both).
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const WEEKDAYS_LATE: TablePoint["hours"] = [[0, 4, "08:00", "21:00"], [5, 6, "09:00", "20:00"]];
const SHOP_HOURS: TablePoint["hours"] = [[0, 4, "10:00", "19:00"], [5, 5, "10:00", "16:00"]];
const LOCKER: TablePoint["hours"] = [[0, 6, "00:00", "23:59"]];

const point = (id: string, name: string, kind: "ombud" | "skap", street: string, no: string, postalCode: string, city: string, at: [number, number], hours: TablePoint["hours"]): TablePoint => ({
  id,
  name,
  typeId: kind === "skap" ? 2 : 25,
  typeName: kind === "skap" ? "Parcel Box Location" : "Servicepoint",
  streetName: street,
  streetNumber: no,
  postalCode,
  city,
  northing: at[0],
  easting: at[1],
  hours,
});

/** The table: a few points in Stockholm (Södermalm, city, Vasastan), Göteborg, Malmö, Uppsala and Umeå. */
export const SERVICE_POINTS: readonly TablePoint[] = [
  point("SE-1172801", "ICA Nära Hornstull", "ombud", "Hornsgatan", "100", "11728", "STOCKHOLM", [59.3157, 18.0338], WEEKDAYS_LATE),
  point("SE-1182002", "PostNord Paketskåp Mariatorget", "skap", "Hornsgatan", "29", "11820", "STOCKHOLM", [59.3172, 18.0629], LOCKER),
  point("SE-1186303", "Pressbyrån Skanstull", "ombud", "Götgatan", "100", "11862", "STOCKHOLM", [59.3077, 18.0764], WEEKDAYS_LATE),
  point("SE-1114504", "Coop Hötorget", "ombud", "Sveavägen", "17", "11157", "STOCKHOLM", [59.3348, 18.0632], WEEKDAYS_LATE),
  point("SE-1145505", "PostNord Paketskåp Östermalmstorg", "skap", "Nybrogatan", "31", "11439", "STOCKHOLM", [59.3366, 18.0782], LOCKER),
  point("SE-1133806", "Hemköp Odenplan", "ombud", "Odengatan", "67", "11322", "STOCKHOLM", [59.3429, 18.0494], SHOP_HOURS),
  point("SE-4113607", "ICA Supermarket Kungshöjd", "ombud", "Kaponjärgatan", "4", "41302", "GÖTEBORG", [57.7037, 11.9579], WEEKDAYS_LATE),
  point("SE-4112008", "PostNord Paketskåp Nordstan", "skap", "Götgatan", "12", "41105", "GÖTEBORG", [57.7087, 11.9693], LOCKER),
  point("SE-2112009", "Pressbyrån Malmö C", "ombud", "Centralplan", "10", "21120", "MALMÖ", [55.6095, 13.0007], WEEKDAYS_LATE),
  point("SE-2114010", "PostNord Paketskåp Triangeln", "skap", "Södra Förstadsgatan", "41", "21143", "MALMÖ", [55.5942, 13.0004], LOCKER),
  point("SE-7532011", "ICA Nära Luthagen", "ombud", "Sysslomansgatan", "20", "75311", "UPPSALA", [59.8614, 17.6252], SHOP_HOURS),
  point("SE-9032612", "Coop Konsum Haga", "ombud", "Haga Infartsgata", "2", "90326", "UMEÅ", [63.8327, 20.2455], WEEKDAYS_LATE),
  point("SE-9033213", "PostNord Paketskåp Umeå Östra", "skap", "Storgatan", "70", "90330", "UMEÅ", [63.8259, 20.2819], LOCKER),
];

/** The double's distance: about 25 m per step between postal codes, at least 120 m (a postal code is not a point). */
export function doubleDistanceM(postalCode: string, p: Pick<TablePoint, "postalCode" | "id">): number {
  const steps = Math.abs(Number(postalCode) - Number(p.postalCode));
  // The id's last digits break ties, so equal distances keep one order.
  return 120 + steps * 25 + (Number(p.id.slice(-2)) % 7) * 10;
}

function asPostnord(p: TablePoint, distance: number) {
  return {
    name: p.name,
    servicePointId: p.id,
    routeDistance: distance,
    pickupAtServicePoint: true,
    visitingAddress: { countryCode: "SE", city: p.city, streetName: p.streetName, streetNumber: p.streetNumber, postalCode: p.postalCode },
    deliveryAddress: { countryCode: "SE", city: p.city, streetName: p.streetName, streetNumber: p.streetNumber, postalCode: p.postalCode },
    coordinates: [{ countryCode: "SE", northing: p.northing, easting: p.easting, srId: "EPSG:4326" }],
    openingHours: {
      postalServices: p.hours.flatMap(([from, to, open, close]) =>
        DAYS.slice(from, to + 1).map((day) => ({ openTime: open, openDay: day, closeTime: close, closeDay: day })),
      ),
      specialDates: [],
    },
    type: p.typeId === 2 ? { groupTypeId: 2, groupTypeName: "Service Box", typeId: 2, typeName: p.typeName } : { groupTypeId: 1, groupTypeName: "Service agent", typeId: p.typeId, typeName: p.typeName },
  };
}

const fault = (status: number, faultCode: string, explanationText: string): DoubleResponse => ({
  status,
  body: JSON.stringify({ message: explanationText, servicePointInformationResponse: { compositeFault: { faults: [{ faultCode, explanationText }] } } }),
});

export function servicePointRoutes() {
  const calls: string[] = [];
  let failures: number[] = [];
  const routes: DoubleRoutes = (request: DoubleRequest) => {
    const { url } = request;
    if (url.pathname !== "/rest/businesslocation/v5/servicepoints/nearest/byaddress") return null;
    if (request.method !== "GET") return fault(405, "API-405", "Method not allowed");
    const q = url.searchParams;
    const postalCode = (q.get("postalCode") ?? "").replace(/\s/g, "");
    calls.push(postalCode);
    const failure = failures.shift();
    if (failure !== undefined) return fault(failure, "API-500", "Internal error (scripted by the test)");
    if (q.get("returnType") === null) return fault(400, "API-005", "Missing parameter: returnType");
    if (q.get("returnType") !== "json") return fault(400, "API-003", "Only returnType=json is answered by this double");
    if (!q.get("countryCode")) return fault(400, "API-005", "Missing parameter: countryCode");
    if (q.get("countryCode") !== "SE") return fault(400, "API-002", "This double knows service points in SE only");
    if (!/^[1-9]\d{4}$/.test(postalCode)) return fault(400, "API-001", `Invalid postalCode: ${q.get("postalCode") ?? ""}`);
    const context = q.get("context") ?? "optionalservicepoint";
    if (!context.split(",").every((c) => ["optionalservicepoint", "all"].includes(c.trim()))) return fault(400, "API-003", `This double answers context optionalservicepoint only, not ${context}`);
    const n = Number(q.get("numberOfServicePoints") ?? "5");
    const limit = Number.isInteger(n) && n > 0 ? Math.min(n, 20) : 5;
    const nearest = SERVICE_POINTS.map((p) => ({ p, d: doubleDistanceM(postalCode, p) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, limit);
    return {
      status: 200,
      body: JSON.stringify({ servicePointInformationResponse: { customerSupports: [], servicePoints: nearest.map(({ p, d }) => asPostnord(p, d)) } }),
    };
  };
  return {
    routes,
    /** The postal codes asked for, in order. */
    calls,
    /** The next requests answer these statuses (one each), e.g. [503]. */
    failNext(...statuses: number[]) {
      failures = [...failures, ...statuses];
    },
  };
}
