/**
 * Issuing gift cards (ADR 009, ADR 018): when an order is paid, one card per gift-card line, exactly once
 * (order_item_id is unique), with an 'issue' ledger row and the e-mails queued in the same transaction.
 */
import { and, asc, eq } from "drizzle-orm";
import { giftCardBuyerMail, giftCardRecipientMail } from "~/content/gift-cards";
import { expiryFrom, formatCode, maskCode } from "~/domain/gift-cards";
import type { ShopFacts } from "~/domain/shop-identity";
import type { Tx } from "../db.server";
import { queueMail } from "../mail.server";
import { getShopFacts } from "../shop-identity.server";
import type { OrderRow } from "../orders.server";
import { giftCard, giftCardLedger, orderItem } from "../schema";
import { hashCode, newCode, type GiftCardDeps } from "./codes.server";

/** Inserts a card with a fresh code; a (practically impossible) hash collision just draws again. */
async function insertCard(tx: Tx, secret: string, values: Omit<typeof giftCard.$inferInsert, "codeHash" | "codeLast4">) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const rows = await tx
      .insert(giftCard)
      .values({ ...values, codeHash: hashCode(secret, code), codeLast4: code.slice(-4) })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return { card: rows[0], code };
    // Either this order line already has its card (paid twice) or the hash collided: tell them apart.
    const [existing] = await tx.select({ id: giftCard.id }).from(giftCard).where(eq(giftCard.orderItemId, values.orderItemId));
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
export async function issueGiftCards(tx: Tx, o: OrderRow, deps: GiftCardDeps, actorUserId: string | null, now: Date): Promise<number[]> {
  const lines = await tx
    .select()
    .from(orderItem)
    .where(and(eq(orderItem.orderId, o.id), eq(orderItem.kind, "gift_card")))
    .orderBy(asc(orderItem.id));
  const mailIds: number[] = [];
  // The signature's identity: read once for every card of the order (ADR 071).
  let shop: ShopFacts | undefined;
  for (const line of lines) {
    const details = line.giftCard;
    if (!details) throw new Error(`gift-card line ${line.id} has no recipient details`);
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
    await tx.insert(giftCardLedger).values({ giftCardId: card.id, type: "issue", amountOre: card.initialOre, orderId: o.id, actorUserId, createdAt: now });
    shop ??= await getShopFacts(tx);
    const facts = { ...details, amountOre: card.initialOre, expiresAt: card.expiresAt, publicUrl: deps.publicUrl, shop };
    mailIds.push(await queueMail(tx, giftCardRecipientMail({ ...facts, code: formatCode(code) })));
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
export function giftCardPaidHook(deps: GiftCardDeps, actorUserId: string | null, now: Date) {
  const mailIds: number[] = [];
  return {
    mailIds,
    onPaid: async (tx: Tx, o: OrderRow) => {
      mailIds.push(...(await issueGiftCards(tx, o, deps, actorUserId, now)));
    },
  };
}
