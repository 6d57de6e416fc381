import type { Route } from "./+types/blog";
import { articlesNewestFirst, JOURNAL_COPY as t, summarizeArticle } from "~/content/articles";
import { JournalList } from "~/components/journal/journal-list";

/** The list carries no article text: only what the cards show. */
export function loader() {
  return { articles: articlesNewestFirst().map(summarizeArticle) };
}

export const meta: Route.MetaFunction = () => [
  { title: t.metaTitle },
  { name: "description", content: t.metaDescription },
  { property: "og:title", content: t.metaTitle },
  { property: "og:description", content: t.metaDescription },
];

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <JournalList articles={loaderData.articles} />;
}
