import { describe, expect, it } from "vitest";
import type { Database } from "./db.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { isOnWaitlist, joinWaitlist, listWaitlist, WAITLIST_RATE_LIMIT } from "./waitlist.server";

describe(`waitlist (${TEST_DB_KIND})`, () => {
  let database: Database;
  useSeededDatabase({ seed: false }, (seeded) => {
    database = seeded.database;
  });

  const now = new Date("2026-05-04T10:00:00Z");

  it("stores an address once per topic, normalised, and answers a repeat the same way", async () => {
    const { db } = database;
    const first = await joinWaitlist(db, { topic: "subscription", email: "  Anna.Berg@Example.SE ", clientKey: "a", now });
    const again = await joinWaitlist(db, { topic: "subscription", email: "anna.berg@example.se", clientKey: "b", now });
    expect(first).toEqual({ ok: true });
    expect(again).toEqual(first);
    expect(await listWaitlist(db, "subscription")).toEqual([{ email: "anna.berg@example.se", createdAt: now }]);
    expect(await isOnWaitlist(db, "subscription", "ANNA.BERG@example.se")).toBe(true);
    expect(await isOnWaitlist(db, "subscription", "annan@example.se")).toBe(false);
  });

  it("keeps topics apart", async () => {
    const { db } = database;
    await joinWaitlist(db, { topic: "other", email: "anna.berg@example.se", clientKey: "c", now });
    expect(await listWaitlist(db, "other")).toHaveLength(1);
    expect(await listWaitlist(db, "subscription")).toHaveLength(1);
  });

  it("two identical sign-ups at the same time store one row", async () => {
    const { db } = database;
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => joinWaitlist(db, { topic: "race", email: "samma@example.se", clientKey: `r${i}`, now })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await listWaitlist(db, "race")).toHaveLength(1);
  });

  it("limits sign-ups per client, stores nothing beyond the limit, and opens again in the next window", async () => {
    const { db } = database;
    const clientKey = "203.0.113.9";
    const results = [];
    for (let i = 0; i <= WAITLIST_RATE_LIMIT.limit; i++) {
      results.push(await joinWaitlist(db, { topic: "limit", email: `kund${i}@example.se`, clientKey, now }));
    }
    expect(results.slice(0, WAITLIST_RATE_LIMIT.limit).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)).toEqual({ ok: false, reason: "rate_limited", retryAfterSeconds: WAITLIST_RATE_LIMIT.windowMs / 1000 });
    expect(await listWaitlist(db, "limit")).toHaveLength(WAITLIST_RATE_LIMIT.limit);
    // Another client is not affected; the scale multiplies the allowance.
    expect(await joinWaitlist(db, { topic: "limit", email: "annan@example.se", clientKey: "198.51.100.1", now })).toEqual({ ok: true });
    const scaled = await joinWaitlist(db, { topic: "limit", email: "skalad@example.se", clientKey, now, rateLimitScale: 2 });
    expect(scaled).toEqual({ ok: true });
    const later = new Date(now.getTime() + WAITLIST_RATE_LIMIT.windowMs);
    expect(await joinWaitlist(db, { topic: "limit", email: "senare@example.se", clientKey, now: later })).toEqual({ ok: true });
    expect(await listWaitlist(db, "limit")).toHaveLength(WAITLIST_RATE_LIMIT.limit + 3);
  });
});
