/**
 * The process-wide catalogue cache (ADR 040): every product row (active and inactive), the price history the
 * 30-day rule reads, the ratings of the visible reviews, the site settings and the number of paying customers
 * (the home page's claims), read in one go and kept until the database says that one of them changed.
 *
 * - Invalidation: triggers on product, product_price_history, review (migration 0015), site_setting and orders
 *   (0016) NOTIFY the channel `stilla_catalogue` once per statement; NOTIFY is delivered after the commit. Every process LISTENs (PostgreSQL:
 *   a dedicated connection, reconnecting like the order relay of ADR 034; PGlite: its own in-process LISTEN) and
 *   drops its snapshot. This process's own writes also drop it at once after their commit (`catalogueChanged`),
 *   without waiting for the notification.
 * - Safe by construction: only a database that is watched and whose LISTEN connection is up is served from the
 *   cache; otherwise (tests that open a database themselves, a transaction handle, the connection down) every read
 *   goes to the database as before. A snapshot being read when a change arrives is not kept.
 * - Never older than a minute (issue #33): a LISTEN connection can go silent without closing (a frozen server, a
 *   half-open socket), and then no NOTIFY and no error arrives. The connection has TCP keepalive and a heartbeat
 *   (`pg-listen.server.ts`: a missed one counts as lost: snapshot dropped, cache off until it is back), and
 *   whatever the cache holds is dropped once its generation is `CATALOGUE_MAX_AGE_MS` old, heard or not; time is
 *   read through the watch's `now`, so tests move it instead of waiting.
 * - The ranking's sales (ADR 073): units sold per product in the last 90 days, read with the snapshot. Orders and
 *   their refunds change `orders` (watched since 0016), so a sale or a refund drops the snapshot; the window slides
 *   with the maximum age (a minute at most).
 * - Nothing that decides is cached: adding to the cart and placing an order read and lock the rows themselves.
 *   What is cached is raw rows: the price in force, announcements and stock status are still computed per request
 *   from them at the request's `now`.
 */
import { and, count, eq, gte, isNull, lte, ne, sql, sum } from "drizzle-orm";
import { listenWithReconnect } from "./pg-listen.server";
import type { PGlite } from "@electric-sql/pglite";
import type { ProductRating } from "~/domain/catalogue";
import { ratingSummary } from "~/domain/reviews";
import type { Database, Db } from "./db.server";
import { order, orderItem, product, productPriceHistory, refundLine, review, siteSetting } from "./schema";
import { salesWindowStart, unitsSold } from "~/domain/ranking";
import type { PriceEntry } from "~/domain/reduced-price";

export const CATALOGUE_CHANNEL = "stilla_catalogue";
/** The LISTEN connection's name in pg_stat_activity. */
export const CATALOGUE_APPLICATION_NAME = "stilla-catalogue-cache";
/** The oldest a snapshot (and anything kept beside it) may be served, changes heard or not. */
export const CATALOGUE_MAX_AGE_MS = 60_000;

type ProductRow = typeof product.$inferSelect;

export interface CatalogueSnapshot {
  /** Every product, active and inactive. */
  byId: Map<string, ProductRow>;
  /** The active products in id order. */
  active: ProductRow[];
  /** Each product's price history (unordered, as the domain reads it). */
  history: Map<string, PriceEntry[]>;
  /** Ratings from the visible reviews; products without any are absent. */
  ratings: Map<string, ProductRating>;
  /** Sum and number of the visible reviews' ratings, over all products (the home page's rating claim). */
  reviewTotals: { sum: number; count: number };
  /** Every site setting's stored value by key (home claims, hero videos; parsed by their readers). */
  settings: Map<string, unknown>;
  /** Distinct customers with a paid order that is not cancelled or withdrawn (the home page's customer claim). */
  paidCustomers: number;
  /** Units sold per product in the 90 days before the snapshot was read (ADR 073); products without sales are absent. */
  unitsSold: Map<string, number>;
}

interface Watch {
  /** Bumped by every change; a snapshot read under an older generation is not kept. */
  generation: number;
  /** When this generation began (by `now`): nothing held was read earlier. */
  since: number;
  now: () => number;
  maxAgeMs: number;
  /** The LISTEN is up: only then the cache is used. */
  live: boolean;
  snapshot: CatalogueSnapshot | null;
  loading: { generation: number; promise: Promise<CatalogueSnapshot> } | null;
  /** Values read beside the snapshot (a product's review list), dropped with it. */
  derived: Map<string, Promise<unknown>>;
}

const watches: WeakMap<object, Watch> = ((globalThis as Record<string, unknown>).__stillaCatalogueWatches ??= new WeakMap()) as WeakMap<object, Watch>;

