import type { ProductSummary } from "~/domain/catalogue";
import { ProductCard } from "./product-card";

/**
 * A card below the first screen is laid out when it comes near (ADR 050, ADR 052): its placeholder until then is a
 * card's height, and no width of its own, so the grid's columns stay as they are.
 */
const CARD_PLACEHOLDER = { containIntrinsicSize: "auto none auto 24rem" } as const;

/** A titled grid of product cards (h2 section heading, h3 card names). Left out when it has no products. */
export function ProductSection({
  id,
  title,
  intro,
  products,
  priorityCount = 0,
}: {
  id: string;
  title: React.ReactNode;
  intro?: string;
  products: ProductSummary[];
  /** How many of the first cards load their image eagerly (the ones above the fold); the others render when near. */
  priorityCount?: number;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-14 first:mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 border-b border-ink/10 pb-4">
        <h2 id={`${id}-title`} className="text-3xl text-indigo">
          {title}
        </h2>
        {intro && <p className="max-w-xl text-ink-soft">{intro}</p>}
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product, index) => {
          const priority = index < priorityCount;
          return (
            <li key={product.id} className={priority ? undefined : "render-when-near"} style={priority ? undefined : CARD_PLACEHOLDER}>
              <ProductCard product={product} priority={priority} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
