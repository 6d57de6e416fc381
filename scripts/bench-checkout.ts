/**
 * npm run bench:checkout: end-to-end checkouts, 16 at a time, on both databases — a fresh in-memory
 * PGlite and a fresh PostgreSQL database (created on TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, and dropped afterwards). It calls the server's own
 * placeOrder in-process (no HTTP), records each call's latency, checks afterwards that every order
 * exists and that stock fell by exactly what was ordered, and writes p50, p99 and orders/s to
 * docs/benchmarks.md between the bench-checkout markers.
 *
 * BENCH_N (default 400) sets the measured orders per database; BENCH_SKIP_POSTGRES=1 skips PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { addProduct, ensureCart } from "../app/server/carts.server";
import { migrateDatabase, openPglite, openPostgres, type Database, type Db } from "../app/server/db.server";
import { placeOrder } from "../app/server/orders.server";
import { order, orderItem, product, user } from "../app/server/schema";
import { seed } from "../app/server/seed.server";
import { FREE_GIFT } from "../app/domain/constants";

const CONCURRENCY = 16;
const N = Number(process.env.BENCH_N ?? 400);
const WARMUP = 20;
const STOCK = 1_000_000;
/** Teas and accessories (12 % / 6 % and 25 % VAT); each cart takes 2–3 of them. */
const PRODUCTS = ["sleep", "calm", "focus", "tea-cup", "teapot", "tea-jar"];
const PG_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

interface Customer {
  userId: string;
  cartId: string;
  lines: [string, number][];
}

