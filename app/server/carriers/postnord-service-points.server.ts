/**
 * PostNord's service points near a Swedish postal code: the Business Location API v5, "nearest by address"
 * (`GET /rest/businesslocation/v5/servicepoints/nearest/byaddress?returnType=json&countryCode=SE&postalCode=…&
 * numberOfServicePoints=…&context=optionalservicepoint`), mapped to the shop's ServicePoint.
 *
 * The answer: `servicePointInformationResponse.servicePoints[]`, each with `servicePointId`, `name`, `routeDistance`
 * (metres by road; null when no address was given), `visitingAddress` and `deliveryAddress` {streetName,
 * streetNumber, postalCode, city, countryCode}, `coordinates[]`, `openingHours.postalServices[]` {openDay, openTime,
 * closeDay, closeTime} and `type` {groupTypeId, groupTypeName, typeId, typeName, boxType} (typeId 2: Parcel Box
 * Location, a locker; the others staffed points). The visiting address is shown to the shopper; PostNord asks for
 * the delivery address in the booking, so it is kept when it differs. A fault is `compositeFault.faults[]`
 * {faultCode, explanationText}, at the top of a 4xx body or inside `servicePointInformationResponse`
 * (postnord-http.server.ts reads both).
 *
 * Checked against (ADR 083): PostNord's own Service Points V5 spec 5.0.14, as vendored in Joaqim/karrio
 * (modules/connectors/postnord/vendor/servicepoints-v5.swagger.json): the path, the parameters (returnType and
 * countryCode required; postalCode; numberOfServicePoints, default 5; context, default optionalservicepoint,
 * "recommended for checkout-solutions"; typeId), every field above and typeId 2 = Parcel Box Location. Real answers
 * in sthyregod/shipping_connector (spec/data/postnord_list_by_address.json) and the sample point in
 * vilkasgroup/vg_postnord (views/js/front.js) write the day as "Monday" where the spec's example says "MONDAY", and
 * give a day two or more periods (closed over lunch), in no particular order; both are read here. Points of the
 * 2021 fixture carry only groupTypeId (1 "Service agent"); the spec's example locker has groupTypeId 2 "Service Box".
 * The tests talk to the double (tests/doubles/postnord/service-points.ts), which answers in this shape.
 */
import type { ServicePoint } from "~/domain/delivery";
import { carrierCopy as t } from "~/content/carriers";
import { faultText, postnordCall, postnordUrl, refusedInside, unreadable } from "./postnord-http.server";
import type { PostnordConfig } from "./postnord.server";

/** How long the shop waits for PostNord before the checkout says it cannot reach it. */
export const SERVICE_POINT_TIMEOUT_MS = 5_000;

/** PostNord's (group) type id of a parcel box location (a locker); every other type is a staffed point. */
const PARCEL_BOX_TYPE_ID = 2;

interface PostnordOpening {
  openDay?: unknown;
  openTime?: unknown;
  closeDay?: unknown;
  closeTime?: unknown;
}
interface PostnordAddress {
  streetName?: unknown;
  streetNumber?: unknown;
  postalCode?: unknown;
  city?: unknown;
}
interface PostnordServicePoint {
  servicePointId?: unknown;
  name?: unknown;
  routeDistance?: unknown;
  visitingAddress?: PostnordAddress | null;
  deliveryAddress?: PostnordAddress | null;
  openingHours?: { postalServices?: PostnordOpening[] | null } | null;
  type?: { groupTypeId?: unknown; groupTypeName?: unknown; typeId?: unknown; typeName?: unknown; boxType?: unknown } | null;
}

const DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
const dayName = (i: number) => t.weekdays[i]!;
const clock = (v: unknown) => (typeof v === "string" && /^\d{1,2}:\d{2}$/.test(v.trim()) ? v.trim().padStart(5, "0") : null);

/**
 * PostNord's opening hours per day, as lines grouped by equal hours ("Mån–Fre 08:00–20:00", "Lör 10:00–16:00"); a
 * day with several periods reads "08:00–09:30, 15:00–18:00". The day may be written "MONDAY" or "Monday".
 */
