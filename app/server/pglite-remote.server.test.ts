/**
 * PGlite in its worker thread (ADR 055, pglite-remote.server.ts and pglite-worker.ts): the same answers as PGlite on
 * this thread (rows, fields, counts, errors with their fields), transactions one at a time with statements outside
 * them waiting for the COMMIT, notifications before the answer of the statement that sent them, the server's thread
 * free while a statement runs, and the folder's lock, reopen and close as `openPglite` gives them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseLockedError, isDatabaseUnavailable, migrateDatabase, openPglite } from "./db.server";
import { DRIVER_TEXT_TYPES, pgliteForDrizzle } from "./pglite-client.server";
import { PgliteRemote } from "./pglite-remote.server";
import { TEST_DB_KIND } from "./test-db";

const driverParsers = Object.fromEntries([...DRIVER_TEXT_TYPES].map((t) => [t, (v: string) => v]));
const SCHEMA = `create table item (id int primary key, name text not null, at timestamptz, tags text[], doc jsonb, price numeric, big int8, raw bytea)`;

describe.runIf(TEST_DB_KIND === "pglite")("PGlite in its worker thread", () => {
  let dir: string;
  let local: PGlite;
  let here: PGlite;
  let remote: PgliteRemote;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "stilla-remote-"));
    local = await PGlite.create();
    here = pgliteForDrizzle(local);
    remote = new PgliteRemote(path.join(dir, "pglite"), {});
    await remote.waitReady;
    await local.exec(SCHEMA);
    await remote.query(SCHEMA);
  }, 60_000);
  afterAll(async () => {
    await local.close();
    await remote.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The same statement on both, with the same answer. */
  const same = async (text: string, params: unknown[] = [], options: QueryOptions | undefined = { parsers: driverParsers }) => {
    const expected = await here.query(text, params, options);
    const got = await remote.query(text, params, options);
    expect(got.rows).toEqual(expected.rows);
    expect(got.fields).toEqual(expected.fields);
    expect(got.affectedRows).toEqual(expected.affectedRows);
    return got;
  };

  it("answers every kind of value as PGlite on this thread does", async () => {
    const awkward = `Åsa "Ö" {x}, y\\z\nrad två 🍵 'citat'`;
    const insert = `insert into item (id, name, at, tags, doc, price, big, raw) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`;
    const written = await same(insert, [1, awkward, new Date("2026-11-21T12:00:00.000Z"), ['a"b', null, "{c}"], { a: [1, "x"] }, "12.50", 9007199254740993n, new Uint8Array([0, 1, 255])]);
    expect(written.rows).toHaveLength(1);
    await same(insert, [2, "två", null, null, null, null, null, null]);
    await same(`select * from item order by id`);
    await same(`select * from item order by id`, [], { parsers: driverParsers, rowMode: "array" });
    await same(`select $1::text as t, $2::int as i, $3::bool as b, '1 day'::interval as iv, now() > $4::timestamptz as later`, ["x", 7, true, "2020-01-01T00:00:00Z"]);
    await same(`update item set name = name || '!' where id > $1`, [0]);
    await same(`select 1 as one`, [], undefined);
  });

  it("keeps an error's fields, and refuses options it cannot send", async () => {
    const twice = `insert into item (id, name) values (1, 'igen')`;
    const failure = (e: unknown) => e as Record<string, unknown>;
    const expected = await here.query(twice).then(() => ({}) as Record<string, unknown>, failure);
    const got = await remote.query(twice).then(() => ({}) as Record<string, unknown>, failure);
    expect(got).toBeInstanceOf(Error);
    for (const field of ["message", "code", "detail", "constraint", "table", "severity"]) expect(got[field]).toEqual(expected[field]);
    expect(got.code).toBe("23505");
    await expect(remote.query(`select 1`, [], { parsers: { 20: (v: string) => v } })).rejects.toThrow(/not supported/);
    // The failed statements left nothing behind: the next one answers.
    expect((await remote.query<{ n: number }>(`select count(*)::int as n from item`)).rows[0]!.n).toBe(2);
  });

  it("runs transactions one at a time; a statement outside one waits for its COMMIT", async () => {
    await remote.query(`insert into item (id, name, big) values (100, 'räknare', 0)`);
    // Twenty transactions at once, each reading and writing: none sees another half done.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        remote.transaction(async (tx) => {
          const { rows } = await tx.query<{ big: number }>(`select big::int as big from item where id = 100`);
          await new Promise((r) => setTimeout(r, 1)); // this thread serves others meanwhile
          await tx.query(`update item set big = $1 where id = 100`, [rows[0]!.big + 1]);
        }),
      ),
    );
    expect((await remote.query<{ big: number }>(`select big::int as big from item where id = 100`)).rows[0]!.big).toBe(20);

    // A statement sent while a transaction is open answers after the COMMIT, with what it committed.
    let outside: Promise<number> | null = null;
    await remote.transaction(async (tx) => {
      await tx.query(`update item set big = 21 where id = 100`);
      outside = remote.query<{ big: number }>(`select big::int as big from item where id = 100`).then((r) => r.rows[0]!.big);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(await outside!).toBe(21);

    // A throw rolls back, and the transaction's handle refuses statements afterwards.
    let kept: { query: PgliteRemote["query"] } | null = null;
    await expect(
      remote.transaction(async (tx) => {
        kept = tx;
        await tx.query(`update item set big = 0 where id = 100`);
        throw new Error("stopp");
      }),
    ).rejects.toThrow("stopp");
    expect((await remote.query<{ big: number }>(`select big::int as big from item where id = 100`)).rows[0]!.big).toBe(21);
    await expect(kept!.query(`select 1`)).rejects.toThrow(/closed/);

    // A failing statement inside fails the transaction and leaves the database usable.
    await expect(remote.transaction(async (tx) => tx.query(`insert into item (id, name) values (100, 'dubblett')`))).rejects.toMatchObject({ code: "23505" });
    expect((await remote.query(`select 1 as ok`)).rows).toEqual([{ ok: 1 }]);
  });

  it("delivers a notification before the answer of the statement that sent it, and stops on UNLISTEN", async () => {
    const heard: string[] = [];
    const unlisten = await remote.listen("stilla_test", (payload) => heard.push(payload));
    await remote.query(`select pg_notify('stilla_test', 'ett')`);
    expect(heard).toEqual(["ett"]);
    await remote.transaction(async (tx) => {
      await tx.query(`select pg_notify('stilla_test', 'två')`);
      expect(heard).toEqual(["ett"]); // sent at the COMMIT
    });
    expect(heard).toEqual(["ett", "två"]);
    await unlisten();
    await remote.query(`select pg_notify('stilla_test', 'tre')`);
    await remote.query(`select 1`);
    expect(heard).toEqual(["ett", "två"]);
  });

  it("leaves this thread free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    try {
      await remote.query(`select pg_sleep(0.3)`);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThanOrEqual(10);
  });
});

