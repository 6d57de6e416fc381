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
import { headFor } from "~/server/page-head.server";

export async function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.id);
  if (!article) throw data(null, { status: 404 });
  const rows = await Promise.all(article.relatedProductIds.map((id) => getProduct(services().db, id)));
  const products = rows.flatMap((p) => (p ? [{ id: p.id, name: p.name, tagline: p.tagline, image: productImage(p.id, p.image), priceOre: p.priceOre }] : []));
  // PUBLIC_URL, never the request's Host header: these URLs go into og:image and JSON-LD (ADR 032).
  const origin = services().env.publicUrl;
  const image = largestRendering(article.image);
  const head = headFor(
    {
      path: `/blog/${encodeURIComponent(article.id)}`,
      title: `${article.title} – ${SHOP.name}`,
      description: article.excerpt,
      image,
      imageAlt: article.imageAlt,
      type: "article",
      crumb: article.title,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: article.title,
          description: article.excerpt,
          image: `${origin}${image}`,
          datePublished: article.date,
          inLanguage: "sv-SE",
          author: { "@type": "Person", name: article.author },
          publisher: { "@type": "Organization", name: SHOP.legalName },
          mainEntityOfPage: `${origin}/blog/${article.id}`,
        },
      ],
    },
    origin,
  );
  return { article, related: relatedArticles(article.id).map(summarizeArticle), products, head: [...head, { property: "article:published_time", content: article.date }] };
}

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [{ title: `${t.notFound.title} – ${SHOP.name}` }];

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
