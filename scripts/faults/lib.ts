/**
 * The fault drills' tools (issue #15): a real production server as a child process (signals reach it
 * directly), a small cookie-keeping HTTP client without keep-alive (a request is in flight or it is not),
 * customers who pass the gate and sign up, a bounded checkout load with idempotency keys, and a private
 * PostgreSQL cluster in a temp dir (never the shared one on 5432).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, type WriteStream } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../ports";
import { buildServer, serverBuildIsStale, serverEntry } from "../build-server.mjs";
import { isClockMessage, type ClockMessage } from "../e2e-clock";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const SITE_PASSWORD = "drill-lösen";
export const ADMIN = { email: "admin@stilla.test", password: "admin-lösen-123" };
const AUTH_SECRET = "fault-drills-secret-0123456789abcdef0123";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `stilla-faults-${prefix}-`));
}

export { freePort };

// ---------------------------------------------------------------- HTTP

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export class Jar {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(setCookie: string[] | undefined) {
    for (const c of setCookie ?? []) {
      const [pair] = c.split(";");
      const i = pair!.indexOf("=");
      if (i > 0) this.cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
    }
  }
}

/** One request on its own connection (no keep-alive), answer read to the end. Rejects on a network error. */
export function request(
  base: string,
  method: string,
  pathname: string,
  opts: { jar?: Jar; form?: Record<string, string>; json?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const url = new URL(pathname, base);
  let body: string | undefined;
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.form) {
    body = new URLSearchParams(opts.form).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  } else if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers["content-type"] = "application/json";
  }
  if (opts.jar?.cookies.size) headers.cookie = opts.jar.header();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false, timeout: opts.timeoutMs ?? 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        opts.jar?.take(res.headers["set-cookie"]);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("request timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

// ---------------------------------------------------------------- the app server

export interface AppOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  logFile: string;
  /** Extra environment, applied last (e.g. SITE_PASSWORD "" for an open site; the HTTP benchmark). */
  env?: NodeJS.ProcessEnv;
  /** Extra node flags before the entry (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** The server's Date can be moved forward with `setClockOffset` (scripts/test-clock-preload.ts, ADR 061). */
  testClock?: boolean;
}

