/**
 * What the product page needs beyond the product itself: the subscription price, the
 * "köps ofta tillsammans" partner, the matching mini for "Prova först", the Product JSON-LD (with
 * aggregateRating only when real reviews exist), and the reviews with the viewer's own one.
 * Named query functions taking `db` first.
 */
import { pickTogetherPartner, toSummary, type ProductDetail, type ProductSummary } from "~/domain/catalogue";
import type { Ore } from "~/domain/money";
import { RETURNS, SHIPPING, SHOP } from "~/domain/constants";
import { reductionInForce } from "~/domain/reduced-price";
import type { MetaTag } from "~/domain/seo";
import type { ShippingRule } from "~/domain/shop-facts";
import { productJsonLd, type OfferTerms } from "~/domain/structured-data";
import { seoCopy } from "~/content/seo";
import { headFor } from "./page-head.server";
import { getShippingRule } from "./shop-identity.server";
import { subscriptionMonthlyOre } from "~/domain/pricing";
import { getProduct, getProductDetail, productRatings, reductionOf, rowsAtPrice, type ProductRow } from "./catalogue.server";
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
  /** The page's head: title, description, canonical, Open Graph, Twitter card, Product and BreadcrumbList (ADR 078). */
  head: MetaTag[];
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

/** What every Offer says about shipping and returns: the shop's shipping rule in force (ADR 063) and the open purchase. */
export function offerTerms(shipping: ShippingRule): OfferTerms {
  return {
    shippingFeeOre: shipping.feeOre,
    freeShippingFromOre: shipping.freeFromOre,
    returnDays: RETURNS.openPurchaseDays,
    handlingDays: SHIPPING.dispatchDays,
    // "Levereras inom 2–4 arbetsdagar" counts from the order: the transit is what is left after the dispatch.
    transitDays: { min: SHIPPING.deliveryDays.min - SHIPPING.dispatchDays.min, max: SHIPPING.deliveryDays.max - SHIPPING.dispatchDays.max },
  };
}

/** schema.org Product (React Router's meta escapes it for the <script type="application/ld+json">), ADR 078. */
export function productJsonLdOf(
  product: ProductSummary & { photos?: { src: string }[] },
  origin: string,
  shipping: ShippingRule,
  priceEndsAt: Date | null,
): Record<string, unknown> {
  return productJsonLd(
    {
      id: product.id,
      name: product.name,
      description: product.description,
      // Every photo of the owner's, in their order (ADR 079); the drawn art while there are none.
      images: (product.photos?.length ? product.photos.map((p) => p.src) : [product.image]).map((src) => `${origin}${largestRendering(src)}`),
      priceOre: product.priceOre,
      stockStatus: product.stockStatus,
      rating: product.rating,
      priceEndsAt,
    },
    { publicUrl: origin, brand: SHOP.name, terms: offerTerms(shipping) },
  );
}

/** When the price in force ends: a running reduction's end (exclusive); null for the regular price. */
export function priceEndsAt(row: ProductRow | undefined, now: Date): Date | null {
  if (!row) return null;
  return reductionInForce(row.priceOre, reductionOf(row), now)?.until ?? null;
}

export async function getProductPage(db: Db, id: string, now: Date, origin: string, viewerId: string | null = null): Promise<ProductPageData | null> {
  const [detail, mini, reviews, ownReview, row, shipping, organic] = await Promise.all([
    getProductDetail(db, id, now),
    getMini(db, id, now),
    listReviews(db, id),
    viewerId ? getOwnReview(db, id, viewerId) : null,
    getProduct(db, id),
    getShippingRule(db),
    getSettingsSection(db, "organic"),
  ]);
  if (!detail) return null;
  // Organic only with the control body's code (EU 2018/848; ADR 077): without it the claims are taken out.
  const code = organic.controlBody;
  const product = { ...organicTexts(detail, code), bundleParts: detail.bundleParts.map((p) => organicTexts(p, code)), related: detail.related.map((p) => organicTexts(p, code)) };
  const jsonLd = productJsonLdOf(product, origin, shipping, priceEndsAt(row, now));
  return {
    product,
    subscriptionPriceOre: subscriptionPrice(product),
    together: pickTogether(product),
    mini: mini && organicTexts(mini, code),
    jsonLd,
    head: headFor(
      {
        path: `/product/${encodeURIComponent(product.id)}`,
        title: `${product.name} – Stilla`,
        description: product.description,
        image: largestRendering(product.image),
        imageAlt: seoCopy.productImageAlt(product.name),
        type: "product",
        crumb: product.name,
        jsonLd: [jsonLd],
      },
      origin,
    ),
    reviews,
    viewer: { signedIn: viewerId !== null, ownReview },
  };
}
