/**
 * The per-account sign-in limit (issue #32): wrong passwords are counted per account across every address, and
 * once an account has had too many in its window, sign-in to it is refused (429 with Retry-After) until the window
 * ends — but only for devices that have never signed in to it. A browser that has signed in to the account before
 * carries a device cookie (an HMAC of the address with the server secret, so nobody can make one), and is let
 * through: a stranger guessing passwords cannot lock the owner out of their own browser (OWASP's "device cookies").
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "./db.server";
import { hitRateLimit, rateLimitWindow } from "./rate-limit.server";

/** Wrong passwords per account and window (× RATE_LIMIT_SCALE) before unknown devices are refused. */
export const LOGIN_ACCOUNT_RATE = { limit: 10, windowMs: 15 * 60_000 } as const;

/** The device cookie: the tags of the (at most DEVICE_TAGS_MAX) accounts this browser has signed in to. */
export const DEVICE_COOKIE = "stilla_device";
const DEVICE_TAGS_MAX = 5;
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const failureKey = (email: string) => `login-fail:${email.trim().toLowerCase()}`;

/** The tag that says "this browser has signed in to the account with this address". */
export function deviceTag(secret: string, email: string): string {
  return createHmac("sha256", secret).update(`device:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 22);
}

function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function deviceTags(cookieHeader: string | null): string[] {
  return (cookieValue(cookieHeader, DEVICE_COOKIE) ?? "").split(".").filter((t) => /^[\w-]{22}$/.test(t)).slice(0, DEVICE_TAGS_MAX);
}

/** Whether the request's device cookie says this browser has signed in to the account before. */
export function isKnownDevice(cookieHeader: string | null, secret: string, email: string): boolean {
  const expected = Buffer.from(deviceTag(secret, email));
  return deviceTags(cookieHeader).some((t) => {
    const given = Buffer.from(t);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The device cookie's new value after a sign-in to `email`: its tag first, the other accounts' kept (at most 5). */
export function deviceCookieValue(cookieHeader: string | null, secret: string, email: string): string {
  const tag = deviceTag(secret, email);
  return [tag, ...deviceTags(cookieHeader).filter((t) => t !== tag)].slice(0, DEVICE_TAGS_MAX).join(".");
}

/** Seconds until an unknown device may try the account again, or null when it may try now. */
export async function accountLoginWait(db: Db, email: string, opts: { limit: number; now: number }): Promise<number | null> {
  const w = await rateLimitWindow(db, failureKey(email), { windowMs: LOGIN_ACCOUNT_RATE.windowMs, now: opts.now });
  return w.count >= opts.limit ? w.retryAfterSeconds : null;
}

/** Counts one wrong password for the account. */
export async function recordLoginFailure(db: Db, email: string, opts: { limit: number; now: number }): Promise<void> {
  await hitRateLimit(db, failureKey(email), { limit: opts.limit, windowMs: LOGIN_ACCOUNT_RATE.windowMs, now: opts.now });
}
