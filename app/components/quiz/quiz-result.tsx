import { Link } from "react-router";
import type { ProductSummary } from "~/domain/catalogue";
import { QUIZ_OUTCOMES, type QuizOutcome, type QuizScores } from "~/domain/quiz";
import { quizCopy } from "~/content/quiz";
import { cardCopy } from "~/content/product-card";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { PriceTag } from "~/components/shop/price-tag";
import { buttonClass } from "~/components/ui/button";
import { artImage } from "~/lib/art";

const t = quizCopy.result;

/** The recommended blend as the catalogue has it now (name, image, price), with add to cart and "Börja om". */
export function QuizResult({
  outcome,
  scores,
  product,
  headingRef,
}: {
  outcome: QuizOutcome;
  scores: QuizScores;
  product: ProductSummary | null;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const copy = quizCopy.outcomes[outcome];
  return (
    <section aria-labelledby="quiz-result-title" data-outcome={outcome}>
      <p className="text-xs font-medium tracking-[0.25em] text-ink-soft uppercase">{t.eyebrow}</p>
      <h2 id="quiz-result-title" ref={headingRef} tabIndex={-1} className="mt-3 text-3xl leading-tight focus:outline-none sm:text-4xl">
        {t.title(product?.name ?? copy.label)}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft">{copy.why}</p>

      {product ? (
        <article className="mt-8 grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/5 sm:grid-cols-[14rem_1fr]">
          <img {...artImage(product.image, "(min-width: 640px) 14rem, 100vw")} alt={cardCopy.imageAlt(product)} width={448} height={448} className="aspect-square h-full w-full bg-oat-dark object-cover" />
          <div className="flex flex-col p-6">
            <h3 className="text-2xl">
              <Link to={`/product/${product.id}`} className="hover:text-indigo hover:underline">
                {product.name}
              </Link>
            </h3>
            <p className="mt-1 text-ink-soft">{product.tagline}</p>
            <PriceTag product={product} size="lg" className="mt-4" />
            <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row sm:items-start">
              <AddToCartButton productId={product.id} productName={product.name} soldOut={product.stockStatus === "out_of_stock"} className="sm:flex-1" />
              <Link to={`/product/${product.id}`} className={buttonClass("secondary", "sm:flex-1")}>
                {t.readMore(product.name)}
              </Link>
            </div>
          </div>
        </article>
      ) : (
        <p className="mt-8 rounded-3xl bg-white/60 p-6 text-ink-soft ring-1 ring-ink/5">
          {t.unavailable}{" "}
          <Link to="/shop" className="underline underline-offset-4">
            {t.toShop}
          </Link>
        </p>
      )}

      <h3 className="mt-10 text-xl">{t.scoresTitle}</h3>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {QUIZ_OUTCOMES.map((o) => (
          <li key={o} className={`rounded-full px-4 py-1.5 ${o === outcome ? "bg-sage text-white" : "bg-white/70 ring-1 ring-ink/10"}`}>
            {t.scores(quizCopy.outcomes[o].label, scores[o])}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-soft">{t.note}</p>

      <Link to="/quiz" preventScrollReset className={buttonClass("secondary", "mt-8")}>
        {quizCopy.restart}
      </Link>
    </section>
  );
}
