import type { DataStrategyResult, MiddlewareFunction } from "react-router";

/**
 * For a route's `clientMiddleware`: a navigation to the route (another page or query) renders its parts in the browser,
 * so their module loads alongside the loaders and the page shows once both are there, whole, rather than with a part
 * popping in later and pushing what is below it (and a focused control) down. A revalidation of the page shown does
 * not load it. Middleware rather than a `clientLoader`: a route with a clientLoader leaves React Router's single fetch
 * (its data comes in a request of its own) and its data is not prefetched on hover.
 */
export function preloadOnNavigation(preload: () => Promise<unknown>): MiddlewareFunction<Record<string, DataStrategyResult>> {
  return async ({ request }, next) => {
    const url = new URL(request.url);
    const loading = url.pathname === window.location.pathname && url.search === window.location.search ? undefined : preload();
    const result = await next();
    await loading;
    return result;
  };
}
