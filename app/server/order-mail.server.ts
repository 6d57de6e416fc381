/**
 * The order confirmation e-mail as `placeOrder`'s `confirmationMail` hook: it is built from the stored
 * order inside the order transaction and queued in the outbox with it (delivered by SMTP after commit).
 *
 *   placeOrder(db, { ...input, confirmationMail: confirmationMailFor(services().env, await getShopFacts(db, env)) })
 *
 * The seller, the Swish number and the bankgiro come from the shop's identity in force (ADR 063).
 */
import { orderConfirmationMail } from "~/content/mails";
import type { ShopFacts } from "~/domain/shop-identity";
import { confirmationAttachments } from "./documents/documents.server";
import type { Env } from "./env.server";
import type { MailMessage } from "./mail.server";
import type { OrderRow } from "./orders.server";
import type { NewOrderItem } from "./orders.server";
import { paymentInstructions } from "./payments/index.server";
import { paymentConfigOf } from "./shop-identity.server";

export type ConfirmationMailEnv = Pick<Env, "publicUrl" | "invoiceDueDays">;

/**
 * A guest's order (`accessToken`) gets the private link `/orders/<id>?nyckel=<token>` in its mail (ADR 065). The mail
 * carries the receipt or invoice and the terms in force as PDFs (ADR 076), kept as their models in the outbox.
 */
export function confirmationMailFor(env: ConfirmationMailEnv, shop: ShopFacts): (o: OrderRow, items: NewOrderItem[], accessToken?: string) => MailMessage {
  const config = paymentConfigOf(shop, env);
  return (o, items, accessToken) => {
    const instructions = paymentInstructions(config, o);
    return { ...orderConfirmationMail(o, items, instructions, env.publicUrl, shop, accessToken), attachments: confirmationAttachments(o, items, shop, instructions) };
  };
}
