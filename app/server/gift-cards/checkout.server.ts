/**
 * Applying gift cards to a cart at checkout (ADR 009, ADR 018): by code, refused with the customer's message
 * for a cart that buys gift cards and for an unknown, expired or empty card; wrong codes are rate-limited
 * per account, per client address and shop-wide (guess-ceiling.server.ts). The cards pay in the order they were applied; placeOrder spends them (ledger.server.ts).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { giftCardCopy } from "~/content/gift-cards";
import { cardProblem, cardState, normaliseCode } from "~/domain/gift-cards";
import type { Db, Tx } from "../db.server";
import { countWrongGuess, guessCeilingReached } from "../guess-ceiling.server";
import { hitRateLimit, rateLimitWindow } from "../rate-limit.server";
import { cart, cartGiftCard, cartLine, giftCard } from "../schema";
import { findCardByCode } from "./codes.server";

/** Wrong codes per account (`limit`) and per client address (`perAddress`) and window (multiplied by RATE_LIMIT_SCALE). */
export const APPLY_LIMIT = { limit: 20, perAddress: 30, windowMs: 60_000 } as const;

export type ApplyResult = { ok: true } | { ok: false; message: string; retryAfterSeconds?: number };

export async function cartHasGiftCardLines(db: Db | Tx, cartId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartLine)
    .where(and(eq(cartLine.cartId, cartId), eq(cartLine.kind, "gift_card")));
  return (row?.n ?? 0) > 0;
}

/**
 * Applies a card to the customer's cart by its code: refused for a cart that buys gift cards, for an
 * unknown, expired or empty card (each with its message), and after APPLY_LIMIT.limit × rateLimitScale
 * wrong codes a minute per account, APPLY_LIMIT.perAddress × rateLimitScale per client address (`clientIp`), or
 * the shop-wide ceiling an hour (GUESS_CEILING.giftCardCodes, shared with the balance page).
 */
export async function applyGiftCard(
  db: Db,
  input: { cartId: string; userId: string; code: unknown; secret: string; now: Date; rateLimitScale?: number; clientIp?: string },
): Promise<ApplyResult> {
  const t = giftCardCopy.checkout;
  const raw = typeof input.code === "string" ? input.code.trim() : "";
  if (!raw) return { ok: false, message: t.empty };
  const scale = input.rateLimitScale ?? 1;
  const limits = [
    { key: `gift-card-apply:${input.userId}`, limit: APPLY_LIMIT.limit * scale },
    ...(input.clientIp ? [{ key: `gift-card-apply:ip:${input.clientIp}`, limit: APPLY_LIMIT.perAddress * scale }] : []),
  ];
  const window = { windowMs: APPLY_LIMIT.windowMs, now: input.now.getTime() };
  for (const l of limits) {
    const state = await rateLimitWindow(db, l.key, window);
    if (state.count >= l.limit) return { ok: false, message: t.tooMany, retryAfterSeconds: state.retryAfterSeconds };
  }
  const ceiling = await guessCeilingReached(db, "giftCardCodes", input.now, scale);
  if (ceiling !== null) return { ok: false, message: t.tooMany, retryAfterSeconds: ceiling };
  if (await cartHasGiftCardLines(db, input.cartId)) return { ok: false, message: t.notForGiftCards };
  const card = await findCardByCode(db, input.secret, raw);
  if (!card) {
    for (const l of limits) await hitRateLimit(db, l.key, { ...window, limit: l.limit });
    await countWrongGuess(db, "giftCardCodes", input.now, scale);
    return { ok: false, message: normaliseCode(raw) ? t.unknown : t.invalid };
  }
  const problem = cardProblem(cardState(card, input.now), t);
  if (problem) return { ok: false, message: problem };
  const rows = await db
    .insert(cartGiftCard)
    .values({ cartId: input.cartId, giftCardId: card.id, createdAt: input.now })
    .onConflictDoNothing()
    .returning();
  if (rows.length === 0) return { ok: false, message: t.alreadyApplied };
  await db.update(cart).set({ updatedAt: input.now }).where(eq(cart.id, input.cartId));
  return { ok: true };
}

export async function removeGiftCard(db: Db, cartId: string, giftCardId: number): Promise<void> {
  await db.delete(cartGiftCard).where(and(eq(cartGiftCard.cartId, cartId), eq(cartGiftCard.giftCardId, giftCardId)));
}

/** The cards applied to a cart, in the order they were applied (they pay in that order). */
export async function appliedCards(db: Db, cartId: string) {
  return db
    .select({ id: giftCard.id, last4: giftCard.codeLast4, balanceOre: giftCard.balanceOre, expiresAt: giftCard.expiresAt, voidedAt: giftCard.voidedAt })
    .from(cartGiftCard)
    .innerJoin(giftCard, eq(giftCard.id, cartGiftCard.giftCardId))
    .where(eq(cartGiftCard.cartId, cartId))
    .orderBy(asc(cartGiftCard.createdAt), asc(cartGiftCard.giftCardId));
}
