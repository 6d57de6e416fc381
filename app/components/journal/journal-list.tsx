import { JOURNAL_COPY as t, type ArticleSummary } from "~/content/articles";
import { ArticleCard } from "./article-card";

/** /blog: the newest article large, the others in a grid. */
export function JournalList({ articles }: { articles: ArticleSummary[] }) {
  const [first, ...rest] = articles;
  return (
    <div className="page pt-6 pb-20">
      <header className="max-w-2xl py-8">
        <p className="text-xs font-medium uppercase tracking-[0.25em] text-sage">{t.eyebrow}</p>
        <h1 className="mt-3 text-5xl">{t.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">{t.lead}</p>
      </header>
      {first && (
        <section aria-label={t.featured} className="mt-4">
          <ArticleCard article={first} featured />
        </section>
      )}
      {rest.length > 0 && (
        <section aria-labelledby="more-articles" className="mt-16">
          <h2 id="more-articles" className="sr-only">
            {t.more}
          </h2>
          <ul className="grid gap-10 sm:grid-cols-2">
            {rest.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
