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
