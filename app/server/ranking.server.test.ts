/**
 * The shop's ranking (ADR 073) on a real database: units sold in the last 90 days move a product up, a cancelled
 * order and one older than 90 days do not, and a product the owner pins comes first — read straight from the
 * database and through the watched catalogue cache, whose snapshot an order drops.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filterAndSort } from "~/domain/catalogue";
import { ProductFieldsSchema, productFormValues } from "~/domain/product-form";
import { updateProduct } from "./admin-products.server";
import { watchCatalogue, type CatalogueWatch } from "./catalogue-cache.server";
import { getProduct, listProducts } from "./catalogue.server";
import { applyDeskAction } from "./orders.server";
import { refundOrder } from "./refunds.server";
import { placedOrder } from "./test-factories";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const DAY = 24 * 60 * 60 * 1000;
const admin = { id: "admin-rank", email: "agare@stilla.se" };

describe.each([false, true])(`ranking by sales (${TEST_DB_KIND}, catalogue cache %s)`, (cached) => {
  const seeded = useSeededDatabase({ admin });
  let watch: CatalogueWatch | null = null;
  beforeAll(async () => {
    if (cached) {
      const client = (seeded.db as unknown as { $client: { options?: { connectionString?: string } } }).$client;
      watch = await watchCatalogue(seeded.database, TEST_DB_KIND === "postgres" ? client.options?.connectionString : undefined);
    }
  });
  afterAll(async () => {
    await watch?.stop();
  });

  const order = async () => filterAndSort(await listProducts(seeded.db), { sort: "popularity" }).map((p) => p.id);

  it("without sales the owner's order (the seed's numbers) is the order", async () => {
    const ids = await order();
    expect(ids.slice(0, 3)).toEqual(["sleep", "calm", "focus"]);
    expect(ids.at(-1)).toBe("tea-box");
    if (cached) expect(watch!.live).toBe(true);
  });

  it("an order older than 90 days and a cancelled order do not count; a recent order moves the product up", async () => {
    await placedOrder(seeded.db, [["tea-box", 3]], { now: new Date(Date.now() - 91 * DAY) });
    expect((await order()).at(-1)).toBe("tea-box");

    const cancelled = await placedOrder(seeded.db, [["tea-box", 2]]);
    expect((await order())[0]).toBe("tea-box");
    await applyDeskAction(seeded.db, cancelled.id, { type: "cancel" }, admin.id, new Date());
    expect((await order()).at(-1)).toBe("tea-box");

    await placedOrder(seeded.db, [["tea-box", 1]]);
    const ids = await order();
    expect(ids[0]).toBe("tea-box");
    expect(ids.slice(1, 4)).toEqual(["sleep", "calm", "focus"]);
    expect((await listProducts(seeded.db)).find((p) => p.id === "tea-box")!.unitsSold).toBe(1);
  });

  it("more units sold rank higher; refunded units are taken off; a product the owner pins in the editor comes first", async () => {
    const thermos = await placedOrder(seeded.db, [["thermos", 2]]);
    expect((await order()).slice(0, 2)).toEqual(["thermos", "tea-box"]);
    for (const action of [{ type: "mark_paid" }, { type: "processing" }, { type: "shipped", carrier: "PostNord", trackingNumber: "AB123456789SE" }] as const) {
      expect(await applyDeskAction(seeded.db, thermos.id, action, admin.id, new Date())).toBe(true);
    }
    const refunded = await refundOrder(seeded.db, { orderId: thermos.id, request: "full", restock: true, reason: "Retur", actor: admin, now: new Date(), publicUrl: "http://localhost:3998" });
    expect(refunded).toMatchObject({ ok: true });
    expect((await listProducts(seeded.db)).find((p) => p.id === "thermos")!.unitsSold).toBe(0);
    expect((await order()).slice(0, 2)).toEqual(["tea-box", "sleep"]);
    await placedOrder(seeded.db, [["thermos", 2]]);
    expect((await order()).slice(0, 2)).toEqual(["thermos", "tea-box"]);

    const row = (await getProduct(seeded.db, "teapot"))!;
    const fields = ProductFieldsSchema.parse({ ...productFormValues(row), pinned: "on" });
    expect(await updateProduct(seeded.db, "teapot", fields, admin, new Date())).toEqual({ changed: true });
    expect((await order()).slice(0, 3)).toEqual(["teapot", "thermos", "tea-box"]);
  });
});
