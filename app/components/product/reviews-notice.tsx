import { reviewsListCopy } from "~/content/reviews-list";

/** How reviews are checked: consumers have a right to know whether reviews come from buyers (since 2022). */
export function ReviewsNotice() {
  const { notice } = reviewsListCopy;
  return (
    <aside aria-labelledby="reviews-notice-title" className="rounded-2xl bg-white/70 p-5 text-sm ring-1 ring-ink/5">
      <h3 id="reviews-notice-title" className="font-sans text-base font-semibold">
        {notice.title}
      </h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink-soft">
        {notice.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </aside>
  );
}
