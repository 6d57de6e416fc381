/**
 * npm run bench:http (issue #17): the shop over HTTP, as a browser and a customer use it, on a real production
 * server (server.ts, the landed build) — first on PGlite, then on PostgreSQL.
 *
 * Per database: a fresh DATA_DIR (PGlite) or a fresh database created on BENCH_DATABASE_URL / TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards; migrated and seeded as `npm start`
 * does, every product's stock raised to 1 000 000 so the checkout never runs out; the site gate off
 * (SITE_PASSWORD empty). Then, after a warm-up each:
 *
 *   - GET /, /shop, /product/sleep as HTML with `accept-encoding: gzip`, 10 connections (autocannon)
 *   - their single-fetch data routes /_root.data, /shop.data, /product/sleep.data, 10 connections (autocannon)
 *   - the cart flow: 16 concurrent new visitors, each adds a product with POST /cart as the form does (with Origin)
 *     and reads /cart with the cookie it got
 *   - checkout: 16 signed-in customers fill their carts with 2–3 lines (every other one above 500 kr, so the free
 *     gift is reached) and then place their orders at once (POST /checkout, as the form posts without JavaScript)
 *
 * Every answer is checked: autocannon's for status and gzip, a sampler beside it decodes the same page every 100 ms
 * and checks its content (product names and prices, the empty header cart); every cart-flow and checkout answer
 * in full (the redirect, the cart cookie, the product, its price and the header count "Varukorg, 1 artikel", the
 * order id). Afterwards the orders are checked against what was acknowledged and the database's invariants
 * (app/server/invariants.server.ts: totals, stock against the snapshot, one order per key, a confirmation e-mail
 * each). Then the server is started once more with STILLA_COUNT_SQL=1 (bench mode: counts SQL statements per
 * request, app/server/sql-count.server.ts) and sequential requests print statements per page and per order.
 *
 * Reported: req/s, p50/p95/p99, the server's CPU time per request (utime+stime from /proc/<pid>/stat, less
 * sensitive to other load on the machine than req/s) and its peak RSS (VmRSS sampled every 100 ms). The table goes
 * to docs/benchmarks.md between the bench-http markers. Exits 1 on any failed check.
 *
 * BENCH_DURATION (seconds per scenario, default 10), BENCH_DB (pglite, postgres or both: default both),
 * BENCH_CPU_PROF=<dir> (the measured server runs with --cpu-prof into that folder), BENCH_NODE_ARGS (more Node flags for
 * the measured server, e.g. `--max-semi-space-size=8`; docs/deploy.md "Tuning for a host"), BENCH_NO_WRITE=1 (print only),
 * BENCH_SCENARIOS (default all): a comma-separated list of words; a scenario runs when its label contains one of them
 * (case-insensitive), e.g. `BENCH_SCENARIOS=.data` for the data routes, `BENCH_SCENARIOS=html,.data` for the read path
 * (no cart flow, no checkout). A partial run prints its table and never writes docs/benchmarks.md.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { migrateDatabase, openPglite, openPostgres, type Database } from "../app/server/db.server";
import { checkInvariants, formatViolations, stockSnapshot } from "../app/server/invariants.server";
import { seed } from "../app/server/seed.server";
import { formatKr } from "../app/domain/money";
import { FREE_GIFT } from "../app/domain/constants";
import { App, checkoutForm, freePort, Jar, newKey, ORDER_LOCATION, ROOT, sleep, tempDir, type Customer } from "./faults/lib";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Math.max(1, Math.min(3, Math.round(DURATION / 3)));
const DBS = (process.env.BENCH_DB ?? "pglite,postgres").split(",").map((s) => s.trim()) as ("pglite" | "postgres")[];
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
const SCENARIO_FILTER = (process.env.BENCH_SCENARIOS ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
/** Whether the scenario with this label runs (BENCH_SCENARIOS). */
const wanted = (label: string) => SCENARIO_FILTER.length === 0 || SCENARIO_FILTER.some((w) => label.toLowerCase().includes(w));
const CONNECTIONS = 10;
const FLOW_CONCURRENCY = 16;
const STOCK = 1_000_000;
const CLK_TCK = 100;
const FREE_FROM_ORE = FREE_GIFT.thresholdOre;

