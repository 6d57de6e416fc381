import { subscriptionCopy as t } from "~/content/subscription";
import { SubscribeNow } from "./subscribe-now";
import type { SubscriptionBox, WaitlistActionData } from "./types";
import { WaitlistForm } from "./waitlist-form";
import { artImage } from "~/lib/art";

/** Sleep Ritual Box (spec §2 Subscription): prices from the database, not purchasable yet, a waitlist. */
export function SubscriptionPage({ box, actionData }: { box: SubscriptionBox | null; actionData: WaitlistActionData | undefined }) {
  return (
    <div className="page pt-6 pb-20">
      <section className="grid overflow-hidden rounded-[2rem] bg-indigo text-white md:grid-cols-[1.2fr_1fr]">
        <div className="px-6 py-12 sm:px-12 sm:py-14">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-xs font-medium tracking-[0.25em] text-lavender uppercase">{t.eyebrow}</p>
            <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-medium">{t.badge}</span>
          </div>
          <h1 lang="en" className="mt-3 text-4xl leading-tight sm:text-6xl">
            {t.title}
          </h1>
          <p className="mt-4 max-w-lg text-lg text-white/90">{t.lead}</p>
          {box && (
            <p className="mt-8 flex flex-wrap items-baseline gap-x-4 gap-y-2" data-subscription-price>
              <span className="sr-only">{t.priceLabel} </span>
              <span className="font-serif text-4xl">{t.perMonth(box.monthlyOre)}</span>
              <span className="text-white/85">{t.compare(box.priceOre)}</span>
              <span className="rounded-full bg-lavender px-3 py-1 text-sm font-semibold text-indigo">{t.saving}</span>
            </p>
          )}
          <p className="mt-4 text-white/90">{t.firstDelivery}</p>
          <SubscribeNow />
        </div>
        <div className="relative hidden bg-oat-dark md:block">
          <img {...artImage(box?.image ?? "/images/products/sleep.svg", "50vw")} alt={t.imageAlt} width={800} height={800} className="absolute inset-0 h-full w-full object-cover" />
        </div>
      </section>

      <div className="mt-16 grid gap-12 md:grid-cols-2">
        <section aria-labelledby="box-title">
          <h2 id="box-title" className="text-3xl">
            {t.box.title}
          </h2>
          <ul className="mt-6 space-y-6">
            {t.box.items.map((item, i) => (
              <li key={i} className="border-l-2 border-lavender pl-5">
                <h3 className="font-serif text-2xl">{item.title(box?.name ?? t.title, box?.weight ?? "")}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="plans-title">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="plans-title" className="text-3xl">
              {t.plans.title}
            </h2>
            <span className="rounded-full bg-lavender/60 px-3 py-1 text-xs font-medium text-indigo">{t.plans.badge}</span>
          </div>
          <p className="mt-3 text-ink-soft">{t.plans.intro}</p>
          <ul className="mt-6 space-y-6">
            {t.plans.items.map((item) => (
              <li key={item.title} className="border-l-2 border-sage/60 pl-5">
                <h3 className="font-serif text-2xl">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="mt-16">
        <WaitlistForm actionData={actionData} />
      </div>
    </div>
  );
}
