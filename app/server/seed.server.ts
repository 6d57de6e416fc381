/**
 * The first-start seed: the spec's built-in catalogue (app/content/catalogue.ts) and default
 * site settings. Idempotent: rows that exist are left as the owner has edited them.
 */
import { sql } from "drizzle-orm";
import { CATALOGUE } from "~/content/catalogue";
import type { Db } from "./db.server";
import { seedDiscountCodes } from "./discount-seed.server";
import { product, siteSetting } from "./schema";

export const DEFAULT_HERO_VIDEOS = [1, 2, 3];

export async function seed(db: Db): Promise<void> {
  await db
    .insert(product)
    .values(
      CATALOGUE.map((p) => ({
        id: p.id,
        kind: p.kind,
        name: p.name,
        tagline: p.tagline,
        description: p.description,
        fullDescription: p.fullDescription,
        priceOre: p.priceOre,
        weight: p.weight,
        netWeightGrams: p.netWeightGrams,
        ingredients: p.ingredients,
        benefits: p.benefits,
        howToUse: p.howToUse,
        storage: p.storage,
        stockCount: p.stockCount,
        popularity: p.popularity,
        isBestseller: p.isBestseller,
        isBundle: p.isBundle,
        isLimitedEdition: p.isLimitedEdition,
        isOnlineOnly: p.isOnlineOnly,
        bundleProducts: p.bundleProducts,
        relatedProducts: p.relatedProducts,
        taxClass: p.taxClass,
        colours: p.colours,
      })),
    )
    .onConflictDoNothing({ target: product.id });

  // The first price of every product starts its price history.
  await db.execute(sql`
    insert into product_price_history (product_id, price_ore)
    select p.id, p.price_ore from product p
    where not exists (select 1 from product_price_history h where h.product_id = p.id)`);

  await db
    .insert(siteSetting)
    .values({ key: "hero_videos", value: DEFAULT_HERO_VIDEOS.map((n) => `hero-${n}`) })
    .onConflictDoNothing({ target: siteSetting.key });

  await seedDiscountCodes(db);
}
