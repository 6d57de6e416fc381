/**
 * One way to ask PostNord's APIs (service points, booking, tracking): the API key as PostNord wants it (`apikey` in
 * the query), a timeout, and every failure as a CarrierError in the owner's Swedish (app/content/carriers.ts) with
 * PostNord's own fault text (`compositeFault.faults[].explanationText`) when it gives one.
 */
import { carrierCopy as t } from "~/content/carriers";
import { CarrierError } from "./provider.server";
import type { PostnordConfig } from "./postnord.server";

const CARRIER = "PostNord";

export function postnordUrl(config: PostnordConfig, path: string, params: Record<string, string> = {}): URL {
  const url = new URL(path.replace(/^\//, ""), config.apiBase.endsWith("/") ? config.apiBase : `${config.apiBase}/`);
  url.searchParams.set("apikey", config.apiKey);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}

/** PostNord's JSON answer to `url`, or a CarrierError saying what went wrong with `what` (carrierCopy.asked). */
export async function postnordCall(url: URL, init: RequestInit, what: string, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const timedOut = (err as Error).name === "TimeoutError" || (err as Error).name === "AbortError";
    throw new CarrierError(timedOut ? t.timedOut(CARRIER, what) : t.unreachable(CARRIER, what, (err as Error).message));
  }
  const body = await res.text();
  if (!res.ok) {
    let detail = "";
    try {
      const parsed = JSON.parse(body) as { message?: string; compositeFault?: { faults?: { explanationText?: string }[] } };
      detail = parsed.compositeFault?.faults?.map((f) => f.explanationText).filter(Boolean).join("; ") || parsed.message || "";
    } catch {
      detail = body.slice(0, 200);
    }
    throw new CarrierError(t.refused(CARRIER, what, res.status, detail), res.status);
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new CarrierError(t.notJson(CARRIER, what), res.status);
  }
}

/** PostNord's answer could not be read as the shape `what` must have. */
export const unreadable = (what: string, status: number | null = null) => new CarrierError(t.unreadable(CARRIER, what), status);
export const labelNotPdf = () => new CarrierError(t.labelNotPdf(CARRIER));
