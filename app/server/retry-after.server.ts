/**
 * `Retry-After` on every 429 (ADR 032). React Router sends a route's `data(…, { headers })` as response headers only
 * through the route's `headers` export (without one, only Set-Cookie comes through), for pages and `.data` answers
 * alike. Every route that can answer 429 exports `headers = retryAfterHeaders`, which passes the parent's headers
 * on and copies the route's `Retry-After`; the root middleware gives any 429 that still has none `Retry-After:
 * RETRY_AFTER_FALLBACK_SECONDS`, so a route added later without the export still keeps the promise.
 */
import type { HeadersFunction } from "react-router";

export const RETRY_AFTER_FALLBACK_SECONDS = 60;

export const retryAfterHeaders: HeadersFunction = ({ parentHeaders, actionHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const value = errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (value) headers.set("Retry-After", value);
  return headers;
};

/** The root middleware's backstop: a 429 without `Retry-After` gets the fallback. */
export function ensureRetryAfter(response: Response): Response {
  if (response.status === 429 && !response.headers.has("Retry-After")) response.headers.set("Retry-After", String(RETRY_AFTER_FALLBACK_SECONDS));
  return response;
}
