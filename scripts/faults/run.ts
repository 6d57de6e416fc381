/**
 * npm run test:faults [-- --fast] [-- --only=F1,F8]: fault drills against a REAL production server (issue #15).
 * Each drill starts `server.ts` on a fresh database, drives checkouts over HTTP, applies a fault, recovers and
 * checks the invariants (app/server/invariants.server.ts) plus I1 (every acknowledged checkout has its order)
 * and I7 (the site answers after recovery). One line per drill; the exit code is non-zero on any violation.
 * Needs a build (npm run build). --fast: the PGlite half (F1×3, F2, F8, F10, F12) and one try of F14 (two processes
 * starting together on a private PostgreSQL cluster), a few minutes; npm test runs it.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, closeSync, cpSync, existsSync, openSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { formatKr, formatKronorInput } from "../../app/domain/money";
import { productFormValues } from "../../app/domain/product-form";
import { CATALOGUE_APPLICATION_NAME, CATALOGUE_MAX_AGE_MS } from "../../app/server/catalogue-cache.server";
import { openPglite, openPostgres, PG_TIMEOUTS, type Database } from "../../app/server/db.server";
import { checkInvariants, formatViolations, stockSnapshot } from "../../app/server/invariants.server";
import { outboxIdOfMessageId } from "../../app/server/mail.server";
import { product } from "../../app/server/schema";
import { startSmtpSink } from "../../app/server/test-smtp";
import {
  ADMIN, App, backendsOf, checkout, freePort, gate, Jar, localPortsOf, newKey, openEventStream, postgresInstalled, PrivateCluster, request, ROOT, signIn, signUp, siteAnswers, sleep, startLoad, tempDir,
  type Attempt, type Customer,
} from "./lib";

const args = process.argv.slice(2);
const FAST = args.includes("--fast");
const ONLY = args.find((a) => a.startsWith("--only="))?.slice(7).split(",");
const CUSTOMERS = 6;

type Target = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };
interface Result {
  drill: string;
  db: string;
  ok: boolean;
  numbers: string;
  problems: string[];
}
const results: Result[] = [];
const cleanups: (() => void)[] = [];
/** A drill's own servers: killed when the drill ends, also when it crashed (a server left booting loads the machine). */
const drillCleanups: (() => void)[] = [];

function report(r: Result) {
  results.push(r);
  console.log(`${r.ok ? "PASS" : "FAIL"} ${r.drill} [${r.db}] ${r.numbers}`);
  for (const p of r.problems.slice(0, 20)) console.log(`     ${p}`);
  if (r.problems.length > 20) console.log(`     … ${r.problems.length - 20} more`);
}
function skip(drill: string, db: string, why: string) {
  console.log(`SKIP ${drill} [${db}] ${why}`);
  results.push({ drill, db, ok: true, numbers: `skipped: ${why}`, problems: [] });
}

async function openTarget(t: Target): Promise<Database> {
  return t.kind === "pglite" ? openPglite(t.dataDir) : openPostgres(t.url);
}

