import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEW_PRODUCT_VALUES, ProductFieldsSchema, StockAdjustmentSchema } from "~/domain/product-form";
import { productImage } from "~/domain/catalogue";
import type { Database } from "./db.server";
import { auditLog, product, productPriceHistory } from "./schema";
import {
  adjustStock,
  createProduct,
  getAdminProduct,
  listAdminProducts,
  productStockAndPriceHistory,
  setProductActive,
  changeProductPhotos,
  updateProduct,
} from "./admin-products.server";
import { getProduct, getProductDetail, listProducts, updateProductPriceAndStock } from "./catalogue.server";
import { addProduct, ensureCart, loadCartView } from "./carts.server";
import { readFormDataCapped, readProductImage, storeProductImage } from "./product-images.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const admin = { id: "admin-p", email: "agare@stilla.se" };
const fields = (over: Record<string, string> = {}) =>
  ProductFieldsSchema.parse({
    ...NEW_PRODUCT_VALUES,
    name: "Kvällste",
    tagline: "Lugn i koppen",
    description: "En mild blandning för kvällen.",
    fullDescription: "Ett stycke.",
    ingredients: "Kamomill\nLavendel",
    benefits: "Lugnande",
    howToUse: "Dra 5 minuter",
    storage: "Torrt och mörkt.",
    weight: "50 g",
    netWeightGrams: "50",
    shippingWeightGrams: "110",
    price: "199",
    ...over,
  });

