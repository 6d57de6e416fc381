/**
 * Gift cards on the server (ADR 009, ADR 018): issuing when an order is paid (exactly once per order line),
 * the code kept only as a keyed hash (HMAC-SHA-256 with the server secret) plus its last 4 characters,
 * applying cards to a cart at checkout, the balance page (rate-limited, answers alike until a code is
 * proven), and the desk's view and re-send. Spending and crediting back happen inside placeOrder and
 * the desk's cancel (orders.server.ts), with the card rows locked.
 */
import { createHmac, randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  giftCardBuyerMail,
  giftCardCopy,
  giftCardRecipientMail,
} from "~/content/gift-cards";
import {
  cardState,
  expiryFrom,
  formatCode,
  generateCode,
  maskCode,
  normaliseCode,
} from "~/domain/gift-cards";
import type { Db } from "./db.server";
import { queueMail } from "./mail.server";
import type { OrderRow, Tx } from "./orders.server";
import { hitRateLimit, peekRateLimit } from "./rate-limit.server";
import {
  cart,
  cartGiftCard,
  cartLine,
  giftCard,
  giftCardLedger,
  orderEvent,
  orderItem,
} from "./schema";
import type { DeskGiftCard } from "~/components/admin/types";

export type GiftCardRow = typeof giftCard.$inferSelect;

/** What issuing and re-sending need: the server secret (code hashes) and the shop's address (links in the mail). */
export interface GiftCardDeps {
  secret: string;
  publicUrl: string;
}

/** The keyed hash a code is stored and found by (the code is normalised first). */
export function hashCode(secret: string, normalisedCode: string): string {
  return createHmac("sha256", secret)
    .update(`gift-card:v1:${normalisedCode}`)
    .digest("hex");
}

/** A fresh code from the operating system's cryptographic random source. */
export function newCode(): string {
  return generateCode((n) => randomInt(n));
}

/** The card a code belongs to, or null (malformed or unknown). */
export async function findCardByCode(
  db: Db | Tx,
  secret: string,
  input: string,
): Promise<GiftCardRow | null> {
  const code = normaliseCode(input);
  if (!code) return null;
  const [row] = await db
    .select()
    .from(giftCard)
    .where(eq(giftCard.codeHash, hashCode(secret, code)))
    .limit(1);
  return row ?? null;
}


/** Inserts a card with a fresh code; a (practically impossible) hash collision just draws again. */
async function insertCard(
  tx: Tx,
  secret: string,
  values: Omit<typeof giftCard.$inferInsert, "codeHash" | "codeLast4">,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const rows = await tx
      .insert(giftCard)
      .values({
        ...values,
        codeHash: hashCode(secret, code),
        codeLast4: code.slice(-4),
      })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return { card: rows[0], code };
    // Either this order line already has its card (paid twice) or the hash collided: tell them apart.
    const [existing] = await tx
      .select({ id: giftCard.id })
      .from(giftCard)
      .where(eq(giftCard.orderItemId, values.orderItemId));
    if (existing) return null;
  }
  throw new Error("could not draw a unique gift-card code");
}

/**
 * Issues one card per gift-card line of a paid order, inside the transaction that marks it paid:
 * balance = the line's amount, expiry 12 months after the purchase date, an 'issue' ledger row, and the
 * e-mails (to the recipient with the code, a copy without the code to the buyer) queued in the outbox.
 * Returns the outbox ids to dispatch after commit. Exactly once: order_item_id is unique.
 */
export async function issueGiftCards(
  tx: Tx,
  o: OrderRow,
  deps: GiftCardDeps,
  actorUserId: string | null,
  now: Date,
): Promise<number[]> {
  const lines = await tx
    .select()
    .from(orderItem)
    .where(and(eq(orderItem.orderId, o.id), eq(orderItem.kind, "gift_card")))
    .orderBy(asc(orderItem.id));
  const mailIds: number[] = [];
  for (const line of lines) {
    const details = line.giftCard;
    if (!details)
      throw new Error(`gift-card line ${line.id} has no recipient details`);
    const issued = await insertCard(tx, deps.secret, {
      initialOre: line.unitPriceOre,
      balanceOre: line.unitPriceOre,
      expiresAt: expiryFrom(o.createdAt),
      orderItemId: line.id,
      orderId: o.id,
      recipientName: details.recipientName,
      recipientEmail: details.recipientEmail,
      senderName: details.senderName,
      message: details.message,
      buyerEmail: o.shippingEmail,
      createdAt: now,
    });
    if (!issued) continue;
    const { card, code } = issued;
    await tx
      .insert(giftCardLedger)
      .values({
        giftCardId: card.id,
        type: "issue",
        amountOre: card.initialOre,
        orderId: o.id,
        actorUserId,
        createdAt: now,
      });
    const facts = {
      ...details,
      amountOre: card.initialOre,
      expiresAt: card.expiresAt,
      publicUrl: deps.publicUrl,
    };
    mailIds.push(
      await queueMail(
        tx,
        giftCardRecipientMail({ ...facts, code: formatCode(code) }),
      ),
    );
    mailIds.push(
      await queueMail(
        tx,
        giftCardBuyerMail({
          ...facts,
          buyerEmail: o.shippingEmail,
          buyerName: o.shippingName,
          maskedCode: maskCode(card.codeLast4),
          orderNumber: o.number,
        }),
      ),
    );
  }
  return mailIds;
}