export class App {
  child: ChildProcess | null = null;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({ code: null, signal: null });
  output = "";
  private log: WriteStream;
  constructor(readonly opts: AppOptions) {
    this.log = createWriteStream(opts.logFile, { flags: "a" });
  }
  get base() {
    return `http://127.0.0.1:${this.opts.port}`;
  }
  env(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(this.opts.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: this.base,
      DATA_DIR: this.opts.dataDir,
      SITE_PASSWORD,
      RATE_LIMIT_SCALE: "50",
      AUTH_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    if (this.opts.databaseUrl) env.DATABASE_URL = this.opts.databaseUrl;
    if (this.opts.smtpUrl) env.SMTP_URL = this.opts.smtpUrl;
    return { ...env, ...this.opts.env };
  }
  start(): this {
    this.output = "";
    // The compiled server, as `npm start` runs it (compiled again first if server.ts changed since).
    if (serverBuildIsStale()) buildServer();
    const clockArgs = this.opts.testClock ? ["--import", "tsx", "--import", "./scripts/test-clock-preload.ts"] : [];
    const child = spawn(process.execPath, [...(this.opts.nodeArgs ?? []), ...clockArgs, serverEntry()], {
      cwd: ROOT,
      env: this.env(),
      stdio: this.opts.testClock ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    const take = (b: Buffer) => {
      this.output += b.toString();
      this.log.write(b);
    };
    child.stdout!.on("data", take);
    child.stderr!.on("data", take);
    this.exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
    return this;
  }
  /** With `testClock`: sets how far the server's Date is ahead of the real time (only forward); resolves once it is. */
  setClockOffset(offsetMs: number): Promise<void> {
    const child = this.child;
    if (!this.opts.testClock || !child) throw new Error("setClockOffset needs a running App started with testClock");
    return new Promise<void>((resolve) => {
      const onMessage = (message: unknown) => {
        if (!isClockMessage(message) || message.offsetMs !== offsetMs) return;
        child.off("message", onMessage);
        resolve();
      };
      child.on("message", onMessage);
      child.send({ type: "stilla-test-clock", offsetMs } satisfies ClockMessage);
    });
  }
  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }
  /**
   * Waits for /healthz 200; the ms it took. The default is generous: a first boot (migrations) on a loaded 2-core
   * machine took over 60 s; drills that measure a recovery pass their own bound.
   */
  async healthy(timeoutMs = 120_000): Promise<number> {
    const t0 = Date.now();
    while (Date.now() - t0 < timeoutMs) {
      if (!this.running) throw new Error(`server exited (${this.child?.exitCode ?? this.child?.signalCode}):\n${this.output.slice(-2000)}`);
      try {
        if ((await request(this.base, "GET", "/healthz", { timeoutMs: 2_000 })).status === 200) return Date.now() - t0;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`not healthy within ${timeoutMs} ms:\n${this.output.slice(-2000)}`);
  }
  kill(signal: NodeJS.Signals) {
    this.child?.kill(signal);
  }
  /** SIGTERM and wait for the exit (SIGKILL after `ms`). */
  async stop(ms = 15_000) {
    if (!this.running) return this.exited;
    this.kill("SIGTERM");
    const timer = setTimeout(() => this.kill("SIGKILL"), ms);
    const r = await this.exited;
    clearTimeout(timer);
    return r;
  }
  close() {
    this.log.end();
  }
}

// ---------------------------------------------------------------- customers and load

export interface Customer {
  email: string;
  jar: Jar;
}

export async function gate(base: string, jar: Jar) {
  const r = await request(base, "POST", "/gate", { jar, form: { password: SITE_PASSWORD, next: "/" } });
  if (r.status >= 400) throw new Error(`gate: ${r.status}`);
}

export async function signUp(base: string, label: string): Promise<Customer> {
  const jar = new Jar();
  await gate(base, jar);
  const email = `${label}-${randomBytes(4).toString("hex")}@example.se`;
  const r = await request(base, "POST", "/api/auth/sign-up/email", {
    jar,
    json: { name: "Åsa Öberg", email, password: "hemligt-lösen-1" },
    headers: { origin: base },
  });
  if (r.status !== 200) throw new Error(`sign-up: ${r.status} ${r.body.slice(0, 200)}`);
  return { email, jar };
}

export async function signIn(base: string, email: string, password: string): Promise<Jar> {
  const jar = new Jar();
  await gate(base, jar);
  const r = await request(base, "POST", "/api/auth/sign-in/email", { jar, json: { email, password }, headers: { origin: base } });
  if (r.status !== 200) throw new Error(`sign-in: ${r.status} ${r.body.slice(0, 200)}`);
  return jar;
}

export const ORDER_LOCATION = /^\/orders\/([0-9a-f-]{36})\?tack=1$/;

export interface Attempt {
  key: string;
  customer: string;
  /** The last HTTP answer's status (0: never answered). */
  status: number;
  orderId: string | null;
  /** Sent before the fault and answered with a network error at least once. */
  networkErrors: number;
  /** Each network error's code (ECONNRESET: a connection cut; ECONNREFUSED: refused before anything was sent). */
  errorCodes: string[];
  startedAt: number;
  answeredAt: number | null;
  body?: string;
}

export const newKey = () => randomBytes(18).toString("base64url");

export function checkoutForm(c: Customer, key: string): Record<string, string> {
  return {
    intent: "place_order",
    name: "Åsa Öberg",
    email: c.email,
    address: "Hornsgatan 12",
    city: "Stockholm",
    postalCode: "114 55",
    paymentMethod: "swish",
    idempotencyKey: key,
  };
}

/** One product into the cart, retried through network errors until `deadline`. */
async function addToCart(base: () => string, c: Customer, productId: string, deadline: () => number): Promise<boolean> {
  while (Date.now() < deadline()) {
    try {
      const r = await request(base(), "POST", "/cart", { jar: c.jar, form: { intent: "add", productId, quantity: "1" }, timeoutMs: 20_000 });
      if (r.status === 302 || r.status === 200) return true;
      if (r.status === 409) return false;
    } catch {
      // the server is down or restarting
    }
    await sleep(150);
  }
  return false;
}

/** Checkout with `key`, retried with the SAME key through network errors (a client that did not see the answer). */
export async function checkout(base: () => string, c: Customer, key: string, deadline: () => number, attempts: Attempt[]): Promise<Attempt> {
  const a: Attempt = { key, customer: c.email, status: 0, orderId: null, networkErrors: 0, errorCodes: [], startedAt: Date.now(), answeredAt: null };
  attempts.push(a);
  while (Date.now() < deadline()) {
    try {
      const r = await request(base(), "POST", "/checkout", { jar: c.jar, form: checkoutForm(c, key), timeoutMs: 20_000 });
      a.status = r.status;
      a.answeredAt = Date.now();
      const m = ORDER_LOCATION.exec(String(r.headers.location ?? ""));
      if (r.status === 302 && m) a.orderId = m[1]!;
      else a.body = r.body.slice(0, 4000);
      return a;
    } catch (err) {
      a.networkErrors += 1;
      a.errorCodes.push((err as NodeJS.ErrnoException).code ?? (err as Error).message);
    }
    await sleep(150);
  }
  return a;
}

const PRODUCTS = ["sleep", "calm", "focus", "sleep-mini", "calm-mini", "focus-mini", "tea-infuser"];

export interface Load {
  attempts: Attempt[];
  /** Stop starting new orders; unanswered ones keep retrying until `graceMs` after this. */
  stop(graceMs?: number): Promise<void>;
}

/** Every customer orders in a loop (one product, then checkout with a fresh idempotency key). */
export function startLoad(base: () => string, customers: Customer[]): Load {
  const attempts: Attempt[] = [];
  let stopping = false;
  let deadline = Number.POSITIVE_INFINITY;
  const workers = customers.map(async (c, i) => {
    let n = i;
    while (!stopping) {
      const product = PRODUCTS[n++ % PRODUCTS.length]!;
      if (!(await addToCart(base, c, product, () => deadline))) continue;
      if (stopping) break;
      await checkout(base, c, newKey(), () => deadline, attempts);
    }
  });
  return {
    attempts,
    async stop(graceMs = 15_000) {
      stopping = true;
      deadline = Date.now() + graceMs;
      await Promise.all(workers);
    },
  };
}

/** I7: /, a product page and the cart answer 200 within `withinMs`; the ms it took, or an error text. */
export async function siteAnswers(base: string, c: Customer, withinMs = 10_000): Promise<{ ok: boolean; ms: number; detail: string }> {
  const t0 = Date.now();
  const todo = ["/", "/product/sleep", "/cart"];
  const last: Record<string, string> = {};
  while (todo.length > 0 && Date.now() - t0 < withinMs) {
    const p = todo[0]!;
    try {
      const r = await request(base, "GET", p, { jar: c.jar, timeoutMs: withinMs });
      last[p] = String(r.status);
      if (r.status === 200) {
        todo.shift();
        continue;
      }
    } catch (err) {
      last[p] = (err as Error).message;
    }
    await sleep(100);
  }
  return { ok: todo.length === 0, ms: Date.now() - t0, detail: todo.map((p) => `${p}: ${last[p] ?? "no answer"}`).join(", ") };
}

// ---------------------------------------------------------------- two processes: live updates, sockets

export interface EventStream {
  /** Each event received, in order (`order` events carry the order id; an empty one is a resync). */
  events: { event: string; data: string; at: number }[];
  /** Resolves when the server's ": connected" line has arrived. */
  connected: Promise<void>;
  close(): void;
}

/** A server-sent-events stream (e.g. /orders/events) read as a browser's EventSource would, without reconnecting. */
export function openEventStream(base: string, pathname: string, jar: Jar): EventStream {
  const events: EventStream["events"] = [];
  let req: http.ClientRequest | null = null;
  const connected = new Promise<void>((resolve, reject) => {
    req = http.get(new URL(pathname, base), { headers: { cookie: jar.header(), accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`${pathname}: ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding("utf8");
      let buf = "";
      res.on("data", (chunk: string) => {
        buf += chunk;
        for (let i = buf.indexOf("\n\n"); i >= 0; i = buf.indexOf("\n\n")) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          let event = "";
          let data = "";
          for (const line of block.split("\n")) {
            if (line === ": connected") resolve();
            else if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("data: ")) data += line.slice(6);
          }
          if (event) events.push({ event, data, at: Date.now() });
        }
      });
    });
    req.on("error", reject);
  });
  connected.catch(() => {});
  return { events, connected, close: () => req?.destroy() };
}

/**
 * The local TCP ports of one process's sockets (its fds' socket inodes found in its network namespace's tcp tables):
 * to tell its PostgreSQL connections apart from another process's in pg_stat_activity (`client_port`).
 */
export function localPortsOf(pid: number): number[] {
  const inodes = new Set<string>();
  let fds: string[] = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  for (const fd of fds) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      // closed meanwhile
    }
  }
  const ports: number[] = [];
  for (const table of ["tcp", "tcp6"]) {
    let text = "";
    try {
      text = readFileSync(`/proc/${pid}/net/${table}`, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && inodes.has(cols[9]!)) ports.push(Number.parseInt(cols[1]!.split(":")[1]!, 16));
    }
  }
  return ports;
}

/**
 * The PostgreSQL backends (pids) serving one app process's connections named `applicationName`: pg_stat_activity
 * rows of that name whose client port is one of the process's local ports. `query` runs SQL on the same database.
 */
export async function backendsOf(
  query: (text: string, values: unknown[]) => Promise<{ rows: { pid: number }[] }>,
  appPid: number,
  applicationName: string,
): Promise<number[]> {
  const ports = localPortsOf(appPid);
  if (ports.length === 0) return [];
  const r = await query(
    "select pid from pg_stat_activity where datname = current_database() and application_name = $1 and client_port = any($2::int[])",
    [applicationName, ports],
  );
  return r.rows.map((row) => Number(row.pid));
}

// ---------------------------------------------------------------- a private PostgreSQL cluster

/** Whether PostgreSQL's server binaries are installed (Debian's layout), for the drills that need a cluster of their own. */
export function postgresInstalled(): boolean {
  try {
    return readdirSync("/usr/lib/postgresql").some((v) => existsSync(path.join("/usr/lib/postgresql", v, "bin", "initdb")));
  } catch {
    return false;
  }
}

function pgBin(name: string): string {
  const versions = execFileSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1"]).toString().trim();
  return path.join(versions, name);
}

/**
 * A PostgreSQL cluster of our own: initdb (as the postgres OS user; initdb refuses root) in a temp dir, on a
 * free port, listening on 127.0.0.1 only. The shared cluster on 5432 is never touched.
 */
export class PrivateCluster {
  readonly dir: string;
  readonly port: number;
  private constructor(dir: string, port: number) {
    this.dir = dir;
    this.port = port;
  }
  static async create(): Promise<PrivateCluster> {
    const port = await freePort();
    if (port === 5432) throw new Error("refusing port 5432");
    const dir = tempDir("pg");
    chownSync(dir, uidOf("postgres"), gidOf("postgres"));
    const c = new PrivateCluster(dir, port);
    c.asPostgres(pgBin("initdb"), ["-D", c.data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
    return c;
  }
  get data() {
    return path.join(this.dir, "data");
  }
  url(db = "postgres") {
    return `postgres://postgres@127.0.0.1:${this.port}/${db}`;
  }
  private asPostgres(bin: string, args: string[]) {
    return execFileSync("runuser", ["-u", "postgres", "--", bin, ...args], { stdio: ["ignore", "pipe", "pipe"] }).toString();
  }
  start() {
    this.asPostgres(pgBin("pg_ctl"), [
      "-D", this.data, "-l", path.join(this.dir, "server.log"), "-w", "-t", "60",
      "-o", `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
      "start",
    ]);
  }
  /** pg_ctl stop: fast (rolls back, clean) or immediate (no checkpoint: crash recovery at the next start). */
  stop(mode: "fast" | "immediate") {
    this.asPostgres(pgBin("pg_ctl"), ["-D", this.data, "-m", mode, "-w", "-t", "60", "stop"]);
  }
  restart(mode: "fast" | "immediate") {
    this.stop(mode);
    this.start();
  }
  /** The postmaster's pid (for SIGSTOP drills on this cluster only). */
  pid(): number {
    return Number(execFileSync("head", ["-1", path.join(this.data, "postmaster.pid")]).toString().trim());
  }
  /**
   * Freezes the whole cluster (F5): SIGSTOP to the postmaster first (so it forks nothing more), then to every child
   * of it (backends, checkpointer, walwriter…). Returns the pids, for `thaw`.
   */
  freeze(): number[] {
    const postmaster = this.pid();
    process.kill(postmaster, "SIGSTOP");
    let children: number[] = [];
    try {
      children = execFileSync("pgrep", ["-P", String(postmaster)]).toString().split("\n").filter(Boolean).map(Number);
    } catch {
      // pgrep exits 1 when there is no child
    }
    for (const pid of children) process.kill(pid, "SIGSTOP");
    return [postmaster, ...children];
  }
  /**
   * Freezes one backend of this cluster (F16): SIGSTOP to `pid`, refused unless it is a child of this cluster's
   * postmaster. Its socket stays open and the kernel still acknowledges what arrives, so the client sees silence:
   * no answer, no FIN, no RST. Returns the thaw (SIGCONT; safe to call twice).
   */
  freezeBackend(pid: number): () => void {
    let children: number[] = [];
    try {
      children = execFileSync("pgrep", ["-P", String(this.pid())]).toString().split("\n").filter(Boolean).map(Number);
    } catch {
      // no child at all
    }
    if (!children.includes(pid)) throw new Error(`process ${pid} is not a backend of this cluster`);
    process.kill(pid, "SIGSTOP");
    let thawed = false;
    return () => {
      if (thawed) return;
      thawed = true;
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // gone
      }
    };
  }
  /** SIGCONT to the frozen pids, children first. */
  thaw(pids: number[]) {
    for (const pid of [...pids.slice(1), pids[0]!]) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // gone
      }
    }
  }
  dump(db: string, file: string) {
    execFileSync(pgBin("pg_dump"), ["-h", "127.0.0.1", "-p", String(this.port), "-U", "postgres", "-Fc", "-f", file, db]);
  }
  restore(db: string, file: string) {
    execFileSync(pgBin("pg_restore"), ["-h", "127.0.0.1", "-p", String(this.port), "-U", "postgres", "-d", db, "--no-owner", file]);
  }
  destroy() {
    try {
      this.stop("immediate");
    } catch {
      // not running
    }
  }
}

function uidOf(name: string) {
  return Number(execFileSync("id", ["-u", name]).toString().trim());
}
function gidOf(name: string) {
  return Number(execFileSync("id", ["-g", name]).toString().trim());
}
