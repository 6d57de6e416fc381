/**
 * The balance page (ADR 009, ADR 018): a card's balance by its code, rate-limited per client, and answering
 * alike for every card that cannot be used, so that guessing codes learns nothing.
 */
import { cardState } from "~/domain/gift-cards";
import type { Db } from "../db.server";
import { countWrongGuess, guessCeilingReached } from "../guess-ceiling.server";
import { hitRateLimit, rateLimitWindow } from "../rate-limit.server";
import { findCardByCode } from "./codes.server";

/** Wrong codes per client and window (multiplied by RATE_LIMIT_SCALE). */
export const BALANCE_LIMIT = { limit: 20, windowMs: 60_000 } as const;

export type BalanceResult =
  | { status: "ok"; balanceOre: number; initialOre: number; expiresAt: Date; last4: string }
  | { status: "not_found" }
  /** `shop`: the shop-wide ceiling on wrong gift-card codes an hour (guess-ceiling.server.ts), not this client's minute. */
  | { status: "throttled"; retryAfterSeconds: number; shop?: true };

/**
 * The balance of a card by its code. Only a usable card (known, not expired, with money left) answers
 * with its balance; unknown, expired and empty cards get the same answer, so a guess learns nothing.
 * Wrong answers count per client: after BALANCE_LIMIT.limit × rateLimitScale in a minute every request is
 * refused until the window ends; and shop-wide, with the checkout's wrong gift-card codes (GUESS_CEILING).
 */
export async function checkBalance(
  db: Db,
  input: { code: string; clientKey: string; secret: string; now: Date; rateLimitScale?: number },
): Promise<BalanceResult> {
  const key = `gift-card-balance:${input.clientKey}`;
  const limit = { limit: BALANCE_LIMIT.limit * (input.rateLimitScale ?? 1), windowMs: BALANCE_LIMIT.windowMs, now: input.now.getTime() };
  const state = await rateLimitWindow(db, key, limit);
  if (state.count >= limit.limit) {
    return { status: "throttled", retryAfterSeconds: state.retryAfterSeconds };
  }
  const ceiling = await guessCeilingReached(db, "giftCardCodes", input.now, input.rateLimitScale);
  if (ceiling !== null) return { status: "throttled", retryAfterSeconds: ceiling, shop: true };
  const card = await findCardByCode(db, input.secret, input.code);
  if (card && cardState(card, input.now) === "usable") {
    return { status: "ok", balanceOre: card.balanceOre, initialOre: card.initialOre, expiresAt: card.expiresAt, last4: card.codeLast4 };
  }
  await countWrongGuess(db, "giftCardCodes", input.now, input.rateLimitScale);
  const hit = await hitRateLimit(db, key, limit);
  return hit.allowed ? { status: "not_found" } : { status: "throttled", retryAfterSeconds: hit.retryAfterSeconds };
}
