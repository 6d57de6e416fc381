import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "./db.server";
import { hitRateLimit, peekRateLimit, pruneRateLimits, RATE_LIMIT_KEEP_MS, rateLimitWindow, startRateLimitPruning } from "./rate-limit.server";
import { TEST_DB_KIND, raceName, useSeededDatabase } from "./test-db";

describe(`rate limit (${TEST_DB_KIND})`, () => {
  let database: Database;
  useSeededDatabase({ seed: false }, (seeded) => {
    database = seeded.database;
  });

  it("prunes counters whose window started more than a day ago, and a pruned key counts as before", async () => {
    const now = 50_000_000_000;
    const hour = 60 * 60_000;
    await hitRateLimit(database.db, "prune-old", { limit: 3, windowMs: hour, now: now - RATE_LIMIT_KEEP_MS - 1 });
    await hitRateLimit(database.db, "prune-old", { limit: 3, windowMs: hour, now: now - RATE_LIMIT_KEEP_MS - 1 });
    await hitRateLimit(database.db, "prune-hour", { limit: 3, windowMs: hour, now: now - hour + 1 });
    await hitRateLimit(database.db, "prune-new", { limit: 3, windowMs: 60_000, now });
    const before = await rateLimitWindow(database.db, "prune-old", { windowMs: hour, now });
    expect(await pruneRateLimits(database.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.execute(sql`select key from rate_limit where key like 'prune-%' order by key`)) as unknown as { rows: { key: string }[] };
    expect(keys.rows.map((r) => r.key)).toEqual(["prune-hour", "prune-new"]);
    // Expired or gone: the same answers.
    expect(await rateLimitWindow(database.db, "prune-old", { windowMs: hour, now })).toEqual(before);
    expect(await hitRateLimit(database.db, "prune-old", { limit: 3, windowMs: hour, now })).toMatchObject({ allowed: true, count: 1 });
    // The window still open is kept and goes on counting.
    expect(await hitRateLimit(database.db, "prune-hour", { limit: 3, windowMs: hour, now })).toMatchObject({ count: 2 });
  });

  it("the pruning timer prunes at start and stops", async () => {
    const now = 60_000_000_000;
    await hitRateLimit(database.db, "prune-timer", { limit: 3, windowMs: 60_000, now: now - RATE_LIMIT_KEEP_MS - 60_000 });
    const pruning = startRateLimitPruning(database.db, { now: () => now });
    await pruning.stop();
    expect(await peekRateLimit(database.db, "prune-timer", { windowMs: 60_000, now })).toBe(0);
    const left = (await database.db.execute(sql`select key from rate_limit where key = 'prune-timer'`)) as unknown as { rows: unknown[] };
    expect(left.rows).toHaveLength(0);
  });

  it("allows the limit within a window, refuses beyond it, and opens again in the next window", async () => {
    const opts = { limit: 3, windowMs: 60_000, now: 1_000_000 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit(database.db, "k1", opts));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]!.retryAfterSeconds).toBe(60);
    expect(await peekRateLimit(database.db, "k1", opts)).toBe(5);
    const later = { ...opts, now: opts.now + 60_000 };
    expect(await peekRateLimit(database.db, "k1", later)).toBe(0);
    expect((await hitRateLimit(database.db, "k1", later)).allowed).toBe(true);
  });

  it("a window ends on time however steady the traffic: it starts at its first hit and never slides", async () => {
    const opts = { limit: 10, windowMs: 60_000 };
    const start = 9_000_000;
    // One hit every 6 s: the 10 of the first minute are allowed, the 11th (at 60 s) opens a new window.
    for (let i = 0; i < 10; i++) expect((await hitRateLimit(database.db, "k3", { ...opts, now: start + i * 6_000 })).allowed).toBe(true);
    expect(await rateLimitWindow(database.db, "k3", { ...opts, now: start + 54_500 })).toEqual({ count: 10, retryAfterSeconds: 6 });
    expect((await hitRateLimit(database.db, "k3", { ...opts, now: start + 54_500 })).allowed).toBe(false);
    const next = await hitRateLimit(database.db, "k3", { ...opts, now: start + 60_000 });
    expect(next).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it(raceName("counts concurrent hits exactly"), async () => {
    const opts = { limit: 10, windowMs: 60_000, now: 5_000_000 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(database.db, "k2", opts)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});
