/**
 * The shop's own fixed-window rate limiter, kept in the database so that it holds across
 * restarts and for every process on one database. Better Auth has its own for /api/auth.
 */
import { startPeriodicJob, type PeriodicJob } from "./periodic-job.server";
import { sql } from "drizzle-orm";
import type { Db } from "./db.server";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(
  db: Db,
  key: string,
  opts: { limit: number; windowMs: number; now: number },
): Promise<RateLimitResult> {
  const { limit, windowMs, now } = opts;
  const expired = now - windowMs;
  const result = await db.execute<{ count: number; window_start: string | number }>(sql`
    insert into rate_limit (key, count, window_start) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.window_start <= ${expired} then 1 else rate_limit.count + 1 end,
      window_start = case when rate_limit.window_start <= ${expired} then ${now} else rate_limit.window_start end
    returning count, window_start`);
  const row = (result as unknown as { rows: { count: number; window_start: string | number }[] }).rows[0]!;
  const count = Number(row.count);
  const windowStart = Number(row.window_start);
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

/** `hitRateLimit` for one of the shop's rules ({ limit, windowMs }), its limit multiplied by RATE_LIMIT_SCALE (tests). */
export function hitScaledLimit(db: Db, key: string, rule: { limit: number; windowMs: number }, scale: number, now: number): Promise<RateLimitResult> {
  return hitRateLimit(db, key, { limit: rule.limit * scale, windowMs: rule.windowMs, now });
}

/** The current count in the window, without counting this request (for "failures only" limits). */
export async function peekRateLimit(db: Db, key: string, opts: { windowMs: number; now: number }): Promise<number> {
  return (await rateLimitWindow(db, key, opts)).count;
}

/** The current count and the seconds until the window ends (for `Retry-After`), without counting this request. */
export async function rateLimitWindow(
  db: Db,
  key: string,
  opts: { windowMs: number; now: number },
): Promise<{ count: number; retryAfterSeconds: number }> {
  const result = await db.execute<{ count: number; window_start: string | number }>(
    sql`select count, window_start from rate_limit where key = ${key}`,
  );
  const row = (result as unknown as { rows: { count: number; window_start: string | number }[] }).rows[0];
  if (!row || Number(row.window_start) <= opts.now - opts.windowMs) return { count: 0, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.window_start) + opts.windowMs - opts.now) / 1000));
  return { count: Number(row.count), retryAfterSeconds };
}

/**
 * How long a counter is kept after its window started. Longer than every window in use (the longest is an hour:
 * change-email, verification mail, newsletter per address), so a pruned counter had expired anyway: an expired row
 * and no row answer the same (count 0, and the next hit starts a new window at 1).
 */
export const RATE_LIMIT_KEEP_MS = 24 * 60 * 60_000;

/** Deletes the counters whose window started more than RATE_LIMIT_KEEP_MS ago; how many. Safe in every process at once. */
export async function pruneRateLimits(db: Db, now: number): Promise<number> {
  const result = await db.execute(sql`delete from rate_limit where window_start < ${now - RATE_LIMIT_KEEP_MS} returning key`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Prunes at start and then every hour, until `stop()` (every process does; the delete is idempotent). */
export function startRateLimitPruning(db: Db, opts: { intervalMs?: number; now?: () => number } = {}): PeriodicJob {
  const now = opts.now ?? Date.now;
  return startPeriodicJob("rate-limit pruning", () => pruneRateLimits(db, now()), { intervalMs: opts.intervalMs ?? 60 * 60_000 });
}