/** The `onPaid` hook for applyDeskAction (and any provider's webhook): issues the cards, collects the mails. */
export function giftCardPaidHook(
  deps: GiftCardDeps,
  actorUserId: string | null,
  now: Date,
) {
  const mailIds: number[] = [];
  return {
    mailIds,
    onPaid: async (tx: Tx, o: OrderRow) => {
      mailIds.push(...(await issueGiftCards(tx, o, deps, actorUserId, now)));
    },
  };
}

// ---------------------------------------------------------------- inside placeOrder and cancel

export class GiftCardPaymentError extends Error {}

/**
 * Spends the cart's applied cards on an order, in the order transaction: the card rows are locked in id
 * order (after the product rows), expiry and balance are checked again, each card is debited with a
 * ledger row. `totalOre` is what the order costs after discounts and shipping. Throws GiftCardPaymentError
 * (the customer's message) and writes nothing on a refusal; the caller's transaction rolls back.
 */
export async function lockAppliedCards(tx: Tx, cartId: string, now: Date) {
  const applied = await tx
    .select({ id: cartGiftCard.giftCardId })
    .from(cartGiftCard)
    .where(eq(cartGiftCard.cartId, cartId))
    .orderBy(asc(cartGiftCard.createdAt), asc(cartGiftCard.giftCardId));
  if (applied.length === 0) return [];
  const ids = applied.map((a) => a.id);
  const rows = await tx
    .select()
    .from(giftCard)
    .where(
      inArray(
        giftCard.id,
        [...ids].sort((a, b) => a - b),
      ),
    )
    .orderBy(asc(giftCard.id))
    .for("update");
  const byId = new Map(rows.map((r) => [r.id, r]));
  const cards = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  for (const c of cards) {
    const state = cardState(c, now);
    if (state === "expired")
      throw new GiftCardPaymentError(
        `${giftCardCopy.checkout.expired} (${maskCode(c.codeLast4)})`,
      );
    if (state === "empty")
      throw new GiftCardPaymentError(
        `${giftCardCopy.checkout.emptyCard} (${maskCode(c.codeLast4)})`,
      );
  }
  return cards;
}

export async function debitCards(
  tx: Tx,
  orderId: string,
  parts: { id: number; amountOre: number }[],
  actorUserId: string,
  now: Date,
): Promise<void> {
  for (const p of parts) {
    if (p.amountOre <= 0) continue;
    // The CHECK (0 ≤ balance ≤ initial) is the last line of defence; the row lock makes this exact.
    await tx
      .update(giftCard)
      .set({ balanceOre: sql`${giftCard.balanceOre} - ${p.amountOre}` })
      .where(eq(giftCard.id, p.id));
    await tx
      .insert(giftCardLedger)
      .values({
        giftCardId: p.id,
        type: "debit",
        amountOre: -p.amountOre,
        orderId,
        actorUserId,
        createdAt: now,
      });
  }
}

/**
 * At cancellation, under the order's row lock: every card this order spent gets its amount back, exactly
 * once (the ledger's unique (card, order, type) index), and the cards the order itself issued stop
 * working at once (expiry set to now; the shop settles any refund of what is left).
 */
