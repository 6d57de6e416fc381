/**
 * Databases for server tests: a fresh in-memory PGlite, or — with TEST_DB=postgres — a fresh
 * database on the server named by TEST_DATABASE_URL, dropped again afterwards. Both are migrated
 * with the committed migrations, so the same tests prove both dialects.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrateDatabase, openPglite, openPostgres, type Database } from "./db.server";

export const TEST_DB_KIND: "pglite" | "postgres" = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
  return url;
}

/** `migrationsFolder`: migrate with another folder (e.g. only the first migrations, to test a later one's backfill). */
export async function createTestDatabase({ migrationsFolder }: { migrationsFolder?: string } = {}): Promise<Database> {
  if (TEST_DB_KIND === "pglite") {
    const database = await openPglite(null);
    await migrateDatabase(database, migrationsFolder);
    return database;
  }
  const name = `stilla_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await migrateDatabase(database, migrationsFolder);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The name of a test that races transactions against each other. Only PostgreSQL can race them: its pool
 * gives each transaction its own connection (up to 10 at once). PGlite is one connection, so there the same
 * test runs the transactions one after another and proves only the serial path; the name says which.
 */
export function raceName(name: string): string {
  return TEST_DB_KIND === "postgres" ? `${name} (PostgreSQL: concurrent connections)` : `${name} (PGlite: one connection, one after another)`;
}