export function openingLines(hours: readonly PostnordOpening[] | null | undefined): string[] {
  const periods = new Map<number, string[]>();
  for (const h of hours ?? []) {
    const day = typeof h.openDay === "string" ? DAYS.indexOf(h.openDay.trim().toUpperCase() as (typeof DAYS)[number]) : -1;
    const open = clock(h.openTime);
    const close = clock(h.closeTime);
    if (day < 0 || !open || !close) continue;
    const span = `${open}–${close}`;
    const known = periods.get(day) ?? [];
    if (!known.includes(span)) periods.set(day, [...known, span]);
  }
  const byDay = new Map([...periods].map(([day, spans]) => [day, spans.sort().join(", ")]));
  const lines: string[] = [];
  let i = 0;
  while (i < DAYS.length) {
    const span = byDay.get(i);
    if (!span) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < DAYS.length && byDay.get(j + 1) === span) j++;
    lines.push(`${dayName(i)}${j > i ? `–${dayName(j)}` : ""} ${span}`);
    i = j + 1;
  }
  return lines;
}

const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");
// PostNord writes the city in capitals ("STOCKHOLM"); shown as a name.
const cityName = (city: string) => city.charAt(0).toUpperCase() + city.slice(1).toLowerCase();

/** A Swedish address from PostNord's, or null when a part is missing. */
function addressOf(a: PostnordAddress | null | undefined): { street: string; postalCode: string; city: string } | null {
  const street = [str(a?.streetName), str(a?.streetNumber)].filter(Boolean).join(" ");
  const postalCode = str(a?.postalCode).replace(/\s/g, "");
  const city = str(a?.city);
  return street && /^\d{5}$/.test(postalCode) && city ? { street, postalCode, city: cityName(city) } : null;
}

const typeNumber = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : null);

/** One of PostNord's service points as the shop keeps it; null when it lacks an id, a name or an address. */
export function toServicePoint(p: PostnordServicePoint): ServicePoint | null {
  const id = str(p.servicePointId);
  const name = str(p.name);
  const visiting = addressOf(p.visitingAddress);
  if (!id || !name || !visiting) return null;
  const delivery = addressOf(p.deliveryAddress);
  const distance = typeof p.routeDistance === "number" && Number.isFinite(p.routeDistance) && p.routeDistance >= 0 ? Math.round(p.routeDistance) : null;
  const typeId = typeNumber(p.type?.typeId);
  const locker = typeId !== null ? typeId === PARCEL_BOX_TYPE_ID : typeNumber(p.type?.groupTypeId) === PARCEL_BOX_TYPE_ID;
  const differs = delivery && (delivery.street !== visiting.street || delivery.postalCode !== visiting.postalCode || delivery.city !== visiting.city);
  return {
    id,
    name,
    kind: locker ? "paketskap" : "ombud",
    ...visiting,
    distanceM: distance,
    openingHours: openingLines(p.openingHours?.postalServices),
    ...(differs ? { deliveryAddress: delivery } : {}),
  };
}

/** The service points nearest to `postalCode` (five digits), nearest first, at most `limit`. */
export async function postnordServicePoints(config: PostnordConfig, postalCode: string, limit: number, timeoutMs = SERVICE_POINT_TIMEOUT_MS): Promise<ServicePoint[]> {
  const url = postnordUrl(config, "rest/businesslocation/v5/servicepoints/nearest/byaddress", {
    returnType: "json",
    countryCode: "SE",
    postalCode,
    numberOfServicePoints: String(limit),
    // Active points that take deliveries: PostNord's own advice for a checkout (it is also the default).
    context: "optionalservicepoint",
  });
  const body = await postnordCall(url, { headers: { accept: "application/json" } }, t.asked.servicePoints, timeoutMs);
  const points = (body as { servicePointInformationResponse?: { servicePoints?: unknown } } | null)?.servicePointInformationResponse?.servicePoints;
  if (!Array.isArray(points)) {
    const fault = faultText(body);
    throw fault ? refusedInside(t.asked.servicePoints, fault) : unreadable(t.asked.servicePoints);
  }
  return points
    .flatMap((p) => (p && typeof p === "object" ? (toServicePoint(p as PostnordServicePoint) ?? []) : []))
    .slice(0, limit);
}
