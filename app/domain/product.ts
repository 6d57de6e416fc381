/** Product facts shared by the seed, the catalogue queries and the pricing engine. Pure types, no I/O. */

export const STOCK_STATUSES = ["in_stock", "low_stock", "out_of_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** VAT tax class: food (tea, minis, bundles of tea) or non-food (accessories). Rates are effective-dated in vat.ts. */
export const TAX_CLASSES = ["food", "non_food"] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const PRODUCT_KINDS = ["blend", "mini", "limited", "bundle", "accessory"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A product as written by the seed: the built-in catalogue of the spec, in Swedish. */
export interface CatalogueProduct {
  /** The handle, used in /product/{id}. */
  id: string;
  kind: ProductKind;
  name: string;
  /** One short line under the name. */
  tagline: string;
  /** Two or three sentences for cards and search. */
  description: string;
  /** Several paragraphs for the product page, separated by blank lines. */
  fullDescription: string;
  /** Price including VAT, in öre (249 kr = 24900). */
  priceOre: number;
  /** Display weight, e.g. "50 g", "3 × 15 g", "" for accessories without a weight. */
  weight: string;
  /** Net weight in grams for the jämförpris (kr/kg); null when not sold by weight. */
  netWeightGrams: number | null;
  ingredients: string[];
  benefits: string[];
  howToUse: string[];
  /** Storage advice (food information). */
  storage: string;
  stockStatus: StockStatus;
  stockCount: number;
  /** The owner's initial order: breaks ties in the ranking by sales (ADR 073), it is not a sales figure. */
  popularity: number;
  isBestseller: boolean;
  isBundle: boolean;
  isLimitedEdition: boolean;
  isOnlineOnly: boolean;
  /** Ids of the products a bundle contains (empty for non-bundles). */
  bundleProducts: string[];
  relatedProducts: string[];
  taxClass: TaxClass;
  /** Two hex colours for the product's artwork and accents. */
  colours: { primary: string; accent: string };
}

/** At or below this many units in stock a product shows 'Få kvar'. */
export const LOW_STOCK_THRESHOLD = 10;

/** Stock status is derived from the count, so the two can never disagree. */
export function stockStatusFor(stockCount: number): StockStatus {
  if (stockCount <= 0) return "out_of_stock";
  if (stockCount <= LOW_STOCK_THRESHOLD) return "low_stock";
  return "in_stock";
}
