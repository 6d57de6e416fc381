import { Link } from "react-router";
import { homeSections, type RitualId } from "~/content/home-sections";
import { cn } from "~/lib/cn";
import type { HomeData } from "./home-data";
import { SectionHeading } from "./section-heading";

const TONES: Record<RitualId, { card: string; icon: string; muted: string; ring: string }> = {
  morning: { card: "bg-[#f3e7cd] text-ink", icon: "bg-white/70 text-gold", muted: "text-ink-soft", ring: "focus-visible:after:ring-indigo" },
  focus: { card: "bg-sage-light text-ink", icon: "bg-white/70 text-sage", muted: "text-ink-soft", ring: "focus-visible:after:ring-indigo" },
  calm: { card: "bg-lavender/45 text-ink", icon: "bg-white/70 text-indigo", muted: "text-ink-soft", ring: "focus-visible:after:ring-indigo" },
  evening: { card: "bg-indigo text-white", icon: "bg-white/15 text-lavender", muted: "text-white/80", ring: "focus-visible:after:ring-lavender" },
};

const ICONS: Record<RitualId, string> = {
  morning: "M12 4v2M4.9 7.9l1.4 1.4M2.5 15h2M19.5 15h2M17.7 9.3l1.4-1.4M7 15a5 5 0 0 1 10 0M3 19h18",
  focus: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z",
  calm: "M3 10c2.5-2 4.5-2 7 0s4.5 2 7 0 3.5-1.5 4-1.8M3 15c2.5-2 4.5-2 7 0s4.5 2 7 0 3.5-1.5 4-1.8",
  evening: "M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z",
};

/** Morning, focus, calm, evening: each card links to its blend and shows 'från {price}' from the database. */
export function RitualFinder({ prices }: { prices: HomeData["ritualPrices"] }) {
  const t = homeSections.rituals;
  return (
    <section aria-labelledby="rituals-title" className="page py-14 render-when-near">
      <SectionHeading id="rituals-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} link={{ to: "/rituals", label: t.all }} />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {t.items.map((r) => {
          const product = prices[r.productId];
          const tone = TONES[r.id];
          return (
            <li key={r.id} data-ritual={r.id}>
              <article
                className={cn(
                  "group relative flex h-full flex-col rounded-3xl p-6 ring-1 ring-ink/5 transition duration-300 hover:-translate-y-1 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0",
                  tone.card,
                )}
              >
                <div className="flex items-center justify-between">
                  <span aria-hidden="true" className={cn("inline-flex h-12 w-12 items-center justify-center rounded-full", tone.icon)}>
                    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                      <path d={ICONS[r.id]} />
                    </svg>
                  </span>
                  <span className={cn("text-sm tabular-nums", tone.muted)}>{r.time}</span>
                </div>
                <h3 className="mt-6 text-2xl">
                  <Link
                    to={`/product/${r.productId}`}
                    className={cn(
                      "after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-[3px]",
                      tone.ring,
                    )}
                  >
                    {r.title}
                    {product && <span className="sr-only">{` – ${product.name}`}</span>}
                  </Link>
                </h3>
                <p className={cn("mt-2 leading-relaxed", tone.muted)}>{r.description}</p>
                {product && (
                  <div className="mt-auto pt-6">
                    <p className="flex items-baseline justify-between gap-3 border-t border-current/15 pt-4">
                      <span className="font-medium">{product.name}</span>
                      <span data-price className="text-sm">
                        {t.from(product.priceOre)}
                      </span>
                    </p>
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
