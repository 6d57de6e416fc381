import { Link } from "react-router";
import { shopCopy } from "~/content/shop";
import type { ShopQuery } from "~/domain/catalogue";
import { buttonClass } from "~/components/ui/button";
import { shopHref } from "./shop-url";

/** 'Inga produkter hittades' with a way back: clear the search (or, without a search, the stock filter). */
export function ShopEmptyState({ query }: { query: ShopQuery }) {
  const { empty } = shopCopy;
  const clearTo = query.q ? shopHref({ sort: query.sort, stock: query.stock }) : shopHref({ sort: query.sort });
  return (
    <div className="mt-10 rounded-3xl bg-white/70 px-6 py-14 text-center ring-1 ring-ink/5">
      <svg aria-hidden="true" width="56" height="56" viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="2" className="mx-auto text-sage">
        <path d="M14 26h32v10a16 16 0 0 1-32 0z" strokeLinejoin="round" />
        <path d="M46 30h3a5 5 0 0 1 0 10h-4" />
        <path d="M24 12c-2 3 2 5 0 8M32 10c-2 3 2 5 0 8" strokeLinecap="round" />
        <path d="M10 56h40" strokeLinecap="round" />
      </svg>
      <h2 className="mt-4 text-3xl text-indigo">{empty.title}</h2>
      <p className="mx-auto mt-3 max-w-md text-ink-soft">{query.q ? empty.withQuery(query.q) : empty.withoutQuery}</p>
      <Link to={clearTo} preventScrollReset className={buttonClass("primary", "mt-8")}>
        {query.q ? empty.clearSearch : empty.clearFilter}
      </Link>
    </div>
  );
}
