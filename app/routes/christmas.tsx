import type { Route } from "./+types/christmas";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { christmasCopy } from "~/content/pages";
import { ChristmasPage } from "~/components/pages/christmas-page";
import { listLimitedEditions } from "~/server/catalogue.server";
import { services } from "~/server/runtime.server";
import { cardParts } from "~/components/shop/product-card";

export async function loader() {
  return listLimitedEditions(services().db);
}

export const meta: Route.MetaFunction = () => [
  { title: christmasCopy.meta.title },
  { name: "description", content: christmasCopy.meta.description },
];

export const handle: CrumbHandle = { breadcrumb: christmasCopy.title };


/** A client-side navigation here renders product cards in the browser: their parts load with the data (ADR 043). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [cardParts.middleware];

export default function ChristmasRoute({ loaderData }: Route.ComponentProps) {
  return <ChristmasPage {...loaderData} />;
}
