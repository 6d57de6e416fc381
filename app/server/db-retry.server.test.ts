/**
 * transactionWithRetry (db-retry.server.ts, issue #32): a transaction PostgreSQL fails for a deadlock (40P01) or a
 * serialization failure (40001) runs again, a bounded number of times; any other error is not tried again.
 * The errors here are the database's own: a real lock cycle between two connections (PostgreSQL), and a
 * PL/pgSQL RAISE with the SQLSTATE (both databases).
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "./db.server";
import { isDatabaseUnavailable } from "./db.server";
import { retryableCode, TRANSACTION_RETRY, transactionWithRetry } from "./db-retry.server";
import { raceName, TEST_DB_KIND, useSeededDatabase } from "./test-db";

type Probe = { id: number; n: number };
const probeRows = async (db: Database["db"]) => ((await db.execute(sql`select id, n from retry_probe order by id`)) as unknown as { rows: Probe[] }).rows;
const raise = (state: string) => sql.raw(`do $$ begin raise exception 'test %', '${state}' using errcode = '${state}'; end $$`);

describe(`transactionWithRetry (${TEST_DB_KIND})`, () => {
  let db: Database["db"];

  useSeededDatabase({ seed: false }, async (seeded) => {
    db = seeded.db;
    await db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
    await db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
  });

  it(raceName("two transactions locking two rows in opposite orders: the one PostgreSQL fails (40P01) runs again, both commit"), async () => {
    const calls = { a: 0, b: 0 };
    // On PostgreSQL each waits, after its first lock, until the other has its first: the cycle is certain. PGlite runs
    // one transaction at a time, so there they simply run one after the other.
    let firstLocks = 0;
    const bothHoldOne = async () => {
      firstLocks++;
      for (let i = 0; TEST_DB_KIND === "postgres" && firstLocks < 2 && i < 500; i++) await new Promise((r) => setTimeout(r, 5));
    };
    const lockBoth = (name: "a" | "b", first: number, second: number) =>
      transactionWithRetry(db, async (tx) => {
        calls[name]++;
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
        if (calls[name] === 1) await bothHoldOne();
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
        return name;
      });
    expect(await Promise.all([lockBoth("a", 1, 2), lockBoth("b", 2, 1)])).toEqual(["a", "b"]);
    // Each transaction's writes counted once: the failed try left nothing behind.
    const rows = await probeRows(db);
    expect(rows.map((r) => [Number(r.id), Number(r.n)])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(calls.a + calls.b).toBe(TEST_DB_KIND === "postgres" ? 3 : 2);
  });

  it("a serialization failure (40001) that keeps coming is tried 3 times, then thrown as it came, as 'unavailable' (503)", async () => {
    let calls = 0;
    const err = await transactionWithRetry(db, async (tx) => {
      calls++;
      await tx.execute(sql`update retry_probe set n = n + 100 where id = 1`);
      await tx.execute(raise("40001"));
    }).catch((e: unknown) => e);
    expect(calls).toBe(TRANSACTION_RETRY.attempts);
    expect(retryableCode(err)).toBe("40001");
    expect(isDatabaseUnavailable(err)).toBe(true);
    const rows = await probeRows(db);
    expect(Number(rows[0]!.n)).toBeLessThan(100);
  });

  it("a deadlock error on the first try only: the second try commits", async () => {
    let calls = 0;
    const result = await transactionWithRetry(db, async (tx) => {
      calls++;
      if (calls === 1) await tx.execute(raise("40P01"));
      return calls;
    });
    expect(result).toBe(2);
  });

  it("any other error (a unique violation, a check) is thrown at once, not tried again", async () => {
    for (const state of ["23505", "23514", "P0001"]) {
      let calls = 0;
      const err = await transactionWithRetry(db, async (tx) => {
        calls++;
        await tx.execute(raise(state));
      }).catch((e: unknown) => e);
      expect(calls, state).toBe(1);
      expect(retryableCode(err), state).toBeNull();
    }
  });
});
