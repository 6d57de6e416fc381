import type { Route } from "./+types/blog";
import { articlesNewestFirst, JOURNAL_COPY as t, summarizeArticle } from "~/content/articles";
import { JournalList } from "~/components/journal/journal-list";
import { headFor } from "~/server/page-head.server";

/** The list carries no article text: only what the cards show. */
export function loader({ url }: Route.LoaderArgs) {
  return {
    articles: articlesNewestFirst().map(summarizeArticle),
    head: headFor({ path: url.pathname, title: t.metaTitle, description: t.metaDescription }),
  };
}

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <JournalList articles={loaderData.articles} />;
}