/** A fresh database for a drill: PGlite in a new DATA_DIR, or a new database on the private cluster. */
async function freshTarget(kind: "pglite" | "postgres", cluster?: PrivateCluster): Promise<{ target: Target; dataDir: string }> {
  const dataDir = tempDir("data");
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (kind === "pglite") return { target: { kind, dataDir }, dataDir };
  const name = `stilla_drill_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: cluster!.url() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { target: { kind, url: cluster!.url(name) }, dataDir };
}

async function newApp(target: Target, dataDir: string, extra: { smtpUrl?: string; port?: number } = {}): Promise<App> {
  const app = new App({
    port: extra.port ?? (await freePort()),
    dataDir,
    databaseUrl: target.kind === "postgres" ? target.url : undefined,
    smtpUrl: extra.smtpUrl,
    logFile: path.join(dataDir, "..", `${path.basename(dataDir)}.log`),
  });
  drillCleanups.push(() => {
    if (app.running) app.kill("SIGKILL");
    app.close();
  });
  return app;
}

/** Boots, signs up the customers, and (PGlite: with the server stopped) takes the stock snapshot. Leaves the app running. */
async function setup(target: Target, app: App) {
  app.start();
  await app.healthy();
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await signUp(app.base, `drill${i}`));
  if (target.kind === "pglite") await app.stop();
  const db = await openTarget(target);
  const initialStock = await stockSnapshot(db.db);
  await db.close();
  if (!app.running) {
    app.start();
    await app.healthy();
  }
  return { customers, initialStock };
}

/** Invariants + I1 on the stopped (PGlite) or running (PostgreSQL) database. */
async function verify(target: Target, initialStock: Map<string, number>, attempts: Attempt[], deliveries?: ReadonlyMap<number, number>) {
  const db = await openTarget(target);
  try {
    const problems = formatViolations(await checkInvariants(db.db, { initialStock, deliveries })).split("\n").filter(Boolean);
    const rows = (await db.db.execute(sql`select id, idempotency_key from orders`)) as unknown as { rows: { id: string; idempotency_key: string }[] };
    const byId = new Map(rows.rows.map((r) => [r.id, r.idempotency_key]));
    const acked = attempts.filter((a) => a.status >= 200 && a.status < 400);
    for (const a of acked) {
      if (!a.orderId) problems.push(`I1 key ${a.key}: answered ${a.status} without an order page`);
      else if (byId.get(a.orderId) !== a.key) problems.push(`I1 key ${a.key}: acknowledged order ${a.orderId} is ${byId.has(a.orderId) ? "under another key" : "not in the database"}`);
    }
    return { problems, acked: acked.length, inDb: byId.size };
  } finally {
    await db.close();
  }
}

function statusCounts(attempts: Attempt[]): string {
  const m = new Map<number, number>();
  for (const a of attempts) m.set(a.status, (m.get(a.status) ?? 0) + 1);
  return [...m].sort((a, b) => a[0] - b[0]).map(([s, c]) => `${s === 0 ? "none" : s}×${c}`).join(" ");
}

const random = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo));

// ---------------------------------------------------------------- F1

async function f1(kind: "pglite" | "postgres", kills: number, cluster?: PrivateCluster) {
  const { target, dataDir } = await freshTarget(kind, cluster);
  const app = await newApp(target, dataDir);
  const { customers, initialStock } = await setup(target, app);
  const load = startLoad(() => app.base, customers);
  const problems: string[] = [];
  const recoveries: number[] = [];
  const i7: number[] = [];
  for (let k = 0; k < kills; k++) {
    await sleep(random(400, 2500));
    const t0 = performance.now();
    app.kill("SIGKILL");
    await app.exited;
    app.start();
    try {
      await app.healthy(60_000);
    } catch (err) {
      problems.push(`kill ${k + 1}: did not come back: ${(err as Error).message.slice(0, 500)}`);
      break;
    }
    recoveries.push(Math.round(performance.now() - t0));
    const site = await siteAnswers(app.base, customers[0]!);
    i7.push(site.ms);
    if (!site.ok) problems.push(`I7 after kill ${k + 1}: ${site.detail}`);
  }
  await sleep(1000);
  await load.stop();
  if (kind === "pglite") await app.stop();
  const v = await verify(target, initialStock, load.attempts);
  if (kind === "postgres") await app.stop();
  problems.push(...v.problems);
  const lost = load.attempts.filter((a) => a.status === 0).length;
  report({
    drill: `F1 kill -9 mid-checkout ×${kills}`,
    db: kind,
    ok: problems.length === 0,
    numbers: `acknowledged ${v.acked}, orders in DB ${v.inDb}, unanswered at the end ${lost}, answers ${statusCounts(load.attempts)}, recovery ${Math.min(...recoveries)}–${Math.max(...recoveries)} ms, I7 ≤ ${Math.max(...i7)} ms`,
    problems,
  });
}

// ---------------------------------------------------------------- F2

async function f2(kind: "pglite" | "postgres", cluster?: PrivateCluster) {
  const { target, dataDir } = await freshTarget(kind, cluster);
  const app = await newApp(target, dataDir);
  const { customers, initialStock } = await setup(target, app);
  const load = startLoad(() => app.base, customers);
  await sleep(2000);
  const t = Date.now();
  const inFlight = load.attempts.filter((a) => a.answeredAt === null).map((a) => ({ a, errors: a.networkErrors }));
  const t0 = performance.now();
  app.kill("SIGTERM");
  const exit = await Promise.race([app.exited, sleep(12_000).then(() => null)]);
  const ms = Math.round(performance.now() - t0);
  const problems: string[] = [];
  if (!exit) {
    problems.push("still running 12 s after SIGTERM");
    app.kill("SIGKILL");
    await app.exited;
  } else if (exit.code !== 0) problems.push(`exit code ${exit.code} (signal ${exit.signal})`);
  if (ms > 10_000) problems.push(`exit took ${ms} ms > 10 s`);
  await load.stop(300);
  const cut = inFlight.filter(({ a, errors }) => a.networkErrors > errors && (a.answeredAt === null || a.answeredAt > t));
  for (const { a, errors } of cut) problems.push(`in-flight checkout ${a.key} lost its connection at shutdown (${a.errorCodes.slice(errors).join(", ")})`);
  const v = await verify(target, initialStock, load.attempts);
  problems.push(...v.problems);
  report({
    drill: "F2 SIGTERM under load",
    db: kind,
    ok: problems.length === 0,
    numbers: `exit ${exit?.code ?? "none"} after ${ms} ms, in flight at SIGTERM ${inFlight.length} (cut ${cut.length}), acknowledged ${v.acked}, orders in DB ${v.inDb}`,
    problems,
  });
}

// ---------------------------------------------------------------- F8

async function f8() {
  const { target, dataDir } = await freshTarget("pglite");
  const app = await newApp(target, dataDir);
  app.start();
  await app.healthy();
  const second = await newApp(target, dataDir);
  second.start();
  const exit = await Promise.race([second.exited, sleep(30_000).then(() => null)]);
  const problems: string[] = [];
  if (!exit) {
    problems.push("the second process is still running after 30 s");
    second.kill("SIGKILL");
  } else if (exit.code === 0) problems.push("the second process exited 0");
  const message = /Cannot start: The data folder .* is in use by another Stilla process \(pid \d+\)/.exec(second.output)?.[0];
  if (!message) problems.push(`no clear message; it said: ${second.output.slice(-400)}`);
  // A third on its own DATA_DIR but the first one's port: it must say so and end with an error, not run on
  // without listening (Express 5 hands the listen error to a callback) and end with 0.
  const own = await freshTarget("pglite");
  const third = await newApp(own.target, own.dataDir, { port: app.opts.port });
  third.start();
  const thirdExit = await Promise.race([third.exited, sleep(30_000).then(() => null)]);
  if (!thirdExit) problems.push("the process on a taken port is still running after 30 s");
  else if (thirdExit.code !== 1) problems.push(`the process on a taken port exited ${thirdExit.code ?? thirdExit.signal}`);
  const portMessage = /Cannot start: port \d+ is already in use/.exec(third.output)?.[0];
  if (!portMessage) problems.push(`no clear message on a taken port; it said: ${third.output.slice(-400)}`);
  if (/Stilla listens on/.test(third.output)) problems.push("the process on a taken port said it listens");
  const c = await signUp(app.base, "f8");
  const site = await siteAnswers(app.base, c);
  if (!site.ok) problems.push(`the first stopped serving: ${site.detail}`);
  await app.stop();
  report({
    drill: "F8 second process on the same DATA_DIR or port",
    db: "pglite",
    ok: problems.length === 0,
    numbers: `second exited ${exit?.code ?? "—"}: "${message ?? "?"}"; one on the same port exited ${thirdExit?.code ?? "—"}: "${portMessage ?? "?"}"; first still serves`,
    problems,
  });
}

// ---------------------------------------------------------------- F9

async function f9(kind: "pglite" | "postgres", cluster?: PrivateCluster) {
  const { target, dataDir } = await freshTarget(kind, cluster);
  const app = await newApp(target, dataDir);
  const kills: number[] = [];
  for (const at of [300, 1500, 3000, 4500, 6000]) {
    app.start();
    await sleep(at);
    const wasUp = await request(app.base, "GET", "/healthz", { timeoutMs: 500 }).then((r) => r.status === 200, () => false);
    app.kill("SIGKILL");
    await app.exited;
    kills.push(wasUp ? -at : at);
  }
  const problems: string[] = [];
  app.start();
  let boot = -1;
  try {
    boot = await app.healthy(90_000);
    const c = await signUp(app.base, "f9");
    const site = await siteAnswers(app.base, c);
    if (!site.ok) problems.push(`I7: ${site.detail}`);
    const attempts: Attempt[] = [];
    await request(app.base, "POST", "/cart", { jar: c.jar, form: { intent: "add", productId: "sleep", quantity: "1" } });
    const a = await checkout(() => app.base, c, newKey(), () => Date.now() + 10_000, attempts);
    if (!a.orderId) problems.push(`a checkout after recovery answered ${a.status}`);
    if (kind === "pglite") await app.stop();
    const v = await verify(target, new Map(), attempts);
    problems.push(...v.problems);
  } catch (err) {
    problems.push(`the next boot did not complete: ${(err as Error).message.slice(0, 800)}`);
  }
  if (app.running) await app.stop();
  report({
    drill: "F9 kill -9 during first boot/migrations",
    db: kind,
    ok: problems.length === 0,
    numbers: `killed at ${kills.map((k) => (k < 0 ? `${-k} ms (already up)` : `${k} ms`)).join(", ")}; next boot healthy in ${boot} ms`,
    problems,
  });
}

// ---------------------------------------------------------------- F10

async function f10(kind: "pglite" | "postgres", cluster?: PrivateCluster) {
  const { target, dataDir } = await freshTarget(kind, cluster);
  const app = await newApp(target, dataDir);
  const { customers, initialStock } = await setup(target, app);
  const admin = await signIn(app.base, ADMIN.email, ADMIN.password);
  const attempts: Attempt[] = [];
  const order = async (c: Customer) => {
    await request(app.base, "POST", "/cart", { jar: c.jar, form: { intent: "add", productId: "calm", quantity: "1" } });
    return (await checkout(() => app.base, c, newKey(), () => Date.now() + 10_000, attempts)).orderId!;
  };
  const a = await order(customers[0]!);
  const b = await order(customers[1]!);
  const desk = (id: string, intent: string) =>
    request(app.base, "POST", `/admin/orders/${id}`, { jar: admin, form: { intent, ...(intent === "cancel" ? { confirm: "yes" } : {}) } }).then((r) => r.status);
  // Duplicates: three "paid" at once, then a late one after the order moved on.
  const dup = await Promise.all([desk(a, "mark_paid"), desk(a, "mark_paid"), desk(a, "mark_paid")]);
  const moved = await desk(a, "processing");
  const late = await desk(a, "mark_paid");
  // Out of order: "paid" arriving after the order was cancelled.
  const cancel = await desk(b, "cancel");
  const afterCancel = await desk(b, "mark_paid");
  if (kind === "pglite") await app.stop();
  const db = await openTarget(target);
  const problems: string[] = [];
  const q = async (s: ReturnType<typeof sql>) => ((await db.db.execute(s)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const paidA = await q(sql`select count(*)::int as n from order_event where order_id = ${a} and type = 'paid'`);
  const oa = await q(sql`select payment_status, status from orders where id = ${a}`);
  const ob = await q(sql`select payment_status, status from orders where id = ${b}`);
  const paidB = await q(sql`select count(*)::int as n from order_event where order_id = ${b} and type = 'paid'`);
  await db.close();
  if (Number(paidA[0]!.n) !== 1) problems.push(`order A has ${String(paidA[0]!.n)} 'paid' events`);
  if (oa[0]!.payment_status !== "paid" || oa[0]!.status !== "processing") problems.push(`order A is ${JSON.stringify(oa[0])}`);
  if (Number(paidB[0]!.n) !== 0 || ob[0]!.payment_status !== "unpaid" || ob[0]!.status !== "cancelled") problems.push(`order B (cancelled, then 'paid') is ${JSON.stringify(ob[0])}, ${String(paidB[0]!.n)} paid events`);
  if (dup.some((s) => s !== 302) || moved !== 302 || late !== 302) problems.push(`desk answers: paid×3 ${dup.join("/")}, processing ${moved}, late paid ${late}`);
  if (afterCancel !== 409) problems.push(`'paid' after cancel answered ${afterCancel}, expected 409`);
  const v = await verify(target, initialStock, attempts);
  problems.push(...v.problems);
  if (app.running) await app.stop();
  report({
    drill: "F10 duplicate and out-of-order payment confirmations (desk 'mark paid')",
    db: kind,
    ok: problems.length === 0,
    numbers: `paid ×3 concurrently → ${dup.join("/")}, one 'paid' event; late paid → ${late} (no change); cancel ${cancel} then paid → ${afterCancel}. A provider's webhook delivered twice at once is the payment server tests' race (stripe.server.test.ts, swish-handel.server.test.ts)`,
    problems,
  });
}

// ---------------------------------------------------------------- F12

/** F12 queues at least this many orders (two mails each) while SMTP is down, however fast the machine is. */
const F12_ORDERS = 72;

async function f12(kind: "pglite" | "postgres", cluster?: PrivateCluster) {
  const { target, dataDir } = await freshTarget(kind, cluster);
  const smtpPort = await freePort(); // nothing listens here yet: SMTP is down
  const app = await newApp(target, dataDir, { smtpUrl: `smtp://127.0.0.1:${smtpPort}` });
  const { customers, initialStock } = await setup(target, app);
  const load = startLoad(() => app.base, customers.slice(0, 4));
  const loadStart = performance.now();
  while (load.attempts.filter((a) => a.orderId).length < F12_ORDERS && performance.now() - loadStart < 120_000) await sleep(100);
  await load.stop();
  const loadMs = Math.round(performance.now() - loadStart);
  const placed = load.attempts.filter((a) => a.orderId).map((a) => ({ id: a.orderId!, to: a.customer }));
  await app.stop();
  const arrivals: number[] = [];
  let t0 = performance.now();
  const sink = await startSmtpSink(() => arrivals.push(Math.round(performance.now() - t0)), smtpPort);
  cleanups.push(() => void sink.close());
  t0 = performance.now();
  app.start();
  const bootMs = await app.healthy();
  // The confirmation goes to the customer and links to the order (the shop's own notice goes to the shop).
  const delivered = (o: { id: string; to: string }) => sink.mails.filter((m) => m.to.includes(o.to) && m.raw.replace(/=\r?\n/g, "").includes(`/orders/${o.id}`));
  // "Soon" (ADR 039): every confirmation within 60 s of the restarted shop answering (its boot, measured apart,
  // took 2–45 s on the loaded 2-core machine; boots are F1's and F9's business).
  let allMs = -1;
  const serving = performance.now();
  while (performance.now() - serving < 60_000) {
    if (placed.every((o) => delivered(o).length > 0)) {
      allMs = Math.round(performance.now() - t0);
      break;
    }
    await sleep(250);
  }
  await sleep(6_000); // one more sweep: a second delivery would show now
  const problems: string[] = [];
  const missing: string[] = [];
  for (const o of placed) {
    const n = delivered(o).length;
    if (n === 0) missing.push(o.id);
    if (n !== 1) problems.push(`order ${o.id}: its confirmation arrived ${n} times`);
  }
  const ids = sink.mails.map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]?.trim());
  const dupIds = ids.filter((x, i) => x && ids.indexOf(x) !== i);
  if (dupIds.length) problems.push(`Message-IDs received twice: ${dupIds.join(", ")}`);
  if (kind === "pglite") await app.stop();
  if (missing.length) problems.push(...(await outboxRows(target, missing)));
  const v = await verify(target, initialStock, load.attempts);
  problems.push(...v.problems);
  if (app.running) await app.stop();
  await sink.close();
  report({
    drill: "F12 SMTP down, restart, SMTP up",
    db: kind,
    ok: problems.length === 0,
    numbers: `orders ${placed.length} placed while SMTP was down (load ${loadMs} ms); after restart (serving after ${bootMs} ms) every confirmation out in ${allMs} ms; ${sink.mails.length} mails at the sink (confirmations + shop notices; first ${arrivals[0] ?? "-"} ms, last ${arrivals.at(-1) ?? "-"} ms after the restart), none twice`,
    problems,
  });
}

