/**
 * The order confirmation e-mail as `placeOrder`'s `confirmationMail` hook: it is built from the stored
 * order inside the order transaction and queued in the outbox with it (delivered by SMTP after commit).
 *
 *   placeOrder(db, { ...input, confirmationMail: confirmationMailFor(services().env) })
 */
import { orderConfirmationMail, type MailContent } from "~/content/mails";
import type { Env } from "./env.server";
import type { OrderRow } from "./orders.server";
import type { NewOrderItem } from "./orders.server";
import { paymentConfig, paymentInstructions } from "./payments/index.server";

export type ConfirmationMailEnv = Pick<Env, "publicUrl" | "swishNumber" | "invoiceDueDays" | "bankgiro">;

export function confirmationMailFor(env: ConfirmationMailEnv): (o: OrderRow, items: NewOrderItem[]) => MailContent {
  const config = paymentConfig(env);
  return (o, items) => orderConfirmationMail(o, items, paymentInstructions(config, o), env.publicUrl);
}
