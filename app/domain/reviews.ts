/** Product ratings from real reviews (ADR 008, ADR 019): no invented numbers, nothing while there are none. */
import type { ProductRating } from "./catalogue";

export interface ReviewView {
  id: number;
  authorName: string;
  rating: number;
  title: string;
  comment: string;
  createdAt: Date;
  /** Set when the author has changed the review since it was first written. */
  editedAt: Date | null;
  verifiedPurchase: boolean;
}

/** The viewer's own review of the product, to fill in the form when they edit it. */
export interface OwnReview {
  rating: number;
  title: string;
  comment: string;
  /** Set while the shop has hidden the review: the reason the author was told. */
  hiddenReason?: string | null;
}

/**
 * The average (to one decimal, half up, as the cards and JSON-LD show it) and the count, from the sum of
 * the ratings and their number. Null when there are no reviews.
 */
export function ratingSummary(sum: number, count: number): ProductRating | null {
  if (!Number.isInteger(sum) || !Number.isInteger(count) || count <= 0) return null;
  return { average: Math.round((sum * 10) / count) / 10, count };
}
