/**
 * The server project's globalSetup: migrates the template that every test database of the run is copied from
 * (see test-db.ts). PGlite: a data-directory tarball in the temp folder, named by a hash of drizzle/ and PGlite's
 * version, so it is made again only when a migration changes. PostgreSQL: a database of this run, dropped at its end.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_FOLDER, migrateDatabase, openPglite, openPostgres } from "./db.server";
import { admin, databaseUrl, TEST_DB_KIND } from "./test-db";

/** A hash of the migrations (and PGlite's version): a changed migration makes a new template. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  const pglite = path.resolve(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "..", "package.json");
  hash.update(readFileSync(pglite));
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".sql") || file.endsWith(".json"))
    .sort();
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  return hash.digest("hex").slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const file = path.join(tmpdir(), `stilla-test-pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const database = await openPglite(null);
  try {
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
    const tarball = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    // Written aside and renamed: a run starting at the same moment never reads half a file.
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (TEST_DB_KIND === "pglite") {
    project.provide("testDbTemplate", await pgliteTemplate());
    return undefined;
  }
  const name = `stilla_template_${randomBytes(6).toString("hex")}`;
  await admin((client) => client.query(`create database ${name}`));
  try {
    const database = await openPostgres(databaseUrl(name));
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  } catch (err) {
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    throw err;
  }
  project.provide("testDbTemplate", name);
  return async () => {
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  };
}
