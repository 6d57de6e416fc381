import { Link } from "react-router";
import {
  JOURNAL_COPY as t,
  type Article,
  type ArticleSummary,
} from "~/content/articles";
import { formatKr } from "~/domain/money";
import { ArticleBody } from "./article-body";
import { ArticleCard } from "./article-card";
import { ArticleByline, CategoryLabel } from "./article-meta";
import { artImage } from "~/lib/art";

export interface ArticleProduct {
  id: string;
  name: string;
  tagline: string;
  image: string;
  priceOre: number;
}

/**
 * /blog/:id: one article, the products it mentions and "Läs också". Everything starts at the page container's
 * left edge (ADR 012); on a wide screen the teas sit in a column beside the text.
 */
export function ArticlePage({
  article,
  related,
  products,
}: {
  article: Article;
  related: ArticleSummary[];
  products: ArticleProduct[];
}) {
  return (
    <div className="page pt-6 pb-20">
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16">
        <article className="min-w-0 max-w-3xl">
          <header className="pt-6">
            <CategoryLabel article={article} />
            <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-5 text-xl leading-relaxed text-ink-soft">
              {article.excerpt}
            </p>
            <ArticleByline article={article} className="mt-5" />
          </header>
          <figure className="mt-8 overflow-hidden rounded-3xl bg-oat-dark">
            <img
              {...artImage(article.image, "(min-width: 1024px) 768px, 100vw")}
              alt={article.imageAlt}
              width={1200}
              height={675}
              className="h-auto w-full"
            />
          </figure>
          <div className="max-w-2xl">
            <ArticleBody blocks={article.content} />
            <p className="mt-12 rounded-2xl bg-white/70 p-5 text-sm text-ink-soft ring-1 ring-ink/5">
              {t.disclaimer}
            </p>
          </div>
        </article>

        {products.length > 0 && (
          <aside
            aria-labelledby="article-products"
            className="mt-16 min-w-0 lg:mt-0 lg:pt-6"
          >
            <div className="lg:sticky lg:top-24">
              <h2 id="article-products" className="text-2xl">
                {t.products}
              </h2>
              <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
                {products.map((p) => (
                  <li key={p.id} className="min-w-0">
                    <Link
                      to={`/product/${p.id}`}
                      className="flex items-center gap-4 rounded-2xl bg-white/70 p-3 ring-1 ring-ink/5 hover:ring-indigo/40"
                    >
                      <img
                        {...artImage(p.image, "72px")}
                        alt=""
                        width={72}
                        height={72}
                        loading="lazy"
                        className="h-18 w-18 shrink-0 rounded-xl bg-oat-dark object-cover"
                      />
                      <span className="min-w-0">
                        <span className="block font-medium">{p.name}</span>
                        <span className="block text-sm text-ink-soft">
                          {p.tagline}
                        </span>
                        <span className="block text-sm">
                          {formatKr(p.priceOre)}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        )}
      </div>

      {related.length > 0 && (
        <section aria-labelledby="read-also" className="mt-16">
          <h2 id="read-also" className="text-3xl">
            {t.related}
          </h2>
          <ul className="mt-8 grid grid-cols-1 gap-10 sm:grid-cols-2">
            {related.map((a) => (
              <li key={a.id} className="min-w-0">
                <ArticleCard article={a} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className="mt-16">
        <Link
          to="/blog"
          className="font-medium text-indigo underline underline-offset-2 hover:no-underline"
        >
          <span aria-hidden="true">← </span>
          {t.back}
        </Link>
      </p>
    </div>
  );
}
