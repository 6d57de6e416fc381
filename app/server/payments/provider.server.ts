/**
 * The server side of payment providers (ADR 005, ADR 018, ADR 020). What a method shows and how it asks for payment is
 * its module in app/payments/ (client-safe). Swish and Faktura are confirmed by the shop in the order desk
 * (there is no bank API here). A card provider adds its server-only part here later, a `PaymentWebhook`: it
 * verifies the provider's signature, and records each event once with `recordPaymentEventOnce` in the
 * transaction that applies it, so a replayed webhook changes nothing.
 */
import type { Db, Tx } from "../db.server";
import type { GiftCardDeps } from "../gift-cards/codes.server";
import { paymentEvent } from "../schema";

export interface PaymentWebhook {
  /** The payment method's id (app/payments/registry.ts). */
  readonly id: string;
  /**
   * Verify and apply one webhook call. Must be idempotent: record the event with `recordPaymentEventOnce` in
   * the same transaction as its effect. A payment marks the order paid through `applyDeskAction(..., { onPaid })`
   * with the hook from `giftCardPaidHook(ctx.giftCards, …)`, so gift cards are issued whatever marks the order
   * paid, and the hook's mails are dispatched after commit.
   */
  handleWebhook(request: Request, ctx: { db: Db; now: Date; giftCards: GiftCardDeps; mailer: { dispatch(id: number): Promise<void> } }): Promise<Response>;
}

/**
 * Records a provider's event id once. true: first time (apply the event); false: already handled (skip it).
 * Pass the transaction that applies the event, so that recording and applying commit together.
 */
export async function recordPaymentEventOnce(db: Db | Tx, provider: string, eventId: string, orderId: string | null): Promise<boolean> {
  if (!provider || !eventId) throw new TypeError("provider and eventId are required");
  const rows = await db
    .insert(paymentEvent)
    .values({ provider, eventId, orderId })
    .onConflictDoNothing({ target: [paymentEvent.provider, paymentEvent.eventId] })
    .returning({ eventId: paymentEvent.eventId });
  return rows.length === 1;
}
