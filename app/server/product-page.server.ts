/**
 * What the product page needs beyond the product itself: the subscription price, the
 * "köps ofta tillsammans" partner, the matching mini for "Prova först", the Product JSON-LD (with
 * aggregateRating only when real reviews exist), and the reviews with the viewer's own one.
 * Named query functions taking `db` first.
 */
import { pickTogetherPartner, toSummary, type ProductDetail, type ProductSummary } from "~/domain/catalogue";
import { formatKronorDecimal, type Ore } from "~/domain/money";
import { subscriptionMonthlyOre } from "~/domain/pricing";
import { getProduct, getProductDetail, productRatings, rowsAtPrice } from "./catalogue.server";
import type { Db } from "./db.server";
import { getOwnReview, listReviews, type OwnReview, type ReviewView } from "./reviews.server";
import { getSettingsSection } from "./site-settings.server";
import { organicTexts } from "~/domain/organic";
import { largestRendering } from "~/lib/art";

export interface ProductPageData {
  product: ProductDetail;
  /** Monthly subscription price (shown, not purchasable); null where no subscription is offered. */
  subscriptionPriceOre: Ore | null;
  /** The related product shown with this one in "Köps ofta tillsammans"; null when none fits. */
  together: ProductSummary | null;
  /** The matching mini for the "Prova först" offer (sleep → sleep-mini …); null elsewhere. */
  mini: ProductSummary | null;
  jsonLd: Record<string, unknown>;
  /** Newest first, from real reviews. */
  reviews: ReviewView[];
  /** Whether someone is signed in (only they may write a review), and their own review of this product. */
  viewer: { signedIn: boolean; ownReview: OwnReview | null };
}

/** Subscriptions are offered (not yet sold) for the everyday blends only. */
export function subscriptionPrice(product: Pick<ProductSummary, "kind" | "priceOre">): Ore | null {
  if (product.kind !== "blend") return null;
  return subscriptionMonthlyOre(product.priceOre);
}

/** The partner for "Köps ofta tillsammans" (the domain's rule, which the cart's together discount reads too). */
export function pickTogether(product: ProductDetail): ProductSummary | null {
  return pickTogetherPartner(product, product.related);
}

const MINI_FOR: Record<string, string> = { sleep: "sleep-mini", calm: "calm-mini", focus: "focus-mini" };

async function getMini(db: Db, productId: string, now: Date): Promise<ProductSummary | null> {
  const miniId = MINI_FOR[productId];
  if (!miniId) return null;
  const [row, ratings] = await Promise.all([getProduct(db, miniId), productRatings(db, [miniId])]);
  if (!row) return null;
  // At the price in force now, as every other card shows it (a reduction's while it runs, ADR 036).
  const [priced] = await rowsAtPrice(db, [row], now);
  const mini = toSummary(priced!, new Map([[row.id, priced!]]), ratings.get(row.id) ?? null);
  return mini.stockStatus === "out_of_stock" ? null : mini;
}

const AVAILABILITY = {
  in_stock: "https://schema.org/InStock",
  low_stock: "https://schema.org/LimitedAvailability",
  out_of_stock: "https://schema.org/OutOfStock",
} as const;

/** schema.org Product (React Router's meta escapes it for the <script type="application/ld+json">). */
export function productJsonLd(product: ProductSummary, origin: string): Record<string, unknown> {
  const url = `${origin}/product/${encodeURIComponent(product.id)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: `${origin}${largestRendering(product.image)}`,
    sku: product.id,
    brand: { "@type": "Brand", name: "Stilla" },
    ...(product.rating && product.rating.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating.average, reviewCount: product.rating.count } }
      : {}),
    offers: {
      "@type": "Offer",
      url,
      price: formatKronorDecimal(product.priceOre, "."), // "249.00"
      priceCurrency: "SEK",
      availability: AVAILABILITY[product.stockStatus],
    },
  };
}

export async function getProductPage(db: Db, id: string, now: Date, origin: string, viewerId: string | null = null): Promise<ProductPageData | null> {
  const [detail, mini, reviews, ownReview, organic] = await Promise.all([
    getProductDetail(db, id, now),
    getMini(db, id, now),
    listReviews(db, id),
    viewerId ? getOwnReview(db, id, viewerId) : null,
    getSettingsSection(db, "organic"),
  ]);
  if (!detail) return null;
  // Organic only with the control body's code (EU 2018/848; ADR 077): without it the claims are taken out.
  const code = organic.controlBody;
  const product = { ...organicTexts(detail, code), bundleParts: detail.bundleParts.map((p) => organicTexts(p, code)), related: detail.related.map((p) => organicTexts(p, code)) };
  return {
    product,
    subscriptionPriceOre: subscriptionPrice(product),
    together: pickTogether(product),
    mini: mini && organicTexts(mini, code),
    jsonLd: productJsonLd(product, origin),
    reviews,
    viewer: { signedIn: viewerId !== null, ownReview },
  };
}
