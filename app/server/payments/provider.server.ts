/**
 * The payment-provider interface (ADR 005, ADR 018).
 *
 * A provider has an id (the order's `paymentMethod`), a Swedish label, and `instructions(order)`: what the
 * customer needs to pay, as plain data for the confirmation page and the confirmation e-mail. Swish and
 * Faktura are confirmed by the shop in the order desk (there is no bank API here). A card provider plugs in
 * later with `handleWebhook`: it verifies the provider's signature, and records each event once with
 * `recordPaymentEventOnce` in the transaction that applies it, so a replayed webhook changes nothing.
 */
import type { Db, Tx } from "../db.server";
import type { GiftCardDeps } from "../gift-cards/codes.server";
import { paymentEvent } from "../schema";

/** The order facts a provider needs (a stored order row satisfies it). */
export interface PaymentOrder {
  id: string;
  /** The customer-facing order number: the Swish message, and what the OCR reference is made from. */
  number: number;
  totalOre: number;
  /** The part already paid with gift cards (in the order transaction); the provider asks for the rest. */
  giftCardPaidOre?: number;
  createdAt: Date;
}

/** What is left for the provider to collect: the total less what gift cards paid. */
export function amountDueOre(order: PaymentOrder): number {
  return Math.max(0, order.totalOre - (order.giftCardPaidOre ?? 0));
}

export interface SwishInstructions {
  kind: "swish";
  label: string;
  /** The shop's Swish number, digits only, and as printed ("123 123 45 67"). */
  number: string;
  numberDisplay: string;
  amountOre: number;
  /** "472,00", as in the QR code. */
  amount: string;
  /** The message the payment carries: the order number. */
  message: string;
  /** The C2B QR payload (`C<number>;<amount>;<message>;0`), for paying from another device. */
  payload: string;
  /** `swish://payment?data=…`: opens the Swish app on this phone with everything filled in. */
  appLink: string;
}

export interface InvoiceInstructions {
  kind: "invoice";
  label: string;
  dueDays: number;
  /** The last day to pay, a Stockholm calendar date (YYYY-MM-DD). */
  dueDate: string;
  bankgiro: string;
  /** For payments from abroad, when configured. */
  iban: string | null;
  amountOre: number;
  /** The OCR reference to write on the payment: digits, with length and check digit (app/domain/ocr.ts). */
  ocr: string;
}

/** Paid in full with gift cards: nothing to pay. */
export interface GiftCardInstructions {
  kind: "gift_card";
  label: string;
  amountOre: 0;
}

export type PaymentInstructions = SwishInstructions | InvoiceInstructions | GiftCardInstructions;

export interface PaymentProvider {
  /** Stored as the order's `paymentMethod`. */
  readonly id: string;
  /** Swedish name shown to the customer ("Swish", "Faktura"). */
  readonly label: string;
  /** How to pay this order (synchronous: the confirmation e-mail is written inside the order transaction). */
  instructions(order: PaymentOrder): PaymentInstructions;
  /**
   * For providers that confirm payments themselves (card, later): verify and apply one webhook call.
   * Must be idempotent: record the event with `recordPaymentEventOnce` in the same transaction as its effect.
   * A payment marks the order paid through `applyDeskAction(..., { onPaid })` with the hook from
   * `giftCardPaidHook(ctx.giftCards, …)`, so gift cards are issued whatever marks the order paid, and the
   * hook's mails are dispatched after commit.
   */
  handleWebhook?(request: Request, ctx: { db: Db; now: Date; giftCards: GiftCardDeps; mailer: { dispatch(id: number): Promise<void> } }): Promise<Response>;
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
