import { productCopy } from "~/content/product";

/** Where reviews will go (filled by the reviews work): no reviews yet, and none invented. */
export function ReviewsPlaceholder() {
  return (
    <section id="omdomen" aria-labelledby="omdomen-title" className="scroll-mt-24">
      <h2 id="omdomen-title" className="text-3xl">
        {productCopy.reviews.title}
      </h2>
      <p className="mt-3 max-w-2xl text-ink-soft">{productCopy.reviews.text}</p>
    </section>
  );
}
