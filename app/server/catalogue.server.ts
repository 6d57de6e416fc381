/** Catalogue queries. Named functions that take `db` first. */
import { and, asc, eq, inArray } from "drizzle-orm";
import { pickTogetherPartner, toSummary, uploadedImagePath, type PriceAnnouncement, type ProductDetail, type ProductRating, type ProductSummary } from "~/domain/catalogue";
import type { PricingProduct } from "~/domain/pricing";
import { priceInForce, priceReductionView, type PriceEntry, type Reduction } from "~/domain/reduced-price";
import { stockStatusFor, type ProductKind, type TaxClass } from "~/domain/product";
import type { Db, Tx } from "./db.server";
import { ratingsFor } from "./reviews.server";
import { product, productPriceHistory } from "./schema";
import { recordAudit, type AuditActor } from "./audit-log.server";
import { cachedCatalogue, catalogueChanged, readUnitsSold } from "./catalogue-cache.server";

export type ProductRow = typeof product.$inferSelect;

/** By id or handle (in this shop they are the same string); inactive products are not found. */
export async function getProduct(db: Db, idOrHandle: string): Promise<ProductRow | undefined> {
  const cached = cachedCatalogue(db);
  if (cached) {
    const row = (await cached).byId.get(idOrHandle);
    return row?.active ? row : undefined;
  }
  const [row] = await db
    .select()
    .from(product)
    .where(and(eq(product.id, idOrHandle), eq(product.active, true)))
    .limit(1);
  return row;
}

export async function listProductRows(db: Db): Promise<ProductRow[]> {
  const cached = cachedCatalogue(db);
  if (cached) return (await cached).active;
  return db.select().from(product).where(eq(product.active, true)).orderBy(asc(product.id));
}

/** The product's reduction as the domain reads it (ADR 036); null when none is set. */
export function reductionOf(r: Pick<ProductRow, "reducedPriceOre" | "reducedFrom" | "reducedUntil">): Reduction | null {
  return r.reducedPriceOre !== null && r.reducedFrom !== null && r.reducedUntil !== null
    ? { priceOre: r.reducedPriceOre, from: r.reducedFrom, until: r.reducedUntil }
    : null;
}

/** The unit price charged and shown at `now`: the reduced price while a reduction is in force (server time). */
export function unitPriceAt(r: Pick<ProductRow, "priceOre" | "reducedPriceOre" | "reducedFrom" | "reducedUntil">, now: Date): number {
  return priceInForce(r.priceOre, reductionOf(r), now);
}

/**
 * The rows with the price in force at `now` and what is announced about it: the earlier price and the lowest
 * price of the 30 days before the cut, from the price history (ADR 036). One history query for all of them.
 */
export async function rowsAtPrice(db: Db, rows: ProductRow[], now: Date): Promise<(ProductRow & { announcement: PriceAnnouncement | null })[]> {
  const ids = rows.map((r) => r.id);
  const cached = cachedCatalogue(db);
  let byProduct: Map<string, PriceEntry[]>;
  if (cached) byProduct = (await cached).history;
  else {
    const history = ids.length === 0 ? [] : await db.select().from(productPriceHistory).where(inArray(productPriceHistory.productId, ids));
    byProduct = new Map();
    for (const h of history) byProduct.set(h.productId, [...(byProduct.get(h.productId) ?? []), h]);
  }
  return rows.map((r) => {
    const reduction = reductionOf(r);
    const entries = byProduct.get(r.id) ?? [];
    // A product without history (never in this shop's seed) still has its price.
    const view = priceReductionView(entries.length > 0 ? entries : [{ priceOre: r.priceOre, validFrom: r.createdAt }], reduction ? [reduction] : [], now);
    const priceOre = unitPriceAt(r, now);
    const announcement: PriceAnnouncement | null =
      view && view.earlierOre !== null && view.priceOre === priceOre
        ? { reduced: view.reduced, earlierOre: view.earlierOre, lowestBeforeOre: view.lowestBeforeOre, until: view.reducedUntil?.toISOString() ?? null }
        : null;
    return { ...r, priceOre, announcement };
  });
}

/** The ratings of these products: from the catalogue cache when it is in use (ADR 040), else from the reviews. */
export async function productRatings(db: Db, ids: string[]): Promise<Map<string, ProductRating>> {
  const cached = cachedCatalogue(db);
  return cached ? (await cached).ratings : ratingsFor(db, ids);
}

/** Units sold per product in the last 90 days (ADR 073): from the catalogue cache when it is in use, else read. */
export async function productUnitsSold(db: Db, now: Date): Promise<Map<string, number>> {
  const cached = cachedCatalogue(db);
  return cached ? (await cached).unitsSold : readUnitsSold(db, now);
}

