/**
 * PGlite as drizzle's client (ADR 054, pglite-client.server.ts): the same answers as PGlite's own `query` — rows,
 * fields, counts, errors — for every kind of value, in and out of transactions, the first time a text is seen (parsed
 * under a name) and after (bound and executed by name); and drizzle's driver still brings exactly the nine parsers
 * the client leaves off.
 */
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openPglite } from "./db.server";
import { DRIVER_TEXT_TYPES, pgliteForDrizzle } from "./pglite-client.server";
import { siteSetting } from "./schema";
import { TEST_DB_KIND } from "./test-db";

const driverParsers = Object.fromEntries([...DRIVER_TEXT_TYPES].map((t) => [t, (v: string) => v]));
const SCHEMA = `create table item (id int primary key, name text not null, at timestamptz, tags text[], doc jsonb, price numeric, big int8)`;
const at = "2026-11-21T12:00:00.000Z";

describe.runIf(TEST_DB_KIND === "pglite")("PGlite as drizzle's client", () => {
  let plain: PGlite;
  let raw: PGlite;
  let wrapped: PGlite;
  beforeAll(async () => {
    plain = await PGlite.create();
    // Ready first: PGlite sets its array types' parsers while it starts.
    raw = await PGlite.create();
    wrapped = pgliteForDrizzle(raw);
    for (const pg of [plain, raw]) await pg.exec(SCHEMA);
  });
  afterAll(async () => {
    await plain.close();
    await raw.close();
  });

  /** The same statement on both, twice (parsed under a name, then by name), with the same answer each time. */
  const same = async (text: string, params: unknown[] = [], options: QueryOptions | undefined = { parsers: driverParsers }) => {
    for (let round = 0; round < 2; round++) {
      const expected = await plain.query(text, params, options);
      const got = await wrapped.query(text, params, options);
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
      expect(got.affectedRows).toEqual(expected.affectedRows);
    }
  };

  it("writes and reads every kind of value as PGlite does", async () => {
    const awkward = `Åsa "Ö" {x}, y\\z\nrad två 🍵 'citat'`;
    await same(`insert into item (id, name, at, tags, doc, price, big) values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do update set name = excluded.name returning *`, [1, awkward, new Date(at), ["a\"b", null, "{c}"], { a: [1, "x"] }, "12.50", 9007199254740993n]);
    await same(`insert into item (id, name, at, tags, doc, price, big) values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do update set name = excluded.name returning *`, [2, "två", null, null, null, null, null]);
    await same(`select * from item where name = $1 or at < $2 order by id`, [awkward, new Date("2030-01-01")]);
    await same(`select * from item order by id`, [], { parsers: driverParsers, rowMode: "array" });
    await same(`select $1::text as t, $2::int as i, $3::bool as b, $4::timestamptz as tz, '1 day'::interval as iv, array[$4::timestamptz] as tzs`, ["x", 7, true, at]);
    await same(`update item set name = name || '!' where id > $1`, [0]);
    await same(`with gone as (delete from item where id = $1 returning id) select count(*)::int as n from gone`, [2]);
    await same(`select 1 as one`, [], undefined);
    // A query with parsers of its own keeps them.
    const own = { parsers: { ...driverParsers, 20: (v: string) => `int8:${v}` } };
    await same(`select big from item where id = $1`, [1], own);
    expect((await wrapped.query<{ big: string }>(`select big from item where id = $1`, [1], own)).rows[0]!.big).toBe("int8:9007199254740993");
    // The seven texts above that came without parsers of their own were named (once each): PostgreSQL holds them.
    const named = await raw.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'stilla_%'`);
    expect(named.rows[0]!.n).toBe(7);
  });

  it("inside transactions: rolled back as PGlite rolls back, and a statement named in a rolled-back one still runs", async () => {
    const insert = `insert into item (id, name) values ($1, $2)`;
    await expect(
      wrapped.transaction(async (tx) => {
        await tx.query(insert, [10, "ten"]);
        await tx.query(`select * from item where id = $1`, [10]);
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect((await wrapped.query(`select * from item where id = $1`, [10])).rows).toEqual([]);
    await wrapped.transaction(async (tx) => {
      await tx.query(insert, [11, "eleven"]);
    });
    expect((await wrapped.query<{ name: string }>(`select * from item where id = $1`, [11])).rows[0]!.name).toBe("eleven");
  });

  it("errors are PostgreSQL's: a unique violation keeps its code; a bad text fails each time it is sent", async () => {
    const insert = `insert into item (id, name) values ($1, $2)`;
    await wrapped.query(insert, [20, "a"]);
    await expect(wrapped.query(insert, [20, "b"])).rejects.toMatchObject({ code: "23505" });
    await expect(wrapped.transaction((tx) => tx.query(insert, [20, "c"]))).rejects.toMatchObject({ code: "23505" });
    for (let i = 0; i < 2; i++) await expect(wrapped.query(`select * from no_such_table where id = $1`, [1])).rejects.toMatchObject({ code: "42P01" });
    await expect(wrapped.transaction((tx) => tx.query(`select nonsense from item`))).rejects.toMatchObject({ code: "42703" });
    // The connection is usable after each of them.
    expect((await wrapped.query<{ n: number }>(`select count(*)::int as n from item where id = $1`, [20])).rows[0]!.n).toBe(1);
  });

  it("past the limit of named texts, new texts still answer (PGlite's way)", async () => {
    for (let i = 0; i < 260; i++) expect((await wrapped.query<{ v: number }>(`select $1::int + ${i} as v`, [1])).rows[0]!.v).toBe(1 + i);
  });

  it("drizzle's PGlite driver brings exactly the nine parsers, each returning the text as it is", async () => {
    // The premise of leaving them off, checked against the installed drizzle.
    const seen: QueryOptions[] = [];
    const spy = new Proxy(plain, {
      get: (t, prop) =>
        prop === "query" ? (text: string, params: unknown[], options: QueryOptions) => (seen.push(options), t.query(text, params, options)) : (Reflect.get(t, prop, t) as unknown),
    });
    const db = drizzle(spy);
    await db.execute(sql`select 1`);
    await db.select({ one: sql<number>`1` }).from(sql`(select 1) as t`);
    expect(seen).toHaveLength(2);
    for (const options of seen) {
      expect(Object.keys(options.parsers!).sort()).toEqual([...DRIVER_TEXT_TYPES].sort());
      for (const parseValue of Object.values(options.parsers!)) expect(parseValue("2026-11-21 12:00:00+00", 1184)).toBe("2026-11-21 12:00:00+00");
    }
  });

  it("drizzle reads and writes timestamps through it as before", async () => {
    const database = await openPglite(null);
    try {
      await migrateDatabase(database);
      const when = new Date("2026-11-21T12:34:56.789Z");
      await database.db.insert(siteSetting).values({ key: "probe", value: { at: when.toISOString() }, updatedAt: when });
      for (let i = 0; i < 2; i++) {
        const [row] = await database.db.select().from(siteSetting).where(eq(siteSetting.key, "probe"));
        expect(row!.updatedAt).toEqual(when);
        const inTx = await database.db.transaction((tx) => tx.select().from(siteSetting).where(eq(siteSetting.key, "probe")));
        expect(inTx[0]!.updatedAt).toEqual(when);
      }
    } finally {
      await database.close();
    }
  });
});
