/**
 * The admin's messages: contact messages with their answers (sent by e-mail, kept with the message), marking a
 * message handled, the subscription waitlist and the newsletter's active subscribers as CSV. Every change is in
 * the audit log (ADR 025).
 */
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { contactReplyMail } from "~/content/contact";
import { recordAudit, type AuditActor } from "./audit-log.server";
import type { Db } from "./db.server";
import { queueMail } from "./mail.server";
import { getShopFacts } from "./shop-identity.server";
import { contactMessage, contactReply, newsletterSubscriber } from "./schema";

export const REPLY_MAX = 5_000;

export async function listMessagesForAdmin(db: Db, opts: { onlyWaiting: boolean }, limit = 200) {
  const messages = await db
    .select()
    .from(contactMessage)
    .where(opts.onlyWaiting ? isNull(contactMessage.handledAt) : undefined)
    .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
    .limit(limit);
  const replies = messages.length
    ? await db
        .select()
        .from(contactReply)
        .where(inArray(contactReply.messageId, messages.map((m) => m.id)))
        .orderBy(asc(contactReply.createdAt), asc(contactReply.id))
    : [];
  return messages.map((m) => ({ ...m, replies: replies.filter((r) => r.messageId === m.id) }));
}

export async function countWaitingMessages(db: Db): Promise<number> {
  const [r] = await db.select({ n: count() }).from(contactMessage).where(isNull(contactMessage.handledAt));
  return Number(r?.n ?? 0);
}

/**
 * Sends the owner's answer: the reply row, its e-mail in the outbox and the message marked handled, in one
 * transaction under the message's row lock. Returns the outbox id to deliver after commit, or null.
 */
export async function replyToMessage(db: Db, messageId: number, body: string, actor: AuditActor, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(contactMessage).where(eq(contactMessage.id, messageId)).for("update");
    if (!m) return null;
    const mailId = await queueMail(tx, contactReplyMail({ ...m, receivedAt: m.createdAt }, body, await getShopFacts(tx)));
    const [reply] = await tx
      .insert(contactReply)
      .values({ messageId, body, actorUserId: actor.id, actorEmail: actor.email, outboxId: mailId, createdAt: now })
      .returning({ id: contactReply.id });
    if (!m.handledAt) await tx.update(contactMessage).set({ handledAt: now }).where(eq(contactMessage.id, messageId));
    await recordAudit(tx, {
      actor,
      action: "contact_message.reply",
      entity: "contact_message",
      entityId: messageId,
      before: { handled: m.handledAt !== null },
      after: { handled: true, reply: reply!.id },
      at: now,
    });
    return mailId;
  });
}

/** Marks a message handled (or waiting again). Null for an unknown message; `changed` false when it already was. */
export async function setMessageHandled(db: Db, messageId: number, handled: boolean, actor: AuditActor, now: Date): Promise<{ changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(contactMessage).where(eq(contactMessage.id, messageId)).for("update");
    if (!m) return null;
    if ((m.handledAt !== null) === handled) return { changed: false };
    await tx.update(contactMessage).set({ handledAt: handled ? now : null }).where(eq(contactMessage.id, messageId));
    await recordAudit(tx, {
      actor,
      action: handled ? "contact_message.handled" : "contact_message.waiting",
      entity: "contact_message",
      entityId: messageId,
      before: { handled: !handled },
      after: { handled },
      at: now,
    });
    return { changed: true };
  });
}

/** Active (confirmed, not unsubscribed) newsletter subscribers, oldest first, for the CSV export. */
export async function activeSubscribers(db: Db) {
  return db
    .select({ email: newsletterSubscriber.email, confirmedAt: newsletterSubscriber.confirmedAt, createdAt: newsletterSubscriber.createdAt })
    .from(newsletterSubscriber)
    .where(and(eq(newsletterSubscriber.status, "active")))
    .orderBy(asc(newsletterSubscriber.confirmedAt), asc(newsletterSubscriber.id));
}