/** Every active product as the cards show it, at the price in force at `now`, with its sales for the ranking. */
export async function listProducts(db: Db, now: Date = new Date()): Promise<ProductSummary[]> {
  const rows = await rowsAtPrice(db, await listProductRows(db), now);
  const [ratings, sold] = await Promise.all([productRatings(db, rows.map((r) => r.id)), productUnitsSold(db, now)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows.map((r) => toSummary(r, byId, ratings.get(r.id) ?? null, sold.get(r.id) ?? 0));
}

export async function getProductDetail(db: Db, id: string, now: Date): Promise<ProductDetail | null> {
  const all = await listProductRows(db);
  const base = all.find((r) => r.id === id);
  if (!base) return null;
  const wanted = new Set([base.id, ...base.bundleProducts, ...base.relatedProducts]);
  const rows = await rowsAtPrice(db, all.filter((r) => wanted.has(r.id)), now);
  const row = rows.find((r) => r.id === id)!;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ratings = await productRatings(db, [...wanted]);
  const summary = (r: ProductRow) => toSummary(r, byId, ratings.get(r.id) ?? null);
  const present = (list: string[]) => list.map((pid) => byId.get(pid)).filter((r): r is (typeof rows)[number] => r !== undefined);
  return {
    ...summary(row),
    photos: row.photos.map((ph) => ({ src: uploadedImagePath(ph.key), alt: ph.alt })),
    fullDescription: row.fullDescription,
    ingredients: row.ingredients,
    benefits: row.benefits,
    howToUse: row.howToUse,
    storage: row.storage,
    netWeightGrams: row.netWeightGrams,
    taxClass: row.taxClass as TaxClass,
    stockCount: row.stockCount,
    bundleParts: present(row.bundleProducts).map(summary),
    related: present(row.relatedProducts).map(summary),
  };
}

/** The pricing facts of a product at `now`: the price in force (a reduction's while it runs, ADR 036). */
export function toPricingProduct(r: ProductRow, now: Date, togetherWith: string | null = null): PricingProduct {
  const priceOre = unitPriceAt(r, now);
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as ProductKind,
    priceOre,
    ...(priceOre < r.priceOre ? { regularPriceOre: r.priceOre } : {}),
    togetherWith,
    taxClass: r.taxClass as TaxClass,
    isBundle: r.isBundle,
    stockCount: r.stockCount,
    active: r.active,
    netWeightGrams: r.netWeightGrams,
    shippingWeightGrams: r.shippingWeightGrams,
  };
}

/**
 * Each product's "Köps ofta tillsammans" partner, as its product page picks it (ADR 038): from its related products
 * that are active, by the domain's rule. One query for all the related rows.
 */
export async function togetherPartners(db: Db | Tx, rows: readonly Pick<ProductRow, "id" | "kind" | "relatedProducts">[]): Promise<Map<string, string | null>> {
  const relatedIds = [...new Set(rows.flatMap((r) => r.relatedProducts))];
  const related = relatedIds.length === 0 ? [] : await db.select().from(product).where(and(inArray(product.id, relatedIds), eq(product.active, true)));
  return partnersAmong(rows, new Map(related.map((r) => [r.id, r])));
}

/** The partner rule over related rows already at hand (the database's, or the catalogue cache's); inactive ones never pair. */
export function partnersAmong(rows: readonly Pick<ProductRow, "id" | "kind" | "relatedProducts">[], relatedById: ReadonlyMap<string, ProductRow>) {
  const candidate = (id: string) => {
    const r = relatedById.get(id);
    return r && r.active ? [{ id: r.id, kind: r.kind, isBundle: r.isBundle, stockStatus: stockStatusFor(r.stockCount) }] : [];
  };
  return new Map(rows.map((r) => [r.id, pickTogetherPartner(r, r.relatedProducts.flatMap(candidate))?.id ?? null]));
}

/** These products' rows, active or not (absent ids are left out): from the catalogue cache when it is live. */
export async function productRowsById(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const cached = cachedCatalogue(db);
  if (cached) {
    const { byId } = await cached;
    return unique.flatMap((id) => byId.get(id) ?? []);
  }
  return db.select().from(product).where(inArray(product.id, unique));
}

/** The pricing facts for these products (inactive ones included, so the engine can report them). */
export async function pricingProducts(db: Db | Tx, ids: string[], now: Date): Promise<Map<string, PricingProduct>> {
  if (ids.length === 0) return new Map();
  const cached = cachedCatalogue(db);
  if (cached) {
    const { byId } = await cached;
    const rows = [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
    const partners = partnersAmong(rows, byId);
    return new Map(rows.map((r) => [r.id, toPricingProduct(r, now, partners.get(r.id) ?? null)]));
  }
  const rows = await db.select().from(product).where(inArray(product.id, [...new Set(ids)]));
  const partners = await togetherPartners(db, rows);
  return new Map(rows.map((r) => [r.id, toPricingProduct(r, now, partners.get(r.id) ?? null)]));
}

/** The uploaded photo's key of each of these products that has one (ADR 029). */
export async function productUploads(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await productRowsById(db, ids);
  return new Map(rows.flatMap((r) => (r.image ? [[r.id, r.image] as const] : [])));
}

/** Changes a price and records it in the price history (for the 30-day lowest-price rule). */
export async function setProductPrice(db: Db, id: string, priceOre: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(product).set({ priceOre, updatedAt: now }).where(eq(product.id, id));
    await tx.insert(productPriceHistory).values({ productId: id, priceOre, validFrom: now });
  });
  catalogueChanged(db);
}

