/**
 * The admin's products (ADR 029): list (active and inactive), create, edit, switch off and on, adjust stock with
 * a reason, add, order and remove its photos. Every change runs under the product's row lock and is written to the audit
 * log in the same transaction; a price change also writes the price history (recordPriceChange). No product is
 * ever deleted: orders and the log refer to it.
 */
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { auditChanges, type AuditFields } from "~/domain/audit";
import type { ProductFields, StockAdjustment } from "~/domain/product-form";
import { applyPhotoChange, type PhotoChange, type PhotoChangeResult } from "~/domain/product-photos";
import { recordAudit, type AuditActor } from "./audit-log.server";
import { searchTextSchema } from "./admin-orders.server";
import { recordPriceChange, recordReductionChange, reductionOf } from "./catalogue.server";
import type { Db } from "./db.server";
import { auditLog, product } from "./schema";
import { afterCatalogueWrite } from "./catalogue-cache.server";

type ProductRow = typeof product.$inferSelect;

/** The fields the product form edits, as the log keeps them. */
const EDITABLE = [
  "name",
  "kind",
  "tagline",
  "description",
  "fullDescription",
  "ingredients",
  "benefits",
  "howToUse",
  "storage",
  "weight",
  "netWeightGrams",
  "shippingWeightGrams",
  "priceOre",
  "taxClass",
  "isBestseller",
  "isLimitedEdition",
  "isOnlineOnly",
  "pinned",
  "lowStockLevel",
  "colours",
  "reducedPriceOre",
  "reducedFrom",
  "reducedUntil",
] as const;

/** jsonb does not keep an object's key order, so the colours are compared in a fixed one; times as ISO text. */
const editable = (row: Pick<ProductRow, (typeof EDITABLE)[number]>): AuditFields => ({
  ...Object.fromEntries(EDITABLE.map((k) => [k, row[k]])),
  colours: { primary: row.colours.primary, accent: row.colours.accent },
  reducedFrom: row.reducedFrom?.toISOString() ?? null,
  reducedUntil: row.reducedUntil?.toISOString() ?? null,
});

/** Only the fields that differ, on both sides (a long description is not copied into the log unchanged). */
function changedOnly(before: AuditFields, after: AuditFields): { before: AuditFields; after: AuditFields } | null {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return null;
  return {
    before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
    after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
  };
}

/**
 * The product list's GET parameters (ADR 067), in Swedish as the URL shows them: `q` (part of the name or the id),
 * `status` (aktiva, inaktiva), `lager` (lagt: active at or below its own warning level, as the overview's link;
 * slut: none left), `sort` (namn, pris, lager, nyast). Anything unknown is ignored: no filter, sorted by name.
 */
export const PRODUCT_SORTS = ["namn", "pris", "lager", "nyast"] as const;
export const ProductListQuerySchema = z.object({
  q: searchTextSchema,
  status: z.enum(["aktiva", "inaktiva"]).optional().catch(undefined),
  lager: z.enum(["lagt", "slut"]).optional().catch(undefined),
  sort: z.enum(PRODUCT_SORTS).catch("namn"),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  return ProductListQuerySchema.parse({
    q: params.get("q") ?? undefined,
    status: params.get("status") || undefined,
    lager: params.get("lager") || undefined,
    sort: params.get("sort") || undefined,
  });
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Products for the admin's list: searched, filtered and sorted in SQL; active before inactive within a sort. */
export async function listAdminProducts(db: Db, query: Partial<ProductListQuery> = {}): Promise<ProductRow[]> {
  const where: SQL[] = [];
  if (query.q) {
    const any = `%${likeEscape(query.q)}%`;
    where.push(or(ilike(product.name, any), ilike(product.id, any))!);
  }
  if (query.status) where.push(eq(product.active, query.status === "aktiva"));
  if (query.lager === "lagt") where.push(eq(product.active, true), lte(product.stockCount, product.lowStockLevel));
  if (query.lager === "slut") where.push(lte(product.stockCount, 0));
  const order = {
    namn: [asc(product.name)],
    pris: [asc(product.priceOre), asc(product.name)],
    lager: [asc(product.stockCount), asc(product.name)],
    nyast: [desc(product.createdAt), asc(product.name)],
  }[query.sort ?? "namn"];
  return db
    .select()
    .from(product)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...(query.sort && query.sort !== "namn" ? order : [desc(product.active), ...order]), asc(product.id));
}

export async function getAdminProduct(db: Db, id: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(product).where(eq(product.id, id));
  return row ?? null;
}

/** The product's latest changes of stock or price from the audit log, newest first. */
export async function productStockAndPriceHistory(db: Db, id: string, limit = 15) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(100);
  return rows
    .map((r) => {
      const before = (r.before ?? {}) as AuditFields;
      const after = (r.after ?? {}) as AuditFields;
      const stock = "stockCount" in after && before.stockCount !== after.stockCount;
      const price = "priceOre" in after && before.priceOre !== after.priceOre;
      return {
        id: r.id,
        at: r.createdAt,
        actorEmail: r.actorEmail,
        stock: stock ? { before: (before.stockCount as number | undefined) ?? null, after: after.stockCount as number } : null,
        price: price ? { before: (before.priceOre as number | undefined) ?? null, after: after.priceOre as number } : null,
        reason: typeof after.reason === "string" ? after.reason : null,
      };
    })
    .filter((r) => r.stock || r.price)
    .slice(0, limit);
}