// ---------------------------------------------------------------- checks

const failures: string[] = [];
function fail(what: string) {
  if (failures.length < 50) console.error(`  ✗ ${what}`);
  failures.push(what);
}

// ---------------------------------------------------------------- HTTP with keep-alive

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function send(
  base: string,
  method: string,
  pathname: string,
  opts: { jar?: Jar; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const url = new URL(pathname, base);
  const headers: Record<string, string> = { "accept-encoding": "gzip", ...opts.headers };
  let body: string | undefined;
  if (opts.form) {
    body = new URLSearchParams(opts.form).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers.origin = base;
  } else if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers["content-type"] = "application/json";
    headers.origin = base;
  }
  if (opts.jar?.cookies.size) headers.cookie = opts.jar.header();
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        opts.jar?.take(res.headers["set-cookie"]);
        let raw = Buffer.concat(chunks);
        if (res.headers["content-encoding"] === "gzip") raw = gunzipSync(raw);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString("utf8"), ms: performance.now() - t0 });
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("request timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

// ---------------------------------------------------------------- the server process

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK; // utime, stime (fields 14, 15)
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : 0;
}

class RssSampler {
  peak = 0;
  private timer: NodeJS.Timeout;
  constructor(private pid: number) {
    this.timer = setInterval(() => this.sample(), 100);
  }
  sample() {
    try {
      this.peak = Math.max(this.peak, rssMb(this.pid));
    } catch {
      // exited
    }
  }
  reset() {
    this.sample();
    const p = this.peak;
    this.peak = 0;
    return p;
  }
  stop() {
    clearInterval(this.timer);
  }
}

// ---------------------------------------------------------------- results

interface Row {
  database: string;
  scenario: string;
  requests: number;
  perSecond: number;
  unit: "req/s" | "flows/s" | "orders/s";
  p50: number;
  p95: number;
  p99: number;
  cpuMsPer: number;
  rssPeakMb: number;
}

const rows: Row[] = [];
const sqlCounts: { database: string; what: string; statements: string }[] = [];

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// ---------------------------------------------------------------- the catalogue as the pages must show it

interface Expect {
  name: string;
  priceOre: number;
}

async function catalogue(db: Database["db"]): Promise<Map<string, Expect>> {
  const r = (await db.execute(sql`select id, name, price_ore from product where active order by id`)) as unknown as {
    rows: { id: string; name: string; price_ore: number }[];
  };
  return new Map(r.rows.map((x) => [x.id, { name: x.name, priceOre: Number(x.price_ore) }]));
}

/** React escapes text: the name as it appears in the HTML. */
const html = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const hasPrice = (body: string, ore: number) => body.includes(formatKr(ore)) || body.includes(formatKr(ore).replace("\u00a0", "&nbsp;"));

// ---------------------------------------------------------------- scenarios

interface Scenario {
  label: string;
  path: string;
  /** HTML or a single-fetch data route. */
  kind: "html" | "data";
  check: (body: string) => string | null;
}

