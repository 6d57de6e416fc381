import { Link } from "react-router";
import { shopCopy } from "~/content/shop";
import type { ShopQuery } from "~/domain/catalogue";
import { shopHref } from "./shop-url";

/**
 * A polite live region with the result count while searching or filtering (and "Laddar produkter…" while
 * a new list loads), "Menade du …?" for a near miss (a link to that search), plus a line that says how the default
 * order is made (a search's: best match first).
 */
export function ShopStatus({ query, count, loading, suggestion }: { query: ShopQuery; count: number; loading: boolean; suggestion: string | null }) {
  const { results, filters } = shopCopy;
  const text = loading
    ? results.loading
    : query.q
      ? results.matching(count, query.q)
      : query.stock !== "all"
        ? results.filtered(count, filters.stocks[query.stock])
        : "";
  return (
    <div className="mt-5 space-y-1 px-1 text-sm">
      <p role="status" className="text-base font-medium text-ink empty:hidden">
        {text}
      </p>
      {suggestion && !loading && (
        <p className="text-base">
          {results.didYouMean}{" "}
          <Link to={shopHref({ q: suggestion, sort: query.sort, stock: query.stock })} className="font-medium text-indigo underline underline-offset-2">
            {suggestion}
          </Link>
          ?
        </p>
      )}
      {query.sort === "popularity" && count > 0 && (
        <p className="flex items-start gap-2 text-ink-soft">
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="mt-0.5 shrink-0">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
          </svg>
          {query.q ? results.relevanceNote : results.popularityNote}
        </p>
      )}
    </div>
  );
}
