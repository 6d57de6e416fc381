/**
 * The site password gate (ADR 019): checked on the server, remembered in a signed,
 * httpOnly cookie for a year. Changing SITE_PASSWORD invalidates every earlier cookie.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { ONE_YEAR_SECONDS, readCookie, serializeCookie } from "./cookies.server";

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

/** Paths that stay open without the gate cookie. */
export function isGateExempt(pathname: string): boolean {
  return (
    pathname === GATE_PATH ||
    pathname === "/healthz" ||
    pathname.startsWith("/assets/") ||
    pathname.startsWith("/images/") ||
    pathname.startsWith("/videos/") ||
    pathname === "/favicon.svg" ||
    pathname === "/robots.txt"
  );
}