async function cannon(app: App, rss: RssSampler, database: string, s: Scenario): Promise<void> {
  const base = app.base;
  const headers = { "accept-encoding": "gzip", accept: s.kind === "html" ? "text/html" : "*/*" };
  let bad = 0;
  let firstBad = "";
  const onResponse = (status: number, body: string, _ctx: unknown, h: Record<string, string | string[]>) => {
    // autocannon keeps the header names as the server sent them.
    const encoding = Object.entries(h).find(([k]) => k.toLowerCase() === "content-encoding")?.[1];
    const problem =
      status !== 200 ? `status ${status}` : encoding !== "gzip" ? `content-encoding ${String(encoding)}` : body.length < 200 ? `body of ${body.length} bytes` : null;
    if (problem) {
      bad += 1;
      firstBad ||= problem;
    }
  };
  const run = (seconds: number, latencies?: number[]) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: base, connections: CONNECTIONS, duration: seconds, headers, requests: [{ method: "GET", path: s.path, onResponse } as autocannon.Request] },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      if (latencies) instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
    });

  // The sampler: the same page decoded and checked every 100 ms while the load runs.
  let sampling = true;
  let samples = 0;
  const sampler = (async () => {
    while (sampling) {
      try {
        const r = await send(base, "GET", s.path, { headers: { accept: headers.accept } });
        samples += 1;
        const problem = r.status !== 200 ? `status ${r.status}` : s.check(r.body);
        if (problem) fail(`${database} ${s.label}: ${problem}`);
      } catch (err) {
        fail(`${database} ${s.label}: sampler ${(err as Error).message}`);
      }
      await sleep(100);
    }
  })();

  await run(WARMUP);
  const pid = app.child!.pid!;
  const latencies: number[] = [];
  rss.reset();
  const samplesBefore = samples;
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const result = await run(DURATION, latencies);
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuMs(pid) - cpu0;
  const extra = samples - samplesBefore;
  sampling = false;
  await sampler;
  if (bad > 0) fail(`${database} ${s.label}: ${bad} bad answers under load (first: ${firstBad})`);
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) fail(`${database} ${s.label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  const requests = result.requests.total;
  if (requests === 0) fail(`${database} ${s.label}: no answer completed within ${DURATION} s`);
  rows.push({
    database,
    scenario: s.label,
    requests,
    perSecond: requests / wall,
    unit: "req/s",
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cpuMsPer: cpu / (requests + extra),
    rssPeakMb: rss.reset(),
  });
  report(rows.at(-1)!);
}

function report(r: Row) {
  console.log(
    `  ${r.scenario.padEnd(28)} ${String(r.requests).padStart(6)}  ${r.perSecond.toFixed(0).padStart(5)} ${r.unit.padEnd(8)} p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} ms  CPU ${r.cpuMsPer.toFixed(2)} ms  RSS ${r.rssPeakMb.toFixed(0)} MB`,
  );
}

/** Runs `worker(i)` in FLOW_CONCURRENCY loops until `seconds` are over; the latencies it returns. */
async function loop(seconds: number, worker: (i: number, n: number) => Promise<number>): Promise<number[]> {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: FLOW_CONCURRENCY }, async (_, i) => {
      for (let n = 0; performance.now() < deadline; n++) latencies.push(await worker(i, n));
    }),
  );
  return latencies;
}

const FLOW_PRODUCTS = ["sleep", "calm", "focus", "sleep-mini", "tea-infuser", "tea-cup", "teapot", "tea-jar"];

async function cartFlow(app: App, rss: RssSampler, database: string, products: Map<string, Expect>): Promise<void> {
  const base = app.base;
  const flow = async (i: number, n: number): Promise<number> => {
    const productId = FLOW_PRODUCTS[(i + n) % FLOW_PRODUCTS.length]!;
    const p = products.get(productId)!;
    const jar = new Jar();
    const t0 = performance.now();
    const add = await send(base, "POST", "/cart", { jar, form: { intent: "add", productId, quantity: "1" }, headers: { accept: "text/html" } });
    if (add.status !== 302 || add.headers.location !== "/cart") fail(`${database} cart flow: POST /cart answered ${add.status} ${String(add.headers.location)}`);
    if (!jar.cookies.get("stilla_cart")) fail(`${database} cart flow: no cart cookie`);
    const page = await send(base, "GET", "/cart", { jar, headers: { accept: "text/html" } });
    const ms = performance.now() - t0;
    if (page.status !== 200) fail(`${database} cart flow: GET /cart answered ${page.status}`);
    else if (!page.body.includes("Varukorg, 1 artikel")) fail(`${database} cart flow: the header does not count 1 item`);
    else if (!page.body.includes(html(p.name)) || !hasPrice(page.body, p.priceOre)) fail(`${database} cart flow: ${productId} or its price ${formatKr(p.priceOre)} missing on /cart`);
    return ms;
  };
  await loop(WARMUP, flow);
  const pid = app.child!.pid!;
  rss.reset();
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const latencies = await loop(DURATION, flow);
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuMs(pid) - cpu0;
  rows.push({
    database,
    scenario: "cart flow (POST /cart + GET /cart)",
    requests: latencies.length,
    perSecond: latencies.length / wall,
    unit: "flows/s",
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cpuMsPer: cpu / latencies.length,
    rssPeakMb: rss.reset(),
  });
  report(rows.at(-1)!);
}

async function signUpCustomer(base: string, label: string): Promise<Customer> {
  const jar = new Jar();
  const email = `${label}-${Math.random().toString(36).slice(2, 10)}@example.se`;
  const r = await send(base, "POST", "/api/auth/sign-up/email", { jar, json: { name: "Åsa Öberg", email, password: "hemligt-lösen-1" } });
  if (r.status !== 200) throw new Error(`sign-up: ${r.status} ${r.body.slice(0, 200)}`);
  return { email, jar };
}

/** Two or three lines; every other plan is above 500 kr (the free gift is added), the others below. */
function planFor(i: number, n: number): [string, number][] {
  const k = i + n;
  return k % 2 === 0
    ? [["sleep", 1 + (k % 4 === 0 ? 1 : 0)], ["calm", 1], ["tea-jar", 1]] // 697–946 kr before multi-buy
    : k % 3 === 0
      ? [["sleep-mini", 1], ["tea-bags", 1]] // 278 kr
      : [["calm-mini", 1], ["tea-infuser", 1], ["tea-bags", 1]]; // 427 kr
}

interface Placed {
  orderId: string;
  email: string;
  above: boolean;
  lines: number;
}


async function fillCart(base: string, c: Customer, plan: [string, number][], database: string) {
  for (const [productId, quantity] of plan) {
    const r = await send(base, "POST", "/cart", { jar: c.jar, form: { intent: "add", productId, quantity: String(quantity) }, headers: { accept: "text/html" } });
    if (r.status !== 302) fail(`${database} checkout: filling the cart answered ${r.status}`);
  }
}

async function placeOne(base: string, c: Customer, database: string): Promise<{ ms: number; orderId: string | null; statements: number | null }> {
  const form = checkoutForm(c, newKey());
  const r = await send(base, "POST", "/checkout", { jar: c.jar, form, headers: { accept: "text/html" } });
  const m = ORDER_LOCATION.exec(String(r.headers.location ?? ""));
  if (r.status !== 302 || !m) {
    fail(`${database} checkout: answered ${r.status} ${String(r.headers.location ?? r.body.slice(0, 300))}`);
    return { ms: r.ms, orderId: null, statements: null };
  }
  const statements = r.headers["x-sql-statements"] === undefined ? null : Number(r.headers["x-sql-statements"]);
  return { ms: r.ms, orderId: m[1]!, statements };
}

async function checkoutRounds(app: App, rss: RssSampler, database: string, customers: Customer[], placed: Placed[]): Promise<void> {
  const base = app.base;
  const round = async (n: number, latencies: number[]) => {
    await Promise.all(customers.map((c, i) => fillCart(base, c, planFor(i, n), database)));
    const t0 = performance.now();
    await Promise.all(
      customers.map(async (c, i) => {
        const plan = planFor(i, n);
        const r = await placeOne(base, c, database);
        latencies.push(r.ms);
        const above = plan[0]![0] === "sleep";
        if (r.orderId) placed.push({ orderId: r.orderId, email: c.email, above, lines: plan.length + (above ? 1 : 0) });
      }),
    );
    return performance.now() - t0;
  };
  const warm: number[] = [];
  for (let n = 0, t = performance.now(); performance.now() - t < WARMUP * 1000; n++) await round(n, warm);
  const pid = app.child!.pid!;
  rss.reset();
  const cpu0 = cpuMs(pid);
  const latencies: number[] = [];
  let checkoutWall = 0;
  const t0 = performance.now();
  for (let n = 1000; performance.now() - t0 < DURATION * 1000; n++) checkoutWall += await round(n, latencies);
  const cpu = cpuMs(pid) - cpu0;
  rows.push({
    database,
    scenario: "checkout, 16 at once",
    requests: latencies.length,
    perSecond: latencies.length / (checkoutWall / 1000),
    unit: "orders/s",
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    // The cart fills (2–3 POST /cart per order) are in this CPU time too: per order, fills included.
    cpuMsPer: cpu / latencies.length,
    rssPeakMb: rss.reset(),
  });
  report(rows.at(-1)!);
}

// ---------------------------------------------------------------- one database

interface Target {
  kind: "pglite" | "postgres";
  dataDir: string;
  databaseUrl?: string;
  cleanup: () => Promise<void>;
}

async function prepare(kind: "pglite" | "postgres"): Promise<Target> {
  const dataDir = tempDir("bench-http");
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "pglite") return { kind, dataDir, cleanup: async () => removeDir() };
  const name = `stilla_bench_http_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    cleanup: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      removeDir();
    },
  };
}

