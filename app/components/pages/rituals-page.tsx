import { Link } from "react-router";
import { ritualsCopy as t } from "~/content/pages";
import { buttonClass } from "~/components/ui/button";
import { artImage } from "~/lib/art";

const TONES = {
  morning: { bg: "bg-[#F4E6C4]", dot: "bg-[#B8862F]", image: "/images/products/focus.svg" },
  forenoon: { bg: "bg-oat-dark", dot: "bg-gold", image: "/images/products/focus-mini.svg" },
  midday: { bg: "bg-sage-light", dot: "bg-sage", image: "/images/products/calm.svg" },
  evening: { bg: "bg-lavender/50", dot: "bg-indigo", image: "/images/products/sleep.svg" },
} as const;

export function RitualsPage() {
  return (
    <div className="page pt-6 pb-20">
      <header className="max-w-2xl py-10">
        <p className="text-xs font-medium tracking-[0.25em] text-sage uppercase">{t.eyebrow}</p>
        <h1 className="mt-4 text-5xl leading-tight">{t.title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft">{t.lead}</p>
      </header>

      <ol className="space-y-8">
        {t.rituals.map((r, i) => {
          const tone = TONES[r.id];
          return (
            <li key={r.id}>
              <article
                aria-labelledby={`ritual-${r.id}`}
                className={`grid overflow-hidden rounded-[2rem] ${tone.bg} ${i % 2 === 1 ? "md:grid-cols-[18rem_1fr]" : "md:grid-cols-[1fr_18rem]"}`}
              >
                <div className={`p-8 sm:p-10 ${i % 2 === 1 ? "md:order-last" : ""}`}>
                  <p className="inline-flex items-center gap-2 rounded-full bg-white/70 px-3 py-1 text-sm font-medium tabular-nums">
                    <span aria-hidden="true" className={`size-2 rounded-full ${tone.dot}`} />
                    {t.time(r.label, r.from, r.to)}
                  </p>
                  <h2 id={`ritual-${r.id}`} className="mt-4 text-3xl">
                    {r.title}
                  </h2>
                  <p className="mt-3 max-w-xl leading-relaxed text-ink-soft">{r.text}</p>
                  <ul className="mt-5 space-y-2 text-sm">
                    {r.steps.map((s) => (
                      <li key={s} className="flex gap-3">
                        <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-ink/40" />
                        {s}
                      </li>
                    ))}
                  </ul>
                  <Link to={`/product/${r.productId}`} className={buttonClass("primary", "mt-8")}>
                    {t.toProduct(r.productName)}
                  </Link>
                </div>
                <img {...artImage(tone.image, "288px")} alt="" width={288} height={288} loading={i === 0 ? "eager" : "lazy"} className="hidden h-full w-full object-cover md:block" />
              </article>
            </li>
          );
        })}
      </ol>

      <section className="mt-16 rounded-[2rem] bg-white/60 p-10 text-center ring-1 ring-ink/5">
        <h2 className="text-3xl">{t.shopTitle}</h2>
        <p className="mx-auto mt-3 max-w-lg text-ink-soft">{t.shopText}</p>
        <Link to="/shop" className={buttonClass("secondary", "mt-6")}>
          {t.toShop}
        </Link>
      </section>
    </div>
  );
}