export type CreateProductResult = { ok: true } | { ok: false; reason: "taken" };

/** A new product: no stock until an adjustment books it in, no photo until one is uploaded (the placeholder shows). */
export async function createProduct(db: Db, id: string, fields: ProductFields, actor: AuditActor, now: Date): Promise<CreateProductResult> {
  return afterCatalogueWrite(db, db.transaction(async (tx) => {
    const [row] = await tx
      .insert(product)
      .values({
        id,
        ...fields,
        stockCount: 0,
        popularity: 0,
        isBundle: false,
        bundleProducts: [],
        relatedProducts: [],
        image: null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: product.id })
      .returning();
    if (!row) return { ok: false, reason: "taken" } as const;
    // The first price is the start of the product's price history.
    await recordPriceChange(tx, id, null, row.priceOre, now);
    await recordAudit(tx, { actor, action: "product.create", entity: "product", entityId: id, after: { ...editable(row), active: row.active }, at: now });
    return { ok: true } as const;
  }));
}

/** Saves the form's fields (not `active`: deactivate and reactivate do that). Null for an unknown id. */
export async function updateProduct(db: Db, id: string, fields: ProductFields, actor: AuditActor, now: Date): Promise<{ changed: boolean } | null> {
  const { active: _ignored, ...set } = fields;
  return afterCatalogueWrite(db, db.transaction(async (tx) => {
    const [before] = await tx.select().from(product).where(eq(product.id, id)).for("update");
    if (!before) return null;
    const diff = changedOnly(editable(before), editable({ ...before, ...set }));
    if (!diff) return { changed: false };
    await tx
      .update(product)
      .set({ ...set, updatedAt: now })
      .where(eq(product.id, id));
    await recordPriceChange(tx, id, before.priceOre, set.priceOre, now);
    await recordReductionChange(tx, id, reductionOf(before), reductionOf({ ...before, ...set }), now);
    await recordAudit(tx, { actor, action: "product.update", entity: "product", entityId: id, ...diff, at: now });
    return { changed: true };
  }));
}

/** Takes a product out of the shop (it stays on orders, in the log and here) or puts it back. */
export async function setProductActive(db: Db, id: string, active: boolean, actor: AuditActor, now: Date): Promise<{ changed: boolean } | null> {
  return afterCatalogueWrite(db, db.transaction(async (tx) => {
    const [before] = await tx.select().from(product).where(eq(product.id, id)).for("update");
    if (!before) return null;
    if (before.active === active) return { changed: false };
    await tx.update(product).set({ active, updatedAt: now }).where(eq(product.id, id));
    await recordAudit(tx, {
      actor,
      action: active ? "product.activate" : "product.deactivate",
      entity: "product",
      entityId: id,
      before: { active: before.active },
      after: { active },
      at: now,
    });
    return { changed: true };
  }));
}

export type StockAdjustResult = { ok: true; stockCount: number } | { ok: false; reason: "below_zero"; stockCount: number } | null;

/**
 * Adds `delta` (negative to remove) in one statement, so concurrent orders and adjustments cannot lose an
 * update, and never below 0 (refused, nothing changes). The reason goes to the log with the counts.
 */
export async function adjustStock(db: Db, id: string, { delta, reason }: StockAdjustment, actor: AuditActor, now: Date): Promise<StockAdjustResult> {
  return afterCatalogueWrite(db, db.transaction(async (tx) => {
    const [row] = await tx
      .update(product)
      .set({ stockCount: sql`${product.stockCount} + ${delta}`, updatedAt: now })
      .where(and(eq(product.id, id), gte(sql`${product.stockCount} + ${delta}`, 0)))
      .returning({ stockCount: product.stockCount });
    if (!row) {
      const [current] = await tx.select({ stockCount: product.stockCount }).from(product).where(eq(product.id, id));
      return current ? ({ ok: false, reason: "below_zero", stockCount: current.stockCount } as const) : null;
    }
    await recordAudit(tx, {
      actor,
      action: "product.stock_adjust",
      entity: "product",
      entityId: id,
      before: { stockCount: row.stockCount - delta },
      after: { stockCount: row.stockCount, reason },
      at: now,
    });
    return { ok: true, stockCount: row.stockCount } as const;
  }));
}

export type PhotoChangeOutcome = PhotoChangeResult | { ok: false; reason: "not_found" };

/**
 * Applies one change to the product's photos (ADR 079) under its row lock: the list and the main photo's key are
 * written together (the database checks that they agree), and the log records the keys before and after. A removed
 * photo's files are the caller's to delete once this has committed.
 */
export async function changeProductPhotos(db: Db, id: string, change: PhotoChange, actor: AuditActor, now: Date): Promise<PhotoChangeOutcome> {
  return afterCatalogueWrite(db, db.transaction(async (tx): Promise<PhotoChangeOutcome> => {
    const [before] = await tx.select({ photos: product.photos }).from(product).where(eq(product.id, id)).for("update");
    if (!before) return { ok: false, reason: "not_found" };
    const r = applyPhotoChange(before.photos, change);
    if (!r.ok) return r;
    await tx.update(product).set({ photos: r.photos, image: r.photos[0]?.key ?? null, updatedAt: now }).where(eq(product.id, id));
    await recordAudit(tx, {
      actor,
      action: `product.photo_${change.kind}`,
      entity: "product",
      entityId: id,
      before: { photos: before.photos },
      after: { photos: r.photos },
      at: now,
    });
    return r;
  }));
}