const open = (t: Target) => (t.kind === "pglite" ? openPglite(t.dataDir) : openPostgres(t.databaseUrl!));

function server(t: Target, port: number, extra: { env?: NodeJS.ProcessEnv; nodeArgs?: string[] } = {}): App {
  return new App({
    port,
    dataDir: t.dataDir,
    databaseUrl: t.databaseUrl,
    logFile: path.join(t.dataDir, "server.log"),
    env: { SITE_PASSWORD: "", RATE_LIMIT_SCALE: "1000", ...extra.env },
    nodeArgs: extra.nodeArgs,
  });
}

async function benchDatabase(kind: "pglite" | "postgres"): Promise<void> {
  const label = kind === "pglite" ? "PGlite" : "PostgreSQL";
  console.log(`\n${label}`);
  const t = await prepare(kind);
  try {
    // Migrated and seeded as `npm start` does, with stock for every order the run may place.
    let database = await open(t);
    await migrateDatabase(database);
    await seed(database.db);
    await database.db.execute(sql`update product set stock_count = ${STOCK}`);
    const initialStock = await stockSnapshot(database.db);
    const products = await catalogue(database.db);
    await database.close();

    const port = await freePort();
    const nodeArgs = [...(CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`] : []), ...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean)];
    const app = server(t, port, { nodeArgs }).start();
    const placed: Placed[] = [];
    try {
      const spawned = performance.now();
      await app.healthy();
      if (CPU_PROF_DIR) console.log(`  (profile: the server was ready ${((performance.now() - spawned) / 1000).toFixed(1)} s after its start; load starts now)`);
      const rss = new RssSampler(app.child!.pid!);
      const names = (ids: string[]) => ids.map((id) => products.get(id)!);
      const page = (ids: string[]) => (body: string) => {
        for (const p of names(ids)) {
          if (!body.includes(html(p.name))) return `${p.name} missing`;
          if (!hasPrice(body, p.priceOre)) return `${p.name}'s price ${formatKr(p.priceOre)} missing`;
        }
        return body.includes("Varukorg, 0 artiklar") ? null : "the header's cart is not empty";
      };
      const data = (ids: string[]) => (body: string) => {
        for (const p of names(ids)) if (!body.includes(JSON.stringify(p.name)) || !body.includes(String(p.priceOre))) return `${p.name} or ${p.priceOre} missing`;
        return null;
      };
      const all = [...products.keys()];
      const scenarios: Scenario[] = [
        { label: "GET / (HTML)", path: "/", kind: "html", check: page(["sleep", "calm", "focus"]) },
        { label: "GET /shop (HTML)", path: "/shop", kind: "html", check: page(all) },
        { label: "GET /product/sleep (HTML)", path: "/product/sleep", kind: "html", check: page(["sleep", "sleep-mini"]) },
        { label: "GET /_root.data", path: "/_root.data", kind: "data", check: data(["sleep", "calm", "focus"]) },
        { label: "GET /shop.data", path: "/shop.data", kind: "data", check: data(all) },
        { label: "GET /product/sleep.data", path: "/product/sleep.data", kind: "data", check: data(["sleep", "sleep-mini"]) },
      ];
      for (const s of scenarios) if (wanted(s.label)) await cannon(app, rss, label, s);
      if (wanted("cart flow (POST /cart + GET /cart)")) await cartFlow(app, rss, label, products);
      if (wanted("checkout, 16 at once")) {
        const customers = await Promise.all(Array.from({ length: FLOW_CONCURRENCY }, (_, i) => signUpCustomer(app.base, `bench${i}`)));
        await checkoutRounds(app, rss, label, customers, placed);
      }
      rss.stop();
    } finally {
      await app.stop();
      app.close();
    }

    // The statement counts: the same data, a server in bench mode, one request at a time.
    const counting = server(t, port, { env: { STILLA_COUNT_SQL: "1" } }).start();
    try {
      await counting.healthy();
      const base = counting.base;
      const count = async (what: string, r: Reply | Promise<Reply>) => {
        const reply = await r;
        if (reply.status >= 400) fail(`${label} ${what}: ${reply.status}`);
        sqlCounts.push({ database: label, what, statements: String(reply.headers["x-sql-statements"] ?? "?") });
      };
      // Steady state: each page is asked once before it is counted, so what is counted is a request that finds
      // the catalogue snapshot loaded (the first one after a start or a change reads it: 5 statements).
      const warm = async (path: string, jar?: Jar) => void (await send(base, "GET", path, { jar, headers: { accept: "text/html" } }));
      for (const path of ["/", "/shop", "/product/sleep"]) await warm(path);
      const visitor = new Jar();
      await count("GET / (visitor)", send(base, "GET", "/", { headers: { accept: "text/html" } }));
      await count("GET /shop (visitor)", send(base, "GET", "/shop", { headers: { accept: "text/html" } }));
      await count("GET /product/sleep (visitor)", send(base, "GET", "/product/sleep", { headers: { accept: "text/html" } }));
      await count("POST /cart (new visitor)", send(base, "POST", "/cart", { jar: visitor, form: { intent: "add", productId: "sleep", quantity: "1" }, headers: { accept: "text/html" } }));
      await count("GET /cart (1 line)", send(base, "GET", "/cart", { jar: visitor, headers: { accept: "text/html" } }));
      const c = await signUpCustomer(base, "count");
      await warm("/product/sleep", c.jar); // the sign-up's profile row dropped the snapshot
      await count("GET /product/sleep (signed in)", send(base, "GET", "/product/sleep", { jar: c.jar, headers: { accept: "text/html" } }));
      const perOrder: number[] = [];
      for (let n = 0; n < 6; n++) {
        const plan = planFor(0, n);
        await fillCart(base, c, plan, label);
        const r = await placeOne(base, c, label);
        if (r.orderId) placed.push({ orderId: r.orderId, email: c.email, above: plan[0]![0] === "sleep", lines: plan.length + (plan[0]![0] === "sleep" ? 1 : 0) });
        if (r.statements !== null) perOrder.push(r.statements);
      }
      sqlCounts.push({ database: label, what: "POST /checkout (per order, 2–3 lines)", statements: perOrder.length ? `${Math.min(...perOrder)}–${Math.max(...perOrder)}` : "?" });
      for (const s of sqlCounts.filter((x) => x.database === label)) console.log(`  SQL: ${s.what}: ${s.statements}`);
    } finally {
      await counting.stop();
      counting.close();
    }

    // Afterwards: every acknowledged order is there, once, as placed; the database's invariants hold.
    database = await open(t);
    try {
      const found = (await database.db.execute(
        sql`select o.id, o.total_ore, o.shipping_email, count(i.id)::int as lines from orders o join order_item i on i.order_id = o.id group by o.id`,
      )) as unknown as { rows: { id: string; total_ore: number; shipping_email: string; lines: number }[] };
      const byId = new Map(found.rows.map((r) => [r.id, r]));
      if (found.rows.length !== placed.length) fail(`${label}: ${found.rows.length} orders in the database, ${placed.length} acknowledged`);
      for (const p of placed) {
        const o = byId.get(p.orderId);
        if (!o) fail(`${label}: acknowledged order ${p.orderId} is missing`);
        else if (o.shipping_email !== p.email) fail(`${label}: order ${p.orderId} belongs to ${o.shipping_email}, not ${p.email}`);
        else if (Number(o.lines) !== p.lines) fail(`${label}: order ${p.orderId} has ${o.lines} lines, expected ${p.lines}`);
        else if (p.above !== Number(o.total_ore) >= FREE_FROM_ORE) fail(`${label}: order ${p.orderId} total ${o.total_ore} öre on the wrong side of 500 kr`);
      }
      const problems = formatViolations(await checkInvariants(database.db, { initialStock })).trim();
      if (problems) fail(`${label} invariants:\n${problems}`);
      else console.log(`  ✓ ${placed.length} orders as acknowledged; invariants hold (totals, stock, keys, mail)`);
    } finally {
      await database.close();
    }
  } finally {
    if (failures.length > 0) {
      const log = path.join(t.dataDir, "server.log");
      if (existsSync(log)) console.error(`  server log (last lines):\n${readFileSync(log, "utf8").split("\n").slice(-15).join("\n")}`);
    }
    await t.cleanup();
  }
}

