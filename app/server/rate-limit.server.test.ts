import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db.server";
import { hitRateLimit, peekRateLimit, rateLimitWindow } from "./rate-limit.server";
import { createTestDatabase, TEST_DB_KIND, raceName } from "./test-db";

describe(`rate limit (${TEST_DB_KIND})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

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
