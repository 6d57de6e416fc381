import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/blog-article";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { getArticle, JOURNAL_COPY as t, relatedArticles, summarizeArticle } from "~/content/articles";
import * as sv from "~/content/sv-site";
import { productImage } from "~/domain/catalogue";
import { SHOP } from "~/domain/constants";
import { ArticlePage } from "~/components/journal/article-page";
import { ArticleNotFound } from "~/components/journal/article-not-found";
import { getProduct } from "~/server/catalogue.server";
import { services } from "~/server/runtime.server";
import { largestRendering } from "~/lib/art";

export async function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.id);
  if (!article) throw data(null, { status: 404 });
  const rows = await Promise.all(article.relatedProductIds.map((id) => getProduct(services().db, id)));
  const products = rows.flatMap((p) => (p ? [{ id: p.id, name: p.name, tagline: p.tagline, image: productImage(p.id, p.image), priceOre: p.priceOre }] : []));
  // PUBLIC_URL, never the request's Host header: these URLs go into og:image and JSON-LD (ADR 032).
  const origin = services().env.publicUrl;
  return { article, related: relatedArticles(article.id).map(summarizeArticle), products, origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `${t.notFound.title} – ${SHOP.name}` }];
  const { article, origin } = loaderData;
  const title = `${article.title} – ${SHOP.name}`;
  return [
    { title },
    { name: "description", content: article.excerpt },
    { property: "og:title", content: title },
    { property: "og:description", content: article.excerpt },
    { property: "og:type", content: "article" },
    { property: "og:image", content: `${origin}${largestRendering(article.image)}` },
    { property: "article:published_time", content: article.date },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.excerpt,
        image: `${origin}${largestRendering(article.image)}`,
        datePublished: article.date,
        inLanguage: "sv-SE",
        author: { "@type": "Person", name: article.author },
        publisher: { "@type": "Organization", name: SHOP.legalName },
        mainEntityOfPage: `${origin}/blog/${article.id}`,
      },
    },
  ];
};

/** Breadcrumb: the article's title. */
export const handle: CrumbHandle<Route.ComponentProps["loaderData"]> = { breadcrumb: (data) => data?.article.title };

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, related, products } = loaderData;
  return <ArticlePage key={article.id} article={article} related={related} products={products} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound />;
  return (
    <section className="page-narrow py-16">
      <h1 className="text-3xl">{sv.error.title}</h1>
      <p className="mt-4 text-ink-soft">{sv.error.text}</p>
    </section>
  );
}
