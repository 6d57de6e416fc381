import { Form } from "react-router";
import type { ReviewView } from "~/domain/reviews";
import { REPORT_REASONS, reportCopy } from "~/content/reviews";
import { reviewsListCopy } from "~/content/reviews-list";
import { ReviewStars } from "./reviews-stars";

const t = reviewsListCopy;

/**
 * "Anmäl omdöme" for a signed-in customer: a disclosure with the reasons and a plain post, so it works
 * before hydration and without JavaScript; the action records one report per customer (ADR 027).
 */
function ReportForm({ productId, review }: { productId: string; review: ReviewView }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="w-fit cursor-pointer text-ink-soft underline underline-offset-2">{reportCopy.open}</summary>
      <Form method="post" action={`/product/${encodeURIComponent(productId)}`} className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="reviewId" value={review.id} />
        <label className="block">
          <span className="block">{reportCopy.label}</span>
          <select name="reason" required defaultValue="" className="mt-1 rounded-lg border border-ink/20 bg-white px-3 py-2">
            <option value="" disabled>
              {reportCopy.label}
            </option>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {reportCopy.reasons[r]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-full bg-white px-4 py-2 ring-1 ring-ink/25">
          {reportCopy.submit}
        </button>
      </Form>
    </details>
  );
}

/** Newest first. Everything the customer wrote is rendered as text (React escapes it). */
export function ReviewsList({ reviews, productId, canReport = false }: { reviews: ReviewView[]; productId: string; canReport?: boolean }) {
  if (reviews.length === 0) return <p className="text-ink-soft">{t.empty}</p>;
  return (
    <ol aria-label={t.listLabel} className="divide-y divide-ink/10">
      {reviews.map((r) => (
        <li key={r.id} className="py-6 first:pt-0" data-testid="review">
          <article aria-labelledby={`review-${r.id}-title`}>
            <div className="flex flex-wrap items-center gap-3">
              <ReviewStars rating={r.rating} />
              {r.verifiedPurchase && (
                <span title={t.verifiedHint} className="inline-flex items-center gap-1 rounded-full bg-sage-light/70 px-2.5 py-0.5 text-xs font-medium text-ink">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {t.verified}
                </span>
              )}
            </div>
            <h3 id={`review-${r.id}-title`} className="mt-2 text-xl break-words">
              {r.title}
            </h3>
            <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink-soft">{r.comment}</p>
            <p className="mt-3 text-sm text-ink-soft">
              <span className="sr-only">{t.by} </span>
              <span className="font-medium text-ink">{r.authorName}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={r.createdAt.toISOString()}>{t.formatDate(r.createdAt)}</time>
              {r.editedAt && <span> ({t.edited(t.formatDate(r.editedAt))})</span>}
            </p>
            {canReport && <ReportForm productId={productId} review={r} />}
          </article>
        </li>
      ))}
    </ol>
  );
}
