/**
 * The catalogue cache (ADR 040) on both databases: served from memory while watched, dropped by every committed
 * change to products, prices and reviews — this process's own at once, anyone else's (another connection, as
 * another app process on the same PostgreSQL) by the NOTIFY from the triggers — and off while nobody listens.
 */
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  CATALOGUE_APPLICATION_NAME, CATALOGUE_MAX_AGE_MS, cachedCatalogue, catalogueGeneration, watchCatalogue, type CatalogueWatch,
} from "./catalogue-cache.server";
import { getProduct, getProductDetail, listProducts, updateProductPriceAndStock } from "./catalogue.server";
import { openPostgres, type Database } from "./db.server";
import { adjustStock } from "./admin-products.server";
import { createCustomer, placedOrder } from "./test-factories";
import { listReviews, upsertReview } from "./reviews.server";
import { profile } from "./schema";
import { applyDeskAction } from "./orders.server";
import type { StockAdjustment } from "~/domain/product-form";
import { seed } from "./seed.server";
import { changeSiteSettings, getHomeClaims, getSettingsSection, getSiteSettings, paidCustomerCount } from "./site-settings.server";
import { getHeroSelection } from "./settings.server";
import { SettingsFormSchema } from "~/domain/site-settings";
import { createTestDatabase, TEST_DB_KIND, useSeededDatabase } from "./test-db";

const admin = { id: "admin-cache", email: "agare@stilla.se" };
const sleepPrice = async (database: Database) => (await listProducts(database.db)).find((p) => p.id === "sleep")!.priceOre;

/** Polls `read` until it gives `want`; the ms it took (fails after 3 s). */
async function within<T>(read: () => Promise<T>, want: T): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < 3_000) {
    if ((await read()) === want) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(await read()).toBe(want);
  return Number.NaN;
}

/**
 * A TCP relay to PostgreSQL whose connections can be made silent (issue #33): `silence()` stops passing bytes in
 * either direction on every connection open now, without closing anything (no FIN, no RST), as a frozen server or
 * a dropped route does. Connections made later pass normally.
 */
async function silenceableRelay(target: string) {
  const { hostname, port } = new URL(target);
  const pairs: { client: net.Socket; server: net.Socket; silent: boolean }[] = [];
  const relay = net.createServer((client) => {
    const pair = { client, server: net.connect(Number(port), hostname), silent: false };
    pairs.push(pair);
    client.on("data", (b) => pair.silent || pair.server.write(b));
    pair.server.on("data", (b) => pair.silent || client.write(b));
    for (const [a, b] of [[client, pair.server], [pair.server, client]] as const) {
      a.on("error", () => b.destroy());
      a.on("close", () => pair.silent || b.destroy());
    }
  });
  await new Promise<void>((r) => relay.listen(0, "127.0.0.1", r));
  const url = new URL(target);
  url.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    /** Makes the open connections silent; how many. */
    silence: () => pairs.filter((p) => !p.silent && !p.client.destroyed).map((p) => (p.silent = true)).length,
    close: () =>
      new Promise<void>((r) => {
        for (const p of pairs) {
          p.client.destroy();
          p.server.destroy();
        }
        relay.close(() => r());
      }),
  };
}

