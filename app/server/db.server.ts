/**
 * The database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
 * One Drizzle schema and one set of migrations serve both (docs/decisions/002).
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "./schema";
import { sqlCountLogger } from "./sql-count.server";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`: what a step of a multi-step write takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL: the connection string it was opened with (for connections of their own, e.g. LISTEN). */
  url?: string;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

export class DatabaseLockedError extends Error {}

/**
 * Error codes that mean "the database cannot answer right now": socket errors, PostgreSQL shutting down or
 * starting, connection failures, a statement that waited too long for a lock (55P03, lock_timeout) or ran past
 * statement_timeout (57014), a full disk (53100) and a server out of connection slots (53300); and a deadlock (40P01)
 * or serialization failure (40001) that outlived its tries (db-retry.server.ts): "try again", not a broken request.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "EPIPE",
  "57P01", "57P02", "57P03", "08000", "08001", "08003", "08006", "55P03", "57014", "53100", "53300",
  "40P01", "40001",
]);
/**
 * pg's own errors: a dropped connection, no connection within connectionTimeoutMillis, no answer within query_timeout.
 */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i;

/**
 * Whether `err` (or an error in its cause chain) says the database server is down or restarting, as opposed to
 * a query that is wrong: the request may be answered 503 and the start may be tried again.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined, depth = 0; e && depth < 8; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x))) return true; // AggregateError (IPv4 + IPv6 refused)
  }
  return false;
}

/** Lock files this process holds (a second open from the same process is refused too). */
const heldLocks = new Set<string>();

/** A lock file so that two processes never open one PGlite folder (PGlite itself does not lock). */
function takeLock(dir: string): () => void {
  const lockPath = path.join(dir, "stilla.lock");
  if (heldLocks.has(lockPath)) {
    throw new DatabaseLockedError(`The data folder ${dir} is in use by another Stilla process (this one, pid ${process.pid}).`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(lockPath);
      return () => {
        heldLocks.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(
          `The data folder ${dir} is in use by another Stilla process (pid ${pid}). ` +
            `Stop that process, or start this one with another DATA_DIR.`,
        );
      }
      rmSync(lockPath, { force: true }); // stale lock from a process that died
    }
  }
  throw new DatabaseLockedError(`Could not take the lock on ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers is the largest part of PGlite's memory, and it is WebAssembly
 * memory: PGlite touches all of it at start and it is never given back (resident WebAssembly memory of an opened
 * shop database: 128 MB → 151 MB, 32 MB → 47 MB, 16 MB → 29 MB). The shop's database is ~9 MB after the benchmark's
 * seed and orders, so 16 MB still holds all of it; a page that does not fit is read from the data folder through the
 * OS page cache (issue #17, ADR 046 "Memory under load").
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] };

/**
 * PGlite runs on the calling thread. `dataDir` null: an in-memory database; `loadDataDir` then starts it from this
 * tarball (`dumpDataDir`) instead of initdb.
 */
export async function openPglite(dataDir: string | null, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = takeLock(dataDir);
    try {
      client = new PGlite(path.join(dataDir, "pglite"), PGLITE_OPTIONS);
      await client.waitReady;
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir });
    await client.waitReady;
  }
  const db = drizzlePglite(client, { schema, logger: sqlCountLogger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * PostgreSQL's own timeouts are enforced by the server: a frozen or unreachable server enforces none of them, and
 * a request would wait forever (fault drill F5). query_timeout is the client's bound; a query that meets it has
 * its connection destroyed (see below), so the pool never hands out a client still waiting on a frozen server.
 */
export const PG_TIMEOUTS = { statement: 10_000, lock: 5_000, query: 12_000, connect: 5_000 } as const;

function isQueryReadTimeout(err: unknown): boolean {
  return err instanceof Error && err.message === "Query read timeout";
}

/**
 * pg answers a query that ran past query_timeout with an error but leaves it running on the connection, and drops
 * what was queued behind it (a transaction's ROLLBACK): released to the pool, the client would still be inside the
 * dead request's transaction. Destroying the socket makes the server roll that transaction back and the pool drop
 * the client.
 */
function destroyOnQueryTimeout(client: pg.Client) {
  const destroy = () => (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (err: unknown, res: unknown) => {
        if (isQueryReadTimeout(err)) destroy();
        (callback as (e: unknown, r: unknown) => void)(err, res);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch((err: unknown) => isQueryReadTimeout(err) && destroy());
    return result;
  };
}

export function createPgPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: PG_TIMEOUTS.connect,
    idleTimeoutMillis: 30_000,
    statement_timeout: PG_TIMEOUTS.statement,
    lock_timeout: PG_TIMEOUTS.lock,
    query_timeout: PG_TIMEOUTS.query,
    idle_in_transaction_session_timeout: 30_000,
  });
  // An idle client losing its connection (e.g. a PostgreSQL restart) emits 'error' on the pool;
  // unhandled, it would kill the process. The pool replaces the client on the next query.
  pool.on("error", (err) => console.error("[db] idle PostgreSQL client error:", err.message));
  // A client checked out of the pool has no 'error' listener of the pool's: when PostgreSQL restarts while a
  // request holds one between two queries, the unhandled 'error' event killed the whole process (fault drill F4).
  // Its next query fails instead, and the pool drops the broken client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (err) => console.error("[db] PostgreSQL connection lost:", err.message));
    destroyOnQueryTimeout(client);
  });
  return pool;
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = createPgPool(connectionString);
  const db = drizzlePg(pool, { schema, logger: sqlCountLogger }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    url: connectionString,
    async close() {
      await pool.end();
    },
  };
}

/**
 * Applies the committed migrations. Drizzle runs them in one transaction and records each,
 * so a second run is a no-op and a run killed midway leaves nothing half-applied.
 * On PostgreSQL an advisory lock keeps two starting processes from migrating at once.
 */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const lockKey = 724_116_001;
  // One connection of its own, without the pool's request timeouts (a migration may take longer than a request
  // should), holding a session-level advisory lock for the duration: two starting processes never migrate at once.
  const { connectionString } = (database.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string };
  const client = new pg.Client({ connectionString, application_name: "stilla-migrate" });
  client.on("error", () => {}); // a dropped connection fails the query in progress; the start is retried
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [lockKey]);
    await migratePg(drizzlePg(client) as never, { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [lockKey]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/** The advisory lock that serialises a start's writes (the migrations take their own, 724_116_001, inside it). */
const START_LOCK_KEY = 724_116_002;
/** PGlite: one process (the folder lock), so starts in it are serialised in the process, per database. */
const pgliteStarts = new WeakMap<Db, Promise<unknown>>();

/**
 * Runs everything a start writes (migrations, seed, the admin account) while holding a lock, so processes that
 * start at the same moment on one database do it one after another (issue #32: two processes starting together
 * on a new database both created the admin account, and one exited; the seed wrote first prices twice).
 * PostgreSQL: a session-level advisory lock on a connection of its own (no request timeouts: a start behind
 * another waits for it). If that connection drops, the lock goes with it and the start fails (and is tried again).
 */
export async function withStartLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind === "pglite") {
    const before = pgliteStarts.get(database.db) ?? Promise.resolve();
    const run = before.catch(() => {}).then(fn);
    pgliteStarts.set(database.db, run);
    return run;
  }
  const connectionString =
    database.url ?? ((database.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;
  const client = new pg.Client({ connectionString, application_name: "stilla-start" });
  client.on("error", () => {}); // a dropped connection fails the query in progress; the start is retried
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [START_LOCK_KEY]);
    return await fn();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [START_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