export async function creditCardsForCancelledOrder(
  tx: Tx,
  orderId: string,
  actorUserId: string,
  now: Date,
): Promise<number> {
  const debits = await tx
    .select()
    .from(giftCardLedger)
    .where(
      and(
        eq(giftCardLedger.orderId, orderId),
        eq(giftCardLedger.type, "debit"),
      ),
    )
    .orderBy(asc(giftCardLedger.giftCardId));
  let credited = 0;
  for (const d of debits) {
    await tx
      .select({ id: giftCard.id })
      .from(giftCard)
      .where(eq(giftCard.id, d.giftCardId))
      .for("update");
    const inserted = await tx
      .insert(giftCardLedger)
      .values({
        giftCardId: d.giftCardId,
        type: "credit",
        amountOre: -d.amountOre,
        orderId,
        actorUserId,
        createdAt: now,
      })
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
    .where(
      and(eq(giftCard.orderId, orderId), sql`${giftCard.expiresAt} > ${now}`),
    );
  return credited;
}

// ---------------------------------------------------------------- checkout: applying cards to a cart

export const APPLY_LIMIT = { limit: 20, windowMs: 60_000 };

export type ApplyResult = { ok: true } | { ok: false; message: string };

export async function cartHasGiftCardLines(
  db: Db | Tx,
  cartId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartLine)
    .where(and(eq(cartLine.cartId, cartId), eq(cartLine.kind, "gift_card")));
  return (row?.n ?? 0) > 0;
}

/**
 * Applies a card to the customer's cart by its code: refused for a cart that buys gift cards, for an
 * unknown, expired or empty card (each with its message), and after 20 wrong codes a minute per account.
 */
export async function applyGiftCard(
  db: Db,
  input: {
    cartId: string;
    userId: string;
    code: unknown;
    secret: string;
    now: Date;
  },
): Promise<ApplyResult> {
  const t = giftCardCopy.checkout;
  const raw = typeof input.code === "string" ? input.code.trim() : "";
  if (!raw) return { ok: false, message: t.empty };
  const key = `gift-card-apply:${input.userId}`;
  const nowMs = input.now.getTime();
  if (
    (await peekRateLimit(db, key, {
      windowMs: APPLY_LIMIT.windowMs,
      now: nowMs,
    })) >= APPLY_LIMIT.limit
  )
    return { ok: false, message: t.tooMany };
  if (await cartHasGiftCardLines(db, input.cartId))
    return { ok: false, message: t.notForGiftCards };
  const card = await findCardByCode(db, input.secret, raw);
  if (!card) {
    await hitRateLimit(db, key, { ...APPLY_LIMIT, now: nowMs });
    return { ok: false, message: normaliseCode(raw) ? t.unknown : t.invalid };
  }
  const state = cardState(card, input.now);
  if (state === "expired") return { ok: false, message: t.expired };
  if (state === "empty") return { ok: false, message: t.emptyCard };
  const rows = await db
    .insert(cartGiftCard)
    .values({ cartId: input.cartId, giftCardId: card.id, createdAt: input.now })
    .onConflictDoNothing()
    .returning();
  if (rows.length === 0) return { ok: false, message: t.alreadyApplied };
  await db
    .update(cart)
    .set({ updatedAt: input.now })
    .where(eq(cart.id, input.cartId));
  return { ok: true };
}

export async function removeGiftCard(
  db: Db,
  cartId: string,
  giftCardId: number,
): Promise<void> {
  await db
    .delete(cartGiftCard)
    .where(
      and(
        eq(cartGiftCard.cartId, cartId),
        eq(cartGiftCard.giftCardId, giftCardId),
      ),
    );
}

/** The cards applied to a cart, in the order they were applied (they pay in that order). */
export async function appliedCards(db: Db, cartId: string) {
  return db
    .select({
      id: giftCard.id,
      last4: giftCard.codeLast4,
      balanceOre: giftCard.balanceOre,
      expiresAt: giftCard.expiresAt,
    })
    .from(cartGiftCard)
    .innerJoin(giftCard, eq(giftCard.id, cartGiftCard.giftCardId))
    .where(eq(cartGiftCard.cartId, cartId))
    .orderBy(asc(cartGiftCard.createdAt), asc(cartGiftCard.giftCardId));
}

// ---------------------------------------------------------------- the balance page

export const BALANCE_LIMIT = { limit: 20, windowMs: 60_000 };

export type BalanceResult =
  | {
      status: "ok";
      balanceOre: number;
      initialOre: number;
      expiresAt: Date;
      last4: string;
    }
  | { status: "not_found" }
  | { status: "throttled"; retryAfterSeconds: number };

