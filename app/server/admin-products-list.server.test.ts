import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "./db.server";
import { listAdminProducts, parseProductListQuery } from "./admin-products.server";
import { product } from "./schema";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

/** The admin's product list: search, filter and sort in SQL (ADR 067). */
describe(`the admin's product list query (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, async (seeded) => {
    db = seeded.db;
    // Known states: Sleep low (3 ≤ 5), Calm out of stock and inactive, the teapot out of stock; the rest well stocked.
    await db.update(product).set({ stockCount: 100 });
    await db.update(product).set({ stockCount: 3, lowStockLevel: 5 }).where(eq(product.id, "sleep"));
    await db.update(product).set({ stockCount: 0, active: false }).where(eq(product.id, "calm"));
    await db.update(product).set({ stockCount: 0 }).where(eq(product.id, "teapot"));
    await db.update(product).set({ createdAt: new Date("2030-01-01T00:00:00Z") }).where(eq(product.id, "tea-cup"));
  });
  const list = async (q: string) => (await listAdminProducts(db, parseProductListQuery(new URLSearchParams(q)))).map((p) => p.id);

  it("searches the name (any case) and the id; % and _ are plain characters", async () => {
    expect((await list("q=SLEE")).sort()).toEqual(["sleep", "sleep-mini"]);
    expect(await list("q=sleep-m")).toEqual(["sleep-mini"]);
    expect(await list("q=tea-c")).toEqual(["tea-cup"]);
    expect(await list("q=%25")).toEqual([]);
    expect(await list("q=_")).toEqual([]);
  });

  it("filters active, inactive, low stock (as the overview's ?lager=lagt) and out of stock", async () => {
    const all = await list("");
    expect(await list("status=inaktiva")).toEqual(["calm"]);
    expect(await list("status=aktiva")).toEqual(all.filter((id) => id !== "calm"));
    expect(await list("lager=lagt")).toEqual(["sleep", "teapot"].sort((a, b) => all.indexOf(a) - all.indexOf(b)));
    expect((await list("lager=slut")).sort()).toEqual(["calm", "teapot"]);
    expect(await list("status=aktiva&lager=slut")).toEqual(["teapot"]);
  });

  it("sorts by name (active first), price, stock and newest; unknown values are ignored", async () => {
    const rows = await listAdminProducts(db, parseProductListQuery(new URLSearchParams("")));
    expect(rows.at(-1)!.id).toBe("calm");
    const active = rows.filter((r) => r.active).map((r) => r.name);
    expect(active).toEqual([...active].sort((a, b) => a.localeCompare(b, "en")));
    const byPrice = await listAdminProducts(db, parseProductListQuery(new URLSearchParams("sort=pris")));
    expect(byPrice.map((r) => r.priceOre)).toEqual([...byPrice.map((r) => r.priceOre)].sort((a, b) => a - b));
    const byStock = await listAdminProducts(db, parseProductListQuery(new URLSearchParams("sort=lager")));
    expect(byStock.slice(0, 3).map((r) => r.stockCount)).toEqual([0, 0, 3]);
    expect((await list("sort=nyast"))[0]).toBe("tea-cup");
    expect(parseProductListQuery(new URLSearchParams("sort=pwn&status=alla&lager=x&q=%20"))).toEqual({ sort: "namn" });
  });
});
