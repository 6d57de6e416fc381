/**
 * The one path for e-mail: every message is stored in the outbox table; when SMTP_URL is set it is
 * also delivered by nodemailer, with retries, and each failure is recorded on the row.
 */
import { and, eq, lt } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { redactGiftCardCodes } from "~/domain/gift-cards";
import type { Db } from "./db.server";
import { outbox } from "./schema";

export interface MailMessage {
  /** What kind of mail this is, e.g. "password_reset", "order_confirmation". */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where "Svara" goes (e.g. a contact message to the shop is answered to its sender). Not stored in the outbox. */
  replyTo?: string;
}

/**
 * Queues a mail inside the caller's transaction (with the rows it belongs to); deliver it with
 * `mailer.dispatch(id, message.replyTo)` once the transaction has committed.
 */
export async function queueMail(tx: Pick<Db, "insert">, message: MailMessage): Promise<number> {
  const { replyTo: _replyTo, ...stored } = message;
  const [row] = await tx
    .insert(outbox)
    .values({ ...stored, html: stored.html ?? null, status: "pending" })
    .returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

/**
 * Mails that carry a secret the recipient needs once: after SMTP has accepted them, the outbox keeps
 * only a redacted copy (a gift card's code is a means of payment; a database dump must not spend it).
 */
const REDACT_AFTER_SEND: Record<string, (text: string) => string> = {
  gift_card: redactGiftCardCodes,
};

export const MAX_ATTEMPTS = 5;
const BACKOFF_MS = [0, 1_000, 5_000, 15_000, 60_000];

export class Mailer {
  private readonly transport: Transporter | null;
  private readonly inFlight = new Set<Promise<void>>();

  private readonly from: string;

  private readonly backoffMs: readonly number[];

  constructor(
    private readonly db: Db,
    opts: { smtpUrl?: string; from: string; backoffMs?: readonly number[] },
  ) {
    this.from = opts.from;
    this.backoffMs = opts.backoffMs ?? BACKOFF_MS;
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  }

  get smtpEnabled(): boolean {
    return this.transport !== null;
  }

  /** Stores the mail and, with SMTP, starts delivering it in the background. Returns the outbox id. */
  async send(message: MailMessage): Promise<number> {
    const { replyTo: _replyTo, ...stored } = message;
    const [row] = await this.db
      .insert(outbox)
      .values({ ...stored, html: stored.html ?? null, status: this.transport ? "pending" : "outbox_only" })
      .returning({ id: outbox.id });
    if (!row) throw new Error("outbox insert returned no row");
    if (this.transport) this.track(this.deliver(row.id, message));
    return row.id;
  }

  /**
   * Sends a mail that was queued inside another transaction (e.g. with the order that it confirms),
   * once that transaction has committed. Without SMTP it is marked as kept in the outbox only.
   * `replyTo` is not stored: a mail resumed after a restart goes without it.
   */
  async dispatch(id: number, replyTo?: string): Promise<void> {
    const [row] = await this.db.select().from(outbox).where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
    if (!row) return;
    if (!this.transport) {
      await this.db.update(outbox).set({ status: "outbox_only" }).where(eq(outbox.id, id));
      return;
    }
    this.track(this.deliver(row.id, { ...row, html: row.html ?? undefined, replyTo }, row.attempts));
  }

  /** Picks up mails that were pending when the process last stopped (queued, not yet sent). */
  async resumePending(): Promise<void> {
    if (!this.transport) {
      await this.db.update(outbox).set({ status: "outbox_only" }).where(eq(outbox.status, "pending"));
      return;
    }
    const rows = await this.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lt(outbox.attempts, MAX_ATTEMPTS)));
    for (const row of rows) this.track(this.deliver(row.id, { ...row, html: row.html ?? undefined }, row.attempts));
  }

  /** Waits for deliveries under way (used at shutdown and in tests). */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track(p: Promise<void>) {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  private async deliver(id: number, message: MailMessage, startAttempt = 0): Promise<void> {
    for (let attempt = startAttempt; attempt < MAX_ATTEMPTS; attempt++) {
      const wait = this.backoffMs[attempt] ?? 60_000;
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      try {
        await this.transport!.sendMail({
          from: this.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
        const redact = REDACT_AFTER_SEND[message.kind];
        await this.db
          .update(outbox)
          .set({
            status: "sent",
            attempts: attempt + 1,
            sentAt: new Date(),
            lastError: null,
            ...(redact ? { text: redact(message.text), html: message.html ? redact(message.html) : null } : {}),
          })
          .where(eq(outbox.id, id));
        return;
      } catch (err) {
        const last = attempt + 1 >= MAX_ATTEMPTS;
        await this.db
          .update(outbox)
          .set({ status: last ? "failed" : "pending", attempts: attempt + 1, lastError: String((err as Error).message ?? err) })
          .where(eq(outbox.id, id))
          .catch(() => {});
      }
    }
  }
}
