import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER, migrateDatabase, type Database } from "./db.server";
import { placeOrder } from "./orders.server";
import { order } from "./schema";
import { seed } from "./seed.server";
import { createTestDatabase, TEST_DB_KIND, raceName, useSeededDatabase } from "./test-db";
import { checkoutForm, customerWithCart as cartFor, testId } from "./test-factories";

const now = new Date("2026-11-21T12:00:00Z");
const form = checkoutForm;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe(`order numbers (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });

  const customerWithCart = async () => {
    const c = await cartFor(db, [["sleep", 1]]);
    return { userId: c.userId, cartId: c.cartId };
  };

  it("the first order is 1001; a replay of the same checkout keeps its number", async () => {
    const c = await customerWithCart();
    const f = form();
    const first = await placeOrder(db, { ...c, form: f, now });
    expect(first.number).toBe(1001);
    const again = await placeOrder(db, { ...c, form: f, now });
    expect(again).toMatchObject({ orderId: first.orderId, number: 1001, created: false });
    const [row] = await db.select({ number: order.number }).from(order).where(eq(order.id, first.orderId));
    expect(row!.number).toBe(1001);
  });

  it(raceName("concurrent orders get unique numbers, all above every earlier order's"), async () => {
    const [{ max: before }] = rowsOf<{ max: number }>(await db.execute(sql`select max(number)::int as max from orders`)) as [{ max: number }];
    const customers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart()));
    const placed = await Promise.all(customers.map((c) => placeOrder(db, { ...c, form: form(), now })));
    const numbers = placed.map((p) => p.number);
    expect(new Set(numbers).size).toBe(20);
    expect(Math.min(...numbers)).toBeGreaterThan(before);
    // No number was skipped or taken twice: exactly the next twenty.
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  it("a rolled-back order's number is never reused", async () => {
    const a = await placeOrder(db, { ...(await customerWithCart()), form: form(), now });
    await expect(
      placeOrder(db, {
        ...(await customerWithCart()),
        form: form(),
        now,
        beforeCommit: () => {
          throw new Error("injected failure");
        },
      }),
    ).rejects.toThrow("injected failure");
    const b = await placeOrder(db, { ...(await customerWithCart()), form: form(), now });
    expect(b.number).toBe(a.number + 2);
  });

  it("the database refuses a number given by hand and a duplicate", async () => {
    const c = await customerWithCart();
    const insert = (number: number, overriding: boolean) =>
      db.execute(sql`
        insert into orders (id, number, user_id, idempotency_key, status, payment_status, payment_method, goods_list_ore,
          multi_buy_discount_ore, discount_ore, shipping_ore, total_ore, vat_summary, shipping_name, shipping_email,
          shipping_address, shipping_city, shipping_postal_code)
        ${overriding ? sql`overriding system value` : sql``}
        values (${testId("manual")}, ${number}, ${c.userId}, ${testId("manual-key")}, 'pending', 'unpaid', 'swish', 100, 0, 0, 0, 100,
          '[]'::jsonb, 'K', 'k@example.se', 'Gatan 1', 'Ort', '111 11')`);
    await expect(insert(999_999, false)).rejects.toThrow();
    await expect(insert(1001, true)).rejects.toThrow();
  });
});

describe(`order numbers for orders placed before them: the migration backfills (${TEST_DB_KIND})`, () => {
  const dir = mkdtempSync(path.join(tmpdir(), "stilla-migrations-"));
  let database: Database;
  beforeAll(() => {
    // The migrations up to and including 0003: the schema as it was before order numbers.
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
    const before = journal.entries.filter((e) => e.idx <= 3);
    mkdirSync(path.join(dir, "meta"));
    writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: before }));
    for (const e of before) copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("numbers existing orders 1001, 1002, … by when they were placed, drops the old reference, and continues after them", async () => {
    database = await createTestDatabase({ migrationsFolder: dir });
    const db = database.db;
    // Raw SQL only until the migration has run: Drizzle writes the current schema's columns.
    await db.execute(sql`insert into "user" (id, name, email) values ('old-customer', 'Gammal Kund', 'gammal@example.se')`);
    // Inserted out of order: the numbers follow created_at, not the insertion order.
    const old = [
      { id: "cccccccc-0000-4000-8000-000000000003", at: "2026-11-03T10:00:00Z" },
      { id: "aaaaaaaa-0000-4000-8000-000000000001", at: "2026-11-01T10:00:00Z" },
      { id: "bbbbbbbb-0000-4000-8000-000000000002", at: "2026-11-02T10:00:00Z" },
    ];
    for (const o of old) {
      await db.execute(sql`
        insert into orders (id, reference, user_id, idempotency_key, status, payment_status, payment_method, goods_list_ore,
          multi_buy_discount_ore, discount_ore, shipping_ore, total_ore, vat_summary, shipping_name, shipping_email,
          shipping_address, shipping_city, shipping_postal_code, created_at)
        values (${o.id}, ${o.id.slice(0, 8).toUpperCase()}, 'old-customer', ${`old-${o.id}`}, 'pending', 'unpaid', 'invoice', 24900, 0, 0, 4900,
          29800, '[]'::jsonb, 'Gammal Kund', 'gammal@example.se', 'Gatan 1', 'Ort', '111 11', ${o.at}::timestamptz)`);
    }

    await migrateDatabase(database);
    await seed(db);

    const rows = await db.select({ id: order.id, number: order.number }).from(order).orderBy(order.number);
    expect(rows).toEqual([
      { id: "aaaaaaaa-0000-4000-8000-000000000001", number: 1001 },
      { id: "bbbbbbbb-0000-4000-8000-000000000002", number: 1002 },
      { id: "cccccccc-0000-4000-8000-000000000003", number: 1003 },
    ]);
    const columns = rowsOf<{ column_name: string }>(
      await db.execute(sql`select column_name from information_schema.columns where table_name = 'orders' and column_name in ('reference', 'number')`),
    ).map((r) => r.column_name);
    expect(columns).toEqual(["number"]);

    const c = await cartFor(db, [["calm", 1]], { userId: "old-customer" });
    const next = await placeOrder(db, { userId: "old-customer", cartId: c.cartId, form: form(), now });
    expect(next.number).toBe(1004);
  });

  it("on an empty database the sequence starts at 1001", async () => {
    const empty = await createTestDatabase({ migrationsFolder: dir });
    try {
      await migrateDatabase(empty);
      const [{ next }] = rowsOf<{ next: number }>(await empty.db.execute(sql`select nextval('orders_number_seq')::int as next`)) as [{ next: number }];
      expect(next).toBe(1001);
    } finally {
      await empty.close();
    }
  });
});
