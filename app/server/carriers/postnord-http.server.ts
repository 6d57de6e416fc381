/**
 * One way to ask PostNord's APIs (service points, booking, tracking): the API key as PostNord wants it (`apikey` in
 * the query), a timeout, and every failure as a CarrierError in the owner's Swedish (app/content/carriers.ts) with
 * PostNord's own fault text when it gives one.
 *
 * Where PostNord puts that text (checked against the sources named in ADR 084): its error body is
 * `{ message, compositeFault: { faults: [{ faultCode, explanationText }] } }` (the booking and tracking specs'
 * `errorResponse`); the Business Location API puts `compositeFault` inside `servicePointInformationResponse` as the
 * integrations that parse its 400s read it (vilkasgroup/vg_postnord, sthyregod/shipping_connector, Joaqim/karrio); the
 * API gateway answers a refused key with `{ error: { status_code, error_type, message } }` (Joaqim/karrio's fixtures).
 * `faultText` reads all three.
 */
import { carrierCopy as t } from "~/content/carriers";
import { CarrierError, type CarrierOutcome } from "./provider.server";
import type { PostnordConfig } from "./postnord.server";

const CARRIER = "PostNord";

export function postnordUrl(config: PostnordConfig, path: string, params: Record<string, string> = {}): URL {
  const url = new URL(path.replace(/^\//, ""), config.apiBase.endsWith("/") ? config.apiBase : `${config.apiBase}/`);
  url.searchParams.set("apikey", config.apiKey);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}

type Faulty = { message?: unknown; compositeFault?: { faults?: { explanationText?: unknown; faultCode?: unknown }[] } | null; error?: { message?: unknown } };

const faultsOf = (body: Faulty | null | undefined): string[] =>
  (body?.compositeFault?.faults ?? []).map((f) => (typeof f?.explanationText === "string" ? f.explanationText.trim() : "")).filter(Boolean);

/**
 * PostNord's own words for what went wrong in `body`, or "": the faults' explanation texts (at the top, or inside the
 * answer's `…Response` wrapper), else the high-level `message`, else the gateway's `error.message`.
 */
export function faultText(body: unknown): string {
  if (!body || typeof body !== "object") return "";
  const top = body as Faulty & Record<string, unknown>;
  const wrapped = Object.entries(top)
    .filter(([key, value]) => /Response$/i.test(key) && value && typeof value === "object")
    .flatMap(([, value]) => faultsOf(value as Faulty));
  const faults = [...faultsOf(top), ...wrapped];
  if (faults.length) return faults.join("; ");
  if (typeof top.message === "string" && top.message.trim()) return top.message.trim();
  return typeof top.error?.message === "string" ? top.error.message.trim() : "";
}

/** PostNord's JSON answer to `url`, or a CarrierError saying what went wrong with `what` (carrierCopy.asked). */
export async function postnordCall(url: URL, init: RequestInit, what: string, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const timedOut = (err as Error).name === "TimeoutError" || (err as Error).name === "AbortError";
    throw new CarrierError(timedOut ? t.timedOut(CARRIER, what) : t.unreachable(CARRIER, what, (err as Error).message), null, "unknown");
  }
  const body = await res.text();
  if (!res.ok) {
    let detail: string;
    try {
      detail = faultText(JSON.parse(body));
    } catch {
      detail = body.slice(0, 200);
    }
    // A 4xx or 503 is a clear no; another 5xx (a gateway that timed out, a crash) may come after the work was done.
    throw new CarrierError(t.refused(CARRIER, what, res.status, detail), res.status, res.status < 500 || res.status === 503 ? "refused" : "unknown");
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new CarrierError(t.notJson(CARRIER, what), res.status, "unknown");
  }
}

/** PostNord answered 200 but said in the answer that it did not do `what` (a fault inside, a FAIL status). */
export const refusedInside = (what: string, detail: string, outcome: CarrierOutcome = "refused") => new CarrierError(t.refused(CARRIER, what, 200, detail), 200, outcome);
/** PostNord's answer could not be read as the shape `what` must have (it answered: what it did is not known). */
export const unreadable = (what: string, status: number | null = null) => new CarrierError(t.unreadable(CARRIER, what), status, "unknown");
/** The booking was answered but its label was not a PDF: the parcel may be booked. */
export const labelNotPdf = () => new CarrierError(t.labelNotPdf(CARRIER), 200, "unknown");