describe.runIf(TEST_DB_KIND === "pglite")("PGlite's worker waking the server thread late", () => {
  it("waits on when a late wake-up meant for the last call comes before the next answer", async () => {
    // A notify can come late: the worker sets the flag, this thread sees it without sleeping, reads the answer and
    // sends its next call, and only then does the worker's notify run, waking it with no answer there yet. Here
    // the worker notifies a second time 30 ms after each answer, while this thread waits for the next one.
    const dir = mkdtempSync(path.join(os.tmpdir(), "stilla-late-"));
    const late = new PgliteRemote(path.join(dir, "pglite"), {}, { lateNotifyMs: 30 });
    try {
      await late.waitReady;
      await late.query(`create table n (v int)`);
      await late.transaction(async (tx) => {
        for (let i = 0; i < 5; i++) await tx.query(`insert into n values ($1)`, [i]);
      });
      expect((await late.query<{ s: number }>(`select sum(v)::int as s from n`)).rows).toEqual([{ s: 10 }]);
    } finally {
      await late.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(TEST_DB_KIND === "pglite")("openPglite on a folder (the worker thread)", () => {
  it("locks the folder, keeps what was written across a reopen, and answers 'unavailable' once closed", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "stilla-open-"));
    try {
      const first = await openPglite(dir);
      await migrateDatabase(first);
      await expect(openPglite(dir)).rejects.toBeInstanceOf(DatabaseLockedError);
      await first.db.execute(sql`insert into site_setting (key, value) values ('remote-test', '"ja"')`);
      await first.close();
      const failed = await first.db.execute(sql`select 1`).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(failed)).toBe(true);

      const again = await openPglite(dir);
      const read = (await again.db.execute(sql`select value from site_setting where key = 'remote-test'`)) as unknown as { rows: unknown[] };
      expect(read.rows).toEqual([{ value: "ja" }]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