/**
 * The balance of a card by its code. Only a usable card (known, not expired, with money left) answers
 * with its balance; unknown, expired and empty cards get the same answer, so a guess learns nothing.
 * Wrong answers count per client: after 20 in a minute every request is refused until the window ends.
 */
export async function checkBalance(
  db: Db,
  input: { code: string; clientKey: string; secret: string; now: Date },
): Promise<BalanceResult> {
  const key = `gift-card-balance:${input.clientKey}`;
  const nowMs = input.now.getTime();
  if (
    (await peekRateLimit(db, key, {
      windowMs: BALANCE_LIMIT.windowMs,
      now: nowMs,
    })) >= BALANCE_LIMIT.limit
  ) {
    return {
      status: "throttled",
      retryAfterSeconds: Math.ceil(BALANCE_LIMIT.windowMs / 1000),
    };
  }
  const card = await findCardByCode(db, input.secret, input.code);
  if (card && cardState(card, input.now) === "usable") {
    return {
      status: "ok",
      balanceOre: card.balanceOre,
      initialOre: card.initialOre,
      expiresAt: card.expiresAt,
      last4: card.codeLast4,
    };
  }
  const hit = await hitRateLimit(db, key, { ...BALANCE_LIMIT, now: nowMs });
  return hit.allowed
    ? { status: "not_found" }
    : { status: "throttled", retryAfterSeconds: hit.retryAfterSeconds };
}

// ---------------------------------------------------------------- the order desk


async function withLedger(
  db: Db,
  cards: GiftCardRow[],
): Promise<DeskGiftCard[]> {
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
    ledger: ledger
      .filter((l) => l.giftCardId === c.id)
      .map((l) => ({
        id: l.id,
        type: l.type,
        amountOre: l.amountOre,
        orderId: l.orderId,
        created: l.createdAt.toISOString(),
      })),
  }));
}

/** The cards an order issued, with their ledgers. */
export async function cardsIssuedByOrder(
  db: Db,
  orderId: string,
): Promise<DeskGiftCard[]> {
  return withLedger(
    db,
    await db
      .select()
      .from(giftCard)
      .where(eq(giftCard.orderId, orderId))
      .orderBy(asc(giftCard.id)),
  );
}

/** The cards an order was paid with: masked code and the amount each paid (net of any credit). */
export async function cardsSpentOnOrder(db: Db, orderId: string) {
  const rows = await db
    .select({
      id: giftCard.id,
      last4: giftCard.codeLast4,
      type: giftCardLedger.type,
      amountOre: giftCardLedger.amountOre,
    })
    .from(giftCardLedger)
    .innerJoin(giftCard, eq(giftCard.id, giftCardLedger.giftCardId))
    .where(
      and(
        eq(giftCardLedger.orderId, orderId),
        inArray(giftCardLedger.type, ["debit", "credit"]),
      ),
    )
    .orderBy(asc(giftCardLedger.id));
  return rows
    .filter((r) => r.type === "debit")
    .map((r) => ({
      masked: maskCode(r.last4),
      amountOre: -r.amountOre,
      credited: rows.some((x) => x.id === r.id && x.type === "credit"),
    }));
}

/** Every issued card, newest first (the admin list). */
export async function listGiftCards(
  db: Db,
  limit = 200,
): Promise<DeskGiftCard[]> {
  return withLedger(
    db,
    await db
      .select()
      .from(giftCard)
      .orderBy(desc(giftCard.createdAt), desc(giftCard.id))
      .limit(limit),
  );
}

/**
 * Re-sends a card to its recipient. Only the hash of the code is stored, so the card gets a NEW code
 * (same balance and expiry; the old code stops working) and the mail carries it. Recorded as an order
 * event. Returns the outbox id to dispatch after commit, or null for an unknown card.
 */
export async function resendGiftCard(
  db: Db,
  giftCardId: number,
  deps: GiftCardDeps,
  actorUserId: string,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(giftCard)
      .where(eq(giftCard.id, giftCardId))
      .for("update");
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
    await tx
      .insert(orderEvent)
      .values({
        orderId: card.orderId,
        type: "gift_card_resent",
        note: maskCode(code.slice(-4)),
        actorUserId,
        createdAt: now,
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
        code: formatCode(code),
      }),
    );
  });
}

/** The order a card belongs to (for the desk's redirect). */
export async function orderOfCard(
  db: Db,
  giftCardId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ orderId: giftCard.orderId })
    .from(giftCard)
    .where(eq(giftCard.id, giftCardId));
  return row?.orderId ?? null;
}
