/**
 * The gift-card ledger inside the order transactions (ADR 009, ADR 018): placeOrder locks the cart's applied
 * cards and debits them; the desk's cancel credits them back. Every change of a balance has its ledger row,
 * and the card rows are locked while it happens.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { giftCardCopy } from "~/content/gift-cards";
import { cardProblem, cardState, maskCode } from "~/domain/gift-cards";
import type { Tx } from "../db.server";
import { cartGiftCard, giftCard, giftCardLedger } from "../schema";

/** A card the order cannot be paid with (expired or empty); the message is the customer's. */
export class GiftCardPaymentError extends Error {}

/**
 * The cards applied to a cart, in the order they were applied (they pay in that order), with their rows
 * locked in id order (placeOrder calls this after locking the product rows). Expiry and balance are checked
 * again under the lock: an expired or empty card throws GiftCardPaymentError and nothing is written.
 */
export async function lockAppliedCards(tx: Tx, cartId: string, now: Date) {
  const applied = await tx
    .select({ id: cartGiftCard.giftCardId })
    .from(cartGiftCard)
    .where(eq(cartGiftCard.cartId, cartId))
    .orderBy(asc(cartGiftCard.createdAt), asc(cartGiftCard.giftCardId));
  return lockCards(tx, applied.map((a) => a.id), now);
}

/** As lockAppliedCards, for the card ids the caller has read already (in the order they were applied). */
export async function lockCards(tx: Tx, ids: readonly number[], now: Date, opts: { lock?: boolean } = {}) {
  if (ids.length === 0) return [];
  const query = tx
    .select()
    .from(giftCard)
    .where(inArray(giftCard.id, [...ids].sort((a, b) => a - b)))
    .orderBy(asc(giftCard.id));
  // `lock: false`: read and checked only (placeOrder checks first, and locks in the shop's lock order later).
  const rows = await (opts.lock === false ? query : query.for("update"));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const cards = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  for (const c of cards) {
    const problem = cardProblem(cardState(c, now), giftCardCopy.checkout);
    if (problem) throw new GiftCardPaymentError(`${problem} (${maskCode(c.codeLast4)})`);
  }
  return cards;
}

/**
 * Debits what each card pays for the order (`parts`, from allocateGiftCards over the locked cards), each
 * with a 'debit' ledger row. The rows must already be locked (lockAppliedCards).
 */
export async function debitCards(tx: Tx, orderId: string, parts: { id: number; amountOre: number }[], actorUserId: string | null, now: Date): Promise<void> {
  for (const p of parts) {
    if (p.amountOre <= 0) continue;
    // The CHECK (0 ≤ balance ≤ initial) is the last line of defence; the row lock makes this exact.
    await tx
      .update(giftCard)
      .set({ balanceOre: sql`${giftCard.balanceOre} - ${p.amountOre}` })
      .where(eq(giftCard.id, p.id));
    await tx.insert(giftCardLedger).values({ giftCardId: p.id, type: "debit", amountOre: -p.amountOre, orderId, actorUserId, createdAt: now });
  }
}

/**
 * At cancellation, under the order's row lock: every card this order spent gets its amount back, exactly
 * once (the ledger's unique (card, order, type) index), and the cards the order itself issued stop
 * working at once (expiry set to now; the shop settles any refund of what is left).
 */
export async function creditCardsForCancelledOrder(tx: Tx, orderId: string, actorUserId: string | null, now: Date): Promise<number> {
  const debits = await tx
    .select()
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.type, "debit")))
    .orderBy(asc(giftCardLedger.giftCardId));
  let credited = 0;
  for (const d of debits) {
    await tx.select({ id: giftCard.id }).from(giftCard).where(eq(giftCard.id, d.giftCardId)).for("update");
    const inserted = await tx
      .insert(giftCardLedger)
      .values({ giftCardId: d.giftCardId, type: "credit", amountOre: -d.amountOre, orderId, actorUserId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: giftCardLedger.id });
    if (inserted.length === 0) continue;
    await tx
      .update(giftCard)
      .set({ balanceOre: sql`${giftCard.balanceOre} + ${-d.amountOre}` })
      .where(eq(giftCard.id, d.giftCardId));
    credited += -d.amountOre;
  }
  await tx
    .update(giftCard)
    .set({ expiresAt: now })
    .where(and(eq(giftCard.orderId, orderId), sql`${giftCard.expiresAt} > ${now}`));
  return credited;
}
