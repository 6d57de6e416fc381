import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NEW_PRODUCT_VALUES, ProductFieldsSchema } from "~/domain/product-form";
import { identityFormValues } from "~/domain/shop-identity";
import { ownIdentity } from "~/domain/shop-identity.fixtures";
import { SettingsFormSchema } from "~/domain/site-settings";
import type { Database } from "./db.server";
import { adjustStock, createProduct, setProductActive, updateProduct } from "./admin-products.server";
import { feedProducts, feedResponse } from "./product-feed.server";
import { changeSiteSettings } from "./site-settings.server";
import { product } from "./schema";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const admin = { id: "admin-f", email: "agare@stilla.se" };
const fields = (over: Record<string, string> = {}) =>
  ProductFieldsSchema.parse({
    ...NEW_PRODUCT_VALUES,
    name: "Flödeste",
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
    ...over,
  });
const URL_ = "https://stilla.se";

/** The `<item>` of a product in the feed's text, and one of its `g:` fields. */
const itemOf = (xml: string, id: string) => xml.split("<item>").find((i) => i.includes(`<g:id>${id}</g:id>`)) ?? "";
const field = (item: string, name: string) => new RegExp(`<g:${name}>([^<]*)</g:${name}>`).exec(item)?.[1] ?? null;

describe(`the Google product feed (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({ admin }, (seeded) => {
    db = seeded.db;
  });

  // Created 2026-10-01 at 249 kr, cut to 229 kr 2026-10-20, back to 249 kr 2026-11-10, reduced to 199 kr from
  // 2026-11-20 10:00 to 2026-11-30 00:00 Stockholm time (the product page's scenario, ADR 068).
  const during = new Date("2026-11-21T12:00:00Z");

  it("lists every active product with the required fields, absolute links and the shop's shipping rule", async () => {
    const res = await feedResponse(db, { gated: false, publicUrl: URL_, now: during });
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">')).toBe(true);
    const products = await feedProducts(db, { publicUrl: URL_, now: during });
    expect(products.map((p) => p.id)).toEqual(expect.arrayContaining(["sleep", "sleep-mini", "calm", "focus"]));
    const sleep = itemOf(xml, "sleep");
    expect(field(sleep, "price")).toBe("249.00 SEK");
    expect(field(sleep, "sale_price")).toBeNull();
    expect(field(sleep, "availability")).toBe("in_stock");
    expect(field(sleep, "brand")).toBe("Stilla");
    expect(field(sleep, "identifier_exists")).toBe("no");
    expect(field(sleep, "condition")).toBe("new");
    expect(field(sleep, "image_link")).toBe(`${URL_}/images/products/sleep-800.webp`);
    expect(sleep).toContain(`<link>${URL_}/product/sleep</link>`);
    expect(sleep).toMatch(/<g:shipping><g:country>SE<\/g:country><g:service>[^<]+<\/g:service><g:price>49\.00 SEK<\/g:price><\/g:shipping>/);
    expect(xml.match(/<item>/g)?.length).toBe(products.length);
    // Gated: the same feed, never kept by a shared cache.
    expect((await feedResponse(db, { gated: true, publicUrl: URL_, now: during })).headers.get("cache-control")).toBe("private, no-store");
  });

  it("the shipping in the feed follows the owner's shipping rule (free from the threshold)", async () => {
    const own = ownIdentity({ shippingFeeOre: 3_900, freeShippingFromOre: 20_000 });
    const r = await changeSiteSettings(db, SettingsFormSchema.parse({ intent: "save_identity", ...identityFormValues(own) }), { actorEmail: admin.email, now: during });
    expect(r.ok).toBe(true);
    const xml = await (await feedResponse(db, { gated: false, publicUrl: URL_, now: during })).text();
    expect(itemOf(xml, "sleep")).toContain("<g:price>0.00 SEK</g:price></g:shipping>");
    expect(itemOf(xml, "sleep-mini")).toContain("<g:price>39.00 SEK</g:price></g:shipping>");
  });

  it("a reduction is a sale_price with its period only while the 30-day rule lets it be announced", async () => {
    expect(await createProduct(db, "flode-te", fields(), admin, new Date("2026-10-01T10:00:00Z"))).toEqual({ ok: true });
    await adjustStock(db, "flode-te", { delta: 20, reason: "Inleverans" }, admin, new Date("2026-10-01T10:00:00Z"));
    await updateProduct(db, "flode-te", fields({ price: "229" }), admin, new Date("2026-10-20T10:00:00Z"));
    await updateProduct(db, "flode-te", fields({ price: "249" }), admin, new Date("2026-11-10T10:00:00Z"));
    await updateProduct(db, "flode-te", fields({ reducedPrice: "199", reducedFrom: "2026-11-20T10:00", reducedUntil: "2026-11-30T00:00" }), admin, new Date("2026-11-15T09:00:00Z"));

    const feed = async (now: Date) => itemOf(await (await feedResponse(db, { gated: false, publicUrl: URL_, now })).text(), "flode-te");
    // Before it starts: the regular price, no sale.
    const before = await feed(new Date("2026-11-19T12:00:00Z"));
    expect([field(before, "price"), field(before, "sale_price"), field(before, "sale_price_effective_date")]).toEqual(["249.00 SEK", null, null]);
    // While it runs: the earlier price announced is the lowest of the 30 days before the cut (229 kr), the sale
    // price the reduced one, and the period in UTC.
    const running = await feed(during);
    expect([field(running, "price"), field(running, "sale_price"), field(running, "sale_price_effective_date")]).toEqual([
      "229.00 SEK",
      "199.00 SEK",
      "2026-11-20T09:00Z/2026-11-29T23:00Z",
    ]);
    // After: the regular price again.
    const after = await feed(new Date("2026-11-30T12:00:00Z"));
    expect([field(after, "price"), field(after, "sale_price")]).toEqual(["249.00 SEK", null]);
  });

  it("a reduction that may not be announced is the price, never a sale", async () => {
    expect(await createProduct(db, "flode-calm", fields(), admin, new Date("2026-09-01T10:00:00Z"))).toEqual({ ok: true });
    await updateProduct(db, "flode-calm", fields({ reducedPrice: "179", reducedFrom: "2026-10-01T12:00", reducedUntil: "2026-10-31T00:00" }), admin, new Date("2026-09-20T10:00:00Z"));
    await updateProduct(db, "flode-calm", fields({ reducedPrice: "199", reducedFrom: "2026-10-10T12:00", reducedUntil: "2026-10-31T00:00" }), admin, new Date("2026-10-10T10:00:00Z"));
    const item = itemOf(await (await feedResponse(db, { gated: false, publicUrl: URL_, now: new Date("2026-10-15T12:00:00Z") })).text(), "flode-calm");
    expect([field(item, "price"), field(item, "sale_price"), field(item, "availability")]).toEqual(["199.00 SEK", null, "out_of_stock"]);
  });

  it("a product's photos: the main one is image_link, the others additional_image_link in the owner's order", async () => {
    const photos = [
      { key: "aaaaaaaaaaaaaaaaaaaaaaaa", alt: "Huvudfoto" },
      { key: "bbbbbbbbbbbbbbbbbbbbbbbb", alt: "Andra" },
      { key: "cccccccccccccccccccccccc", alt: "Tredje" },
    ];
    await db.update(product).set({ photos, image: photos[0]!.key }).where(eq(product.id, "focus"));
    const xml = await (await feedResponse(db, { gated: false, publicUrl: URL_, now: during })).text();
    const focus = itemOf(xml, "focus");
    expect(field(focus, "image_link")).toBe(`${URL_}/images/uploads/aaaaaaaaaaaaaaaaaaaaaaaa-800.webp`);
    expect([...focus.matchAll(/<g:additional_image_link>([^<]*)</g)].map((m) => m[1])).toEqual([
      `${URL_}/images/uploads/bbbbbbbbbbbbbbbbbbbbbbbb-800.webp`,
      `${URL_}/images/uploads/cccccccccccccccccccccccc-800.webp`,
    ]);
    await db.update(product).set({ photos: [], image: null }).where(eq(product.id, "focus"));
  });

  it("escapes what the owner writes, and leaves out deactivated products", async () => {
    expect(await createProduct(db, "flode-amp", fields({ name: 'Te & "örter" <natt>', description: "Kamomill & lavendel – 'mjukt'" }), admin, new Date("2026-11-01T10:00:00Z"))).toEqual({ ok: true });
    const xml = await (await feedResponse(db, { gated: false, publicUrl: URL_, now: during })).text();
    const item = itemOf(xml, "flode-amp");
    expect(item).toContain("<title>Te &amp; &quot;örter&quot; &lt;natt&gt;</title>");
    expect(item).toContain("<description>Kamomill &amp; lavendel – &apos;mjukt&apos;</description>");
    await setProductActive(db, "flode-amp", false, admin, new Date("2026-11-02T10:00:00Z"));
    const after = await (await feedResponse(db, { gated: false, publicUrl: URL_, now: during })).text();
    expect(after).not.toContain("<g:id>flode-amp</g:id>");
  });
});
