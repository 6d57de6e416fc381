/**
 * The site password gate (ADR 019): checked on the server, remembered in a signed,
 * httpOnly cookie for a year. Changing SITE_PASSWORD invalidates every earlier cookie.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { ONE_YEAR_SECONDS, readCookie, serializeCookie } from "./cookies.server";
import { notFound } from "~/content/sv-site";

export const GATE_COOKIE = "stilla_gate";
export const GATE_PATH = "/gate";

export interface GateConfig {
  /** null: the gate is off. */
  password: string | null;
  secret: string;
  secure: boolean;
}

function signature(config: GateConfig, issuedAt: number): string {
  const fingerprint = createHash("sha256").update(config.password ?? "").digest("base64url");
  return createHmac("sha256", config.secret).update(`gate:v1:${issuedAt}:${fingerprint}`).digest("base64url");
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** Exact, case-sensitive comparison, in constant time. */
export function passwordMatches(config: GateConfig, attempt: string): boolean {
  if (config.password === null) return true;
  const a = createHash("sha256").update(attempt).digest();
  const b = createHash("sha256").update(config.password).digest();
  return timingSafeEqual(a, b) && attempt === config.password;
}

export function gateCookieValue(config: GateConfig, now: number): string {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt}.${signature(config, issuedAt)}`;
}

export function gateSetCookie(config: GateConfig, now: number): string {
  return serializeCookie(GATE_COOKIE, gateCookieValue(config, now), {
    maxAgeSeconds: ONE_YEAR_SECONDS,
    secure: config.secure,
  });
}

export function hasGateAccess(config: GateConfig, request: Request, now: number): boolean {
  if (config.password === null) return true;
  const value = readCookie(request, GATE_COOKIE);
  if (!value) return false;
  const [issuedText, sig] = value.split(".");
  const issuedAt = Number(issuedText);
  if (!sig || !Number.isInteger(issuedAt)) return false;
  if (issuedAt * 1000 > now + 60_000 || now - issuedAt * 1000 > ONE_YEAR_SECONDS * 1000) return false;
  return safeEqual(sig, signature(config, issuedAt));
}

/**
 * What a request without the gate cookie gets, by its path (ADR 019): `open` for the gate itself, /robots.txt (it
 * tells crawlers to stay out while the gate is on, ADR 069) and the app's two file routes (uploaded photos and
 * generated videos, which answer a missing file with a bare 404 of their own); `not-found` for a path that only a
 * file served before the app (build assets, public files, /healthz) could answer: it reached the app, so there is no
 * such file, and it gets a bare 404 without the shop's layout or catalogue; the same for /sitemap.xml and the product feed
 * (/feeds/google.xml), which list a shop that is not public yet (ADR 069, ADR 078); `gate` for everything else. Paths are as sent (`..%2F` stays encoded, so it
 * cannot climb out).
 */
export type GateRule = "open" | "not-found" | "gate";

/** The product feed's stable address (ADR 078); the console shows it. */
export const FEED_PATH = "/feeds/google.xml";

const OPEN_FILE_ROUTE = /^\/(images\/uploads|videos\/generated)\/[^/]+$/;
const STATIC_PREFIXES = ["/assets/", "/images/", "/videos/"];
const STATIC_FILES = new Set(["/healthz", "/favicon.svg", "/sitemap.xml", FEED_PATH]);

export function gateRule(pathname: string): GateRule {
  if (pathname === GATE_PATH || pathname === "/robots.txt" || OPEN_FILE_ROUTE.test(pathname)) return "open";
  if (STATIC_FILES.has(pathname) || STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return "not-found";
  return "gate";
}

/** The bare 404 of a gated request for a file that is not there: plain text, no layout, nothing from the shop. */
export function gateNotFound(): Response {
  return new Response(`${notFound.plain}\n`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
