/** Catalogue queries. Named functions that take `db` first. */
import { and, eq, or } from "drizzle-orm";
import type { Db } from "./db.server";
import { product } from "./schema";

export type ProductRow = typeof product.$inferSelect;

/** By id or handle (in this shop they are the same string); inactive products are not found. */
export async function getProduct(db: Db, idOrHandle: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(product)
    .where(and(or(eq(product.id, idOrHandle)), eq(product.active, true)))
    .limit(1);
  return row;
}