// ---------------------------------------------------------------- the table

function table(): string {
  const load = os.loadavg().map((x) => x.toFixed(1)).join(" / ");
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`npm run bench:http\` on ${os.cpus().length} cores (${cpu}),`,
    `Node ${process.version}; load average at the end ${load} (1/5/15 min). ${DURATION} s per scenario after ${WARMUP} s of warm-up;`,
    `production server (\`server.ts\`, the landed build), gzip as a browser asks for it. CPU is the server process's user+system time`,
    `per request (per flow, per order), from /proc; RSS the server's peak resident memory during the scenario.`,
    "",
    "| database | scenario | n | rate | p50 | p95 | p99 | server CPU | RSS peak |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.scenario} | ${r.requests} | ${r.perSecond.toFixed(0)} ${r.unit} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.cpuMsPer.toFixed(2)} ms | ${r.rssPeakMb.toFixed(0)} MB |`,
    ),
    "",
    "SQL statements per request (bench mode, one request at a time, each page asked once before so the catalogue snapshot is loaded; on PostgreSQL a transaction's BEGIN and COMMIT are included, PGlite runs them unseen):",
    "",
    "| database | request | statements |",
    "|---|---|---:|",
    ...sqlCounts.map((s) => `| ${s.database} | ${s.what} | ${s.statements} |`),
  ];
  return lines.join("\n");
}

