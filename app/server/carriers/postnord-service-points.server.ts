/**
 * PostNord's service points near a Swedish postal code: the Business Location API v5, "nearest by address"
 * (`GET /rest/businesslocation/v5/servicepoints/nearest/byaddress`), mapped to the shop's ServicePoint.
 *
 * The answer's shape, as PostNord documents it: `servicePointInformationResponse.servicePoints[]`, each with
 * `servicePointId`, `name`, `routeDistance` (metres by road), `visitingAddress` {streetName, streetNumber, postalCode,
 * city, countryCode}, `coordinates[]`, `openingHours.postalServices[]` {openDay, openTime, closeDay, closeTime} and
 * `type` {typeId, typeName} (typeId 2: a parcel box location, a locker; the others staffed service points). An error
 * is a 4xx/5xx with `compositeFault.faults[]` {faultCode, explanationText}. The tests talk to the double
 * (tests/doubles/postnord/service-points.ts), which answers in this shape.
 */
import type { ServicePoint } from "~/domain/delivery";
import { carrierCopy as t } from "~/content/carriers";
import { postnordCall, postnordUrl, unreadable } from "./postnord-http.server";
import type { PostnordConfig } from "./postnord.server";

/** How long the shop waits for PostNord before the checkout says it cannot reach it. */
export const SERVICE_POINT_TIMEOUT_MS = 5_000;

/** PostNord's type id of a parcel box location (a locker); every other type is a staffed point. */
const PARCEL_BOX_TYPE_ID = 2;

interface PostnordOpening {
  openDay?: string;
  openTime?: string;
  closeDay?: string;
  closeTime?: string;
}
interface PostnordServicePoint {
  servicePointId?: unknown;
  name?: unknown;
  routeDistance?: unknown;
  visitingAddress?: { streetName?: unknown; streetNumber?: unknown; postalCode?: unknown; city?: unknown };
  openingHours?: { postalServices?: PostnordOpening[] };
  type?: { typeId?: unknown; typeName?: unknown };
}

const DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
const dayName = (day: (typeof DAYS)[number]) => t.weekdays[DAYS.indexOf(day)]!;

/** PostNord's opening hours per day, as lines grouped by equal hours ("Mån–Fre 08:00–20:00", "Lör 10:00–16:00"). */
export function openingLines(hours: readonly PostnordOpening[] | undefined): string[] {
  const byDay = new Map<string, string>();
  for (const h of hours ?? []) {
    if (!h.openDay || !h.openTime || !h.closeTime || !(DAYS as readonly string[]).includes(h.openDay)) continue;
    byDay.set(h.openDay, `${h.openTime}–${h.closeTime}`);
  }
  const lines: string[] = [];
  let i = 0;
  while (i < DAYS.length) {
    const span = byDay.get(DAYS[i]!);
    if (!span) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < DAYS.length && byDay.get(DAYS[j + 1]!) === span) j++;
    lines.push(`${dayName(DAYS[i]!)}${j > i ? `–${dayName(DAYS[j]!)}` : ""} ${span}`);
    i = j + 1;
  }
  return lines;
}

const str = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** One of PostNord's service points as the shop keeps it; null when it lacks an id, a name or an address. */
export function toServicePoint(p: PostnordServicePoint): ServicePoint | null {
  const id = str(p.servicePointId);
  const name = str(p.name);
  const a = p.visitingAddress ?? {};
  const street = [str(a.streetName), str(a.streetNumber)].filter(Boolean).join(" ");
  const postalCode = str(a.postalCode).replace(/\s/g, "");
  const city = str(a.city);
  if (!id || !name || !street || !/^\d{5}$/.test(postalCode) || !city) return null;
  const distance = typeof p.routeDistance === "number" && Number.isFinite(p.routeDistance) && p.routeDistance >= 0 ? Math.round(p.routeDistance) : null;
  return {
    id,
    name,
    kind: p.type?.typeId === PARCEL_BOX_TYPE_ID ? "paketskap" : "ombud",
    street,
    postalCode,
    // PostNord writes the city in capitals ("STOCKHOLM"); shown as a name.
    city: city.charAt(0).toUpperCase() + city.slice(1).toLowerCase(),
    distanceM: distance,
    openingHours: openingLines(p.openingHours?.postalServices),
  };
}

/** The service points nearest to `postalCode` (five digits), nearest first, at most `limit`. */
export async function postnordServicePoints(config: PostnordConfig, postalCode: string, limit: number, timeoutMs = SERVICE_POINT_TIMEOUT_MS): Promise<ServicePoint[]> {
  const url = postnordUrl(config, "rest/businesslocation/v5/servicepoints/nearest/byaddress", {
    returnType: "json",
    countryCode: "SE",
    postalCode,
    numberOfServicePoints: String(limit),
  });
  const body = await postnordCall(url, { headers: { accept: "application/json" } }, t.asked.servicePoints, timeoutMs);
  const points = (body as { servicePointInformationResponse?: { servicePoints?: unknown } } | null)?.servicePointInformationResponse?.servicePoints;
  if (!Array.isArray(points)) throw unreadable(t.asked.servicePoints);
  return points
    .flatMap((p) => toServicePoint(p as PostnordServicePoint) ?? [])
    .slice(0, limit);
}
