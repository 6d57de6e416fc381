import { Link } from "react-router";
import type { ArticleSummary } from "~/content/articles";
import { cn } from "~/lib/cn";
import { ArticleByline, CategoryLabel } from "./article-meta";
import { artImage } from "~/lib/art";

/** One article in a list: the whole card is the link (its name is the title). */
export function ArticleCard({
  article,
  featured = false,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={cn("group relative flex h-full flex-col", featured && "md:grid md:grid-cols-[3fr_2fr] md:items-center md:gap-10")}>
      <div className="aspect-[16/9] overflow-hidden rounded-3xl bg-oat-dark">
        <img
          {...artImage(article.image, "(min-width: 768px) 50vw, 100vw")}
          alt={article.imageAlt}
          width={1200}
          height={675}
          loading={featured ? "eager" : "lazy"}
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col">
        <CategoryLabel article={article} className="mt-4" />
        <Heading className={cn("mt-2", featured ? "text-3xl md:text-4xl" : "text-xl")}>
          <Link
            to={`/blog/${article.id}`}
            className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] hover:text-indigo focus-visible:outline-none focus-visible:after:ring-[3px] focus-visible:after:ring-indigo"
          >
            {article.title}
          </Link>
        </Heading>
        <p className={cn("mt-3 text-ink-soft", featured ? "text-lg" : "text-sm")}>{article.excerpt}</p>
        <ArticleByline article={article} className="mt-4" />
      </div>
    </article>
  );
}
