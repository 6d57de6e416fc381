import type { ReviewView } from "~/domain/reviews";
import { reviewsCopy } from "~/content/reviews";
import { ReviewStars } from "./reviews-stars";

const t = reviewsCopy;

/** Newest first. Everything the customer wrote is rendered as text (React escapes it). */
export function ReviewsList({ reviews }: { reviews: ReviewView[] }) {
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
          </article>
        </li>
      ))}
    </ol>
  );
}
