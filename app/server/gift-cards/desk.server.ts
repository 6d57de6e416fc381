/**
 * Gift cards at the order desk (ADR 009, ADR 018): the cards an order issued and the list of every card, each
 * with its ledger, re-sending a card to its recipient (with a new code), and the owner's corrections: setting a
 * balance or voiding a card, each with a reason in the ledger and an audit entry, under the card's row lock.
 */
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { giftCardRecipientMail } from "~/content/gift-cards";
import { formatCode, maskCode } from "~/domain/gift-cards";
import type { DeskGiftCard } from "~/domain/desk-view";
import type { Db } from "../db.server";
import { queueMail } from "../mail.server";
import { giftCard, giftCardLedger, orderEvent } from "../schema";
import { hashCode, newCode, type GiftCardDeps, type GiftCardRow } from "./codes.server";
import { recordAudit, type AuditActor } from "../audit-log.server";
import { getShopFacts } from "../shop-identity.server";

async function withLedger(db: Db, cards: GiftCardRow[]): Promise<DeskGiftCard[]> {
  if (cards.length === 0) return [];
  const ledger = await db
    .select()
    .from(giftCardLedger)
    .where(
      inArray(
        giftCardLedger.giftCardId,
        cards.map((c) => c.id),
      ),
    )
    .orderBy(asc(giftCardLedger.createdAt), asc(giftCardLedger.id));
  return cards.map((c) => ({
    id: c.id,
    masked: maskCode(c.codeLast4),
    orderId: c.orderId,
    recipientName: c.recipientName,
    recipientEmail: c.recipientEmail,
    senderName: c.senderName,
    initialOre: c.initialOre,
    balanceOre: c.balanceOre,
    expires: c.expiresAt.toISOString(),
    created: c.createdAt.toISOString(),
    voided: c.voidedAt?.toISOString() ?? null,
    ledger: ledger
      .filter((l) => l.giftCardId === c.id)
      .map((l) => ({ id: l.id, type: l.type, amountOre: l.amountOre, orderId: l.orderId, note: l.note, created: l.createdAt.toISOString() })),
  }));
}

/** The cards an order issued, with their ledgers. */
export async function cardsIssuedByOrder(db: Db, orderId: string): Promise<DeskGiftCard[]> {
  return withLedger(db, await db.select().from(giftCard).where(eq(giftCard.orderId, orderId)).orderBy(asc(giftCard.id)));
}

/** Every issued card, newest first (the admin list). */
export async function listGiftCards(db: Db, limit = 200): Promise<DeskGiftCard[]> {
  return withLedger(db, await db.select().from(giftCard).orderBy(desc(giftCard.createdAt), desc(giftCard.id)).limit(limit));
}

/**
 * Re-sends a card to its recipient. Only the hash of the code is stored, so the card gets a NEW code
 * (same balance and expiry; the old code stops working) and the mail carries it. Recorded as an order
 * event. Returns the outbox id to dispatch after commit, or null for an unknown card.
 */
export async function resendGiftCard(db: Db, giftCardId: number, deps: GiftCardDeps, actor: AuditActor, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(giftCard).where(eq(giftCard.id, giftCardId)).for("update");
    if (!card) return null;
    let code = newCode();
    for (let i = 0; i < 5; i++) {
      const clash = await tx
        .select({ id: giftCard.id })
        .from(giftCard)
        .where(eq(giftCard.codeHash, hashCode(deps.secret, code)));
      if (clash.length === 0) break;
      code = newCode();
    }
    await tx
      .update(giftCard)
      .set({ codeHash: hashCode(deps.secret, code), codeLast4: code.slice(-4) })
      .where(eq(giftCard.id, card.id));
    await tx.insert(orderEvent).values({
      orderId: card.orderId,
      type: "gift_card_resent",
      note: maskCode(code.slice(-4)),
      actorUserId: actor.id,
      createdAt: now,
    });
    // The log keeps only the masked last four characters, as the desk shows them (ADR 025).
    await recordAudit(tx, {
      actor,
      action: "gift_card.resend",
      entity: "gift_card",
      entityId: card.id,
      before: { code: maskCode(card.codeLast4) },
      after: { code: maskCode(code.slice(-4)) },
      at: now,
    });
    // The mail states the card's current balance (a card that was partly used is not worth its initial amount).
    return queueMail(
      tx,
      giftCardRecipientMail({
        recipientName: card.recipientName,
        recipientEmail: card.recipientEmail,
        senderName: card.senderName,
        message: card.message,
        amountOre: card.balanceOre,
        expiresAt: card.expiresAt,
        publicUrl: deps.publicUrl,
        shop: await getShopFacts(tx),
        code: formatCode(code),
      }),
    );
  });
}