describe(`the admin's products (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({ admin }, (seeded) => {
    db = seeded.db;
  });

  const auditFor = (id: string) =>
    db.select().from(auditLog).where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, id))).orderBy(auditLog.id);
  const historyOf = (id: string) => db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, id)).orderBy(productPriceHistory.id);

  it("creates a product with its first price in the history and a create entry in the log; it is in the shop", async () => {
    const now = new Date("2026-03-02T10:00:00Z");
    expect(await createProduct(db, "kvallste", fields(), admin, now)).toEqual({ ok: true });
    const row = await getAdminProduct(db, "kvallste");
    expect(row).toMatchObject({ name: "Kvällste", priceOre: 19_900, stockCount: 0, active: true, image: null, ingredients: ["Kamomill", "Lavendel"] });
    expect((await historyOf("kvallste")).map((h) => h.priceOre)).toEqual([19_900]);
    const [entry] = await auditFor("kvallste");
    expect(entry).toMatchObject({ action: "product.create", actorEmail: admin.email, before: null });
    expect(entry!.after).toMatchObject({ name: "Kvällste", priceOre: 19_900, active: true });
    const card = (await listProducts(db)).find((p) => p.id === "kvallste");
    expect(card).toMatchObject({ comparisonPerKgOre: 398_000, image: productImage("kvallste"), stockStatus: "out_of_stock" });
    expect(card!.image).toBe("/images/products/placeholder.svg");
  });

  it("refuses a second product with the same id and changes nothing", async () => {
    const before = await auditFor("sleep");
    expect(await createProduct(db, "sleep", fields({ name: "Kopia" }), admin, new Date())).toEqual({ ok: false, reason: "taken" });
    expect((await getAdminProduct(db, "sleep"))!.name).not.toBe("Kopia");
    expect(await auditFor("sleep")).toEqual(before);
  });

  it("edits a product: a price change writes the history and the log keeps only the changed fields, before → after", async () => {
    const now = new Date("2026-03-03T10:00:00Z");
    expect(await updateProduct(db, "kvallste", fields({ price: "229", tagline: "Ny rad", active: "" }), admin, now)).toEqual({ changed: true });
    const row = (await getAdminProduct(db, "kvallste"))!;
    expect(row).toMatchObject({ priceOre: 22_900, tagline: "Ny rad", active: true });
    expect((await historyOf("kvallste")).map((h) => h.priceOre)).toEqual([19_900, 22_900]);
    const entry = (await auditFor("kvallste")).at(-1)!;
    expect(entry.action).toBe("product.update");
    expect(entry.before).toEqual({ tagline: "Lugn i koppen", priceOre: 19_900 });
    expect(entry.after).toEqual({ tagline: "Ny rad", priceOre: 22_900 });

    // Saving the same again changes nothing and writes nothing.
    const entries = (await auditFor("kvallste")).length;
    expect(await updateProduct(db, "kvallste", fields({ price: "229", tagline: "Ny rad" }), admin, now)).toEqual({ changed: false });
    expect(await auditFor("kvallste")).toHaveLength(entries);
    expect(await historyOf("kvallste")).toHaveLength(2);
    // A text change alone does not touch the price history.
    await updateProduct(db, "kvallste", fields({ price: "229", tagline: "Ny rad", storage: "Svalt." }), admin, now);
    expect(await historyOf("kvallste")).toHaveLength(2);
    expect(await updateProduct(db, "finns-inte", fields(), admin, now)).toBeNull();
  });

  it("the list's quick edit and the form share the one price-history rule", async () => {
    await updateProductPriceAndStock(db, "kvallste", 21_900, 0, new Date("2026-03-04T10:00:00Z"), admin);
    expect((await historyOf("kvallste")).map((h) => h.priceOre)).toEqual([19_900, 22_900, 21_900]);
  });

  it("adjusts stock atomically with a reason, never below 0, and shows it in the product's history", async () => {
    const now = new Date("2026-03-05T10:00:00Z");
    const add = StockAdjustmentSchema.parse({ delta: "24", reason: "delivery" });
    expect(await adjustStock(db, "kvallste", add, admin, now)).toEqual({ ok: true, stockCount: 24 });
    // Concurrent adjustments all count (stock_count = stock_count + delta in one statement).
    const one = StockAdjustmentSchema.parse({ delta: "-1", reason: "waste", note: "Trasig påse" });
    await Promise.all(Array.from({ length: 5 }, () => adjustStock(db, "kvallste", one, admin, now)));
    expect((await getAdminProduct(db, "kvallste"))!.stockCount).toBe(19);

    const entries = (await auditFor("kvallste")).length;
    const tooMany = StockAdjustmentSchema.parse({ delta: "-20", reason: "count" });
    expect(await adjustStock(db, "kvallste", tooMany, admin, now)).toEqual({ ok: false, reason: "below_zero", stockCount: 19 });
    expect((await getAdminProduct(db, "kvallste"))!.stockCount).toBe(19);
    expect(await auditFor("kvallste")).toHaveLength(entries);
    expect(await adjustStock(db, "finns-inte", add, admin, now)).toBeNull();

    const entry = (await auditFor("kvallste")).find((e) => e.action === "product.stock_adjust");
    expect(entry).toMatchObject({ before: { stockCount: 0 }, after: { stockCount: 24, reason: "Inleverans" } });
    const history = await productStockAndPriceHistory(db, "kvallste");
    expect(history[0]).toMatchObject({ stock: { before: 20, after: 19 }, reason: "Svinn: Trasig påse", actorEmail: admin.email });
    expect(history.some((h) => h.price?.after === 21_900 && h.stock === null)).toBe(true);
    expect(history.some((h) => h.price?.before === 19_900 && h.price.after === 22_900)).toBe(true);
  });

  it("deactivates (gone from the shop, still in the admin list) and reactivates, each in the log", async () => {
    const now = new Date("2026-03-06T10:00:00Z");
    expect(await setProductActive(db, "kvallste", false, admin, now)).toEqual({ changed: true });
    expect((await listProducts(db)).some((p) => p.id === "kvallste")).toBe(false);
    expect(await getProduct(db, "kvallste")).toBeUndefined();
    expect(await getProductDetail(db, "kvallste", now)).toBeNull();
    expect((await listAdminProducts(db)).find((p) => p.id === "kvallste")).toMatchObject({ active: false });
    expect(await setProductActive(db, "kvallste", false, admin, now)).toEqual({ changed: false });

    expect(await setProductActive(db, "kvallste", true, admin, now)).toEqual({ changed: true });
    expect((await listProducts(db)).some((p) => p.id === "kvallste")).toBe(true);
    const actions = (await auditFor("kvallste")).map((e) => e.action);
    expect(actions.filter((a) => a === "product.deactivate" || a === "product.activate")).toEqual(["product.deactivate", "product.activate"]);
    expect(await setProductActive(db, "finns-inte", true, admin, now)).toBeNull();
    // An edit never switches a product on or off (the form's `active` is only for a new product).
    await setProductActive(db, "kvallste", false, admin, now);
    await updateProduct(db, "kvallste", fields({ price: "219", tagline: "Ny rad", storage: "Svalt.", active: "on" }), admin, now);
    expect((await getAdminProduct(db, "kvallste"))!.active).toBe(false);
    await setProductActive(db, "kvallste", true, admin, now);
  });

  describe("photos", () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "stilla-uploads-"));
    });
    afterAll(async () => rm(dataDir, { recursive: true, force: true }));

    const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: "#8a9a7b" } }).png().toBuffer();

    it("renders a real PNG and JPEG square at 200, 400 and 800 px WebP under a random name, served by name", async () => {
      for (const bytes of [await png(1200, 900), await sharp(await png(640, 480)).jpeg().toBuffer()]) {
        const r = await storeProductImage(dataDir, bytes);
        if (!r.ok) throw new Error(r.reason);
        expect(r.key).toMatch(/^[a-f0-9]{24}$/);
        for (const w of [200, 400, 800]) {
          const served = await readProductImage(dataDir, `${r.key}-${w}.webp`);
          const meta = await sharp(served!).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual(["webp", w, w]);
        }
        expect(await readProductImage(dataDir, `${r.key}.webp`)).toEqual(await readProductImage(dataDir, `${r.key}-800.webp`));
      }
      expect((await readdir(path.join(dataDir, "uploads", "products"))).length).toBe(6);
    });

    it("refuses a file that only has an image's name, a GIF, an empty file and a tiny image, writing nothing", async () => {
      const before = await readdir(path.join(dataDir, "uploads", "products"));
      const fake = new TextEncoder().encode("<?php echo 'hej'; ?> this is not a picture.png");
      expect(await storeProductImage(dataDir, fake)).toEqual({ ok: false, reason: "not_an_image" });
      const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#fff" } }).gif().toBuffer();
      expect(await storeProductImage(dataDir, gif)).toEqual({ ok: false, reason: "not_an_image" });
      expect(await storeProductImage(dataDir, new Uint8Array())).toEqual({ ok: false, reason: "empty" });
      expect(await storeProductImage(dataDir, await png(120, 120))).toEqual({ ok: false, reason: "too_small" });
      // Truncated: a PNG's header without its pixels.
      expect(await storeProductImage(dataDir, (await png(400, 400)).subarray(0, 60))).toEqual({ ok: false, reason: "not_an_image" });
      expect(await readdir(path.join(dataDir, "uploads", "products"))).toEqual(before);
    });

    it("serves nothing but a stored rendering's name", async () => {
      for (const name of ["../../etc/passwd", "x.webp", "0123456789abcdef01234567-300.webp", "0123456789abcdef01234567-400.webp", "0123456789abcdef01234567-400.png"]) {
        expect(await readProductImage(dataDir, name)).toBeNull();
      }
    });

    const stored = async () => {
      const r = await storeProductImage(dataDir, await png(900, 900));
      if (!r.ok) throw new Error(r.reason);
      return r.key;
    };

    it("adds the product's first photo (in the log); every view of the product then uses it", async () => {
      const key = await stored();
      expect(await changeProductPhotos(db, "kvallste", { kind: "add", photo: { key, alt: "Påse Kvällste på ett bord" } }, admin, new Date())).toMatchObject({ ok: true });
      expect(await changeProductPhotos(db, "finns-inte", { kind: "add", photo: { key, alt: "x" } }, admin, new Date())).toEqual({ ok: false, reason: "not_found" });
      const card = (await listProducts(db)).find((p) => p.id === "kvallste")!;
      expect(card.image).toBe(`/images/uploads/${key}.webp`);
      const detail = (await getProductDetail(db, "kvallste", new Date()))!;
      expect(detail.image).toBe(card.image);
      expect(detail.photos).toEqual([{ src: card.image, alt: "Påse Kvällste på ett bord" }]);
      // The cart's line shows the photo too; a product without one keeps its drawn art there.
      const cart = await ensureCart(db, {});
      await addProduct(db, cart.id, "kvallste", 1);
      await addProduct(db, cart.id, "sleep", 1);
      const view = (await loadCartView(db, cart, new Date()))!;
      const images = Object.values(view.lines).map((l) => [l.productId, l.image]);
      expect(images).toEqual(expect.arrayContaining([["kvallste", card.image], ["sleep", "/images/products/sleep.svg"]]));
      expect((await auditFor("kvallste")).at(-1)).toMatchObject({ action: "product.photo_add", before: { photos: [] }, after: { photos: [{ key }] } });
      // Products with drawn art and no upload keep it.
      expect((await listProducts(db)).find((p) => p.id === "sleep")!.image).toBe("/images/products/sleep.svg");
      const [row] = await db.select({ image: product.image, photos: product.photos }).from(product).where(eq(product.id, "sleep"));
      expect(row).toEqual({ image: null, photos: [] });
    });

    it("keeps at most five photos in the owner's order; the first is the main photo everywhere", async () => {
      const keys = [(await getAdminProduct(db, "kvallste"))!.photos[0]!.key];
      for (let n = 2; n <= 5; n++) {
        const key = await stored();
        keys.push(key);
        expect(await changeProductPhotos(db, "kvallste", { kind: "add", photo: { key, alt: `Foto nummer ${n}` } }, admin, new Date())).toMatchObject({ ok: true });
      }
      expect(await changeProductPhotos(db, "kvallste", { kind: "add", photo: { key: await stored(), alt: "Ett sjätte" } }, admin, new Date())).toEqual({ ok: false, reason: "full" });
      await changeProductPhotos(db, "kvallste", { kind: "main", key: keys[3]! }, admin, new Date());
      await changeProductPhotos(db, "kvallste", { kind: "move", key: keys[0]!, by: 1 }, admin, new Date());
      const order = [keys[3], keys[1], keys[0], keys[2], keys[4]];
      const detail = (await getProductDetail(db, "kvallste", new Date()))!;
      expect(detail.photos.map((p) => p.src)).toEqual(order.map((k) => `/images/uploads/${k}.webp`));
      expect((await listProducts(db)).find((p) => p.id === "kvallste")!.image).toBe(`/images/uploads/${keys[3]}.webp`);
      const removed = await changeProductPhotos(db, "kvallste", { kind: "remove", key: keys[3]! }, admin, new Date());
      expect(removed).toMatchObject({ ok: true, removed: keys[3] });
      expect((await getAdminProduct(db, "kvallste"))!.image).toBe(keys[1]);
      expect(await changeProductPhotos(db, "kvallste", { kind: "alt", key: keys[1]!, alt: "  " }, admin, new Date())).toEqual({ ok: false, reason: "alt" });
    });

    it("two uploads at once to a product with four photos: one is taken, the other refused as full", async () => {
      const now = (await getAdminProduct(db, "kvallste"))!.photos.length;
      expect(now).toBe(4);
      const [a, b] = await Promise.all([stored(), stored()]);
      const results = await Promise.all([a, b].map((key) => changeProductPhotos(db, "kvallste", { kind: "add", photo: { key, alt: "Samtidigt" } }, admin, new Date())));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "full" }]);
      expect((await getAdminProduct(db, "kvallste"))!.photos).toHaveLength(5);
    });

    it("the database refuses a main photo that is not the first, and a sixth photo", async () => {
      const photos = (await getAdminProduct(db, "kvallste"))!.photos;
      await expect(db.update(product).set({ image: photos[1]!.key }).where(eq(product.id, "kvallste"))).rejects.toThrow();
      await expect(db.update(product).set({ image: null }).where(eq(product.id, "kvallste"))).rejects.toThrow();
      const six = [...photos, { key: "0123456789abcdef01234567", alt: "x" }];
      await expect(db.update(product).set({ photos: six, image: six[0]!.key }).where(eq(product.id, "kvallste"))).rejects.toThrow();
    });

    it("reads a form with a cap: a body over the cap is refused before it is parsed", async () => {
      const form = new FormData();
      form.set("intent", "image");
      form.set("image", new File([new Uint8Array(2048)], "a.png"));
      const request = () => new Request("http://x/", { method: "POST", body: form });
      expect((await readFormDataCapped(request(), 100_000))?.get("intent")).toBe("image");
      expect(await readFormDataCapped(request(), 1000)).toBeNull();
    });
  });
});
