import { Link } from "react-router";
import { aboutCopy as t } from "~/content/pages";
import { organicCopy } from "~/content/organic";
import { buttonClass } from "~/components/ui/button";
import { artImage } from "~/lib/art";

const ICONS = [
  // a sprig
  "M12 21V9m0 0c0-3 2-5 5-6-0 3-2 5-5 6zm0 4c0-3-2-5-5-6 0 3 2 5 5 6z",
  // an hourglass
  "M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9",
  // an open hand / heart
  "M12 20s-7-4.4-7-9.5A3.8 3.8 0 0 1 12 8a3.8 3.8 0 0 1 7 2.5C19 15.6 12 20 12 20z",
];

export function AboutPage({ organicControlBody }: { organicControlBody: string | null }) {
  return (
    <div className="page pt-6 pb-20">
      <section className="grid items-center gap-10 py-10 md:grid-cols-[1fr_22rem]">
        <div>
          <p className="text-xs font-medium tracking-[0.25em] text-sage uppercase">{t.eyebrow}</p>
          <h1 className="mt-4 text-5xl leading-tight">{t.title}</h1>
          <div className="mt-8 max-w-2xl space-y-5 text-lg leading-relaxed text-ink-soft">
            {t.story.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <img {...artImage("/images/products/bundle-complete.svg", "352px")} alt="" width={352} height={352} className="hidden rounded-[2rem] md:block" />
      </section>

      <section aria-labelledby="values-title" className="mt-12">
        <h2 id="values-title" className="text-3xl">
          {t.valuesTitle}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {t.values.map((v, i) => (
            <li key={v.title} className="rounded-3xl bg-white/70 p-8 ring-1 ring-ink/5">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" className="text-sage">
                <path d={ICONS[i]} />
              </svg>
              <h3 className="mt-4 text-2xl">{v.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-soft">
                {v.text}
                {i === 0 && organicControlBody && ` ${organicCopy.about(organicControlBody)}`}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-16 rounded-[2rem] bg-indigo px-8 py-12 text-center text-white">
        <h2 className="text-3xl">{t.closingTitle}</h2>
        <p className="mx-auto mt-3 max-w-xl text-white/85">{t.closingText}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/shop" className={buttonClass("secondary", "ring-0")}>
            {t.toShop}
          </Link>
          <Link to="/contact" className="inline-flex items-center justify-center rounded-full px-6 py-3 font-medium text-white ring-1 ring-white/50 hover:bg-white/10">
            {t.toContact}
          </Link>
        </div>
      </section>
    </div>
  );
}
