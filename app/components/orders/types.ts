/** What the order components show: plain data from the /orders loaders (a stored order row satisfies it). */

import type { OrderFacts, OrderItemFacts } from "~/domain/order";
import type { PaymentInstructions } from "~/payments/method";

export type OrderView = OrderFacts;
export type OrderItemView = OrderItemFacts;
export type PaymentInstructionsView = PaymentInstructions;

export type WithdrawalView =
  | { open: true; lastDay: string | null }
  | { open: false; reason: "withdrawn" | "cancelled" | "expired"; lastDay: string | null };

/** What the "Ångra köp" action answers. */
export type WithdrawalActionData = { status: "recorded"; withdrawnAt: Date; email: string } | { status: "already" | "closed" | "cancelled" | "not_found" | "failed" };

/** What a guest's order page answers to "Skapa konto" and "Spara ordern i mitt konto" (ADR 065). */
export type GuestAccountActionData = { status: "account_refused"; message: string; exists: boolean } | { status: "attach_failed" };

/** Every answer of /orders/:id's action. */
export type OrderPageActionData = WithdrawalActionData | GuestAccountActionData;

/** What a guest's order page offers about an account (guest-orders.server.ts). */
export type GuestAccountOfferView = { kind: "signup"; email: string } | { kind: "exists"; email: string } | { kind: "attach" };
