/**
 * The one path for e-mail: every message is stored in the outbox table; when SMTP_URL is set it is
 * also delivered by nodemailer, with retries, and each failure is recorded on the row.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, lt, lte, notInArray, or, type SQL } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import { redactGiftCardCodes } from "~/domain/gift-cards";
import type { MailAttachment } from "~/domain/sales-document";
import { renderAttachment } from "./documents/pdf.server";
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
  /** PDFs as their documents' models (ADR 076): stored with the mail, drawn at each attempt (the same bytes each time). */
  attachments?: MailAttachment[] | null;
}

/** What a job needs of the mailer: sending a queued mail now (retries are the mailer's). */
export type Dispatcher = { dispatch(id: number): Promise<void> };

/**
 * Queues a mail inside the caller's transaction (with the rows it belongs to); deliver it with
 * `mailer.dispatch(id, message.replyTo)` once the transaction has committed.
 */
export async function queueMail(tx: Pick<Db, "insert">, message: MailMessage): Promise<number> {
  const { replyTo: _replyTo, ...stored } = message;
  const [row] = await tx
    .insert(outbox)
    .values({ ...stored, html: stored.html ?? null, attachments: stored.attachments?.length ? stored.attachments : null, status: "pending" })
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
 * A long wait never holds a mail back once SMTP works again: see `PROBE_MS` and ADR 039.
 */
const BACKOFF_MS = [0, 1_000, 5_000, 15_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000];
export const MAX_ATTEMPTS = BACKOFF_MS.length;
/** A wait up to this long is slept in the process that tried; a longer one is left to the sweep (any process). */
const WAIT_IN_PROCESS_MS = 60_000;
/**
 * How long a claim on a row lasts unless renewed. The process that holds it renews it every `HEARTBEAT_MS` for as
 * long as it works on the row (talking to SMTP, or recording a delivery through a database outage), so the lease
 * bounds only how long a mail claimed by a process that died waits: at most LEASE_MS (ADR 039; it was 2 minutes).
 */
export const LEASE_MS = 30_000;
/** How often a process renews the claims it holds. */
export const HEARTBEAT_MS = 10_000;
/**
 * After a failed statement (a database outage) or its start, a process waits this long before it takes over another
 * process's expired claim: a live process whose claims ran out during a long outage renews them or records its
 * delivery first (its retries come every ≤ 2 s), instead of the mail being sent a second time.
 */
export const TAKEOVER_GRACE_MS = 15_000;
/** Recording a delivery is retried with a pause growing from 250 ms to this. */
const MARK_RETRY_MAX_MS = 2_000;
/** After `stop()`, a delivery that still cannot be recorded is given up after this long (the shop then exits). */
const MARK_GIVE_UP_AFTER_STOP_MS = 5_000;
/** The sweep claims due mail in batches of this many (delivered at the same time), batch after batch until none is due. */
const SWEEP_BATCH = 10;
/**
 * "Soon" (ADR 039): while mail waits after a failure, each process tries one waiting mail ahead of its time this
 * often (and at start). When it goes through, SMTP works again and every waiting mail is made due at once.
 */
export const PROBE_MS = 30_000;
/**
 * SMTP waits: nodemailer's defaults (2 min to connect, 10 min of socket silence) let a hung SMTP server hold a
 * send for many minutes (its lease renewed all the while). With these, a hung server fails the attempt (backoff)
 * within about a minute.
 */
export const SMTP_TIMEOUTS = { dnsTimeout: 10_000, connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as const;

type OutboxRow = typeof outbox.$inferSelect;

/**
 * Delivery is claimed from the database (ADR 034), so with several app processes every mail goes out once,
 * whichever process picks it up, and a mail whose process died is taken over when its lease ends:
 * - `send`/`dispatch` claim the new row at once (one UPDATE … WHERE unclaimed RETURNING) and deliver it;
 * - a failure sets `next_attempt_at` by the backoff; short waits are slept here, longer ones left to the sweep;
 * - the sweep (every few seconds in every process, and at start) claims due rows with FOR UPDATE SKIP LOCKED,
 *   a batch at a time until none is due, and tries each once;
 * - SMTP back (ADR 039): a mail that had failed and now goes through, or a probe (one waiting mail tried ahead of
 *   its time, at start and every PROBE_MS, not counted as an attempt), makes every waiting mail due at once.
 * - Claims are renewed (heartbeat) while held; a delivery that SMTP accepted is recorded as sent however long the
 *   database is away: the update is retried until it goes through, and other processes do not take over a claim
 *   while they themselves have just been unable to reach the database (`TAKEOVER_GRACE_MS`).
 * Each mail carries a Message-ID made from its outbox id, so the rare second delivery (a process killed
 * between the SMTP server's acceptance and the row's update) is recognisable as the same message.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly from: string;
  private readonly backoffMs: readonly number[];
  private readonly probeMs: number;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly takeoverGraceMs: number;
  /** Rows this process has claimed and not yet released: their leases are renewed, and it never claims them again. */
  private readonly held = new Set<number>();
  private heartbeatTimer: NodeJS.Timeout | null = null;
  /** When a statement of this mailer last failed (or it was made): other processes' expired claims wait for the grace. */
  private lastTrouble = Date.now();
  private stoppedAt = Number.POSITIVE_INFINITY;
  private readonly workerId = `${process.pid}-${randomBytes(4).toString("hex")}`;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  /** Set when due mail may have appeared during a sweep (made due by SMTP coming back): sweep once more. */
  private sweepAgain = false;
  private lastProbe = Number.NEGATIVE_INFINITY;
  private stopping = false;
  /** In-process backoff sleeps; `stop()` ends them (the row is unclaimed while it waits, so nothing is lost). */
  private readonly sleepers = new Set<() => void>();

  constructor(
    private readonly db: Db,
    opts: {
      smtpUrl?: string;
      from: string;
      backoffMs?: readonly number[];
      probeMs?: number;
      smtpTimeouts?: Partial<Record<keyof typeof SMTP_TIMEOUTS, number>>;
      /** For tests: the lease, the heartbeat and the takeover grace (defaults LEASE_MS, HEARTBEAT_MS, TAKEOVER_GRACE_MS). */
      leaseMs?: number;
      heartbeatMs?: number;
      takeoverGraceMs?: number;
    },
  ) {
    this.from = opts.from;
    this.backoffMs = opts.backoffMs ?? BACKOFF_MS;
    this.probeMs = opts.probeMs ?? PROBE_MS;
    this.leaseMs = opts.leaseMs ?? LEASE_MS;
    this.heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
    this.takeoverGraceMs = opts.takeoverGraceMs ?? TAKEOVER_GRACE_MS;
    // nodemailer ignores every other option when given a `url`, so the URL is parsed here (nodemailer's own parser).
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...opts.smtpTimeouts, ...parseConnectionUrl(opts.smtpUrl) })
      : null;
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
      .values({ ...stored, html: stored.html ?? null, attachments: stored.attachments?.length ? stored.attachments : null, status: this.transport ? "pending" : "outbox_only" })
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

  /** `dispatch` for several mails queued in one transaction: without SMTP, one UPDATE marks them all. */
  async dispatchAll(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    if (!this.transport) {
      await this.db.update(outbox).set({ status: "outbox_only" }).where(and(inArray(outbox.id, [...ids]), eq(outbox.status, "pending")));
      return;
    }
    for (const id of ids) this.track(this.deliverById(id));
  }

  /**
   * Picks up mails that are due: left pending by an earlier process, or waiting for their next attempt. At start
   * this also probes one mail that waits after a failure (SMTP may have come back while the shop was down).
   * With SMTP the sweep runs in the background (a start does not wait for a queue to be sent); `flush()` waits for it.
   */
  async resumePending(): Promise<void> {
    if (!this.transport) {
      await this.db.update(outbox).set({ status: "outbox_only" }).where(eq(outbox.status, "pending"));
      return;
    }
    void this.sweep().catch((err) => console.error("[mail] sweep failed; will try again:", err));
  }

  /** Sweeps for due mails every `intervalMs` until `stop()`. */
  start(intervalMs = 5_000): void {
    if (!this.transport || this.sweepTimer || this.stopping) return;
    this.sweepTimer = setInterval(() => void this.sweep().catch((err) => console.error("[mail] sweep failed; will try again:", err)), intervalMs);
    this.sweepTimer.unref();
  }

  /**
   * Stops sweeping and ends the in-process backoff sleeps (their rows are unclaimed and come due for any
   * process). Deliveries already talking to SMTP go on: `flush()` waits for them.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.stoppedAt = Math.min(this.stoppedAt, Date.now());
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    for (const wake of [...this.sleepers]) wake();
  }

  /** Waits for deliveries under way (used at shutdown and in tests). */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0 || this.sweeping) await Promise.allSettled([...this.inFlight, this.sweeping]);
  }

  /** Due mail, batch after batch (SKIP LOCKED: another process's claims are passed over); then perhaps a probe. */
  private sweep(): Promise<void> {
    if (this.sweeping) {
      this.sweepAgain = true;
      return this.sweeping;
    }
    this.sweeping = (async () => {
      try {
        do {
          this.sweepAgain = false;
          // Only what is due when this pass starts: a mail that fails again now is not retried in the same pass.
          const passStart = new Date();
          while (!this.stopping) {
            const rows = await this.claimDue(passStart);
            await Promise.all(rows.map((row) => this.track(this.deliverClaimed(row, undefined, false))));
            if (rows.length < SWEEP_BATCH) break;
          }
          if (!this.stopping && Date.now() - this.lastProbe >= this.probeMs) {
            this.lastProbe = Date.now();
            await this.probe();
          }
        } while (this.sweepAgain && !this.stopping);
      } catch (err) {
        this.noteTrouble();
        throw err;
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  private async claimDue(dueBy: Date): Promise<OutboxRow[]> {
    const rows = await this.db.transaction(async (tx) => {
      const now = new Date();
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, dueBy), this.claimable(now)))
        .orderBy(outbox.id)
        .limit(SWEEP_BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ lockedBy: this.workerId, lockedUntil: new Date(now.getTime() + this.leaseMs) })
        .where(inArray(outbox.id, due.map((d) => d.id)))
        .returning();
    });
    this.hold(rows.map((r) => r.id));
    return rows;
  }

  /**
   * Rows this process may claim now: unclaimed, or with a claim that ran out, never one it holds itself. Another
   * process's expired claim only once this one has reached the database for `TAKEOVER_GRACE_MS` (that process may
   * be alive and about to renew it or record its delivery, after an outage longer than the lease).
   */
  private claimable(now: Date): SQL {
    const expired = or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now))!;
    const owners = Date.now() - this.lastTrouble >= this.takeoverGraceMs ? undefined : or(isNull(outbox.lockedBy), eq(outbox.lockedBy, this.workerId));
    const notHeld = this.held.size > 0 ? notInArray(outbox.id, [...this.held]) : undefined;
    return and(expired, owners, notHeld)!;
  }

  private noteTrouble(): void {
    this.lastTrouble = Date.now();
  }

  /** Claimed: kept renewed until released. */
  private hold(ids: readonly number[]): void {
    for (const id of ids) this.held.add(id);
    if (this.held.size > 0 && !this.heartbeatTimer) {
      this.heartbeatTimer = setInterval(() => void this.renew(), this.heartbeatMs);
      this.heartbeatTimer.unref();
    }
  }

  private release(id: number): void {
    this.held.delete(id);
    if (this.held.size === 0 && this.heartbeatTimer) {
      clearInterval(this.heartbeatTimer);
      this.heartbeatTimer = null;
    }
  }

  /** The heartbeat: every claim this process holds runs for another lease. A failure (the database away) is retried next beat. */
  private async renew(): Promise<void> {
    if (this.held.size === 0) return;
    try {
      await this.db
        .update(outbox)
        .set({ lockedUntil: new Date(Date.now() + this.leaseMs) })
        .where(and(inArray(outbox.id, [...this.held]), eq(outbox.lockedBy, this.workerId)));
    } catch {
      this.noteTrouble();
    }
  }

  /**
   * Tries the mail that would be retried first, ahead of its time. Through: SMTP works, every waiting mail is made
   * due. Not through: only its last error changes (a probe is not an attempt, so waiting never costs a mail its tries).
   */
  private async probe(): Promise<void> {
    const [row] = await this.db.transaction(async (tx) => {
      const now = new Date();
      const waiting = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, "pending"), gt(outbox.nextAttemptAt, now), this.claimable(now)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (waiting.length === 0) return [];
      return tx
        .update(outbox)
        .set({ lockedBy: this.workerId, lockedUntil: new Date(now.getTime() + this.leaseMs) })
        .where(eq(outbox.id, waiting[0]!.id))
        .returning();
    });
    if (!row) return;
    this.hold([row.id]);
    const err = await this.attempt(row);
    if (err === null) return;
    try {
      await this.db
        .update(outbox)
        .set({ lastError: errorText(err), lockedBy: null, lockedUntil: null })
        .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, this.workerId)));
    } finally {
      this.release(row.id);
    }
  }

  /** SMTP took a mail after failures: every mail waiting for a retry is due now, and a sweep takes them. */
  private async smtpIsBack(): Promise<void> {
    const now = new Date();
    try {
      const pulled = await this.db
        .update(outbox)
        .set({ nextAttemptAt: now })
        .where(and(eq(outbox.status, "pending"), gt(outbox.nextAttemptAt, now)))
        .returning({ id: outbox.id });
      if (pulled.length === 0 || this.stopping) return;
      console.log(`[mail] SMTP takes mail again: ${pulled.length} waiting mail(s) are due now.`);
    } catch (err) {
      // Another process doing the same at the same moment (a deadlock on PostgreSQL) has made them due.
      console.error("[mail] could not make the waiting mail due:", (err as Error)?.message ?? err);
    }
    if (!this.stopping) void this.sweep().catch((err) => console.error("[mail] sweep failed; will try again:", err));
  }

  /** Keeps a delivery for `flush()`. Its errors (e.g. the database gone mid-delivery) are logged: the row stays due. */
  private track(p: Promise<void>): Promise<void> {
    const settled = p.catch((err) => console.error("[mail] delivery interrupted; it will be tried again:", (err as Error)?.message ?? err));
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
    return settled;
  }

  /** Claims one pending row if no live claim holds it; null when another process has it or it is done. */
  private async claim(id: number): Promise<OutboxRow | null> {
    const now = new Date();
    if (this.held.has(id)) return null;
    const [row] = await this.db
      .update(outbox)
      .set({ lockedBy: this.workerId, lockedUntil: new Date(now.getTime() + this.leaseMs) })
      .where(and(eq(outbox.id, id), eq(outbox.status, "pending"), this.claimable(now)))
      .returning();
    if (row) this.hold([row.id]);
    return row ?? null;
  }

  private async deliverById(id: number, replyTo?: string): Promise<void> {
    const row = await this.claim(id);
    if (row) await this.deliverClaimed(row, replyTo, true);
  }

  /**
   * One try of a claimed row: sent and recorded (null), or the error (the row is still claimed; the caller records
   * it). A mail that had failed before and now goes through means SMTP is back: the waiting ones are made due.
   */
  private async attempt(row: OutboxRow, replyTo?: string): Promise<unknown> {
    try {
      // Drawn from the stored models at every attempt: the same bytes each time (a failure to draw is a failed attempt).
      const attachments = row.attachments?.length ? await Promise.all(row.attachments.map(renderAttachment)) : undefined;
      await this.transport!.sendMail({
        from: this.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        ...(attachments ? { attachments } : {}),
        messageId: messageIdOf(row.id, this.from),
        ...(replyTo ? { replyTo } : {}),
      });
    } catch (err) {
      return err ?? new Error("sendMail failed");
    }
    try {
      await this.recordSent(row);
    } finally {
      this.release(row.id);
    }
    if (row.attempts > 0 || row.lastError !== null) await this.smtpIsBack();
    return null;
  }

  /**
   * SMTP has accepted the mail: the row says so, however long the database is away (issue #32: a mark lost in a
   * PostgreSQL restart let the claim run out, and the mail went a second time). Tried again with a growing pause
   * until it goes through; the heartbeat keeps the claim meanwhile. Only a process that stops (or dies) first
   * leaves it unrecorded. Conditional on `pending`, not on this claim: a delivery is recorded even if the claim ran out.
   */
  private async recordSent(row: OutboxRow): Promise<void> {
    const redact = REDACT_AFTER_SEND[row.kind];
    let pause = 250;
    for (let tries = 1; ; tries++) {
      try {
        await this.db
          .update(outbox)
          .set({
            status: "sent",
            attempts: row.attempts + 1,
            sentAt: new Date(),
            lastError: null,
            lockedBy: null,
            lockedUntil: null,
            ...(redact ? { text: redact(row.text), html: row.html ? redact(row.html) : null } : {}),
          })
          .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));
        if (tries > 1) console.log(`[mail] outbox ${row.id}: its delivery is recorded (try ${tries}).`);
        return;
      } catch (err) {
        this.noteTrouble();
        // drizzle's "Failed query: …" carries the database's own error as its cause.
        const why = errorText((err as { cause?: unknown } | null)?.cause ?? err);
        if (tries === 1) console.error(`[mail] outbox ${row.id} was delivered, but recording it failed (${why}); trying again until it is recorded.`);
        if (Date.now() - this.stoppedAt > MARK_GIVE_UP_AFTER_STOP_MS) {
          console.error(`[mail] outbox ${row.id} was delivered but could not be recorded before the stop; it may be sent again (same Message-ID).`);
          throw err;
        }
        await new Promise((r) => setTimeout(r, pause));
        pause = Math.min(pause * 2, MARK_RETRY_MAX_MS);
      }
    }
  }

  /**
   * Delivers a row this process has claimed. With `retryHere` (a new mail), short backoff waits are slept here and
   * the row claimed again; otherwise (the sweep) one try, and the sweep takes it again when it is due.
   */
  private async deliverClaimed(claimed: OutboxRow, replyTo: string | undefined, retryHere: boolean): Promise<void> {
    let row: OutboxRow | null = claimed;
    while (row) {
      const attempt = row.attempts;
      const err = await this.attempt(row, replyTo);
      if (err === null) return;
      const last = attempt + 1 >= this.maxAttempts;
      const wait = this.backoffMs[attempt + 1] ?? 0;
      // Not sent: if this update fails (the database away), the claim runs out and any process tries the mail again.
      await this.db
        .update(outbox)
        .set({
          status: last ? "failed" : "pending",
          attempts: attempt + 1,
          lastError: errorText(err),
          nextAttemptAt: new Date(Date.now() + wait),
          lockedBy: null,
          lockedUntil: null,
        })
        .where(and(eq(outbox.id, row.id), eq(outbox.lockedBy, this.workerId)))
        .catch(() => this.noteTrouble());
      this.release(row.id);
      if (last || !retryHere || wait > WAIT_IN_PROCESS_MS || this.stopping) return;
      if (wait > 0) await this.pause(wait);
      if (this.stopping) return;
      row = await this.claim(row.id);
    }
  }

  /** A backoff sleep that `stop()` ends early. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }
}

function errorText(err: unknown): string {
  return String((err as Error)?.message ?? err);
}

/** The domain part for Message-IDs: the sender address's domain (a stable, shop-owned name). */
function messageIdDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? "stilla.invalid";
}

/** An outbox mail's Message-ID: made from its row id, so every delivery of one row carries the same one. */
export function messageIdOf(outboxId: number, from: string): string {
  return `<outbox-${outboxId}.${messageIdDomain(from)}>`;
}

/** The outbox row id in a Message-ID made by `messageIdOf` (null for any other), e.g. to count deliveries at an SMTP server. */
export function outboxIdOfMessageId(messageId: string): number | null {
  const m = /^<?outbox-(\d+)\./.exec(messageId.trim());
  return m ? Number(m[1]) : null;
}
