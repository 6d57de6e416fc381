import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NEW_PRODUCT_VALUES, ProductFieldsSchema } from "~/domain/product-form";
import type { Database } from "./db.server";
import { auditLog, order, orderItem, productPriceHistory } from "./schema";
import { createProduct, getAdminProduct, updateProduct } from "./admin-products.server";
import { getProductDetail, listProducts } from "./catalogue.server";
import { findCart, loadCartView } from "./carts.server";
import { placeOrder } from "./orders.server";
import { getProductPage } from "./product-page.server";
import { adjustStock } from "./admin-products.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { checkoutForm, customerWithCart } from "./test-factories";

const admin = { id: "admin-r", email: "agare@stilla.se" };
const fields = (over: Record<string, string> = {}) => ProductFieldsSchema.parse({ ...NEW_PRODUCT_VALUES, ...rawFields(), ...over });


describe(`reduced prices end to end (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({ admin }, (seeded) => {
    db = seeded.db;
  });

  // Created 2026-10-01 at 249 kr, 229 kr from 2026-10-20 (a cut of the regular price), back to 249 kr on
  // 2026-11-10; the owner reduces it to 199 kr from 2026-11-20 10:00 to 2026-11-30 00:00 (Stockholm time).
  const created = new Date("2026-10-01T10:00:00Z");
  const during = new Date("2026-11-21T12:00:00Z");

  it("the admin sets a reduction (validated, audit-logged); cards, page, JSON-LD, cart and order use it", async () => {
    expect(await createProduct(db, "rea-te", fields(), admin, created)).toEqual({ ok: true });
    await adjustStock(db, "rea-te", { delta: 50, reason: "Inleverans" }, admin, created);
    await updateProduct(db, "rea-te", fields({ price: "229" }), admin, new Date("2026-10-20T10:00:00Z"));
    await updateProduct(db, "rea-te", fields({ price: "249" }), admin, new Date("2026-11-10T10:00:00Z"));

    // Validation: reduced below regular, end after start.
    expect(ProductFieldsSchema.safeParse({ ...NEW_PRODUCT_VALUES, ...rawFields(), reducedPrice: "249", reducedFrom: "2026-11-20T10:00", reducedUntil: "2026-11-30T00:00" }).success).toBe(false);
    expect(ProductFieldsSchema.safeParse({ ...NEW_PRODUCT_VALUES, ...rawFields(), reducedPrice: "199", reducedFrom: "2026-11-30T00:00", reducedUntil: "2026-11-20T10:00" }).success).toBe(false);

    const reduction = { reducedPrice: "199", reducedFrom: "2026-11-20T10:00", reducedUntil: "2026-11-30T00:00" };
    expect(await updateProduct(db, "rea-te", fields(reduction), admin, new Date("2026-11-15T09:00:00Z"))).toEqual({ changed: true });
    const row = await getAdminProduct(db, "rea-te");
    expect(row).toMatchObject({ priceOre: 24_900, reducedPriceOre: 19_900, reducedFrom: new Date("2026-11-20T09:00:00Z"), reducedUntil: new Date("2026-11-29T23:00:00Z") });
    const [logged] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, "rea-te"), eq(auditLog.action, "product.update")))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(logged!.after).toEqual({ reducedPriceOre: 19_900, reducedFrom: "2026-11-20T09:00:00.000Z", reducedUntil: "2026-11-29T23:00:00.000Z" });

    // Before it starts: the regular price and nothing announced.
    const before = (await listProducts(db, new Date("2026-11-19T12:00:00Z"))).find((p) => p.id === "rea-te")!;
    expect(before).toMatchObject({ priceOre: 24_900, announcement: null });

    // While it runs: the reduced price, and as the earlier price the lowest price of the 30 days BEFORE the cut
    // (229 kr from 2026-10-20 was in force in the window; the reduced 199 kr is not counted; ADR 068).
    const card = (await listProducts(db, during)).find((p) => p.id === "rea-te")!;
    expect(card).toMatchObject({
      priceOre: 19_900,
      comparisonPerKgOre: 398_000,
      announcement: { reduced: true, earlierOre: 22_900, lowestBeforeOre: 22_900, until: "2026-11-29T23:00:00.000Z" },
    });
    const detail = (await getProductDetail(db, "rea-te", during))!;
    expect(detail.priceOre).toBe(19_900);
    expect(detail.announcement?.lowestBeforeOre).toBe(22_900);
    // The Product's Offer: the reduced price, valid until the reduction's last Stockholm day (ADR 078).
    const page = (await getProductPage(db, "rea-te", during, "https://stilla.se"))!;
    expect(page.jsonLd.offers).toMatchObject({ price: "199.00", priceCurrency: "SEK", priceValidUntil: "2026-11-29" });

    // The cart and the order are charged the reduced price (the server decides).
    const { userId, cartId } = await customerWithCart(db, [["rea-te", 1]], { now: during });
    const c = (await findCart(db, { userId }))!;
    const view = (await loadCartView(db, c, during))!;
    expect(view.priced.lines[0]).toMatchObject({ productId: "rea-te", unitPriceOre: 19_900, lineTotalOre: 19_900 });
    expect(view.priced.totalOre).toBe(19_900 + 4_900);
    const placed = await placeOrder(db, { userId, cartId, form: checkoutForm(), now: during });
    const items = await db.select().from(orderItem).where(eq(orderItem.orderId, placed.orderId));
    expect(items.map((i) => [i.productId, i.unitPriceOre, i.lineTotalOre])).toEqual([["rea-te", 19_900, 19_900]]);
    const [o] = await db.select().from(order).where(eq(order.id, placed.orderId));
    expect(o!.totalOre).toBe(24_800);

    // After it ends: the regular price again.
    const after = (await listProducts(db, new Date("2026-11-30T12:00:00Z"))).find((p) => p.id === "rea-te")!;
    expect(after).toMatchObject({ priceOre: 24_900, announcement: null });
  });

  it("a reduction replaced by a higher one is remembered, and the higher one is not announced as a reduction (ADR 068)", async () => {
    const t0 = new Date("2026-09-01T10:00:00Z");
    expect(await createProduct(db, "calm-rea", fields({ price: "249" }), admin, t0)).toEqual({ ok: true });
    // 179 kr from 2026-10-01 12:00 (Stockholm) to 2026-10-31, replaced on 2026-10-10 by 199 kr until 2026-10-31.
    await updateProduct(db, "calm-rea", fields({ price: "249", reducedPrice: "179", reducedFrom: "2026-10-01T12:00", reducedUntil: "2026-10-31T00:00" }), admin, new Date("2026-09-20T10:00:00Z"));
    const first = (await listProducts(db, new Date("2026-10-05T12:00:00Z"))).find((p) => p.id === "calm-rea")!;
    expect(first).toMatchObject({ priceOre: 17_900, announcement: { reduced: true, earlierOre: 24_900, lowestBeforeOre: 24_900 } });
    const replacedAt = new Date("2026-10-10T10:00:00Z");
    await updateProduct(db, "calm-rea", fields({ price: "249", reducedPrice: "199", reducedFrom: "2026-10-10T12:00", reducedUntil: "2026-10-31T00:00" }), admin, replacedAt);
    const second = (await listProducts(db, new Date("2026-10-15T12:00:00Z"))).find((p) => p.id === "calm-rea")!;
    // 179 kr was in force in the 30 days before: 199 kr is the price, but no reduction to announce.
    expect(second).toMatchObject({ priceOre: 19_900, announcement: null });
    // Saving again (nothing changed) keeps one record of the replaced reduction.
    await updateProduct(db, "calm-rea", fields({ price: "249", reducedPrice: "199", reducedFrom: "2026-10-10T12:00", reducedUntil: "2026-10-31T00:00" }), admin, new Date("2026-10-11T10:00:00Z"));
    const kept = await db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, "calm-rea"));
    expect(kept.map((h) => [h.priceOre, h.validFrom.toISOString(), h.reducedUntil?.toISOString() ?? null])).toEqual([
      [24_900, t0.toISOString(), null],
      [17_900, "2026-10-01T10:00:00.000Z", replacedAt.toISOString()],
    ]);
  });

  it("a seeded product without a reduction keeps its price and announces nothing", async () => {
    const sleep = (await listProducts(db, during)).find((p) => p.id === "sleep")!;
    expect(sleep).toMatchObject({ priceOre: 24_900, announcement: null });
  });
});

function rawFields(): Record<string, string> {
  return {
    name: "Rea-te",
    tagline: "Lugn i koppen",
    description: "En mild blandning.",
    fullDescription: "Ett stycke.",
    ingredients: "Kamomill",
    benefits: "Lugnande",
    howToUse: "Dra 5 minuter",
    storage: "Torrt.",
    weight: "50 g",
    netWeightGrams: "50",
    shippingWeightGrams: "110",
    price: "249",
  };
}
