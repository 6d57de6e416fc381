import { cardCopy } from "~/content/product-card";
import type { ProductRating } from "~/domain/catalogue";
import { cn } from "~/lib/cn";

const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

/** Five stars filled to the average, with "4,7 av 5 (12 omdömen)" (small text, `large`: body size). Renders nothing without reviews. */
export function StarRating({ rating, large = false, className }: { rating: ProductRating | null; large?: boolean; className?: string }) {
  if (!rating || rating.count === 0) return null;
  const percent = Math.max(0, Math.min(100, (rating.average / 5) * 100));
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-0.5 text-ink-soft", large ? "text-base" : "text-sm", className)}>
      <span aria-hidden="true" className="relative inline-flex">
        <Stars className="text-ink/20" />
        <span className="absolute inset-y-0 left-0 overflow-hidden text-gold" style={{ width: `${percent}%` }}>
          <Stars />
        </span>
      </span>
      <span>{cardCopy.rating(rating.average, rating.count)}</span>
    </p>
  );
}

function Stars({ className }: { className?: string }) {
  return (
    <span className={cn("flex gap-0.5", className)}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} width="16" height="16" viewBox="0 0 20 20" className="shrink-0" fill="currentColor">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
