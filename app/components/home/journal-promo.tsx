import { Link } from "react-router";
import { homeSections } from "~/content/home-sections";
import type { ArticleTeaser } from "./home-data";
import { SectionHeading } from "./section-heading";
import { artImage } from "~/lib/art";
import { formatCalendarDate } from "~/lib/calendar-date";

/** The three newest Journal articles, linking to /blog/{id}, and a link to /blog. */
export function JournalPromo({ articles }: { articles: ArticleTeaser[] }) {
  const t = homeSections.journal;
  return (
    <section aria-labelledby="journal-title" className="page py-14 render-when-near">
      <SectionHeading id="journal-title" eyebrow={t.eyebrow} title={t.title} link={{ to: "/blog", label: t.all }} />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {articles.map((a) => (
          <li key={a.id}>
            <article className="group relative flex h-full flex-col">
              <div className="aspect-[16/9] overflow-hidden rounded-3xl bg-oat-dark">
                <img
                  {...artImage(a.image, "(min-width: 768px) 33vw, 100vw")}
                  alt={a.imageAlt}
                  width={1200}
                  height={675}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
                />
              </div>
              <p className="mt-4 text-xs font-medium uppercase tracking-[0.2em] text-sage">{a.category}</p>
              <h3 className="mt-2 text-xl leading-snug">
                <Link
                  to={`/blog/${a.id}`}
                  className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] hover:text-indigo focus-visible:outline-none focus-visible:after:ring-[3px] focus-visible:after:ring-indigo"
                >
                  {a.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-ink-soft">
                <time dateTime={a.date}>{formatCalendarDate(a.date)}</time> · {t.readTime(a.readTimeMinutes)}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
