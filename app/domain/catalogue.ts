/**
 * What the shop's screens show of a product: plain, serialisable views computed from catalogue facts
 * by the pricing helpers (no screen computes a price itself). Pure: no I/O.
 */
import { bundleSavingOre, comparisonPricePerKgOre, multiBuyUnitExample } from "./pricing";
import { stockStatusFor, type CatalogueProduct, type ProductKind, type StockStatus, type TaxClass } from "./product";
import { lazy } from "~/lib/lazy";
import { productImage } from "./product-art";
import { compareByRank } from "./ranking";

export { PLACEHOLDER_ART, PRODUCT_ART_IDS, productImage, uploadedImagePath } from "./product-art";

/**
 * A product as the catalogue queries read it from the database: the seed's fields (CatalogueProduct) that the
 * screens need, with kind and tax class as the stored text, whether it is on sale, and the owner's photo.
 */
export interface ProductFacts
  extends Pick<
    CatalogueProduct,
    | "id"
    | "name"
    | "tagline"
    | "description"
    | "priceOre"
    | "weight"
    | "netWeightGrams"
    | "stockCount"
    | "popularity"
    | "isBestseller"
    | "isBundle"
    | "isLimitedEdition"
    | "isOnlineOnly"
    | "bundleProducts"
    | "relatedProducts"
    | "colours"
  > {
  kind: string;
  taxClass: string;
  /** The key of the owner's uploaded photo (ADR 029); null or missing: the drawn art. */
  image?: string | null;
  active: boolean;
  /** What is announced about a cut of the price in force (ADR 036); missing: nothing. */
  announcement?: PriceAnnouncement | null;
  /** Pinned by the owner: first in the default order (ADR 073); missing: not pinned. */
  pinned?: boolean;
}

/**
 * A cut of the price, as every place that shows the price announces it (prisinformationslagen 7 a §, ADR 036):
 * while a reduction is in force (`reduced`) the earlier price struck through, and the lowest price of the
 * 30 days before the cut (not including the reduced price itself).
 */
export interface PriceAnnouncement {
  reduced: boolean;
  earlierOre: number;
  lowestBeforeOre: number | null;
  /** ISO time the reduction ends; null for a cut of the regular price. */
  until: string | null;
}

export interface ProductRating {
  average: number;
  count: number;
}

export interface ProductSummary {
  id: string;
  kind: ProductKind;
  name: string;
  tagline: string;
  description: string;
  priceOre: number;
  weight: string;
  /** Jämförpris in öre per kg; null when not sold by weight. */
  comparisonPerKgOre: number | null;
  stockStatus: StockStatus;
  /** The owner's own order: breaks ties between products that sold as many (ADR 073). */
  popularity: number;
  /** Pinned by the owner: first in the default order. */
  pinned: boolean;
  /** Units sold in the last 90 days (bought minus refunded, cancelled orders not counted). */
  unitsSold: number;
  isBestseller: boolean;
  isBundle: boolean;
  isLimitedEdition: boolean;
  isOnlineOnly: boolean;
  /** Bundles: the parts' prices minus the bundle's own price. 0 for other products. */
  bundleSavingOre: number;
  /** Non-bundles: what two cost together after multi-buy (e.g. 423 kr for 2 × 249 kr). */
  multiBuyPairOre: number | null;
  image: string;
  colours: { primary: string; accent: string };
  /** From real reviews; null while there are none. */
  rating: ProductRating | null;
  /** A cut of the price to announce; null when there is none (ADR 036). */
  announcement: PriceAnnouncement | null;
}

export interface ProductDetail extends ProductSummary {
  /** The owner's photos in their order, the main one first (ADR 079); empty while the product shows its drawn art. */
  photos: { src: string; alt: string }[];
  fullDescription: string;
  ingredients: string[];
  benefits: string[];
  howToUse: string[];
  storage: string;
  netWeightGrams: number | null;
  taxClass: TaxClass;
  stockCount: number;
  bundleParts: ProductSummary[];
  related: ProductSummary[];
}

export function toSummary(
  p: ProductFacts,
  byId: ReadonlyMap<string, Pick<ProductFacts, "priceOre">>,
  rating: ProductRating | null = null,
  unitsSold = 0,
): ProductSummary {
  const partPrices = p.bundleProducts.map((id) => byId.get(id)?.priceOre ?? 0);
  return {
    id: p.id,
    kind: p.kind as ProductKind,
    name: p.name,
    tagline: p.tagline,
    description: p.description,
    priceOre: p.priceOre,
    weight: p.weight,
    comparisonPerKgOre: comparisonPricePerKgOre(p.priceOre, p.netWeightGrams),
    stockStatus: p.active ? stockStatusFor(p.stockCount) : "out_of_stock",
    popularity: p.popularity,
    pinned: p.pinned ?? false,
    unitsSold,
    isBestseller: p.isBestseller,
    isBundle: p.isBundle,
    isLimitedEdition: p.isLimitedEdition,
    isOnlineOnly: p.isOnlineOnly,
    bundleSavingOre: p.isBundle ? bundleSavingOre(p.priceOre, partPrices) : 0,
    multiBuyPairOre: p.isBundle ? null : multiBuyUnitExample(p.priceOre),
    image: productImage(p.id, p.image ?? null),
    colours: p.colours,
    rating,
    announcement: p.announcement ?? null,
  };
}

