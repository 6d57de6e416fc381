import { ARTICLE_CATEGORY_LABELS, JOURNAL_COPY as t, type ArticleSummary } from "~/content/articles";
import { cn } from "~/lib/cn";
import { formatCalendarDate } from "~/lib/calendar-date";

export function CategoryLabel({ article, className }: { article: Pick<ArticleSummary, "category">; className?: string }) {
  return (
    <p className={cn("text-xs font-medium uppercase tracking-[0.2em] text-sage", className)}>
      <span className="sr-only">{t.category}: </span>
      {ARTICLE_CATEGORY_LABELS[article.category]}
    </p>
  );
}

/** Author · date · read time. */
export function ArticleByline({ article, className }: { article: ArticleSummary; className?: string }) {
  return (
    <p className={cn("flex flex-wrap gap-x-2 text-sm text-ink-soft", className)}>
      <span>{t.by(article.author)}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={article.date}>{formatCalendarDate(article.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{t.readTime(article.readTimeMinutes)}</span>
    </p>
  );
}
