/**
 * Shop-wide ceilings on guessing (ADR 032, issue #32): wrong codes per hour across every address and account, on top
 * of the per-address and per-account limits. Those bound one guesser; spread over many addresses, the guesses added
 * up without end. A ceiling counts in the shop's own limiter (rate-limit.server.ts: one row, a fixed window that
 * starts at its first wrong code) and, once reached, stops every check of that kind of code until its hour ends.
 * The price is that a guesser can use up the hour for everyone: the pages then say "try again in a while" (429 with
 * Retry-After), the shop logs it once per window, and nothing else is affected (orders, cards already applied).
 */
import type { Db } from "./db.server";
import { hitRateLimit, rateLimitWindow } from "./rate-limit.server";

/**
 * Wrong codes per hour, shop-wide (× RATE_LIMIT_SCALE). Gift-card codes: the balance page and the checkout's code
 * entry together (one secret, two doors). Discount codes: every refused code at the checkout.
 */
export const GUESS_CEILING = {
  giftCardCodes: { key: "ceiling:gift-card-codes", limit: 300, windowMs: 60 * 60_000 },
  discountCodes: { key: "ceiling:discount-codes", limit: 300, windowMs: 60 * 60_000 },
} as const;

export type GuessKind = keyof typeof GUESS_CEILING;

const window = (kind: GuessKind, now: Date, scale: number) => {
  const c = GUESS_CEILING[kind];
  return { key: c.key, limit: c.limit * scale, windowMs: c.windowMs, now: now.getTime() };
};

/** Before checking a code: the seconds until the ceiling's hour ends when it is reached, or null to go ahead. */
export async function guessCeilingReached(db: Db, kind: GuessKind, now: Date, scale = 1): Promise<number | null> {
  const w = window(kind, now, scale);
  const state = await rateLimitWindow(db, w.key, w);
  return state.count >= w.limit ? state.retryAfterSeconds : null;
}

/** After a wrong code: counts it against the ceiling (and says so in the log the moment the ceiling is reached). */
export async function countWrongGuess(db: Db, kind: GuessKind, now: Date, scale = 1): Promise<void> {
  const w = window(kind, now, scale);
  const hit = await hitRateLimit(db, w.key, w);
  if (hit.count === w.limit) {
    console.warn(`[guessing] ${w.limit} wrong ${kind === "giftCardCodes" ? "gift-card" : "discount"} codes this hour, shop-wide: such codes are refused for ${hit.retryAfterSeconds} s`);
  }
}
