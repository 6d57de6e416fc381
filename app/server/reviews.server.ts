/**
 * Product reviews: the list on the product page (newest first, author's full name or 'Anonym',
 * 'Verifierat köp' for authors with a paid order containing the product), one review per user and
 * product (a second submit edits the first), rate-limited submits, and the ratings for product cards.
 * A review the shop has hidden (ADR 027) is kept but left out of the list and every rating; its author
 * still sees it, with the reason, in their own form.
 * Named functions taking `db` first.
 */
import { and, count, desc, eq, inArray, isNull, sql, sum } from "drizzle-orm";
import { REVIEW_RATE_LIMIT, reviewsCopy } from "~/content/reviews";
import type { ProductRating } from "~/domain/catalogue";
import { ratingSummary, type OwnReview, type ReviewView } from "~/domain/reviews";
import type { ReviewInput } from "~/domain/schemas";
import type { Db } from "./db.server";
import { hitRateLimit } from "./rate-limit.server";
import { afterCatalogueWrite, cachedDerived } from "./catalogue-cache.server";
import { order, orderItem, product, profile, review } from "./schema";

export type { OwnReview, ReviewView };

/** True when the review's author has a paid order with a line for the review's product. */
const verifiedPurchase = sql<boolean>`exists (
  select 1 from ${order} inner join ${orderItem} on ${orderItem.orderId} = ${order.id}
  where ${order.userId} = ${review.userId} and ${order.paymentStatus} in ('paid', 'partially_refunded', 'refunded')
    and ${orderItem.productId} = ${review.productId}
)`;

/** Newest first (ties by id, so two reviews in the same instant keep a stable order). */
export async function listReviews(db: Db, productId: string): Promise<ReviewView[]> {
  return cachedDerived(db, `reviews:${productId}`, () => readReviews(db, productId)) ?? readReviews(db, productId);
}

async function readReviews(db: Db, productId: string): Promise<ReviewView[]> {
  const rows = await db
    .select({
      id: review.id,
      fullName: profile.fullName,
      rating: review.rating,
      title: review.title,
      comment: review.comment,
      createdAt: review.createdAt,
      updatedAt: review.updatedAt,
      verified: verifiedPurchase,
    })
    .from(review)
    .leftJoin(profile, eq(profile.userId, review.userId))
    .where(and(eq(review.productId, productId), isNull(review.hiddenAt)))
    .orderBy(desc(review.createdAt), desc(review.id));
  return rows.map((r) => ({
    id: r.id,
    authorName: r.fullName?.trim() || reviewsCopy.anonymous,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    createdAt: r.createdAt,
    editedAt: r.updatedAt.getTime() > r.createdAt.getTime() ? r.updatedAt : null,
    // PGlite and node-postgres both map boolean; be strict about anything else.
    verifiedPurchase: r.verified === true,
  }));
}

export async function getOwnReview(db: Db, productId: string, userId: string): Promise<OwnReview | null> {
  const [row] = await db
    .select({ rating: review.rating, title: review.title, comment: review.comment, hiddenReason: review.hiddenReason })
    .from(review)
    .where(and(eq(review.productId, productId), eq(review.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The rating (average to one decimal and count) per product, in one query; products without reviews are absent. */
export async function ratingsFor(db: Db, productIds: string[]): Promise<Map<string, ProductRating>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productId: review.productId, total: sum(review.rating).mapWith(Number), n: count() })
    .from(review)
    .where(and(inArray(review.productId, ids), isNull(review.hiddenAt)))
    .groupBy(review.productId);
  const out = new Map<string, ProductRating>();
  for (const r of rows) {
    const rating = ratingSummary(r.total, r.n);
    if (rating) out.set(r.productId, rating);
  }
  return out;
}

/**
 * Writes the user's review of the product, or replaces their earlier one (same row, first date kept).
 * Returns whether a new review was created.
 */
export async function upsertReview(db: Db, input: ReviewInput & { userId: string; productId: string; now: Date }): Promise<{ created: boolean }> {
  const { userId, productId, rating, title, comment, now } = input;
  const [row] = await afterCatalogueWrite(db, db
    .insert(review)
    .values({ userId, productId, rating, title, comment, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [review.productId, review.userId],
      set: { rating, title, comment, updatedAt: now },
    })
    // xmax is 0 for a freshly inserted row version and non-zero for one written by ON CONFLICT DO UPDATE.
    .returning({ created: sql<boolean>`(xmax = 0)` }));
  return { created: row?.created === true };
}

export type SubmitReviewResult = { ok: true; created: boolean } | { ok: false; reason: string; status: number; retryAfterSeconds?: number };

/**
 * The review action's work: a rate limit per user (scaled by RATE_LIMIT_SCALE), an active product, then
 * the upsert. Input is already validated by ReviewSchema; the caller has checked the user is signed in.
 */
export async function submitReview(
  db: Db,
  input: ReviewInput & { userId: string; productId: string },
  opts: { now: Date; rateLimitScale?: number },
): Promise<SubmitReviewResult> {
  const { now, rateLimitScale = 1 } = opts;
  const limit = await hitRateLimit(db, `review:${input.userId}`, {
    limit: REVIEW_RATE_LIMIT.limit * rateLimitScale,
    windowMs: REVIEW_RATE_LIMIT.windowMs,
    now: now.getTime(),
  });
  if (!limit.allowed) {
    return { ok: false, reason: reviewsCopy.errors.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)), status: 429, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const [p] = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.id, input.productId), eq(product.active, true)))
    .limit(1);
  if (!p) return { ok: false, reason: reviewsCopy.errors.productMissing, status: 404 };
  const { created } = await upsertReview(db, { ...input, now });
  return { ok: true, created };
}
