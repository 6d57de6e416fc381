/** Cookie consent (ADR 019): stored in a cookie the server reads, so the banner never flashes. */
import { ONE_YEAR_SECONDS, readCookie, serializeCookie } from "./cookies.server";

export const CONSENT_COOKIE = "stilla_consent";
export type Consent = "all" | "necessary";

export function readConsent(request: Request): Consent | null {
  const value = readCookie(request, CONSENT_COOKIE);
  return value === "all" || value === "necessary" ? value : null;
}

export function consentSetCookie(choice: Consent, secure: boolean): string {
  return serializeCookie(CONSENT_COOKIE, choice, { maxAgeSeconds: ONE_YEAR_SECONDS, secure });
}
