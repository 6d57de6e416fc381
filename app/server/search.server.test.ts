import { describe, expect, it } from "vitest";
import { NEW_PRODUCT_VALUES, ProductFieldsSchema } from "~/domain/product-form";
import type { Database } from "./db.server";
import { createProduct, setProductActive } from "./admin-products.server";
import { searchCatalogue } from "./search.server";
import { product } from "./schema";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const admin = { id: "admin-s", email: "agare@stilla.se" };

describe(`search that knows the products (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({ admin }, (seeded) => {
    db = seeded.db;
  });
  const ids = async (q: string) => (await searchCatalogue(db, q)).ids;

  it('"kamomill" finds every product that contains camomile: the blend, its mini and the bundles with them', async () => {
    const rows = await db.select({ id: product.id, ingredients: product.ingredients, bundle: product.bundleProducts, active: product.active }).from(product);
    const withCamomile = new Set(rows.filter((r) => r.active && r.ingredients.some((i) => /kamomill/i.test(i))).map((r) => r.id));
    // A bundle contains camomile when one of its parts does.
    for (const r of rows) if (r.active && r.bundle.some((id) => withCamomile.has(id))) withCamomile.add(r.id);
    expect([...withCamomile]).toEqual(expect.arrayContaining(["sleep", "sleep-mini", "bundle-evening"]));
    const found = await ids("kamomill");
    expect(found).toEqual(expect.arrayContaining([...withCamomile]));
    // The definite form, capitals and a stray space find the same.
    expect(new Set(await ids("  Kamomillen "))).toEqual(new Set(found));
  });

  it("name matches come first", async () => {
    const found = await ids("sleep");
    expect(found.slice(0, 2).sort()).toEqual(["sleep", "sleep-mini"]);
    // "calm" is in names (Calm, Calm Mini) and in a bundle's contents: the names first.
    const calm = await ids("calm");
    expect(calm.slice(0, 2).sort()).toEqual(["calm", "calm-mini"]);
    expect(calm.length).toBeGreaterThan(2);
  });

  it('"te" and "teer" find the same products; å, ä and ö are letters, any case', async () => {
    const te = await ids("te");
    expect(te.length).toBeGreaterThan(5);
    expect(new Set(await ids("teer"))).toEqual(new Set(te));
    expect(new Set(await ids("TEERNA"))).toEqual(new Set(te));
    const kvall = await ids("kvällsritualen");
    expect(kvall).toContain("bundle-evening");
    expect(await ids("KVÄLLSRITUAL")).toEqual(kvall);
  });

  it("every word must match; nothing at all for an unknown word or only punctuation", async () => {
    const both = await ids("kamomill lavendel");
    expect(both).toContain("sleep");
    expect(both.every((id) => ["sleep", "sleep-mini"].includes(id) || id.startsWith("bundle") || id === "ritual-set")).toBe(true);
    expect(await ids("xyzzyqq")).toEqual([]);
    expect(await searchCatalogue(db, "!!! &&& :*")).toEqual({ ids: [], suggestion: null });
    // tsquery syntax from a visitor is only text.
    expect(await ids("sleep') | ('calm")).toEqual(await ids("sleep calm"));
  });

  it('"Menade du …?" for a near miss, from the catalogue\'s own words; none for known words', async () => {
    expect((await searchCatalogue(db, "kamomil")).suggestion).toBe("kamomill");
    const lavendl = await searchCatalogue(db, "lavendl");
    expect(lavendl.ids).toEqual([]);
    expect(lavendl.suggestion).toBe("lavendel");
    expect((await searchCatalogue(db, "kamomill")).suggestion).toBeNull();
    expect((await searchCatalogue(db, "kamomillen")).suggestion).toBeNull();
    expect((await searchCatalogue(db, "te och kamomill")).suggestion).toBeNull();
    expect((await searchCatalogue(db, "xyzzyqq")).suggestion).toBeNull();
  });

  it("a deactivated product is not found; a new one is, by its ingredients", async () => {
    const fields = ProductFieldsSchema.parse({ ...NEW_PRODUCT_VALUES, name: "Nattbris", tagline: "Sval kväll", description: "En mild blandning.", fullDescription: "Ett stycke.", ingredients: "Pepparmynta\nRooibos", benefits: "Lugn", howToUse: "Dra 5 minuter", storage: "Torrt.", weight: "50 g", netWeightGrams: "50", shippingWeightGrams: "110", price: "199" });
    expect(await createProduct(db, "nattbris", fields, admin, new Date())).toEqual({ ok: true });
    expect(await ids("rooibos")).toContain("nattbris");
    await setProductActive(db, "nattbris", false, admin, new Date());
    expect(await ids("rooibos")).not.toContain("nattbris");
  });
});
