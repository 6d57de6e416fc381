/**
 * The contact form's server side (spec §2 Contact, ADR 019): the message is stored, e-mailed to the
 * shop's mailbox (Reply-To: the sender) and a receipt goes to the sender. The row and both outbox mails
 * are written in one transaction; SMTP delivery starts after commit. A filled honeypot answers like
 * success and writes nothing; each client may send CONTACT_RATE.limit messages per window.
 */
import { desc } from "drizzle-orm";
import { contactReceiptMail, contactToShopMail } from "~/content/contact";
import type { ContactInput } from "~/domain/schemas";
import type { Db } from "./db.server";
import { queueMail } from "./mail.server";
import { hitRateLimit } from "./rate-limit.server";
import { contactMessage } from "./schema";
import { getShopFacts } from "./shop-identity.server";

/** Per client (address): 5 messages per 10 minutes, times RATE_LIMIT_SCALE. */
export const CONTACT_RATE = { limit: 5, windowMs: 10 * 60_000 } as const;

export type ContactOutcome =
  | { status: "sent"; id: number; mailIds: number[] }
  /** The honeypot was filled: the sender sees success, nothing is stored or sent. */
  | { status: "ignored" }
  | { status: "rate_limited"; retryAfterSeconds: number };

export interface ContactSubmission {
  message: ContactInput;
  /** The hidden field humans never fill. */
  honeypot: string;
  userId: string | null;
  /** Identifies the client for the rate limit (its address). */
  clientKey: string;
  now: Date;
  rateLimitScale?: number;
  /** The shop's mailbox (default: the identity's e-mail in force, ADR 063). */
  shopEmail?: string;
}

export async function submitContactMessage(
  db: Db,
  mailer: { dispatch(id: number, replyTo?: string): Promise<void> },
  input: ContactSubmission,
): Promise<ContactOutcome> {
  if (input.honeypot.trim() !== "") return { status: "ignored" };
  const rate = await hitRateLimit(db, `contact:${input.clientKey}`, {
    limit: CONTACT_RATE.limit * (input.rateLimitScale ?? 1),
    windowMs: CONTACT_RATE.windowMs,
    now: input.now.getTime(),
  });
  if (!rate.allowed) return { status: "rate_limited", retryAfterSeconds: rate.retryAfterSeconds };

  const m = input.message;
  const shop = await getShopFacts(db);
  const shopEmail = input.shopEmail ?? shop.email;
  const { id, toShop, receipt } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessage)
      .values({ name: m.name, email: m.email, subject: m.subject, message: m.message, userId: input.userId, createdAt: input.now })
      .returning({ id: contactMessage.id });
    const facts = { ...m, id: row!.id, receivedAt: input.now, signedIn: input.userId !== null };
    const shopMail = contactToShopMail(facts, shopEmail);
    const toShop = { id: await queueMail(tx, shopMail), replyTo: shopMail.replyTo };
    const receipt = await queueMail(tx, contactReceiptMail(facts, shop));
    return { id: row!.id, toShop, receipt };
  });
  await mailer.dispatch(toShop.id, toShop.replyTo);
  await mailer.dispatch(receipt);
  return { status: "sent", id, mailIds: [toShop.id, receipt] };
}

/** The admin's list, newest first. */
export async function listContactMessages(db: Db, limit = 200) {
  return db.select().from(contactMessage).orderBy(desc(contactMessage.createdAt), desc(contactMessage.id)).limit(limit);
}