/** No build yet, or a file under app/ (or the build's configuration) is newer than it. */
function buildIsStale(): boolean {
  const built = path.join(ROOT, "build/server/index.js");
  if (!existsSync(built)) return true;
  const at = statSync(built).mtimeMs;
  const newer = (p: string): boolean => {
    const st = statSync(p);
    if (st.isDirectory()) return readdirSync(p).some((f) => newer(path.join(p, f)));
    return st.mtimeMs > at;
  };
  return ["app", "vite.config.ts", "react-router.config.ts", "package.json"].some((p) => existsSync(path.join(ROOT, p)) && newer(path.join(ROOT, p)));
}

async function main() {
  if (buildIsStale()) {
    console.log("No build, or app/ changed since the last one: building…");
    if (spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "inherit" }).status !== 0) process.exit(1);
  }
  for (const kind of DBS) await benchDatabase(kind);
  const out = table();
  console.log(`\n${out}`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} failed check(s); docs/benchmarks.md not written.`);
    process.exit(1);
  }
  if (process.env.BENCH_NO_WRITE !== "1" && SCENARIO_FILTER.length === 0) {
    const file = path.join(ROOT, "docs/benchmarks.md");
    const doc = readFileSync(file, "utf8");
    const start = "<!-- bench-http:start -->";
    const end = "<!-- bench-http:end -->";
    const block = `${start}\n${out}\n${end}`;
    const next = doc.includes(start) ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block) : `${doc.trimEnd()}\n\n## HTTP (npm run bench:http)\n\n${block}\n`;
    writeFileSync(file, next);
    console.log("\nWritten to docs/benchmarks.md.");
  }
  agent.destroy();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
