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

/**
 * Each product's packed weight on the carrier's scale, in grams (issue #39): the tea with its tin or pouch and
 * padding, the bundles' parts in their box. The owner edits them in the product editor.
 */
export const SEED_SHIPPING_WEIGHTS: Readonly<Record<string, number>> = {
  sleep: 110,
  calm: 110,
  focus: 110,
  midvinter: 110,
  "sleep-mini": 70,
  "calm-mini": 70,
  "focus-mini": 70,
  "bundle-complete": 380,
  "bundle-evening": 260,
  "bundle-mini-discovery": 230,
  "ritual-set": 650,
  "tea-infuser": 60,
  "tea-cup": 320,
  teapot: 900,
  "tea-jar": 280,
  "glass-cup": 250,
  "tea-bags": 40,
  "tea-spoon": 30,
  "tea-box": 350,
  thermos: 450,
};

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
        shippingWeightGrams: SEED_SHIPPING_WEIGHTS[p.id] ?? 0,
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
