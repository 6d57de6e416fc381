/**
 * A transaction tried again when PostgreSQL failed it for a lock cycle (40P01, deadlock_detected) or a conflict with
 * a concurrent transaction (40001, serialization_failure): PostgreSQL rolled all of it back, and running it once more
 * is the documented answer to both. The shop's locks are taken in one order (ADR 041, "One lock order: the account
 * first"), so a cycle should not occur; this is the bound on what one that still does can cost a customer: a few
 * milliseconds instead of a 500. PGlite is one connection: its transactions never meet, and never come here again.
 *
 * Only for a `work` whose every effect goes through `tx` (rows, outbox mails, audit entries): all of that is rolled
 * back with the failed try. A `work` that changes anything outside the database (an array its caller reads, a mail
 * sent, an event published) must not be retried this way; do that after the commit instead.
 */
import type { Db, Tx } from "./db.server";

/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE = new Set(["40P01", "40001"]);

/** Tries in all (the first included), and the wait before a second and third try: a base plus a random part. */
export const TRANSACTION_RETRY = { attempts: 3, baseMs: 5, jitterMs: 25 } as const;

/** The SQLSTATE 40P01 or 40001 anywhere in `err`'s cause chain (drizzle wraps the driver's error in `cause`), or null. */
export function retryableCode(err: unknown): string | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 8; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && RETRYABLE.has(e.code)) return e.code;
  }
  return null;
}

/**
 * `db.transaction(work)`, run again (up to TRANSACTION_RETRY.attempts in all) when it fails with 40P01 or 40001,
 * after a short random wait so the two sides of a cycle do not meet again in step. Any other error, and the last
 * try's, is thrown as it came (`isDatabaseUnavailable` counts an exhausted 40P01/40001 as "try again later": 503).
 */
export async function transactionWithRetry<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts: number = TRANSACTION_RETRY.attempts): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      const code = retryableCode(err);
      if (attempt >= attempts || !code) throw err;
      const wait = attempt * TRANSACTION_RETRY.baseMs + Math.floor(Math.random() * TRANSACTION_RETRY.jitterMs);
      console.warn(`[db] transaction failed (${code}), trying again in ${wait} ms (try ${attempt + 1} of ${attempts})`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
