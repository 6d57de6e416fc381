import { useId } from "react";
import { reviewsCopy } from "~/content/reviews";
import { cn } from "~/lib/cn";
import { StarIcon } from "./reviews-stars";

const t = reviewsCopy;

/**
 * The rating as a radio group named 'Betyg' (native keyboard handling, works without JavaScript).
 * Each radio is named '4 av 5 stjärnor'; the stars up to the checked one fill through CSS (:has), so
 * the choice shows without JavaScript too.
 */
export function StarRatingInput({ defaultValue, error, errorId }: { defaultValue?: number; error?: string; errorId: string }) {
  const legendId = useId();
  return (
    <fieldset role="radiogroup" aria-labelledby={legendId} aria-describedby={error ? errorId : undefined}>
      <legend id={legendId} className="text-sm font-medium">
        {t.form.rating}
      </legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className={cn(
              "relative cursor-pointer rounded-md p-1 text-ink/30 transition-colors hover:text-gold/70",
              "has-checked:text-gold [&:has(~label_input:checked)]:text-gold",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo",
            )}
          >
            <StarIcon className="size-8" />
            <span className="sr-only">{t.starsLabel(n)}</span>
            {/* Transparent over the star: the star is what one clicks, the radio is what is checked. */}
            <input
              type="radio"
              name="rating"
              value={n}
              defaultChecked={defaultValue === n}
              aria-invalid={error ? true : undefined}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-clay">
          {error}
        </p>
      )}
    </fieldset>
  );
}