interface Result {
  database: string;
  orders: number;
  p50: number;
  p99: number;
  perSecond: number;
  wallMs: number;
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

const planFor = (i: number): [string, number][] => {
  const count = 2 + (i % 2);
  return Array.from({ length: count }, (_, k) => [PRODUCTS[(i + k * 2) % PRODUCTS.length]!, 1 + (i % 4 === 0 && k === 0 ? 1 : 0)]);
};

async function createCustomers(db: Db, tag: string, from: number, count: number): Promise<Customer[]> {
  const customers: Customer[] = Array.from({ length: count }, (_, j) => ({ userId: `bench-${tag}-${from + j}`, cartId: "", lines: planFor(from + j) }));
  await db.insert(user).values(customers.map((c) => ({ id: c.userId, name: "Bänk Kund", email: `${c.userId}@bench.example.se` })));
  await pool(customers, CONCURRENCY, async (c) => {
    c.cartId = (await ensureCart(db, { userId: c.userId })).id;
    for (const [productId, q] of c.lines) await addProduct(db, c.cartId, productId, q);
  });
  return customers;
}

let keySeq = 0;
const checkout = (db: Db, c: Customer) =>
  placeOrder(db, {
    userId: c.userId,
    cartId: c.cartId,
    now: new Date(),
    form: {
      name: "Åsa Öberg",
      email: `${c.userId}@bench.example.se`,
      address: "Hornsgatan 12",
      city: "Stockholm",
      postalCode: "118 20",
      paymentMethod: keySeq % 2 ? "swish" : "invoice",
      idempotencyKey: `bench-${Date.now().toString(36)}-${(keySeq++).toString().padStart(8, "0")}`,
    },
  });

const stockOf = async (db: Db) =>
  new Map(
    (await db.select({ id: product.id, stock: product.stockCount }).from(product).where(inArray(product.id, [...PRODUCTS, FREE_GIFT.productId]))).map((r) => [r.id, r.stock]),
  );

async function bench(label: string, database: Database): Promise<Result> {
  const { db } = database;
  const started = performance.now();
  await migrateDatabase(database);
  await seed(db);
  await db.update(product).set({ stockCount: STOCK }).where(inArray(product.id, [...PRODUCTS, FREE_GIFT.productId]));
  const tag = randomBytes(3).toString("hex");
  const warm = await createCustomers(db, tag, 0, WARMUP);
  const measured = await createCustomers(db, tag, WARMUP, N);
  console.log(`[${label}] set up ${WARMUP + N} customers in ${Math.round(performance.now() - started)} ms`);

  await pool(warm, CONCURRENCY, async (c) => void (await checkout(db, c)));
  const before = await stockOf(db);

  const latencies: number[] = [];
  const failures: unknown[] = [];
  const t0 = performance.now();
  await pool(measured, CONCURRENCY, async (c) => {
    const s = performance.now();
    try {
      const placed = await checkout(db, c);
      if (!placed.created) throw new Error(`order for ${c.userId} was not created`);
      latencies.push(performance.now() - s);
    } catch (err) {
      failures.push(err);
    }
  });
  const wallMs = performance.now() - t0;
  if (failures.length) throw new Error(`[${label}] ${failures.length} of ${N} checkouts failed; first: ${String(failures[0])}`);

  // Verify: every order exists, and stock fell by exactly what was ordered.
  const all = [...warm, ...measured];
  const [{ n: orders }] = (await db.select({ n: sql<number>`count(*)::int` }).from(order)) as [{ n: number }];
  const [{ n: measuredOrders }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(order)
    .where(inArray(order.userId, measured.map((c) => c.userId)))) as [{ n: number }];
  if (orders !== all.length || measuredOrders !== N) throw new Error(`[${label}] expected ${N} (+${WARMUP} warm-up) orders, found ${measuredOrders} (${orders} in all)`);
  const after = await stockOf(db);
  const planned = new Map<string, number>();
  for (const c of measured) for (const [id, q] of c.lines) planned.set(id, (planned.get(id) ?? 0) + q);
  const [{ n: gifts }] = (await db
    .select({ n: sql<number>`coalesce(sum(${orderItem.quantity}), 0)::int` })
    .from(orderItem)
    .innerJoin(order, eq(order.id, orderItem.orderId))
    .where(sql`${orderItem.kind} = 'free_gift' and ${inArray(order.userId, measured.map((c) => c.userId))}`)) as [{ n: number }];
  planned.set(FREE_GIFT.productId, (planned.get(FREE_GIFT.productId) ?? 0) + gifts);
  for (const id of [...PRODUCTS, FREE_GIFT.productId]) {
    const fell = before.get(id)! - after.get(id)!;
    if (fell !== (planned.get(id) ?? 0)) throw new Error(`[${label}] stock of ${id} fell by ${fell}, but ${planned.get(id) ?? 0} were ordered`);
  }
  console.log(`[${label}] verified: ${N} orders, stock decreased by exactly the ordered quantities (${gifts} free gifts)`);

  latencies.sort((a, b) => a - b);
  return {
    database: label,
    orders: N,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: N / (wallMs / 1000),
    wallMs,
  };
}

async function withPostgres<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const name = `stilla_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  pgServerVersion = String((await admin.query("show server_version")).rows[0]?.server_version ?? "").split(" ")[0] ?? "";
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  try {
    return await run(database);
  } finally {
    await database.close();
    const dropper = new pg.Client({ connectionString: PG_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

async function main() {
  const load = os.loadavg().map((l) => l.toFixed(1)).join(" / ");
  const results: Result[] = [];
  const lite = await openPglite(null);
  try {
    results.push(await bench("PGlite (in-memory)", lite));
  } finally {
    await lite.close();
  }
  if (!process.env.BENCH_SKIP_POSTGRES) results.push(await withPostgres((database) => bench("PostgreSQL", database)));
  for (const r of results) console.log(`${r.database}: ${r.orders} orders, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.perSecond.toFixed(0)} orders/s`);
  writeReport(results, load);
}

let pgServerVersion = "";
const pgVersion = () => (pgServerVersion ? `, PostgreSQL ${pgServerVersion}` : "");

function writeReport(results: Result[], load: string) {
  const file = path.resolve("docs/benchmarks.md");
  const start = "<!-- bench-checkout:start -->";
  const end = "<!-- bench-checkout:end -->";
  const cpu = os.cpus();
  const section = [
    start,
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:checkout\` on ${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}),`,
    `Node ${process.version}${pgVersion()}; load average at start ${load} (1/5/15 min: the machine was shared with other test runs).`,
    `N = ${results[0]?.orders ?? N} orders per database, ${CONCURRENCY} at a time, after ${WARMUP} warm-up orders; every customer has 2–3 products`,
    "(teas and accessories) in the cart.",
    "",
    "It measures the order transaction **in-process** — `placeOrder` called directly, not over HTTP. That includes the",
    "idempotency check, the cart row lock, locking the product rows in id order (every order also locks the free-gift row,",
    "so concurrent orders queue one after another on that lock), re-pricing every line (the price guard), the stock check and",
    "decrement, inserting the order with its snapshot lines, VAT summary and first event, emptying the cart, and the commit.",
    "It leaves out HTTP, the session lookup, form parsing, rendering the confirmation page and queuing/sending the",
    "confirmation e-mail. PostgreSQL uses the server's own pool (10 connections); PGlite is one in-memory connection, so its",
    "transactions run one at a time. Afterwards the script checks that all N orders exist and that stock fell by exactly the",
    "ordered quantities (it fails otherwise).",
    "",
    "| database | orders | p50 | p99 | orders/s |",
    "|---|---:|---:|---:|---:|",
    ...results.map((r) => `| ${r.database} | ${r.orders} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.perSecond.toFixed(0)} |`),
    end,
  ].join("\n");
  let doc = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n\nNumbers measured on this project's 2-core machine. Re-run the scripts to update them.\n";
  if (!doc.includes(start)) doc = `${doc.trimEnd()}\n\n## Checkout (16 concurrent)\n\n${start}\n${end}\n`;
  doc = doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => section);
  writeFileSync(file, doc);
  console.log(`Wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