describe(`catalogue cache (${TEST_DB_KIND})`, () => {
  let database: Database;
  let watch: CatalogueWatch;
  const url = () => (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;

  useSeededDatabase({}, async (seeded) => {
    database = seeded.database;
    watch = await watchCatalogue(database, TEST_DB_KIND === "postgres" ? url() : undefined);
  });
  afterAll(async () => {
    await watch.stop();
  });

  it("serves one snapshot to every reader while nothing changes", async () => {
    expect(watch.live).toBe(true);
    const a = await cachedCatalogue(database.db)!;
    const b = await cachedCatalogue(database.db)!;
    expect(b).toBe(a);
    expect(a.active.map((p) => p.id)).toContain("sleep");
  });

  it("shows an admin's price and stock change on the very next read (this process)", async () => {
    await listProducts(database.db); // cached
    await updateProductPriceAndStock(database.db, "sleep", 25_900, 77, new Date(), admin);
    expect(await sleepPrice(database)).toBe(25_900);
    const detail = await getProductDetail(database.db, "sleep", new Date());
    expect(detail?.stockCount).toBe(77);
    expect(detail?.priceOre).toBe(25_900);

    await adjustStock(database.db, "sleep", { delta: -7, reason: "Svinn" } as StockAdjustment, admin, new Date());
    expect((await getProductDetail(database.db, "sleep", new Date()))?.stockCount).toBe(70);
  });

  it("shows a change made outside this process's code (plain SQL on the database) once it is committed", async () => {
    await listProducts(database.db); // cached
    await database.db.execute(sql`update product set price_ore = 26900 where id = 'sleep'`);
    // PGlite delivers the notification with the statement's result; PostgreSQL on the LISTEN connection.
    await within(() => sleepPrice(database), 26_900);
    await database.db.execute(sql`update product set active = false where id = 'calm'`);
    await within(async () => (await getProduct(database.db, "calm")) === undefined, true);
    await database.db.execute(sql`update product set active = true where id = 'calm'`);
    await within(async () => (await getProduct(database.db, "calm"))?.id, "calm");
  });

  it("shows the stock an order took on the next read", async () => {
    const before = (await getProductDetail(database.db, "focus", new Date()))!.stockCount;
    await placedOrder(database.db, [["focus", 2]]);
    expect((await getProductDetail(database.db, "focus", new Date()))!.stockCount).toBe(before - 2);
  });

  it("holds the home page's claims and hero videos, and drops them on a settings change, a paid order or plain SQL", async () => {
    const now = new Date();
    const claims = await getHomeClaims(database.db); // read into the snapshot
    expect(await cachedCatalogue(database.db)!).toBe(await cachedCatalogue(database.db)!);
    // The owner's change through the admin: the very next read.
    const changed = await changeSiteSettings(database.db, SettingsFormSchema.parse({ intent: "save_customers", mode: "owner", figure: "1247", minimum: "10" }), { actorEmail: admin.email, now });
    expect(changed.ok).toBe(true);
    expect((await getSiteSettings(database.db)).customers).toMatchObject({ mode: "owner", figure: 1_247 });
    expect((await getHomeClaims(database.db)).customers).not.toEqual(claims.customers);
    await changeSiteSettings(database.db, SettingsFormSchema.parse({ intent: "save_customers", mode: "orders", figure: "", minimum: "1" }), { actorEmail: admin.email, now });
    // The per-order notification setting placeOrder reads before its transaction (ADR 054), from the same snapshot.
    expect((await getSettingsSection(database.db, "notifications")).mode).toBe("each");
    const notify = (mode: string) => changeSiteSettings(database.db, SettingsFormSchema.parse({ intent: "save_notifications", mode, email: "", hour: "7" }), { actorEmail: admin.email, now });
    await notify("off");
    expect((await getSettingsSection(database.db, "notifications")).mode).toBe("off");
    await notify("each");
    expect((await getSettingsSection(database.db, "notifications")).mode).toBe("each");
    // A paid order counts a new customer at once.
    const customers = await paidCustomerCount(database.db);
    const placed = await placedOrder(database.db, [["calm", 1]]); // unpaid until the desk marks it paid
    expect(await paidCustomerCount(database.db)).toBe(customers);
    await applyDeskAction(database.db, placed.orderId, { type: "mark_paid" }, "admin", now);
    expect(await paidCustomerCount(database.db)).toBe(customers + 1);
    await database.db.execute(sql`update orders set payment_status = 'refunded' where id = ${placed.orderId}`);
    await within(() => paidCustomerCount(database.db), customers);
    // The hero videos, changed by plain SQL.
    await database.db.execute(sql`update site_setting set value = '["hero-2","hero-3","hero-1"]'::jsonb where key = 'hero_videos'`);
    await within(async () => (await getHeroSelection(database.db)).map((r) => (r.kind === "local" ? r.n : 0)).join(","), "2,3,1");
  });

  it("keeps a product's review list until a review, the author's name or a payment changes it", async () => {
    const now = new Date();
    const author = await createCustomer(database.db, { name: "Cache Recensent" });
    await database.db.insert(profile).values({ userId: author.userId, fullName: "Cache Recensent" });
    await upsertReview(database.db, { userId: author.userId, productId: "focus", rating: 5, title: "Klar i huvudet", comment: "Fungerar fint.", now });
    const mine = async () => (await listReviews(database.db, "focus")).find((r) => r.title === "Klar i huvudet");
    expect((await mine())?.authorName).toBe("Cache Recensent");
    expect(await listReviews(database.db, "focus")).toBe(await listReviews(database.db, "focus")); // held
    await database.db.execute(sql`update profile set full_name = 'Nytt Namn' where user_id = ${author.userId}`);
    await within(async () => (await mine())?.authorName, "Nytt Namn");
    // "Verifierat köp" once the author's order with the product is paid.
    const placed = await placedOrder(database.db, [["focus", 1]], { userId: author.userId });
    expect((await mine())?.verifiedPurchase).toBe(false);
    await applyDeskAction(database.db, placed.orderId, { type: "mark_paid" }, "admin", now);
    await within(async () => (await mine())?.verifiedPurchase, true);
  });

  it("does not keep a snapshot that a change overtook", async () => {
    await listProducts(database.db);
    const reading = listProducts(database.db, new Date()); // may be the cached one; force a fresh read below
    await reading;
    await database.db.execute(sql`update product set price_ore = 27900 where id = 'sleep'`);
    await within(() => sleepPrice(database), 27_900);
    const snapshot = await cachedCatalogue(database.db)!;
    expect(snapshot.byId.get("sleep")!.priceOre).toBe(27_900);
  });

  it("reads the database directly when the catalogue is not watched", async () => {
    const other = await createTestDatabase();
    try {
      await seed(other.db);
      expect(cachedCatalogue(other.db)).toBeNull();
      await other.db.execute(sql`update product set price_ore = 12300 where id = 'sleep'`);
      expect(await sleepPrice(other)).toBe(12_300);
    } finally {
      await other.close();
    }
  });

  it.skipIf(TEST_DB_KIND !== "postgres")("two app processes on one PostgreSQL: a change on one shows on the other", async () => {
    // A second, independent handle: its own pool and its own LISTEN connection, as a second app process has.
    const second = await openPostgres(url());
    const secondWatch = await watchCatalogue(second, url());
    try {
      expect(secondWatch.live).toBe(true);
      expect(await sleepPrice(second)).toBe(await sleepPrice(database));
      await cachedCatalogue(second.db); // cached on the second
      await updateProductPriceAndStock(database.db, "sleep", 28_900, 50, new Date(), admin); // on the first
      const ms = await within(() => sleepPrice(second), 28_900);
      expect(ms).toBeLessThan(1_000);
      await within(async () => (await getProductDetail(second.db, "sleep", new Date()))!.stockCount, 50);
    } finally {
      await secondWatch.stop();
      await second.close();
    }
  });

  it.skipIf(TEST_DB_KIND !== "postgres")("a lost LISTEN connection (a database restart): off while down, back on and hearing changes after", async () => {
    await cachedCatalogue(database.db);
    const killed = await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${CATALOGUE_APPLICATION_NAME}`,
    );
    expect((killed as unknown as { rowCount: number }).rowCount).toBe(1);
    await expect.poll(() => watch.live, { timeout: 5_000, interval: 5 }).toBe(false);
    await expect.poll(() => watch.live, { timeout: 15_000 }).toBe(true);
    await cachedCatalogue(database.db); // cached again
    // A change by another connection (no local write to drop the cache): heard through the new LISTEN.
    const other = await openPostgres(url());
    try {
      await other.db.execute(sql`update product set price_ore = 27900 where id = 'sleep'`);
      await within(() => sleepPrice(database), 27_900);
    } finally {
      await other.close();
    }
  });

  it("re-reads a snapshot older than the maximum age, though no change was heard (a lost notification)", async () => {
    await watch.stop();
    let clock = 1_000_000;
    watch = await watchCatalogue(database, TEST_DB_KIND === "postgres" ? url() : undefined, undefined, { now: () => clock });
    const before = await sleepPrice(database);
    const generation = catalogueGeneration(database.db);
    expect(generation).not.toBeNull();
    // A change whose NOTIFY never comes: the triggers do not fire for a session in the replica role.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update product set price_ore = ${before + 1_000} where id = 'sleep'`);
    });
    clock += CATALOGUE_MAX_AGE_MS - 1;
    expect(await sleepPrice(database)).toBe(before); // the snapshot, still young enough: the change was not heard
    expect(catalogueGeneration(database.db)).toBe(generation);
    clock += 1;
    // A minute old: a new generation (the response cache's answers under the old one go too) and a fresh read.
    expect(catalogueGeneration(database.db)).not.toBe(generation);
    expect(await sleepPrice(database)).toBe(before + 1_000);
    const renewed = await cachedCatalogue(database.db)!;
    clock += CATALOGUE_MAX_AGE_MS - 1;
    expect(await cachedCatalogue(database.db)!).toBe(renewed); // kept for another minute
  });

  it.skipIf(TEST_DB_KIND !== "postgres")("a LISTEN connection gone silent (no FIN, no RST): the missed heartbeat tears it down, the old snapshot is not served", async () => {
    // A second app process whose LISTEN connection runs through a relay that can go silent; its pool does not.
    const relay = await silenceableRelay(url());
    const second = await openPostgres(url());
    const lines: string[] = [];
    const secondWatch = await watchCatalogue(second, relay.url, (l) => lines.push(l), { heartbeatMs: 50, answerTimeoutMs: 250 });
    try {
      expect(secondWatch.live).toBe(true);
      const before = await sleepPrice(second); // cached on the second
      expect(relay.silence()).toBe(1);
      // A change by the first: its NOTIFY is lost in the silent connection, and nothing closes it.
      await database.db.execute(sql`update product set price_ore = ${before + 2_000} where id = 'sleep'`);
      await within(() => sleepPrice(second), before + 2_000); // a heartbeat (50 ms) and its bound (250 ms): well within 3 s
      expect(lines.join("\n")).toMatch(/LISTEN connection lost \(heartbeat: no answer within 250 ms\)/);
      // Back through a new connection (the relay passes new ones), and hearing changes again.
      await expect.poll(() => secondWatch.live, { timeout: 5_000, interval: 10 }).toBe(true);
      await cachedCatalogue(second.db);
      await database.db.execute(sql`update product set price_ore = ${before + 3_000} where id = 'sleep'`);
      await within(() => sleepPrice(second), before + 3_000);
    } finally {
      await secondWatch.stop();
      await second.close();
      await relay.close();
    }
  });

  it("is off after stop: every read goes to the database", async () => {
    await watch.stop();
    expect(cachedCatalogue(database.db)).toBeNull();
    await database.db.execute(sql`update product set price_ore = 29900 where id = 'sleep'`);
    expect(await sleepPrice(database)).toBe(29_900);
    watch = await watchCatalogue(database, TEST_DB_KIND === "postgres" ? url() : undefined);
  });
});