export type GiftCardCorrectionError = "not_found" | "voided" | "above_initial" | "unchanged";
export type GiftCardCorrection = { ok: true } | { ok: false; error: GiftCardCorrectionError };

const cardFacts = (c: { balanceOre: number; voidedAt: Date | null }) => ({ balanceOre: c.balanceOre, voided: c.voidedAt ? c.voidedAt.toISOString() : null });

/**
 * Sets a card's balance (0 to its initial amount) with the owner's reason: an 'adjust' ledger row for the
 * difference, under the card's row lock, so a checkout paying with the card at the same moment sees either the
 * old or the new balance, never a mix. A voided card cannot be adjusted.
 */
export async function adjustGiftCardBalance(
  db: Db,
  input: { giftCardId: number; balanceOre: number; reason: string; actor: AuditActor; now: Date },
): Promise<GiftCardCorrection> {
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(giftCard).where(eq(giftCard.id, input.giftCardId)).for("update");
    if (!card) return { ok: false, error: "not_found" };
    if (card.voidedAt) return { ok: false, error: "voided" };
    if (input.balanceOre > card.initialOre) return { ok: false, error: "above_initial" };
    const delta = input.balanceOre - card.balanceOre;
    if (delta === 0) return { ok: false, error: "unchanged" };
    await tx
      .update(giftCard)
      .set({ balanceOre: sql`${giftCard.balanceOre} + ${delta}` })
      .where(eq(giftCard.id, card.id));
    await tx.insert(giftCardLedger).values({ giftCardId: card.id, type: "adjust", amountOre: delta, note: input.reason, actorUserId: input.actor.id, createdAt: input.now });
    await recordAudit(tx, {
      actor: input.actor,
      action: "gift_card.adjust",
      entity: "gift_card",
      entityId: card.id,
      before: cardFacts(card),
      after: { ...cardFacts({ ...card, balanceOre: input.balanceOre }), reason: input.reason },
      at: input.now,
    });
    return { ok: true };
  });
}

/**
 * Voids a card (a lost or misused code): balance 0, `voided_at` set, a 'void' ledger row for what was left,
 * with the reason. It no longer pays at checkout nor shows a balance; carts it was applied to lose it when
 * the order is placed (the lock in placeOrder sees the empty card).
 */
export async function voidGiftCard(
  db: Db,
  input: { giftCardId: number; reason: string; actor: AuditActor; now: Date },
): Promise<GiftCardCorrection> {
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(giftCard).where(eq(giftCard.id, input.giftCardId)).for("update");
    if (!card) return { ok: false, error: "not_found" };
    if (card.voidedAt) return { ok: false, error: "voided" };
    await tx.update(giftCard).set({ balanceOre: 0, voidedAt: input.now }).where(eq(giftCard.id, card.id));
    await tx.insert(giftCardLedger).values({ giftCardId: card.id, type: "void", amountOre: -card.balanceOre, note: input.reason, actorUserId: input.actor.id, createdAt: input.now });
    await recordAudit(tx, {
      actor: input.actor,
      action: "gift_card.void",
      entity: "gift_card",
      entityId: card.id,
      before: cardFacts(card),
      after: { ...cardFacts({ balanceOre: 0, voidedAt: input.now }), reason: input.reason },
      at: input.now,
    });
    return { ok: true };
  });
}
