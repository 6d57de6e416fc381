import { Link } from "react-router";
import { homeSections } from "~/content/home-sections";
import type { HomeData } from "./home-data";
import { artImage } from "~/lib/art";

/** Sleep Ritual Box: the monthly price (SUBSCRIPTION.percent off the database price); not purchasable yet. */
export function SubscriptionPromo({ prices }: { prices: HomeData["subscription"] }) {
  const t = homeSections.subscription;
  return (
    <section aria-labelledby="subscription-title" className="page py-6 render-when-near">
      <div className="grid overflow-hidden rounded-[2rem] bg-indigo text-white md:grid-cols-[1.2fr_1fr]">
        <div className="px-6 py-12 sm:px-12 sm:py-14">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-xs font-medium uppercase tracking-[0.25em] text-lavender">{t.eyebrow}</p>
            <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-medium">{t.comingSoon}</span>
          </div>
          <h2 id="subscription-title" lang="en" className="mt-3 text-3xl leading-tight sm:text-5xl">
            {t.title}
          </h2>
          <p className="mt-4 max-w-lg text-white/85 sm:text-lg">{t.text}</p>
          {prices && (
            <p className="mt-8 flex flex-wrap items-baseline gap-x-4 gap-y-2" data-subscription-price>
              <span className="font-serif text-4xl">{t.perMonth(prices.monthlyOre)}</span>
              <span className="text-white/80">{t.compare(prices.priceOre)}</span>
              <span className="rounded-full bg-lavender px-3 py-1 text-sm font-semibold text-indigo">{t.saving}</span>
            </p>
          )}
          <Link
            to="/subscription"
            className="mt-8 inline-flex items-center justify-center rounded-full bg-oat px-7 py-3 font-medium text-ink transition-colors hover:bg-white focus-visible:outline-white"
          >
            {t.cta}
          </Link>
        </div>
        <div className="relative hidden bg-oat-dark md:block">
          <img
            {...artImage("/images/products/sleep.svg", "50vw")}
            alt=""
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
