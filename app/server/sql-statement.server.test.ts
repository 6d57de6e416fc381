/**
 * The shop's hand-written SQL statements go through drizzle's public API (issue #33, ADR 056): on the handle they are
 * given (a transaction's included), their rows decoded as drizzle's select decodes them. And no module reaches into a
 * dependency's private members: drizzle's session and dialect, Better Auth's cookie and session internals.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "./db.server";
import { product } from "./schema";
import { columnsOf, statement } from "./sql-statement.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const productById = statement<typeof product.$inferSelect & { doubled: number }>(
  ($) => sql`select ${columnsOf(product, "p")}, p.stock_count * 2 as doubled from ${product} p where p.id = ${$("id")}`,
  getTableColumns(product),
);

describe(`SQL statements through drizzle's public API (${TEST_DB_KIND})`, () => {
  let database: Database;
  useSeededDatabase({}, (seeded) => {
    database = seeded.database;
  });

  it("decodes a row as drizzle's select does, and runs in the transaction it is given", async () => {
    const { db } = database;
    const [viaSelect] = await db.select().from(product).where(eq(product.id, "sleep"));
    const [viaStatement] = await productById.rows(db, { id: "sleep" });
    expect(viaStatement).toEqual({ ...viaSelect, doubled: viaSelect!.stockCount * 2 });
    expect(viaStatement!.createdAt).toBeInstanceOf(Date);

    // Inside a transaction: it sees the transaction's own write, and that write goes with the rollback.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(product).set({ stockCount: 4321 }).where(eq(product.id, "sleep"));
        expect((await productById.rows(tx, { id: "sleep" }))[0]!.stockCount).toBe(4321);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect((await productById.rows(db, { id: "sleep" }))[0]!.stockCount).toBe(viaSelect!.stockCount);
    await expect(productById.rows(db, {})).rejects.toThrow('no value for "id"');
  });
});

describe("no private members of dependencies (issue #33)", () => {
  it("no module reaches drizzle's session or dialect, or Better Auth's cookie and session internals", () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const files = [
      "server.ts",
      ...readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" }).map((f) => path.join("app", f)),
    ].filter((f) => /\.tsx?$/.test(f) && !f.endsWith("sql-statement.server.test.ts"));
    const forbidden = [/\bprepareQuery\b/, /\bsqlToQuery\b/, /\bauthCookies\b/, /\bsessionConfig\b/, /\bgetSignedCookie\b/];
    const found = files.flatMap((f) => {
      const text = readFileSync(path.join(root, f), "utf8");
      return forbidden.filter((re) => re.test(text)).map((re) => `${f}: ${re.source}`);
    });
    expect(found).toEqual([]);
  });
});
