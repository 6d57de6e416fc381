import { reviewsCopy } from "~/content/reviews";
import { cn } from "~/lib/cn";

const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

export function StarIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={cn("shrink-0", className)}>
      <path d={STAR} />
    </svg>
  );
}

/** One review's whole-star rating, read out as '4 av 5 stjärnor'. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={cn("size-4", n <= rating ? "text-gold" : "text-ink/20")} />
      ))}
      <span className="sr-only">{reviewsCopy.starsLabel(rating)}</span>
    </p>
  );
}
