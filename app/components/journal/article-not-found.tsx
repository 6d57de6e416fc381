import { Link } from "react-router";
import { JOURNAL_COPY } from "~/content/articles";
import { buttonClass } from "~/components/ui/button";

export function ArticleNotFound() {
  const t = JOURNAL_COPY.notFound;
  return (
    <section className="page-narrow py-16">
      <p className="font-serif text-7xl text-indigo" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl">{t.title}</h1>
      <p className="mt-4 text-ink-soft">{t.text}</p>
      <Link to="/blog" className={buttonClass("primary", "mt-8")}>
        {t.back}
      </Link>
    </section>
  );
}