export const SORTS = ["popularity", "price-asc", "price-desc", "name"] as const;
export type ShopSort = (typeof SORTS)[number];
/** `in_stock` means "can be bought now" (in stock or few left); `low_stock` only the ones with few left. */
export const STOCK_FILTERS = ["all", "in_stock", "low_stock"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** Longest search the shop list accepts; longer input is cut, not rejected. */
export const SHOP_QUERY_MAX = 100;

/** The shop list's URL state (`?q=&sort=&stock=`); parsed by `parseShopQuery` in schemas.ts. */
export interface ShopQuery {
  q: string;
  sort: ShopSort;
  stock: StockFilter;
}
export const SHOP_QUERY_DEFAULTS: ShopQuery = { q: "", sort: "popularity", stock: "all" };

const swedish = lazy(() => new Intl.Collator("sv-SE", { sensitivity: "base" }));
const fold = (text: string) => text.normalize("NFC").toLocaleLowerCase("sv-SE");

/**
 * The shop list: search, filter by stock, sort ("popularity": pinned first, then units sold in 90 days, ADR 073). Ties
 * are broken by Swedish name order so the list is stable.
 *
 * With `matches` (the database's search, ADR 078: ids best first) a query keeps those products, and the default order
 * is the search's ranking (the best match first). Without it (tests, and callers that have no database) the query is
 * matched here over name, description and tagline (case-insensitive; every word must occur in one of them).
 */
export function filterAndSort(
  products: readonly ProductSummary[],
  opts: { q?: string; sort?: ShopSort; stock?: StockFilter; matches?: readonly string[] },
): ProductSummary[] {
  const terms = fold(opts.q ?? "").split(/\s+/).filter(Boolean);
  const stock = opts.stock ?? "all";
  const rank = opts.matches && terms.length > 0 ? new Map(opts.matches.map((id, i) => [id, i])) : null;
  const list = products.filter((p) => {
    if (stock === "in_stock" && p.stockStatus === "out_of_stock") return false;
    if (stock === "low_stock" && p.stockStatus !== "low_stock") return false;
    if (terms.length === 0) return true;
    if (rank) return rank.has(p.id);
    const fields = [p.name, p.description, p.tagline].map(fold);
    return terms.every((term) => fields.some((field) => field.includes(term)));
  });
  const byName = (a: ProductSummary, b: ProductSummary) => swedish().compare(a.name, b.name) || a.id.localeCompare(b.id);
  const cmp: Record<ShopSort, (a: ProductSummary, b: ProductSummary) => number> = {
    popularity: rank ? (a, b) => rank.get(a.id)! - rank.get(b.id)! : (a, b) => compareByRank(a, b) || byName(a, b),
    "price-asc": (a, b) => a.priceOre - b.priceOre || byName(a, b),
    "price-desc": (a, b) => b.priceOre - a.priceOre || byName(a, b),
    name: byName,
  };
  const sort = SORTS.includes(opts.sort as ShopSort) ? (opts.sort as ShopSort) : "popularity";
  return [...list].sort(cmp[sort]);
}

/** What decides a "Köps ofta tillsammans" partner (ADR 038): the product page and the pricing engine read the same rule. */
export interface TogetherCandidate {
  id: string;
  kind: string;
  isBundle: boolean;
  stockStatus: StockStatus;
}

/** The same blend in another size (sleep ↔ sleep-mini): not a sensible "together" partner. */
function sameBlend(a: string, b: string): boolean {
  const base = (id: string) => id.replace(/-mini$/, "");
  return base(a) === base(b);
}

/**
 * The partner for "Köps ofta tillsammans": the first related product (active ones, in the product's related order)
 * that can be bought, is not a bundle, is not the same blend in another size, and preferably is of another kind
 * (tea + tesil). The pair earns the together discount in the cart (ADR 038).
 */
export function pickTogetherPartner<T extends TogetherCandidate>(product: { id: string; kind: string }, related: readonly T[]): T | null {
  const buyable = related.filter((p) => p.stockStatus !== "out_of_stock" && !p.isBundle && !sameBlend(p.id, product.id));
  return buyable.find((p) => p.kind !== product.kind) ?? buyable[0] ?? null;
}
