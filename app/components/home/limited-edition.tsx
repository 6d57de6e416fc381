import { useId, useState } from "react";
import { Link } from "react-router";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { home } from "~/content/home";
import { cn } from "~/lib/cn";
import { ArrowButton, SlideDots, useHydrated } from "./carousel-controls";
import type { HomeData } from "./home-data";
import { artImage } from "~/lib/art";

/**
 * Midvinter, the limited edition: three slides that loop (next after the last is the first), with the
 * price from the database, a buy button and a read-more link. It moves only when asked to, so nothing
 * on the page rotates besides the hero. All slides share one grid cell: the tallest sets the height.
 */
export function LimitedEdition({ product }: { product: NonNullable<HomeData["limited"]> }) {
  const t = home.limited;
  const count = t.slides.length;
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const slidesId = `${useId()}-slides`;
  const show = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label={t.label} className="page py-10 render-when-near">
      <div className="grid overflow-hidden rounded-[2rem] bg-[#5b1a26] text-white md:grid-cols-2">
        <div className="flex flex-col px-6 py-10 sm:px-12 sm:py-14">
          <div className="flex flex-wrap items-center gap-3">
            <p lang="en" className="text-xs font-medium uppercase tracking-[0.25em] text-[#e2c47e]">
              {t.eyebrow}
            </p>
            {product.lowStock && (
              <span className="rounded-full bg-[#e2c47e] px-3 py-1 text-xs font-semibold text-[#3d0f18]">{t.lowStock}</span>
            )}
          </div>

          <div id={slidesId} aria-live="polite" className="mt-6 grid">
            {t.slides.map((slide, i) => (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={home.hero.slideLabel(i + 1, count)}
                inert={i !== index}
                data-active={i === index ? "true" : undefined}
                className={cn(
                  "[grid-area:1/1] transition-[opacity,visibility] duration-500 motion-reduce:transition-none",
                  i === index ? "visible opacity-100" : "invisible opacity-0",
                )}
              >
                <h2 className="text-3xl leading-tight sm:text-5xl">{slide.title}</h2>
                <p className="mt-4 max-w-md text-lg leading-relaxed text-white/85">{slide.text}</p>
              </div>
            ))}
          </div>

          {/* The controls need JavaScript, so they come with hydration; their row is reserved so nothing moves then. */}
          <div className="mt-6 flex min-h-11 items-center gap-2">
            {hydrated && (
              <>
                <ArrowButton direction="previous" label={home.hero.previous} controls={slidesId} onClick={() => show(index - 1)} />
                <SlideDots count={count} active={index} label={home.hero.goTo} controls={slidesId} onSelect={show} />
                <ArrowButton direction="next" label={home.hero.next} controls={slidesId} onClick={() => show(index + 1)} />
              </>
            )}
          </div>

          <div className="mt-auto pt-10">
            <p className="font-serif text-3xl" data-price>
              {t.price(product.priceOre)}
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
              <AddToCartButton
                productId={product.id}
                productName={product.name}
                soldOut={product.soldOut}
                label={t.buy}
                variant="secondary"
                className="sm:w-auto"
              />
              <Link
                to={`/product/${product.id}`}
                className="inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-medium text-white ring-1 ring-white/50 transition-colors hover:bg-white/10 focus-visible:outline-white"
              >
                {t.readMore}
              </Link>
            </div>
          </div>
        </div>

        <div className="relative order-first aspect-[4/3] bg-oat-dark md:order-none md:aspect-auto">
          <img
            {...artImage(product.image, "(min-width: 768px) 50vw, 100vw")}
            alt={t.imageAlt}
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
        </div>
      </div>
    </section>
  );
}