/** For a mail that did not arrive: its outbox row (attempts, next attempt, claim, last error), to see why. */
async function outboxRows(target: Target, orderIds: string[]): Promise<string[]> {
  const db = await openTarget(target);
  try {
    const lines: string[] = [];
    const now = Date.now();
    for (const id of orderIds) {
      const r = (await db.db.execute(
        sql`select id, status, attempts, next_attempt_at, locked_by, locked_until, last_error, created_at from outbox where kind = 'order_confirmation' and text like ${`%/orders/${id}%`}`,
      )) as unknown as { rows: Record<string, unknown>[] };
      const row = r.rows[0];
      if (!row) {
        lines.push(`order ${id}: no confirmation in the outbox`);
        continue;
      }
      const rel = (v: unknown) => (v ? `${Math.round((new Date(v as string).getTime() - now) / 1000)} s` : "-");
      lines.push(
        `outbox ${String(row.id)} (order ${id}): ${String(row.status)}, attempts ${String(row.attempts)}, next attempt ${rel(row.next_attempt_at)}, locked by ${String(row.locked_by ?? "-")} until ${rel(row.locked_until)}, last error ${String(row.last_error ?? "-").slice(0, 120)}`,
      );
    }
    return lines;
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------- F3/F4: PostgreSQL restarts under load

async function f34(mode: "fast" | "immediate", cluster: PrivateCluster) {
  const { target, dataDir } = await freshTarget("postgres", cluster);
  const app = await newApp(target, dataDir);
  const { customers, initialStock } = await setup(target, app);
  const load = startLoad(() => app.base, customers);
  await sleep(2000);
  const down = Date.now();
  cluster.stop(mode);
  await sleep(2000); // an outage long enough for checkouts to meet it
  cluster.start();
  const up = Date.now();
  // Recovery: the first acknowledged checkout after PostgreSQL is back.
  let recovered = -1;
  while (Date.now() - up < 20_000) {
    if (load.attempts.some((a) => a.orderId && a.answeredAt! > up)) {
      recovered = load.attempts.filter((a) => a.orderId && a.answeredAt! > up).map((a) => a.answeredAt! - up).sort((x, y) => x - y)[0]!;
      break;
    }
    await sleep(100);
  }
  const site = await siteAnswers(app.base, customers[0]!);
  await load.stop();
  const problems: string[] = [];
  if (!app.running) problems.push(`the app exited during the PostgreSQL restart: ${app.output.slice(-400)}`);
  if (recovered < 0 || recovered > 10_000) problems.push(`no acknowledged checkout within 10 s of PostgreSQL being back (${recovered} ms)`);
  if (!site.ok) problems.push(`I7: ${site.detail}`);
  const during = load.attempts.filter((a) => a.answeredAt && a.answeredAt >= down && a.answeredAt <= up + 1000 && !a.orderId);
  for (const a of during) {
    const ms = a.answeredAt! - a.startedAt;
    if (a.status !== 503) problems.push(`a checkout during the outage answered ${a.status} (expected 503)`);
    else if (!/<html lang="sv"/.test(a.body ?? "")) problems.push("a 503 during the outage was not the Swedish page");
    if (ms > 5_000) problems.push(`a checkout during the outage took ${ms} ms to answer (> 5 s)`);
  }
  const v = await verify(target, initialStock, load.attempts);
  await app.stop();
  problems.push(...v.problems);
  report({
    drill: mode === "fast" ? "F3 PostgreSQL fast restart under load" : "F4 PostgreSQL immediate stop (crash recovery) under load",
    db: "postgres",
    ok: problems.length === 0,
    numbers: `outage ${up - down} ms; answers during it ${statusCounts(during)}; acknowledged ${v.acked}, orders in DB ${v.inDb}; first acknowledged checkout ${recovered} ms after PostgreSQL was back; I7 ${site.ms} ms`,
    problems: [...new Set(problems)],
  });
}

// ---------------------------------------------------------------- F5: a frozen PostgreSQL, a held row lock

/**
 * F5: every process of the private cluster SIGSTOPped for 15 s under checkout load ("freeze"), or one session
 * holding `select … for update` on every product row for 15 s ("lock"). Requests must answer (503, the Swedish
 * page) within a bound instead of hanging, nothing acknowledged may be lost, and the shop must answer again
 * within 10 s of the end.
 */
async function f5(mode: "freeze" | "lock", cluster: PrivateCluster) {
  const FAULT_MS = 15_000;
  /**
   * A frozen server: a wait for a pooled client (connect timeout) and then one query (query_timeout). A lock:
   * statement_timeout, since lock_timeout bounds each wait and one statement may wait twice (first for the tuple
   * lock behind another waiter, then for the holder's transaction).
   */
  const BOUND_MS = mode === "freeze" ? PG_TIMEOUTS.connect + PG_TIMEOUTS.query : PG_TIMEOUTS.statement;
  const { target, dataDir } = await freshTarget("postgres", cluster);
  const app = await newApp(target, dataDir);
  const { customers, initialStock } = await setup(target, app);
  // customers[0] is the probe: its cart is filled before the fault and it checks out once the fault is on.
  const probe = customers[0]!;
  await request(app.base, "POST", "/cart", { jar: probe.jar, form: { intent: "add", productId: "sleep", quantity: "1" } });
  const load = startLoad(() => app.base, customers.slice(1));
  await sleep(2000);
  const problems: string[] = [];
  let release: () => Promise<void>;
  const start = Date.now();
  if (mode === "freeze") {
    const pids = cluster.freeze();
    let thawed = false;
    cleanups.push(() => thawed || cluster.thaw(pids));
    release = async () => {
      cluster.thaw(pids);
      thawed = true;
    };
  } else {
    const locker = new pg.Client({ connectionString: (target as { url: string }).url });
    await locker.connect();
    await locker.query("begin");
    const locked = await locker.query("select id from product for update");
    if (locked.rowCount === 0) problems.push("no product row to lock");
    release = async () => {
      await locker.query("rollback");
      await locker.end();
    };
  }
  // While the fault lasts: the pages that read the database answer too (503 or 200), within the bound; so do a
  // checkout of the probe's cart and an add to a cart.
  const probes: { path: string; status: string; ms: number }[] = [];
  const timed = async (p: string, send: () => Promise<{ status: number }>) => {
    const t = Date.now();
    const status = await send().then((r) => String(r.status), (e: Error) => e.message);
    probes.push({ path: p, status, ms: Date.now() - t });
  };
  const writes = (async () => {
    await sleep(1000);
    await checkout(() => app.base, probe, newKey(), () => Date.now() + 1_000, load.attempts);
    await timed("POST /cart", () => request(app.base, "POST", "/cart", { jar: probe.jar, form: { intent: "add", productId: "calm", quantity: "1" }, timeoutMs: 20_000 }));
  })();
  while (Date.now() - start < FAULT_MS - 1000) {
    const p = probes.length % 2 === 0 ? "/product/sleep" : "/healthz";
    await timed(`GET ${p}`, () => request(app.base, "GET", p, { jar: customers[0]!.jar, timeoutMs: 20_000 }));
    await sleep(250);
  }
  await writes;
  await sleep(Math.max(0, FAULT_MS - (Date.now() - start)));
  await release();
  const end = Date.now();
  let recovered = -1;
  while (Date.now() - end < 20_000) {
    const first = load.attempts.filter((a) => a.orderId && a.startedAt > end).map((a) => a.answeredAt! - end).sort((x, y) => x - y)[0];
    if (first !== undefined) {
      recovered = first;
      break;
    }
    await sleep(100);
  }
  const site = await siteAnswers(app.base, customers[0]!);
  await load.stop();
  if (!app.running) problems.push(`the app exited during the fault: ${app.output.slice(-400)}`);
  if (recovered < 0 || recovered > 10_000) problems.push(`no checkout started after the fault was acknowledged within 10 s (${recovered} ms)`);
  if (!site.ok) problems.push(`I7: ${site.detail}`);
  // Checkouts answered during the fault (or hit by it): a 503 with the Swedish page within the bound, or an order.
  const during = load.attempts.filter((a) => a.answeredAt === null || (a.answeredAt >= start && a.startedAt <= end));
  let slowest = 0;
  for (const a of during) {
    if (a.answeredAt === null) {
      problems.push(`checkout ${a.key} never answered`);
      continue;
    }
    if (a.networkErrors > 0) problems.push(`checkout ${a.key}: ${a.networkErrors} request(s) without an answer within 20 s (hung)`);
    const ms = a.answeredAt - a.startedAt;
    slowest = Math.max(slowest, ms);
    if (ms > BOUND_MS + 2_000) problems.push(`a checkout during the fault took ${ms} ms to answer ${a.status} (> ${BOUND_MS + 2_000} ms)`);
    if (a.orderId) continue;
    if (a.status !== 503) problems.push(`a checkout during the fault answered ${a.status} (expected 503): ${(a.body ?? "").replace(/\s+/g, " ").slice(0, 200)}`);
    else if (!/<html lang="sv"/.test(a.body ?? "")) problems.push("a 503 during the fault was not the Swedish page");
  }
  for (const p of probes) {
    if (!/^(200|302|503)$/.test(p.status)) problems.push(`${p.path} during the fault: ${p.status} after ${p.ms} ms`);
    else if (p.ms > BOUND_MS + 2_000) problems.push(`${p.path} during the fault took ${p.ms} ms`);
  }
  const v = await verify(target, initialStock, load.attempts);
  await app.stop();
  problems.push(...v.problems);
  const probeCounts = [...probes.reduce((m, p) => m.set(`${p.path} ${p.status}`, (m.get(`${p.path} ${p.status}`) ?? 0) + 1), new Map<string, number>())].map(([k, n]) => `${k}×${n}`).join(", ");
  report({
    drill: mode === "freeze" ? "F5 PostgreSQL frozen (SIGSTOP of every cluster process) 15 s under load" : "F5 a session holds every product row FOR UPDATE 15 s under load",
    db: "postgres",
    ok: problems.length === 0,
    numbers: `checkouts hit by it ${during.length}: ${statusCounts(during)}, slowest answer ${slowest} ms; probes ${probeCounts} (slowest ${Math.max(0, ...probes.map((p) => p.ms))} ms); acknowledged ${v.acked}, orders in DB ${v.inDb}; first new acknowledged checkout ${recovered} ms after the end; I7 ${site.ms} ms`,
    problems: [...new Set(problems)],
  });
}

// ---------------------------------------------------------------- F7: disk full (PGlite on a small tmpfs)

/** Writes `file` until the file system says ENOSPC (1 MiB, then 4 KiB writes); the bytes written. */
function fill(file: string): number {
  const fd = openSync(file, "w");
  let bytes = 0;
  try {
    for (const size of [1 << 20, 4096, 512]) {
      const chunk = Buffer.alloc(size);
      for (;;) {
        try {
          bytes += writeSync(fd, chunk);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== "ENOSPC") throw err;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return bytes;
}

/**
 * F7: DATA_DIR on a 192 MiB tmpfs of its own; under checkout load a filler file takes the last byte for 10 s,
 * then is deleted. No acknowledged order may be lost; reads (/, a product page) should go on; writes should resume
 * (if the server dies, a restart on the same DATA_DIR after freeing the space must keep every acknowledged order).
 */
async function f7() {
  const mnt = tempDir("f7");
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=192m,mode=0755", "tmpfs", mnt], { stdio: ["ignore", "pipe", "pipe"] });
  } catch (err) {
    rmSync(mnt, { recursive: true, force: true });
    skip("F7", "pglite", `cannot mount a tmpfs here: ${String((err as { stderr?: Buffer }).stderr ?? err).trim().slice(0, 200)}`);
    return;
  }
  cleanups.push(() => {
    execFileSync("umount", ["-l", mnt]);
    rmSync(mnt, { recursive: true, force: true });
  });
  const dataDir = path.join(mnt, "data");
  const target: Target = { kind: "pglite", dataDir };
  const app = new App({ port: await freePort(), dataDir, logFile: `${mnt}.log` });
  drillCleanups.push(() => {
    if (app.running) app.kill("SIGKILL");
    app.close();
  });
  const { customers, initialStock } = await setup(target, app);
  const load = startLoad(() => app.base, customers);
  await sleep(2000);
  const filler = path.join(mnt, "filler");
  const full = Date.now();
  const filled = fill(filler);
  const probes: { path: string; status: string; ms: number }[] = [];
  let crashedAt = -1;
  while (Date.now() - full < 10_000) {
    if (!app.running && crashedAt < 0) crashedAt = Date.now() - full;
    const t = Date.now();
    const p = probes.length % 2 === 0 ? "/" : "/product/sleep";
    const status = await request(app.base, "GET", p, { jar: customers[0]!.jar, timeoutMs: 10_000 }).then((r) => String(r.status), (e: Error) => e.message);
    probes.push({ path: p, status, ms: Date.now() - t });
    await sleep(250);
  }
  rmSync(filler);
  const freed = Date.now();
  const problems: string[] = [];
  let restartMs = -1;
  if (!app.running) {
    if (crashedAt < 0) crashedAt = freed - full;
    problems.push(`the server exited with the disk full (${crashedAt} ms after it filled): ${app.output.slice(-600).replace(/\s+/g, " ")}`);
    app.start();
    try {
      restartMs = await app.healthy(60_000);
    } catch (err) {
      problems.push(`a restart on the same DATA_DIR after freeing the space failed: ${(err as Error).message.slice(0, 800)}`);
    }
  }
  let recovered = -1;
  while (app.running && Date.now() - freed < 20_000) {
    const first = load.attempts.filter((a) => a.orderId && a.startedAt > freed).map((a) => a.answeredAt! - freed).sort((x, y) => x - y)[0];
    if (first !== undefined) {
      recovered = first;
      break;
    }
    await sleep(100);
  }
  const site = app.running ? await siteAnswers(app.base, customers[0]!) : { ok: false, ms: -1, detail: "not running" };
  await load.stop();
  if (recovered < 0 || recovered > 10_000) problems.push(`writes did not resume within 10 s of freeing the space (${recovered} ms)`);
  if (!site.ok) problems.push(`I7: ${site.detail}`);
  const during = load.attempts.filter((a) => a.answeredAt !== null && a.answeredAt >= full && a.startedAt <= freed);
  for (const a of during) if (!a.orderId && a.status !== 503) problems.push(`a checkout with the disk full answered ${a.status} (expected 503): ${(a.body ?? "").replace(/\s+/g, " ").slice(0, 160)}`);
  for (const p of probes) if (p.status !== "200" && crashedAt < 0) problems.push(`GET ${p.path} with the disk full: ${p.status} after ${p.ms} ms`);
  if (app.running) await app.stop();
  let v = { problems: [] as string[], acked: 0, inDb: 0 };
  try {
    v = await verify(target, initialStock, load.attempts);
  } catch (err) {
    problems.push(`the DATA_DIR does not open after the drill: ${(err as Error).message.slice(0, 600)}`);
  }
  problems.push(...v.problems);
  const probeCounts = [...probes.reduce((m, p) => m.set(`${p.path} ${p.status}`, (m.get(`${p.path} ${p.status}`) ?? 0) + 1), new Map<string, number>())].map(([k, n]) => `${k}×${n}`).join(", ");
  report({
    drill: "F7 disk full 10 s under load (DATA_DIR on a 192 MiB tmpfs, filler to ENOSPC)",
    db: "pglite",
    ok: problems.length === 0,
    numbers: `filler ${Math.round(filled / 1048576)} MiB; checkouts answered while full ${statusCounts(during)}; probes ${probeCounts}; ${crashedAt >= 0 ? `server exited ${crashedAt} ms after the fill, restarted in ${restartMs} ms; ` : "server stayed up; "}acknowledged ${v.acked}, orders in DB ${v.inDb}; first new acknowledged checkout ${recovered} ms after freeing; I7 ${site.ms} ms`,
    problems: [...new Set(problems)],
  });
}

// ---------------------------------------------------------------- F6

async function f6(cluster: PrivateCluster) {
  const { target, dataDir } = await freshTarget("postgres", cluster);
  const app = await newApp(target, dataDir);
  cluster.stop("fast");
  app.start();
  const seen = new Map<string, number>();
  const t0 = Date.now();
  while (Date.now() - t0 < 6_000) {
    const s = await request(app.base, "GET", "/healthz", { timeoutMs: 2_000 }).then((r) => String(r.status), (e: Error) => e.message.split(" ")[0]!);
    seen.set(s, (seen.get(s) ?? 0) + 1);
    await sleep(250);
  }
  const problems: string[] = [];
  if (!app.running) problems.push(`the app exited while PostgreSQL was down: ${app.output.slice(-600)}`);
  if (seen.has("200")) problems.push("/healthz said 200 while PostgreSQL was down");
  cluster.start();
  const back = Date.now();
  let ms = -1;
  try {
    if (app.running) ms = (await app.healthy(60_000)) + 0;
  } catch (err) {
    problems.push(`not healthy after PostgreSQL came: ${(err as Error).message.slice(0, 600)}`);
  }
  if (ms >= 0) ms = Date.now() - back;
  if (app.running) {
    const c = await signUp(app.base, "f6");
    const site = await siteAnswers(app.base, c);
    if (!site.ok) problems.push(`I7: ${site.detail}`);
  }
  if (app.running) await app.stop();
  report({
    drill: "F6 PostgreSQL down at boot",
    db: "postgres",
    ok: problems.length === 0,
    numbers: `/healthz while down: ${[...seen].map(([s, n]) => `${s}×${n}`).join(" ")}; 200 ${ms} ms after PostgreSQL started`,
    problems,
  });
}

// ---------------------------------------------------------------- F11

async function f11(kind: "pglite" | "postgres", cluster?: PrivateCluster) {
  const { target, dataDir } = await freshTarget(kind, cluster);
  const app = await newApp(target, dataDir);
  const { customers, initialStock } = await setup(target, app);
  const load = startLoad(() => app.base, customers);
  await sleep(3000);
  await load.stop();
  await app.stop(); // a backup of a stopped shop (PGlite must be stopped; PostgreSQL could be dumped live)
  const problems: string[] = [];
  let copy: Target;
  const t0 = performance.now();
  if (target.kind === "pglite") {
    const dir = tempDir("restore");
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(path.join(target.dataDir, "pglite"), path.join(dir, "pglite"), { recursive: true });
    copy = { kind: "pglite", dataDir: dir };
  } else {
    const file = path.join(dataDir, "..", `${path.basename(dataDir)}.dump`);
    cluster!.dump(new URL(target.url).pathname.slice(1), file);
    const fresh = await freshTarget("postgres", cluster);
    cluster!.restore(new URL((fresh.target as { url: string }).url).pathname.slice(1), file);
    copy = fresh.target;
  }
  const restoreMs = Math.round(performance.now() - t0);
  const v = await verify(copy, initialStock, load.attempts);
  problems.push(...v.problems);
  const original = await verify(target, initialStock, load.attempts);
  if (original.inDb !== v.inDb) problems.push(`the copy has ${v.inDb} orders, the original ${original.inDb}`);
  // The restored database boots the shop.
  const restored = await newApp(copy, copy.kind === "pglite" ? copy.dataDir : dataDir);
  restored.start();
  let bootMs = -1;
  try {
    bootMs = await restored.healthy();
    const site = await siteAnswers(restored.base, customers[0]!);
    if (!site.ok) problems.push(`I7 on the restored copy: ${site.detail}`);
  } catch (err) {
    problems.push(`the restored copy does not boot: ${(err as Error).message.slice(0, 500)}`);
  }
  await restored.stop();
  report({
    drill: "F11 backup and restore",
    db: kind,
    ok: problems.length === 0,
    numbers: `${kind === "pglite" ? "copy of the stopped DATA_DIR" : "pg_dump -Fc + pg_restore into a fresh database"}: ${restoreMs} ms for ${v.inDb} orders; the copy boots in ${bootMs} ms, sessions still valid`,
    problems,
  });
}

// ---------------------------------------------------------------- F13–F15: two processes on one PostgreSQL (issue #32)

/** An SMTP sink that counts what it receives per outbox id (the Message-ID made from it). */
async function countingSink() {
  const deliveries = new Map<number, number>();
  const sink = await startSmtpSink((m) => {
    const id = outboxIdOfMessageId(/^Message-ID: (.*)$/im.exec(m.raw)?.[1] ?? "");
    if (id !== null) deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
  });
  cleanups.push(() => void sink.close());
  return { sink, deliveries };
}

/** A second process on the same database: its own DATA_DIR (uploads, videos), its own port. */
async function secondApp(target: Target, smtpUrl?: string): Promise<App> {
  const dataDir = tempDir("data");
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return newApp(target, dataDir, { smtpUrl });
}

/** How long F13 waits after the mail has settled: past a claim's lease (30 s; it was 2 minutes), so a second send shows. */
const F13_AFTER_MS = Number(process.env.FAULTS_F13_AFTER_MS ?? 40_000);

/**
 * F13: two processes under checkout load, PostgreSQL restarted (fast) three times, mail to a real SMTP sink that
 * counts deliveries per Message-ID. Every confirmation must arrive once, and the outbox must record every delivery
 * as sent (a delivery it does not record is sent again when the claim runs out).
 */
async function f13(cluster: PrivateCluster) {
  const { target, dataDir } = await freshTarget("postgres", cluster);
  const { sink, deliveries } = await countingSink();
  const a = await newApp(target, dataDir, { smtpUrl: sink.url });
  const b = await secondApp(target, sink.url);
  const { customers, initialStock } = await setup(target, a);
  b.start();
  await b.healthy();
  const loads = [startLoad(() => a.base, customers.slice(0, CUSTOMERS / 2)), startLoad(() => b.base, customers.slice(CUSTOMERS / 2))];
  const outages: number[] = [];
  for (let i = 0; i < 3; i++) {
    await sleep(3000);
    const down = Date.now();
    cluster.stop("fast");
    await sleep(2000);
    cluster.start();
    outages.push(Date.now() - down);
  }
  await sleep(2000);
  await Promise.all(loads.map((l) => l.stop()));
  const attempts = loads.flatMap((l) => l.attempts);
  const problems: string[] = [];
  for (const app of [a, b]) if (!app.running) problems.push(`a process exited: ${app.output.slice(-400)}`);
  // Settled: the checker has nothing to say about mail (every confirmation delivered once, every delivery recorded).
  const settleStart = Date.now();
  let settledMs = -1;
  while (Date.now() - settleStart < 60_000) {
    const v = await verify(target, initialStock, attempts, deliveries);
    if (!v.problems.some((p) => p.startsWith("I8"))) {
      settledMs = Date.now() - settleStart;
      break;
    }
    await sleep(1000);
  }
  await sleep(F13_AFTER_MS);
  const v = await verify(target, initialStock, attempts, deliveries);
  problems.push(...v.problems);
  if (settledMs < 0) problems.push("mail had not settled 60 s after the load (see I8)");
  const twice = [...deliveries].filter(([, n]) => n > 1);
  if (twice.length) problems.push(`delivered more than once: ${twice.map(([id, n]) => `outbox ${id} ×${n}`).join(", ")}`);
  await Promise.all([a.stop(), b.stop()]);
  await sink.close();
  report({
    drill: "F13 two processes, PostgreSQL restarted ×3 under load, mail counted at the SMTP sink",
    db: "postgres",
    ok: problems.length === 0,
    numbers: `outages ${outages.join("/")} ms; acknowledged ${v.acked}, orders in DB ${v.inDb}; ${sink.mails.length} mails received, ${deliveries.size} Message-IDs, ${twice.length} of them more than once; settled ${settledMs} ms after the load, checked again ${Math.round(F13_AFTER_MS / 1000)} s later`,
    problems: [...new Set(problems)],
  });
}

/**
 * F14: two processes started at the same moment on a new database, `tries` times: both serve, one admin account,
 * one first price per product (the start's migrations, seed and admin account are serialised, ADR 034).
 */
async function f14(cluster: PrivateCluster, tries: number) {
  const problems: string[] = [];
  const boots: string[] = [];
  for (let t = 1; t <= tries; t++) {
    const { target, dataDir } = await freshTarget("postgres", cluster);
    const a = await newApp(target, dataDir);
    const b = await secondApp(target);
    a.start();
    b.start();
    const up = await Promise.allSettled([a.healthy(), b.healthy()]);
    boots.push(up.map((u) => (u.status === "fulfilled" ? `${u.value} ms` : "failed")).join("+"));
    for (const [i, u] of up.entries()) {
      if (u.status === "rejected") problems.push(`try ${t}: process ${i + 1} did not start: ${String((u.reason as Error).message).replace(/\s+/g, " ").slice(0, 400)}`);
    }
    const db = await openTarget(target);
    try {
      const q = async (s: ReturnType<typeof sql>) => ((await db.db.execute(s)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const admins = await q(sql`select email, role from "user" where email = ${ADMIN.email}`);
      if (admins.length !== 1 || admins[0]!.role !== "admin") problems.push(`try ${t}: admin accounts ${JSON.stringify(admins)}`);
      const twice = await q(sql`select product_id, count(*)::int as n from product_price_history group by product_id having count(*) > 1`);
      if (twice.length) problems.push(`try ${t}: ${twice.length} products have ${String(twice[0]!.n)} first prices`);
      const missing = await q(sql`select id from product p where not exists (select 1 from product_price_history h where h.product_id = p.id)`);
      if (missing.length) problems.push(`try ${t}: ${missing.length} products have no price history`);
    } finally {
      await db.close();
    }
    for (const app of [a, b]) {
      if (app.running) {
        const site = await siteAnswers(app.base, await signUp(app.base, `f14-${t}`));
        if (!site.ok) problems.push(`try ${t}: I7: ${site.detail}`);
      }
    }
    await Promise.all([a.stop(), b.stop()]);
  }
  report({
    drill: `F14 two processes started at the same moment on a new database ×${tries}`,
    db: "postgres",
    ok: problems.length === 0,
    numbers: `healthy after ${boots.join(", ")}`,
    problems,
  });
}

/**
 * F15: the admin's process loses its LISTEN connection (pg_terminate_backend of that process's relay connection,
 * again every 20 ms while the desk's request runs, so it is down when the change is published); the customer's live
 * /orders stream on the other process must still hear of the change (or be told to reload).
 */
async function f15(cluster: PrivateCluster, rounds = 5) {
  const { target, dataDir } = await freshTarget("postgres", cluster);
  const a = await newApp(target, dataDir);
  const b = await secondApp(target);
  const { customers } = await setup(target, a);
  b.start();
  await b.healthy();
  const customer = customers[0]!;
  const admin = await signIn(a.base, ADMIN.email, ADMIN.password);
  const attempts: Attempt[] = [];
  const orders: string[] = [];
  for (let i = 0; i < rounds; i++) {
    await request(b.base, "POST", "/cart", { jar: customer.jar, form: { intent: "add", productId: "calm", quantity: "1" } });
    const o = await checkout(() => b.base, customer, newKey(), () => Date.now() + 10_000, attempts);
    if (o.orderId) orders.push(o.orderId);
  }
  const stream = openEventStream(b.base, "/orders/events", customer.jar);
  await stream.connected;
  const watcher = new pg.Client({ connectionString: (target as { url: string }).url });
  await watcher.connect();
  /** The admin's process's LISTEN connections: terminated (`kill`), or only counted. */
  const relayOfA = async (kill: boolean) => {
    const ports = localPortsOf(a.child!.pid!);
    if (ports.length === 0) return 0;
    const r = await watcher.query(
      `select ${kill ? "pg_terminate_backend(pid)" : "pid"} from pg_stat_activity where datname = current_database() and application_name = 'stilla-order-events' and client_port = any($1::int[])`,
      [ports],
    );
    return r.rowCount ?? 0;
  };
  const problems: string[] = [];
  const heard: string[] = [];
  let kills = 0;
  let downAtAnswer = 0;
  for (const id of orders) {
    const before = stream.events.length;
    let killing = true;
    const killer = (async () => {
      while (killing) {
        kills += await relayOfA(true).catch(() => 0);
        await sleep(20);
      }
    })();
    await sleep(100);
    const status = (await request(a.base, "POST", `/admin/orders/${id}`, { jar: admin, form: { intent: "mark_paid" } })).status;
    if ((await relayOfA(false).catch(() => 1)) === 0) downAtAnswer += 1;
    await sleep(100);
    killing = false;
    await killer;
    if (status !== 302) problems.push(`order ${id}: 'mark paid' on the admin's process answered ${status}`);
    const t0 = Date.now();
    let how = "";
    while (!how && Date.now() - t0 < 5_000) {
      const seen = stream.events.slice(before).map((e) => (JSON.parse(e.data) as { orderId: string }).orderId);
      if (seen.includes(id)) how = `${Date.now() - t0} ms`;
      else if (seen.includes("")) how = `resync ${Date.now() - t0} ms`;
      else await sleep(50);
    }
    heard.push(how || "never");
    if (!how) problems.push(`order ${id}: the change made on the admin's process (its LISTEN connection down) never reached the customer's page on the other process`);
  }
  stream.close();
  await watcher.end();
  await Promise.all([a.stop(), b.stop()]);
  report({
    drill: "F15 the changing process's LISTEN connection down: a live order update reaches the other process",
    db: "postgres",
    ok: problems.length === 0 && orders.length === rounds,
    numbers: `${rounds} desk changes, relay connections killed ${kills}, down when the desk answered ${downAtAnswer} of ${rounds}; heard on the other process: ${heard.join(", ")}`,
    problems: orders.length === rounds ? problems : [...problems, `only ${orders.length} of ${rounds} orders placed`],
  });
}

// ---------------------------------------------------------------- F16: a silent LISTEN connection (issue #33)

/** F16 gives up on the other process this long after the change (well past the 60 s it must keep). */
const F16_GIVE_UP_MS = 90_000;

/**
 * F16: two processes on one PostgreSQL; the backend serving process B's catalogue LISTEN connection is frozen
 * (SIGSTOP: its socket stays open and the kernel keeps acknowledging, so B sees silence, no FIN, no RST) and the
 * admin raises a price through process A's product editor. B must show the new price within the catalogue's
 * maximum age (60 s), counted from A's answer; the frozen backend is thawed only afterwards (a thawed one would
 * deliver the NOTIFY it holds). A visitor without an account reads B, so B's response cache is in the path too.
 */
async function f16(cluster: PrivateCluster) {
  const { target, dataDir } = await freshTarget("postgres", cluster);
  const a = await newApp(target, dataDir);
  const b = await secondApp(target);
  a.start();
  await a.healthy();
  b.start();
  await b.healthy();
  const problems: string[] = [];
  const visitor = new Jar();
  await gate(b.base, visitor);
  const admin = await signIn(a.base, ADMIN.email, ADMIN.password);
  const db = await openTarget(target);
  const [row] = await db.db.select().from(product).where(eq(product.id, "sleep"));
  await db.close();
  if (!row) throw new Error("no product 'sleep'");
  const newPrice = row.priceOre + 1_337; // a raise: no reduced-price rules in the way; an öre figure no page has
  const shows = async (base: string, ore: number) => (await request(base, "GET", "/product/sleep", { jar: visitor, timeoutMs: 10_000 })).body.includes(formatKr(ore));
  // B has the catalogue (and the page) in memory.
  for (let i = 0; i < 3; i++) if (!(await shows(b.base, row.priceOre))) problems.push(`B's product page does not show ${formatKr(row.priceOre)} before the change`);

  const watcher = new pg.Client({ connectionString: (target as { url: string }).url });
  await watcher.connect();
  const listening = await backendsOf((text, values) => watcher.query(text, values), b.child!.pid!, CATALOGUE_APPLICATION_NAME);
  if (listening.length !== 1) throw new Error(`B's catalogue LISTEN backends: ${JSON.stringify(listening)} (expected one)`);
  const thaw = cluster.freezeBackend(listening[0]!);
  cleanups.push(thaw);
  const logFrom = b.output.length;
  let staleMs = -1;
  let changedAt = 0;
  try {
    const form = { ...productFormValues(row), intent: "update", price: formatKronorInput(newPrice) };
    const saved = await request(a.base, "POST", "/admin/products/sleep", { jar: admin, form });
    changedAt = Date.now();
    if (saved.status !== 302 || !String(saved.headers.location).endsWith("klart=sparad")) {
      problems.push(`the admin's change on A answered ${saved.status} ${String(saved.headers.location ?? saved.body.slice(0, 300))}`);
    }
    if (!(await shows(a.base, newPrice))) problems.push("A itself does not show the new price after the change");
    while (Date.now() - changedAt < F16_GIVE_UP_MS) {
      if (await shows(b.base, newPrice)) {
        staleMs = Date.now() - changedAt;
        break;
      }
      await sleep(250);
    }
  } finally {
    thaw();
  }
  if (staleMs < 0) problems.push(`B still showed the old price ${formatKr(row.priceOre)} ${Math.round(F16_GIVE_UP_MS / 1000)} s after the change (its LISTEN connection silent)`);
  else if (staleMs > CATALOGUE_MAX_AGE_MS) problems.push(`B showed the new price only ${staleMs} ms after the change (> ${CATALOGUE_MAX_AGE_MS} ms)`);
  const lost = /\[catalogue\] LISTEN connection lost \(([^)]*)\)/.exec(b.output.slice(logFrom))?.[1] ?? "never reported";
  // Back to normal: B's LISTEN is live again (a new backend) and hears the next change within a second or so.
  const backPrice = newPrice + 1_000;
  const back = await request(a.base, "POST", "/admin/products/sleep", { jar: admin, form: { ...productFormValues({ ...row, priceOre: newPrice }), intent: "update", price: formatKronorInput(backPrice) } });
  const backAt = Date.now();
  let heardMs = -1;
  while (back.status === 302 && Date.now() - backAt < 15_000) {
    if (await shows(b.base, backPrice)) {
      heardMs = Date.now() - backAt;
      break;
    }
    await sleep(100);
  }
  if (heardMs < 0) problems.push(`after the thaw, B did not show the next change (${formatKr(backPrice)}) within 15 s (A answered ${back.status})`);
  await watcher.end();
  for (const app of [a, b]) if (!app.running) problems.push(`a process exited: ${app.output.slice(-400)}`);
  const site = await siteAnswers(b.base, await signUp(b.base, "f16"));
  if (!site.ok) problems.push(`I7 on B: ${site.detail}`);
  await Promise.all([a.stop(), b.stop()]);
  report({
    drill: "F16 the other process's catalogue LISTEN connection silent (its backend SIGSTOPped): a price change shows there within 60 s",
    db: "postgres",
    ok: problems.length === 0,
    numbers: `B showed the new price ${staleMs < 0 ? `never (gave up after ${Math.round(F16_GIVE_UP_MS / 1000)} s)` : `${staleMs} ms`} after A's answer; B's log: LISTEN connection lost (${lost}); next change heard ${heardMs} ms after it; I7 ${site.ms} ms`,
    problems: [...new Set(problems)],
  });
}

// ---------------------------------------------------------------- main

interface Drill {
  id: string;
  fast: boolean;
  run: () => Promise<void>;
}

async function main() {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    console.error("No build: run `npm run build` first.");
    process.exit(2);
  }
  let cluster: PrivateCluster | undefined;
  const pgCluster = async () => {
    if (!cluster) {
      cluster = await PrivateCluster.create();
      cleanups.push(() => cluster!.destroy());
      cluster.start();
    }
    return cluster;
  };
  const drills: Drill[] = [
    { id: "F1", fast: true, run: () => f1("pglite", FAST ? 3 : 6) },
    { id: "F2", fast: true, run: () => f2("pglite") },
    { id: "F8", fast: true, run: () => f8() },
    { id: "F10", fast: true, run: () => f10("pglite") },
    { id: "F12", fast: true, run: () => f12("pglite") },
    { id: "F9", fast: false, run: () => f9("pglite") },
    { id: "F7", fast: false, run: () => f7() },
    { id: "F11", fast: false, run: () => f11("pglite") },
    { id: "F1", fast: false, run: async () => f1("postgres", 5, await pgCluster()) },
    { id: "F9", fast: false, run: async () => f9("postgres", await pgCluster()) },
    { id: "F3", fast: false, run: async () => f34("fast", await pgCluster()) },
    { id: "F4", fast: false, run: async () => f34("immediate", await pgCluster()) },
    { id: "F5", fast: false, run: async () => f5("freeze", await pgCluster()) },
    { id: "F5", fast: false, run: async () => f5("lock", await pgCluster()) },
    { id: "F6", fast: false, run: async () => f6(await pgCluster()) },
    { id: "F11", fast: false, run: async () => f11("postgres", await pgCluster()) },
    { id: "F2", fast: false, run: async () => f2("postgres", await pgCluster()) },
    { id: "F12", fast: false, run: async () => f12("postgres", await pgCluster()) },
    { id: "F13", fast: false, run: async () => f13(await pgCluster()) },
    // The fast half's one PostgreSQL drill (one try, ~15–25 s with the cluster's initdb): skipped without PostgreSQL.
    {
      id: "F14",
      fast: true,
      run: async () => (postgresInstalled() ? f14(await pgCluster(), FAST ? 1 : 3) : skip("F14", "postgres", "PostgreSQL is not installed")),
    },
    { id: "F15", fast: false, run: async () => f15(await pgCluster()) },
    { id: "F16", fast: false, run: async () => f16(await pgCluster()) },
  ];
  const t0 = performance.now();
  for (const d of drills) {
    if (FAST && !d.fast) continue;
    if (ONLY && !ONLY.includes(d.id)) continue;
    try {
      await d.run();
    } catch (err) {
      report({ drill: d.id, db: "?", ok: false, numbers: "crashed", problems: [String((err as Error).stack ?? err).slice(0, 1500)] });
    }
    for (const c of drillCleanups.splice(0).reverse()) {
      try {
        c();
      } catch {
        // best effort
      }
    }
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length} drills, ${failed.length} failed, ${Math.round((performance.now() - t0) / 1000)} s`);
  if (process.env.FAULTS_RESULTS) appendFileSync(process.env.FAULTS_RESULTS, results.map((r) => JSON.stringify({ ...r, date: new Date().toISOString().slice(0, 10) })).join("\n") + "\n");
  return failed.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} finally {
  for (const c of [...drillCleanups, ...cleanups].reverse()) {
    try {
      c();
    } catch {
      // best effort
    }
  }
}
process.exit(code);
