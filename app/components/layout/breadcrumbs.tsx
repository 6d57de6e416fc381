import { isRouteErrorResponse, useLocation, useMatches, useRouteError } from "react-router";
import * as sv from "~/content/sv-site";
import { SitePart } from "./site-parts";

/**
 * A route's breadcrumb (its `handle`): the page's own title, for a URL segment the spec gives no label
 * (a product's name, an article's title, "Order …"). A function gets the route's loader data, which is
 * undefined when the page shows its error boundary (then the crumb says the page was not found).
 */
export interface CrumbHandle<Data = unknown> {
  breadcrumb:
    string | ((data: Data | undefined, pathname: string) => string | undefined);
}

/** Segments with a label but no page of their own link to the page that lists them. */
const CRUMB_TARGETS: Record<string, string> = { product: "/shop" };

function ownTitle(
  match: ReturnType<typeof useMatches>[number] | undefined,
): string | undefined {
  const crumb = (match?.handle as Partial<CrumbHandle> | undefined)?.breadcrumb;
  if (crumb === undefined) return undefined;
  return (
    (typeof crumb === "string"
      ? crumb
      : crumb(match!.loaderData, match!.pathname)) ?? sv.breadcrumbs.notFound
  );
}

/**
 * Breadcrumbs on every page but home: the spec's labels for the segments it names, the page's own title
 * (route handle) for the last segment otherwise. A raw URL segment is never shown: other segments are left out,
 * and a 404 says "Sidan hittades inte" whatever the URL was. The trail's markup is an island (site.islands.tsx).
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const matches = useMatches();
  // Set when the root error boundary renders the shell: an unknown URL is not a trail to show.
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const segments = pathname.split("/").filter(Boolean);
  // Home has none; the admin area (also the video tools, under the same layout: ADR 030) has its own navigation.
  const inAdminArea = segments[0] === "admin" || matches.some((m) => m.id === "video-tools");
  if (segments.length === 0 || (inAdminArea && !notFound))
    return null;
  const title = ownTitle(matches.at(-1));
  const crumbs = notFound
    ? [{ href: pathname, label: sv.breadcrumbs.notFound, last: true }]
    : segments.flatMap((segment, i) => {
        const last = i === segments.length - 1;
        const label =
          sv.breadcrumbs.segments[segment] ?? (last ? title : undefined);
        if (!label) return [];
        return [
          {
            href:
              CRUMB_TARGETS[segment] ??
              "/" + segments.slice(0, i + 1).join("/"),
            label,
            last,
          },
        ];
      });
  return <SitePart data={crumbs} render={(m) => <m.BreadcrumbTrail crumbs={crumbs} />} />;
}
