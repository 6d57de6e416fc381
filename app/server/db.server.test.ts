import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { DatabaseLockedError, migrateDatabase, openPglite, withDriverParsers, type Database } from "./db.server";
import { createTestDatabase, TEST_DB_KIND } from "./test-db";
import { seed } from "./seed.server";
import { product, productPriceHistory, siteSetting } from "./schema";
import { CATALOGUE } from "~/content/catalogue";

describe(`database (${TEST_DB_KIND})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it("applies migrations idempotently", async () => {
    await migrateDatabase(database);
    await migrateDatabase(database);
    const r = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((r as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it("seeds the whole catalogue once, and keeps the owner's edits on a second run", async () => {
    await seed(database.db);
    const rows = await database.db.select().from(product);
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.id).sort()).toEqual(CATALOGUE.map((p) => p.id).sort());
    const sleep = rows.find((r) => r.id === "sleep")!;
    expect(sleep.priceOre).toBe(24_900);
    expect(sleep.taxClass).toBe("food");
    expect(rows.find((r) => r.id === "midvinter")!.stockCount).toBe(8);

    await database.db.update(product).set({ priceOre: 25_900 }).where(eq(product.id, "sleep"));
    await seed(database.db);
    const again = await database.db.select().from(product);
    expect(again).toHaveLength(20);
    expect(again.find((r) => r.id === "sleep")!.priceOre).toBe(25_900);
    const history = await database.db.select().from(productPriceHistory);
    expect(history).toHaveLength(20);
    const settings = await database.db.select().from(siteSetting).where(eq(siteSetting.key, "hero_videos"));
    expect(settings[0]!.value).toEqual(["hero-1", "hero-2", "hero-3"]);
  });
});

describe.runIf(TEST_DB_KIND === "pglite")("PGlite folder lock", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "stilla-lock-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a second open of the same folder with a clear message, and allows it after close", async () => {
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(DatabaseLockedError);
    await expect(openPglite(dir)).rejects.toThrow(/in use by another Stilla process/);
    await first.close();
    const second = await openPglite(dir);
    await second.close();
  });

  it("takes over a stale lock left by a process that died", async () => {
    writeFileSync(path.join(dir, "stilla.lock"), "999999999");
    const db = await openPglite(dir);
    await db.close();
  });
});

describe.runIf(TEST_DB_KIND === "pglite")("PGlite without the driver's parsers per query (ADR 054)", () => {
  const probe = `select $1::timestamptz as tz, '2026-11-21 12:00:00'::timestamp as ts, '2026-11-21'::date as d, '1 day 2 hours'::interval as iv,
    array['2026-11-21 12:00:00+00'::timestamptz] as tzs, array[1.5::numeric] as nums, '{"a":[1,"x"]}'::jsonb as j, 9007199254740993::int8 as big,
    array[1, 2]::int[] as ints, array['a"b', null]::text[] as texts, true as yes, null::text as nothing`;
  const driverParsers = Object.fromEntries(["1114", "1184", "1186", "1082", "1231", "1115", "1185", "1187", "1182"].map((t) => [t, (v: string) => v]));

  it("reads every type as PGlite does with the driver's parsers, in and out of a transaction", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const plain = await PGlite.create();
    // Ready first: PGlite sets its array parsers while it starts.
    const wrapped = withDriverParsers(await PGlite.create());
    try {
      for (const options of [{ parsers: driverParsers }, { parsers: driverParsers, rowMode: "array" as const }]) {
        const params = ["2026-11-21T12:00:00.000Z"];
        const expected = await plain.query(probe, params, options);
        expect((await wrapped.query(probe, params, options)).rows).toEqual(expected.rows);
        const inTx = await wrapped.transaction((tx) => tx.query(probe, params, options));
        expect(inTx.rows).toEqual(expected.rows);
      }
      // A query that brings a parser for another type keeps all of its own.
      const own = { parsers: { ...driverParsers, 20: (v: string) => `int8:${v}` } };
      expect((await wrapped.query(probe, ["2026-11-21T12:00:00.000Z"], own)).rows).toEqual((await plain.query(probe, ["2026-11-21T12:00:00.000Z"], own)).rows);
      expect((await wrapped.query<{ big: string }>(probe, ["2026-11-21T12:00:00.000Z"], own)).rows[0]!.big).toBe("int8:9007199254740993");
    } finally {
      await plain.close();
      await wrapped.close();
    }
  });

  it("drizzle's PGlite driver brings exactly those nine parsers, each returning the text as it is", async () => {
    // The wrapper's premise, checked against the installed drizzle: a query's parsers are dropped only when they are these.
    const { PGlite } = await import("@electric-sql/pglite");
    const seen: unknown[] = [];
    const client = await PGlite.create();
    try {
      const spy = new Proxy(client, {
        get: (t, prop) => (prop === "query" ? (text: string, params: unknown[], options: unknown) => (seen.push(options), t.query(text, params, options as never)) : Reflect.get(t, prop, t)),
      });
      const { drizzle } = await import("drizzle-orm/pglite");
      const db = drizzle(spy as unknown as InstanceType<typeof PGlite>);
      await db.execute(sql`select 1`);
      await db.select({ one: sql<number>`1` }).from(sql`(select 1) as t`);
      expect(seen).toHaveLength(2);
      for (const options of seen as { parsers: Record<string, (v: string) => unknown> }[]) {
        expect(Object.keys(options.parsers).sort()).toEqual(Object.keys(driverParsers).sort());
        for (const parse of Object.values(options.parsers)) expect(parse("2026-11-21 12:00:00+00")).toBe("2026-11-21 12:00:00+00");
      }
    } finally {
      await client.close();
    }
  });

  it("drizzle reads and writes timestamps through it as before", async () => {
    const database = await openPglite(null);
    try {
      await migrateDatabase(database);
      const at = new Date("2026-11-21T12:34:56.789Z");
      await database.db.insert(siteSetting).values({ key: "probe", value: { at: at.toISOString() }, updatedAt: at });
      const [row] = await database.db.select().from(siteSetting).where(eq(siteSetting.key, "probe"));
      expect(row!.updatedAt).toEqual(at);
      const inTx = await database.db.transaction((tx) => tx.select().from(siteSetting).where(eq(siteSetting.key, "probe")));
      expect(inTx[0]!.updatedAt).toEqual(at);
    } finally {
      await database.close();
    }
  });
});
