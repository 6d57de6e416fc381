import { Link } from "react-router";
import type { ProductSummary } from "~/domain/catalogue";
import { christmasCopy as t } from "~/content/pages";
import { ProductCard } from "~/components/shop/product-card";
import { buttonClass } from "~/components/ui/button";
import { artImage } from "~/lib/art";

function Snowflake({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 120" className={className} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M60 6v108M13 33l94 54M13 87l94-54" />
      <path d="M60 6l-10 11M60 6l10 11M60 114l-10-11M60 114l10-11M13 33l14 3M13 33l4 14M107 87l-14-3M107 87l-4-14M13 87l4-14M13 87l14-3M107 33l-4 14M107 33l-14 3" />
    </svg>
  );
}

interface Story {
  id: string;
  name: string;
  paragraphs: string[];
  ingredients: string[];
  howToUse: string[];
}

export function ChristmasPage({ products, stories, pairings }: { products: ProductSummary[]; stories: Story[]; pairings: ProductSummary[] }) {
  return (
    <div className="page pt-6 pb-20">
      <section className="relative grid items-center gap-10 overflow-hidden rounded-[2rem] bg-[#6B1B26] px-6 py-14 text-white sm:px-12 sm:py-16 md:grid-cols-[1fr_18rem]">
        <Snowflake className="absolute -top-10 -left-10 size-48 text-white/5" />
        <div className="relative">
          <p className="text-xs font-medium tracking-[0.25em] text-[#F2D898] uppercase">{t.eyebrow}</p>
          <h1 className="mt-4 text-5xl sm:text-6xl">{t.title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/90">{t.lead}</p>
          <Link to="/shop" className={buttonClass("secondary", "mt-10 ring-0")}>
            {t.toShop}
          </Link>
        </div>
        <div aria-hidden="true" className="relative hidden md:block">
          <Snowflake className="absolute -top-8 -right-8 size-28 text-[#F2D898]/30" />
          <img {...artImage("/images/products/midvinter.svg", "288px")} alt="" width={288} height={288} className="rounded-full ring-8 ring-white/10" />
        </div>
      </section>

      <section aria-labelledby="christmas-products" className="mt-16">
        <h2 id="christmas-products" className="text-3xl">
          {t.productsTitle}
        </h2>
        <div className="mt-8 grid items-start gap-10 md:grid-cols-[minmax(0,22rem)_1fr]">
          {products.length > 0 ? (
            <ul className="grid gap-6">
              {products.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} priority={i === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-3xl bg-white/60 p-8 text-ink-soft ring-1 ring-ink/5">{t.empty}</p>
          )}
          <ul className="space-y-8 md:pt-4">
            {t.notes.map((n) => (
              <li key={n.title} className="border-l-2 border-gold/60 pl-5">
                <h3 className="font-serif text-2xl">{n.title}</h3>
                <p className="mt-2 max-w-md leading-relaxed text-ink-soft">{n.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {stories.map((story) => (
        <section key={story.id} aria-labelledby={`story-${story.id}`} className="mt-20 grid gap-10 md:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="max-w-2xl">
            <h2 id={`story-${story.id}`} className="text-3xl">
              {t.storyTitle(story.name)}
            </h2>
            {story.paragraphs.map((p) => (
              <p key={p.slice(0, 40)} className="mt-5 text-lg leading-relaxed text-ink-soft">
                {p}
              </p>
            ))}
            <Link to={`/product/${story.id}`} className="mt-6 inline-block text-indigo underline underline-offset-4">
              {t.toProduct(story.name)}
            </Link>
          </div>
          <div className="space-y-8">
            <div className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">
              <h3 className="text-xl">{t.ingredientsTitle}</h3>
              <ul className="mt-3 space-y-1 text-ink-soft">
                {story.ingredients.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            </div>
            <div className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">
              <h3 className="text-xl">{t.brewTitle}</h3>
              <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink-soft">
                {story.howToUse.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          </div>
        </section>
      ))}

      {pairings.length > 0 && (
        <section aria-labelledby="christmas-pairings" className="mt-20">
          <h2 id="christmas-pairings" className="text-3xl">
            {t.pairingsTitle}
          </h2>
          <p className="mt-3 text-ink-soft">{t.pairingsLead}</p>
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
            {pairings.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="christmas-gift" className="mt-20 rounded-[2rem] bg-[#6B1B26] px-6 py-10 text-white sm:px-12">
        <h2 id="christmas-gift" className="text-3xl">
          {t.giftTitle}
        </h2>
        <p className="mt-4 max-w-xl leading-relaxed text-white/90">{t.giftText}</p>
        <Link to="/gift-card" className={buttonClass("secondary", "mt-8 ring-0")}>
          {t.giftLink}
        </Link>
      </section>
    </div>
  );
}
