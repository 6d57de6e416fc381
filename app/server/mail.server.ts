/**
 * The one path for e-mail: every message is stored in the outbox table; when SMTP_URL is set it is
 * also delivered by nodemailer, with retries, and each failure is recorded on the row.
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
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

/**
 * When a failed delivery is tried again: the n-th entry is the wait before attempt n+1 (the first is at once).
 * About ten and a half hours in all, so an SMTP server that is down for a while still gets every mail.
 */
const BACKOFF_MS = [0, 1_000, 5_000, 15_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000];
export const MAX_ATTEMPTS = BACKOFF_MS.length;
/** A wait up to this long is slept in the process that tried; a longer one is left to the sweep (any process). */
const WAIT_IN_PROCESS_MS = 60_000;
/** How long a delivery may hold its claim on a row before another process may take it. */
const LEASE_MS = 2 * 60_000;
const SWEEP_BATCH = 10;

type OutboxRow = typeof outbox.$inferSelect;

/**
 * Delivery is claimed from the database (ADR 034), so with several app processes every mail goes out once,
 * whichever process picks it up, and a mail whose process died is taken over when its lease ends:
 * - `send`/`dispatch` claim the new row at once (one UPDATE … WHERE unclaimed RETURNING) and deliver it;
 * - a failure sets `next_attempt_at` by the backoff; short waits are slept here, longer ones left to the sweep;
 * - the sweep (every few seconds in every process, and at start) claims due rows with FOR UPDATE SKIP LOCKED.
 * Each mail carries a Message-ID made from its outbox id, so the rare second delivery (a process killed
 * between the SMTP server's acceptance and the row's update) is recognisable as the same message.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly from: string;
  private readonly backoffMs: readonly number[];
  private readonly workerId = `${process.pid}-${randomBytes(4).toString("hex")}`;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

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

  private get maxAttempts(): number {
    return this.backoffMs.length;
  }

  /** Stores the mail and, with SMTP, starts delivering it in the background. Returns the outbox id. */
  async send(message: MailMessage): Promise<number> {
    const { replyTo: _replyTo, ...stored } = message;
    const [row] = await this.db
      .insert(outbox)
      .values({ ...stored, html: stored.html ?? null, status: this.transport ? "pending" : "outbox_only" })
      .returning({ id: outbox.id });
    if (!row) throw new Error("outbox insert returned no row");
    if (this.transport) this.track(this.deliverById(row.id, message.replyTo));
    return row.id;
  }

  /**
   * Sends a mail that was queued inside another transaction (e.g. with the order that it confirms),
   * once that transaction has committed. Without SMTP it is marked as kept in the outbox only.
   * `replyTo` is not stored: a mail resumed after a restart goes without it.
   */
  async dispatch(id: number, replyTo?: string): Promise<void> {
    if (!this.transport) {
      await this.db.update(outbox).set({ status: "outbox_only" }).where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
      return;
    }
    this.track(this.deliverById(id, replyTo));
  }

  /** Picks up mails that are due: left pending by an earlier process, or waiting for their next attempt. */
  async resumePending(): Promise<void> {
    if (!this.transport) {
      await this.db.update(outbox).set({ status: "outbox_only" }).where(eq(outbox.status, "pending"));
      return;
    }
    await this.sweep();
  }

  /** Sweeps for due mails every `intervalMs` until `stop()`. */
  start(intervalMs = 5_000): void {
    if (!this.transport || this.sweepTimer) return;
    this.sweepTimer = setInterval(() => void this.sweep().catch((err) => console.error("[mail] sweep failed; will try again:", err)), intervalMs);
    this.sweepTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    await this.sweeping;
  }

  /** Waits for deliveries under way (used at shutdown and in tests). */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0 || this.sweeping) await Promise.allSettled([...this.inFlight, this.sweeping]);
  }

  /** Claims up to a batch of due, unclaimed mails (SKIP LOCKED: another process's claims are passed over). */
  private sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        const now = new Date();
        const rows = await this.db.transaction(async (tx) => {
          const due = await tx
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now))))
            .orderBy(outbox.id)
            .limit(SWEEP_BATCH)
            .for("update", { skipLocked: true });
          if (due.length === 0) return [];
          return tx
            .update(outbox)
            .set({ lockedBy: this.workerId, lockedUntil: new Date(now.getTime() + LEASE_MS) })
            .where(inArray(outbox.id, due.map((d) => d.id)))
            .returning();
        });
        for (const row of rows) this.track(this.deliverClaimed(row));
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  private track(p: Promise<void>) {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  /** Claims one pending row if no live claim holds it; null when another process has it or it is done. */
  private async claim(id: number): Promise<OutboxRow | null> {
    const now = new Date();
    const [row] = await this.db
      .update(outbox)
      .set({ lockedBy: this.workerId, lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(outbox.id, id), eq(outbox.status, "pending"), or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now))))
      .returning();
    return row ?? null;
  }

  private async deliverById(id: number, replyTo?: string): Promise<void> {
    const row = await this.claim(id);
    if (row) await this.deliverClaimed(row, replyTo);
  }

  /** Delivers a row this process has claimed; retries short waits here, leaves long ones to the sweep. */
  private async deliverClaimed(claimed: OutboxRow, replyTo?: string): Promise<void> {
    let row: OutboxRow | null = claimed;
    while (row) {
      const attempt = row.attempts;
      try {
        await this.transport!.sendMail({
          from: this.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          messageId: `<outbox-${row.id}.${messageIdDomain(this.from)}>`,
          ...(replyTo ? { replyTo } : {}),
        });
        const redact = REDACT_AFTER_SEND[row.kind];
        await this.db
          .update(outbox)
          .set({
            status: "sent",
            attempts: attempt + 1,
            sentAt: new Date(),
            lastError: null,
            lockedBy: null,
            lockedUntil: null,
            ...(redact ? { text: redact(row.text), html: row.html ? redact(row.html) : null } : {}),
          })
          .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, this.workerId)));
        return;
      } catch (err) {
        const last = attempt + 1 >= this.maxAttempts;
        const wait = this.backoffMs[attempt + 1] ?? 0;
        await this.db
          .update(outbox)
          .set({
            status: last ? "failed" : "pending",
            attempts: attempt + 1,
            lastError: String((err as Error).message ?? err),
            nextAttemptAt: new Date(Date.now() + wait),
            lockedBy: null,
            lockedUntil: null,
          })
          .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, this.workerId)))
          .catch(() => {});
        if (last || wait > WAIT_IN_PROCESS_MS) return;
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        row = await this.claim(row.id);
      }
    }
  }
}

/** The domain part for Message-IDs: the sender address's domain (a stable, shop-owned name). */
function messageIdDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? "stilla.invalid";
}
