/**
 * The outbox as the admin sees it (/admin/outbox): every mail the shop has sent or tried to send, and
 * "Skicka igen", which queues a copy of a mail as a new outbox row (the original stays as it was, so the log
 * of what was sent when is never rewritten) and records it in the audit log.
 */
import { desc, eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "./audit-log.server";
import type { Db } from "./db.server";
import { queueMail } from "./mail.server";
import { outbox } from "./schema";

export async function listOutbox(db: Db, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

/**
 * Mails that cannot be sent again from the outbox: a gift card's code is kept only until SMTP accepts the
 * mail (ADR 009), so the copy would carry a masked code. The order desk re-sends a card with a new code.
 */
const NOT_RESENDABLE = new Set(["gift_card"]);

export const canResend = (kind: string) => !NOT_RESENDABLE.has(kind);

export type ResendOutcome = { ok: true; mailId: number } | { ok: false; error: "not_found" | "not_resendable" };

/** Queues a copy of outbox mail `id` to the same recipient; dispatch the returned id after it commits. */
export async function resendOutboxMail(db: Db, id: number, actor: AuditActor, now: Date): Promise<ResendOutcome> {
  return db.transaction(async (tx) => {
    const [mail] = await tx.select().from(outbox).where(eq(outbox.id, id));
    if (!mail) return { ok: false, error: "not_found" };
    if (!canResend(mail.kind)) return { ok: false, error: "not_resendable" };
    const mailId = await queueMail(tx, { kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
    await recordAudit(tx, { actor, action: "outbox.resend", entity: "outbox", entityId: mail.id, before: null, after: { copy: mailId }, at: now });
    return { ok: true, mailId };
  });
}