/**
 * The one rule for a price change inside a transaction (the caller holds the product's row lock): a price that
 * differs from the one before (null: a new product's first price) is written to the history the 30-day lowest-price rule reads (ADR 016).
 */
export async function recordPriceChange(tx: Db | Tx, id: string, beforeOre: number | null, afterOre: number, now: Date): Promise<void> {
  if (beforeOre !== afterOre) await tx.insert(productPriceHistory).values({ productId: id, priceOre: afterOre, validFrom: now });
}

/**
 * A change of the product's reduction (the caller holds the row lock): the reduction it replaces or ends early is
 * kept in the price history for the part of it that was in force, until `now` (ADR 068), so the 30-day rule still
 * sees a reduced price that is no longer set on the product.
 */
export async function recordReductionChange(tx: Db | Tx, id: string, before: Reduction | null, after: Reduction | null, now: Date): Promise<void> {
  if (!before) return;
  // The same reduction with only its end moved: the product's own columns still say it all.
  if (after && after.priceOre === before.priceOre && after.from.getTime() === before.from.getTime()) return;
  const stoppedAt = Math.min(before.until.getTime(), now.getTime());
  if (before.from.getTime() >= stoppedAt) return; // never in force
  await tx.insert(productPriceHistory).values({ productId: id, priceOre: before.priceOre, validFrom: before.from, reducedUntil: new Date(stoppedAt) });
}

/** Admin: price (recorded in the history when it changes) and stock, in one transaction. */
export async function updateProductPriceAndStock(db: Db, id: string, priceOre: number, stockCount: number, now: Date, actor: AuditActor): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(product).where(eq(product.id, id)).for("update");
    if (!row) return false;
    await tx.update(product).set({ priceOre, stockCount, updatedAt: now }).where(eq(product.id, id));
    await recordPriceChange(tx, id, row.priceOre, priceOre, now);
    if (row.priceOre !== priceOre || row.stockCount !== stockCount) {
      await recordAudit(tx, {
        actor,
        action: "product.update",
        entity: "product",
        entityId: id,
        before: { priceOre: row.priceOre, stockCount: row.stockCount },
        after: { priceOre, stockCount },
        at: now,
      });
    }
    return true;
  });
  catalogueChanged(db);
  return changed;
}

/** The Christmas page: the limited blends with their story, and what the owner pairs them with. */
export async function listLimitedEditions(db: Db): Promise<{
  products: ProductSummary[];
  stories: { id: string; name: string; paragraphs: string[]; ingredients: string[]; howToUse: string[] }[];
  pairings: ProductSummary[];
}> {
  const [rows, summaries] = await Promise.all([listProductRows(db), listProducts(db)]);
  const limited = rows.filter((r) => r.isLimitedEdition);
  const limitedIds = new Set(limited.map((r) => r.id));
  const pairingIds = [...new Set(limited.flatMap((r) => r.relatedProducts))].filter((id) => !limitedIds.has(id));
  const byId = new Map(summaries.map((s) => [s.id, s]));
  return {
    products: summaries.filter((s) => limitedIds.has(s.id)),
    stories: limited.map((r) => ({
      id: r.id,
      name: r.name,
      paragraphs: r.fullDescription.split(/\n{2,}/).filter(Boolean),
      ingredients: r.ingredients,
      howToUse: r.howToUse,
    })),
    pairings: pairingIds.flatMap((id) => byId.get(id) ?? []).slice(0, 3),
  };
}
