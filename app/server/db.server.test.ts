import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { DatabaseLockedError, migrateDatabase, openPglite, type Database } from "./db.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { seed } from "./seed.server";
import { product, productPriceHistory, siteSetting } from "./schema";
import { CATALOGUE } from "~/content/catalogue";

describe(`database (${TEST_DB_KIND})`, () => {
  let database: Database;
  useSeededDatabase({ seed: false }, (seeded) => {
    database = seeded.database;
  });

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
