/**
 * addProduct in one statement (issue #17, ADR 045): the database decides (active, stock, the cap) in the statement
 * that writes the line, and the line's seen price (the price guard) is the database row's price in force even when
 * the catalogue snapshot it was taken from is behind.
 */
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.STILLA_COUNT_SQL ??= "1";
});

import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./db.server";
import { cart, cartLine, product } from "./schema";
import { addProduct, CartError, ensureCart } from "./carts.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { withSqlCount } from "./sql-count.server";
import type * as Catalogue from "./catalogue.server";

/** What the catalogue snapshot says about a product; `stale` makes it say an older price. */
const snapshot = vi.hoisted(() => ({
  stale: null as null | { id: string; priceOre: number },
  staleStock: null as null | { id: string; stockCount: number; active?: boolean },
}));
vi.mock("./catalogue.server", async (importOriginal) => {
  const original = await importOriginal<typeof Catalogue>();
  return {
    ...original,
    productRowsById: async (...args: Parameters<typeof original.productRowsById>) => {
      const rows = await original.productRowsById(...args);
      return rows
        .map((r) => (snapshot.stale?.id === r.id ? { ...r, priceOre: snapshot.stale.priceOre } : r))
        .map((r) => (snapshot.staleStock?.id === r.id ? { ...r, stockCount: snapshot.staleStock.stockCount, active: snapshot.staleStock.active ?? r.active } : r));
    },
  };
});

describe(`adding a product in one statement (${TEST_DB_KIND})`, () => {
  let database: Database;
  useSeededDatabase({}, (seeded) => {
    database = seeded.database;
  });
  const line = async (cartId: string, productId: string) =>
    (await database.db.select().from(cartLine).where(and(eq(cartLine.cartId, cartId), eq(cartLine.productId, productId))))[0];

  it("creates a new visitor's cart with its first line", async () => {
    const id = "new-visitor-cart-000001";
    expect(await addProduct(database.db, id, "sleep", 2, new Date(), { createCart: true })).toEqual({});
    expect((await database.db.select().from(cart).where(eq(cart.id, id))).length).toBe(1);
    expect(await line(id, "sleep")).toMatchObject({ quantity: 2, seenUnitPriceOre: 24_900, kind: "product" });
  });

  it("refuses an inactive or sold-out product (the database's row decides), still creating the cart", async () => {
    await database.db.update(product).set({ active: false }).where(eq(product.id, "focus"));
    const id = "new-visitor-cart-000002";
    await expect(addProduct(database.db, id, "focus", 1, new Date(), { createCart: true })).rejects.toThrow(CartError);
    expect((await database.db.select().from(cart).where(eq(cart.id, id))).length).toBe(1);
    expect(await line(id, "focus")).toBeUndefined();
    await database.db.update(product).set({ active: true }).where(eq(product.id, "focus"));
    await database.db.update(product).set({ stockCount: 0 }).where(eq(product.id, "calm"));
    await expect(addProduct(database.db, id, "calm", 1)).rejects.toThrow(CartError);
    await database.db.update(product).set({ stockCount: 3 }).where(eq(product.id, "calm"));
    expect((await addProduct(database.db, id, "calm", 5)).notice).toBe("Endast 3 kvar i lager – antalet har justerats.");
    expect(await line(id, "calm")).toMatchObject({ quantity: 3 });
  });

  it("stores the database's price in force as the seen price when the snapshot is behind", async () => {
    const c = await ensureCart(database.db, {});
    snapshot.stale = { id: "tea-cup", priceOre: 1 };
    try {
      await addProduct(database.db, c.id, "tea-cup", 1);
    } finally {
      snapshot.stale = null;
    }
    const [p] = await database.db.select().from(product).where(eq(product.id, "tea-cup"));
    expect((await line(c.id, "tea-cup"))!.seenUnitPriceOre).toBe(p!.priceOre);
  });

  it("is one statement for a new visitor and for a cart that exists, when the snapshot agrees", async () => {
    const existing = await ensureCart(database.db, {});
    const [, n1] = await withSqlCount(() => addProduct(database.db, "new-visitor-cart-000003", "sleep", 1, new Date(), { createCart: true }));
    const [, n2] = await withSqlCount(() => addProduct(database.db, existing.id, "sleep", 1));
    // Unwatched handle (tests): the product row is read first, as the snapshot would have given it.
    expect([n1, n2]).toEqual([2, 2]);
    const counted = (await database.db.execute(
      sql`select count(*)::int as n from cart_line where product_id = 'sleep' and cart_id in ('new-visitor-cart-000003', ${existing.id})`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(counted.rows[0]!.n)).toBe(2);
  });

  it("bounds the line by the database's stock when the snapshot's stock is behind (the cap's guard), either way", async () => {
    const c = await ensureCart(database.db, {});
    await database.db.update(product).set({ stockCount: 4 }).where(eq(product.id, "calm-mini"));
    // The snapshot says 15 in stock: its cap (15) is not the database's (4), so the write is refused and tried again.
    snapshot.staleStock = { id: "calm-mini", stockCount: 15 };
    try {
      expect((await addProduct(database.db, c.id, "calm-mini", 10)).notice).toBe("Endast 4 kvar i lager – antalet har justerats.");
      expect(await line(c.id, "calm-mini")).toMatchObject({ quantity: 4 });
      // The snapshot says sold out and inactive while the database has 30 and is active: the database's row decides.
      await database.db.update(product).set({ stockCount: 30 }).where(eq(product.id, "calm-mini"));
      snapshot.staleStock = { id: "calm-mini", stockCount: 0, active: false };
      expect(await addProduct(database.db, c.id, "calm-mini", 18)).toEqual({ notice: "Endast 20 kvar i lager – antalet har justerats." });
      expect(await line(c.id, "calm-mini")).toMatchObject({ quantity: 20 });
    } finally {
      snapshot.staleStock = null;
    }
  });

  it("concurrent adds of one line never pass the cap or the stock", async () => {
    for (const [stock, expected] of [
      [7, 7],
      [100, 20],
    ] as const) {
      await database.db.update(product).set({ stockCount: stock }).where(eq(product.id, "focus-mini"));
      const c = await ensureCart(database.db, {});
      const results = await Promise.allSettled(Array.from({ length: 12 }, () => addProduct(database.db, c.id, "focus-mini", 3)));
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      expect(await line(c.id, "focus-mini")).toMatchObject({ quantity: expected });
    }
  });
});
