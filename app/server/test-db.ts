/**
 * Databases for server tests: a fresh in-memory PGlite, or — with TEST_DB=postgres — a fresh
 * database on the server named by TEST_DATABASE_URL, dropped again afterwards. Both are migrated
 * with the committed migrations, so the same tests prove both dialects.
 *
 * Migrating is done once per test run, not once per database (test-db.setup.ts, the server project's
 * globalSetup): a fresh PGlite runs initdb (two WebAssembly instances) and then all migrations, which cost
 * more than most test files themselves. So the setup migrates one template — on PGlite a data-directory
 * tarball in the temp folder, keyed by a hash of drizzle/ and PGlite's version, on PostgreSQL a database
 * dropped again at the end of the run — and every test database starts as a copy of it: the same
 * migrations, the same result. A test that passes `migrationsFolder` still gets exactly that folder's migrations.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { migrateDatabase, openPglite, openPostgres, type Database, type Db } from "./db.server";

export const TEST_DB_KIND: "pglite" | "postgres" = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: the migrated data directory's tarball; PostgreSQL: the migrated template database's name. */
    testDbTemplate: string;
  }
}

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
  return url;
}

export async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template the setup made for this run, or undefined outside it (a script importing this file). */
function template(): string | undefined {
  try {
    return inject("testDbTemplate") || undefined;
  } catch {
    return undefined;
  }
}

/** `migrationsFolder`: migrate with another folder (e.g. only the first migrations, to test a later one's backfill). */
export async function createTestDatabase({ migrationsFolder }: { migrationsFolder?: string } = {}): Promise<Database> {
  const from = migrationsFolder === undefined ? template() : undefined;
  if (TEST_DB_KIND === "pglite") {
    if (from) return openPglite(null, { loadDataDir: new Blob([readFileSync(from)]) });
    const database = await openPglite(null);
    await migrateDatabase(database, migrationsFolder);
    return database;
  }
  const name = `stilla_test_${randomBytes(6).toString("hex")}`;
  await admin((client) => createDatabase(client, name, from));
  const database = await openPostgres(databaseUrl(name));
  if (!from) await migrateDatabase(database, migrationsFolder);
  return {
    ...database,
    async close() {
      await database.close();
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A test file's database, made by useSeededDatabase: read it inside tests and hooks, not at collection time. */
export interface SeededDatabase {
  database: Database;
  db: Db;
}

/**
 * The one way a server test file (or describe block) gets its database: a fresh copy of the migrated template
 * (createTestDatabase), with the shop's catalogue, hero videos and discount codes (seed.server.ts) unless
 * `seed: false`, and an admin account when `admin` is given (through test-factories.ts's createCustomer). Made in a
 * beforeAll, closed in an afterAll; `ready` runs inside that beforeAll, after the seed, for the file's own setup
 * (keep the handle, start an SMTP sink, make a Mailer). A later afterAll of the file runs before the close.
 */
export function useSeededDatabase(
  opts: { seed?: boolean; admin?: { id?: string; email?: string; name?: string } } = {},
  ready?: (seeded: SeededDatabase) => void | Promise<void>,
): SeededDatabase {
  const seeded = {} as SeededDatabase;
  beforeAll(async () => {
    seeded.database = await createTestDatabase();
    seeded.db = seeded.database.db;
    if (opts.seed !== false) await (await import("./seed.server")).seed(seeded.db);
    if (opts.admin) await (await import("./test-factories")).createCustomer(seeded.db, { name: "Ägare", ...opts.admin, role: "admin" });
    await ready?.(seeded);
  });
  afterAll(async () => seeded.database?.close());
  return seeded;
}

/**
 * CREATE DATABASE … TEMPLATE copies the template; PostgreSQL refuses (55006) while any other session is connected
 * to it. None is after the setup, but a copy of the same template made at the same moment by another test file
 * may briefly count as one, so that one error is retried.
 */
async function createDatabase(client: pg.Client, name: string, from: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(from ? `create database ${name} template ${from}` : `create database ${name}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== "55006" || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * The name of a test that races transactions against each other. Only PostgreSQL can race them: its pool
 * gives each transaction its own connection (up to 10 at once). PGlite is one connection, so there the same
 * test runs the transactions one after another and proves only the serial path; the name says which.
 */
export function raceName(name: string): string {
  return TEST_DB_KIND === "postgres" ? `${name} (PostgreSQL: concurrent connections)` : `${name} (PGlite: one connection, one after another)`;
}