/**
 * Generations are drawn from one counter for every watch of the process, so a value is never seen twice (not even
 * after a watch is stopped and a new one started): the response cache (ADR 047) keys answers by it.
 */
let generations = 0;

/**
 * The catalogue's generation for a watched database whose changes are heard: a number that changes at every
 * change of the snapshot's tables (this process's own after their commit, anyone else's at their NOTIFY) and
 * when the LISTEN connection goes down or comes back. Null when nothing is heard (not watched, or not live).
 */
export function catalogueGeneration(db: Reader): number | null {
  return liveWatch(db)?.generation ?? null;
}

/** A new generation: the snapshot and the values beside it are dropped. */
function renew(w: Watch): void {
  w.generation = ++generations;
  w.since = w.now();
  w.snapshot = null;
  w.derived.clear();
}

/** The watch of `db` if its changes are heard, its generation renewed first if it reached the maximum age. */
function liveWatch(db: Reader): Watch | null {
  const w = watches.get(db);
  if (!w || !w.live) return null;
  if (w.now() - w.since >= w.maxAgeMs) renew(w);
  return w;
}

/** Distinct customers with at least one paid order that is not cancelled or withdrawn (refunded orders are not "paid"). */
export async function countPaidCustomers(db: Reader): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${order.userId})::int` })
    .from(order)
    .where(and(eq(order.paymentStatus, "paid"), ne(order.status, "cancelled"), isNull(order.withdrawnAt)));
  return Number(row?.n ?? 0);
}

type Reader = Pick<Db, "select">;

/**
 * Units sold per product in the 90 days up to `now` (ADR 073): product lines of orders that are not cancelled and
 * not withdrawn (ångrat köp), whether paid yet or not (an invoice order is a sale when placed; an unpaid one that is
 * never paid gets cancelled and stops counting), minus the units refunded. Free gifts and gift cards do not count.
 */
export async function readUnitsSold(db: Reader, now: Date): Promise<Map<string, number>> {
  const refunded = sql<number>`coalesce((select sum(${refundLine.quantity}) from ${refundLine} where ${refundLine.orderItemId} = ${orderItem.id}), 0)::int`;
  const lines = await db
    .select({ productId: orderItem.productId, quantity: orderItem.quantity, refunded, placedAt: order.createdAt })
    .from(orderItem)
    .innerJoin(order, eq(order.id, orderItem.orderId))
    .where(
      and(
        eq(orderItem.kind, "product"),
        ne(order.status, "cancelled"),
        isNull(order.withdrawnAt),
        gte(order.createdAt, salesWindowStart(now)),
        lte(order.createdAt, now),
      ),
    );
  return unitsSold(
    lines.flatMap((l) => (l.productId === null ? [] : [{ productId: l.productId, quantity: l.quantity, refunded: Number(l.refunded), placedAt: l.placedAt }])),
    now,
  );
}

/** Reads the snapshot from the database: six statements, run at once. */
export async function readCatalogue(db: Reader, now: Date = new Date()): Promise<CatalogueSnapshot> {
  const [rows, history, ratings, settings, paidCustomers, sold] = await Promise.all([
    db.select().from(product),
    db
      .select({ productId: productPriceHistory.productId, priceOre: productPriceHistory.priceOre, validFrom: productPriceHistory.validFrom, reducedUntil: productPriceHistory.reducedUntil })
      .from(productPriceHistory),
    db
      .select({ productId: review.productId, total: sum(review.rating).mapWith(Number), n: count() })
      .from(review)
      .where(isNull(review.hiddenAt))
      .groupBy(review.productId),
    db.select({ key: siteSetting.key, value: siteSetting.value }).from(siteSetting),
    countPaidCustomers(db),
    readUnitsSold(db, now),
  ]);
  const byHistory = new Map<string, PriceEntry[]>();
  for (const h of history) {
    const list = byHistory.get(h.productId);
    if (list) list.push(h);
    else byHistory.set(h.productId, [h]);
  }
  const byRating = new Map<string, ProductRating>();
  const reviewTotals = { sum: 0, count: 0 };
  for (const r of ratings) {
    const rating = ratingSummary(r.total, r.n);
    if (rating) byRating.set(r.productId, rating);
    reviewTotals.sum += r.total;
    reviewTotals.count += r.n;
  }
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    byId: new Map(sorted.map((r) => [r.id, r])),
    active: sorted.filter((r) => r.active),
    history: byHistory,
    ratings: byRating,
    reviewTotals,
    settings: new Map(settings.map((r) => [r.key, r.value])),
    paidCustomers,
    unitsSold: sold,
  };
}

/**
 * The cached snapshot for a watched database whose LISTEN is up; null otherwise (then read the database).
 * Concurrent readers share one read; a read that a change overtook serves its own readers but is not kept.
 */
export function cachedCatalogue(db: Reader): Promise<CatalogueSnapshot> | null {
  const w = liveWatch(db);
  if (!w) return null;
  if (w.snapshot) return Promise.resolve(w.snapshot);
  if (w.loading && w.loading.generation === w.generation) return w.loading.promise;
  const generation = w.generation;
  const promise = readCatalogue(db).then(
    (s) => {
      if (w.generation === generation && w.live) w.snapshot = s;
      if (w.loading?.promise === promise) w.loading = null;
      return s;
    },
    (err: unknown) => {
      if (w.loading?.promise === promise) w.loading = null;
      throw err;
    },
  );
  w.loading = { generation, promise };
  return promise;
}

/** After this process committed a change to products, prices or reviews: the next read goes to the database. */
export function catalogueChanged(db: Db): void {
  const w = watches.get(db);
  if (w) renew(w);
}

/**
 * A value read from tables the catalogue's triggers watch (a product's reviews: review, profile for the author's
 * name, orders for "verifierat köp"), kept under `key` until the next change, like the snapshot. Null when the
 * cache is not live: then the caller reads the database itself. A read that a change overtook is not kept.
 */
export function cachedDerived<T>(db: Reader, key: string, read: () => Promise<T>): Promise<T> | null {
  const w = liveWatch(db);
  if (!w) return null;
  const held = w.derived.get(key) as Promise<T> | undefined;
  if (held) return held;
  // Set before the read is sent: a change that arrives while it runs clears the map, so the read is not kept.
  const promise = read();
  w.derived.set(key, promise);
  promise.catch(() => {
    if (w.derived.get(key) === promise) w.derived.delete(key);
  });
  return promise;
}

export interface CatalogueWatch {
  /** True while changes are heard (the cache is in use). */
  readonly live: boolean;
  stop(): Promise<void>;
}

export interface WatchOptions {
  /** The clock the maximum age is measured by (ms); default `Date.now`. */
  now?: () => number;
  /** Default and at most `CATALOGUE_MAX_AGE_MS`. */
  maxAgeMs?: number;
  /** The LISTEN connection's heartbeat and answer bound (PostgreSQL); defaults in `pg-listen.server.ts`. */
  heartbeatMs?: number;
  answerTimeoutMs?: number;
}

/**
 * Starts caching the catalogue of this database, with its invalidation: PGlite LISTENs on its own instance;
 * PostgreSQL on a dedicated connection to `connectionString` that reconnects with a growing pause (at most 10 s),
 * with keepalive and a heartbeat. While that connection is down the cache is off and every read goes to the
 * database. On both, nothing is served from memory that was read more than the maximum age ago.
 */
export async function watchCatalogue(
  database: Database,
  connectionString = database.url,
  log: (line: string) => void = (l) => console.error(l),
  options: WatchOptions = {},
): Promise<CatalogueWatch> {
  const db = database.db;
  const now = options.now ?? Date.now;
  const maxAgeMs = Math.min(options.maxAgeMs ?? CATALOGUE_MAX_AGE_MS, CATALOGUE_MAX_AGE_MS);
  const w: Watch = { generation: ++generations, since: now(), now, maxAgeMs, live: false, snapshot: null, loading: null, derived: new Map() };
  watches.set(db, w);
  const changed = () => catalogueChanged(db);
  /** The watch handed out: live while changes are heard; stop() turns the cache off, then stops listening. */
  const watch = (unlisten: () => Promise<void>): CatalogueWatch => ({
    get live() {
      return w.live;
    },
    async stop() {
      w.live = false;
      changed();
      watches.delete(db);
      await unlisten().catch(() => {});
    },
  });

  if (database.kind === "pglite") {
    const client = (db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(CATALOGUE_CHANNEL, changed);
    w.live = true;
    return watch(unlisten);
  }

  if (!connectionString) throw new Error("watchCatalogue: PostgreSQL needs its connection string");
  const listening = listenWithReconnect({
    connectionString,
    applicationName: CATALOGUE_APPLICATION_NAME,
    channel: CATALOGUE_CHANNEL,
    heartbeatMs: options.heartbeatMs,
    answerTimeoutMs: options.answerTimeoutMs,
    onNotification: changed,
    onUp() {
      changed(); // whatever happened before the LISTEN was not heard
      w.live = true;
    },
    onDown(why) {
      // Changes made while nobody listens are not heard: off until the next LISTEN, and the snapshot goes.
      w.live = false;
      changed();
      log(`[catalogue] LISTEN connection lost (${why}); reading the database until it is back`);
    },
  });
  await listening.ready;
  return watch(() => listening.close());
}

/** A write to products, prices or reviews by this process: once it settles, this process's next read is fresh. */
export function afterCatalogueWrite<T>(db: Db, write: Promise<T>): Promise<T> {
  return write.finally(() => catalogueChanged(db));
}
