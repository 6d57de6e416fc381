import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE } from "~/content/catalogue";
import { createAuth } from "./auth.server";
import { openPostgres, type Database } from "./db.server";
import { Mailer } from "./mail.server";
import { adminStartLines, prepareDatabase } from "./runtime.server";
import { createTestDatabase, TEST_DB_KIND } from "./test-db";

describe("adminStartLines", () => {
  it("says the admin account was created and where the admin pages are", () => {
    expect(adminStartLines({ email: "agare@stilla.se", account: "created" }, "https://stilla.se")).toEqual([
      "Admin account: created for agare@stilla.se. Sign in at https://stilla.se/auth; admin pages at https://stilla.se/admin.",
    ]);
  });

  it("says an existing account was made admin with the configured password", () => {
    const [line] = adminStartLines({ email: "agare@stilla.se", account: "updated" }, "http://localhost:3000");
    expect(line).toContain("agare@stilla.se exists: made admin, password set from ADMIN_PASSWORD, every session of it ended");
    expect(line).toContain("http://localhost:3000/admin");
    expect(adminStartLines({ email: "agare@stilla.se", account: "unchanged" }, "http://localhost:3000")[0]).toContain("agare@stilla.se is admin");
  });

  it("says an unverified customer account was not made admin, and how the owner proves the address (issue #32)", () => {
    const text = adminStartLines({ email: "agare@stilla.se", account: "refused" }, "https://stilla.se").join("\n");
    expect(text).toContain("Admin account: NOT granted. agare@stilla.se is a customer account");
    expect(text).toContain("https://stilla.se/auth/glomt-losenord");
    expect(text).not.toContain("admin pages at");
  });

  it("tells how to get an admin account when none is configured", () => {
    const text = adminStartLines(null, "http://localhost:3000").join("\n");
    expect(text).toContain("none configured");
    expect(text).toContain("ADMIN_EMAIL and ADMIN_PASSWORD");
    expect(text).toContain("http://localhost:3000/admin");
  });

  it("warns when ADMIN_PASSWORD is a common password (allowed: the owner's choice, ADR 032)", () => {
    const lines = adminStartLines({ email: "agare@stilla.se", account: "created", commonPassword: true }, "https://stilla.se");
    expect(lines[1]).toContain("ADMIN_PASSWORD is one of the most common passwords");
    expect(adminStartLines({ email: "agare@stilla.se", account: "created", commonPassword: false }, "https://stilla.se")).toHaveLength(1);
  });
});

/**
 * Two processes started at the same moment on a new database (issue #32): each runs the start's writes at once.
 * On PostgreSQL each "process" has its own pool; on PGlite (one process by its folder lock) the same database twice.
 */
describe(`prepareDatabase: two starts at the same moment (${TEST_DB_KIND})`, () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await createTestDatabase();
    if (TEST_DB_KIND === "postgres") {
      const pool = (first.db as unknown as { $client: pg.Pool }).$client;
      second = await openPostgres((pool.options as { connectionString: string }).connectionString);
    } else second = first;
  });
  afterAll(async () => {
    if (second !== first) await second?.close();
    await first?.close();
  });

  it("both start; one admin account, one first price per product, each seeded row once", async () => {
    const start = (database: Database) =>
      prepareDatabase(database, {
        auth: createAuth({ db: database.db, mailer: new Mailer(database.db, { from: "hej@stilla.se" }), secret: "s".repeat(40), publicUrl: "http://localhost:3999", port: 3999 }),
        adminEmail: "agare@stilla.se",
        adminPassword: "ägarens-lösen-1",
      });
    const outcomes = await Promise.allSettled([start(first), start(second), start(first), start(second)]);
    expect(outcomes.map((o) => (o.status === "rejected" ? String((o.reason as Error).message).slice(0, 200) : "ok"))).toEqual(["ok", "ok", "ok", "ok"]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value?.account : null)).sort()).toEqual(["created", "unchanged", "unchanged", "unchanged"]);
    const rows = async (query: ReturnType<typeof sql>) => ((await first.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(await rows(sql`select role from "user" where email = 'agare@stilla.se'`)).toEqual([{ role: "admin" }]);
    expect(await rows(sql`select product_id from product_price_history group by product_id having count(*) <> 1`)).toEqual([]);
    expect(await rows(sql`select id from product p where not exists (select 1 from product_price_history h where h.product_id = p.id)`)).toEqual([]);
    expect(Number((await rows(sql`select count(*) as n from product`))[0]!.n)).toBe(CATALOGUE.length);
  });
});
