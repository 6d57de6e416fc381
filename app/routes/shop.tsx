import { useNavigation } from "react-router";
import type { Route } from "./+types/shop";
import { shopCopy } from "~/content/shop";
import { filterAndSort } from "~/domain/catalogue";
import { parseShopQuery } from "~/domain/schemas";
import { cn } from "~/lib/cn";
import { ProductSection } from "~/components/shop/product-section";
import { QuizPromo } from "~/components/shop/quiz-promo";
import { ShopEmptyState } from "~/components/shop/shop-empty-state";
import { ShopFilters } from "~/components/shop/shop-filters";
import { ShopStatus } from "~/components/shop/shop-status";
import { listProducts } from "~/server/catalogue.server";
import { services } from "~/server/runtime.server";
import { headFor } from "~/server/page-head.server";
import { searchCatalogue } from "~/server/search.server";
import { cardParts } from "~/components/shop/product-card";

/** Computed on the server (ADR 078): a sorted, searched or filtered list names the plain /shop as its canonical. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

/** `?q=&sort=&stock=` → the searched, filtered, sorted list, split into single products and bundles. */
export async function loader({ url }: Route.LoaderArgs) {
  const query = parseShopQuery(url.searchParams);
  const { db } = services();
  // A query is searched by the database (names, descriptions, ingredients, bundle contents; ADR 078).
  const [all, found] = await Promise.all([listProducts(db), query.q ? searchCatalogue(db, query.q) : null]);
  const products = filterAndSort(all, { ...query, matches: found?.ids ?? [] });
  return {
    query,
    suggestion: found?.suggestion ?? null,
    count: products.length,
    blends: products.filter((p) => !p.isBundle),
    bundles: products.filter((p) => p.isBundle),
    head: headFor({ path: url.pathname, title: shopCopy.meta.title, description: shopCopy.meta.description, crumb: shopCopy.title }),
  };
}

/** A navigation to /shop or a new filter renders product cards in the browser: their parts load with the data (ADR 043). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [cardParts.middleware];

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { query, count, blends, bundles, suggestion } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/shop";

  return (
    <div className="page pb-20 pt-8 md:pt-10">
      <header className="max-w-2xl">
        <h1 className="text-4xl text-indigo md:text-5xl">{shopCopy.title}</h1>
        <p className="mt-3 text-lg text-ink-soft">{shopCopy.intro}</p>
      </header>

      <ShopFilters query={query} />
      <ShopStatus query={query} count={count} loading={loading} suggestion={suggestion} />

      <div aria-busy={loading} className={cn("transition-opacity duration-200", loading && "opacity-60")}>
        {count === 0 ? (
          <ShopEmptyState query={query} />
        ) : (
          <>
            <ProductSection
              id="blends"
              title={
                <>
                  {shopCopy.sections.blends.sv} <span lang="en">{shopCopy.sections.blends.en}</span>
                </>
              }
              intro={shopCopy.sections.blendsIntro}
              products={blends}
              priorityCount={4}
            />
            <ProductSection
              id="bundles"
              title={shopCopy.sections.bundles}
              intro={shopCopy.sections.bundlesIntro}
              products={bundles}
              priorityCount={blends.length === 0 ? 4 : 0}
            />
          </>
        )}
      </div>

      <QuizPromo />
    </div>
  );
}
