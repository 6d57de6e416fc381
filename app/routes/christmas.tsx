import type { Route } from "./+types/christmas";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { christmasCopy } from "~/content/pages";
import { ChristmasPage } from "~/components/pages/christmas-page";
import { listLimitedEditions } from "~/server/catalogue.server";
import { services } from "~/server/runtime.server";
import { getSettingsSection } from "~/server/site-settings.server";
import { organicTexts } from "~/domain/organic";
import { cardParts } from "~/components/shop/product-card";
import { headFor } from "~/server/page-head.server";

export async function loader({ url }: Route.LoaderArgs) {
  const { db } = services();
  const head = headFor({ path: url.pathname, title: christmasCopy.meta.title, description: christmasCopy.meta.description, crumb: christmasCopy.title });
  const [page, organic] = await Promise.all([listLimitedEditions(db), getSettingsSection(db, "organic")]);
  // Organic only with the control body's code (ADR 077).
  const code = organic.controlBody;
  return {
    products: page.products.map((p) => organicTexts(p, code)),
    stories: page.stories.map((s) => organicTexts(s, code)),
    pairings: page.pairings.map((p) => organicTexts(p, code)),
    head,
  };
}

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

export const handle: CrumbHandle = { breadcrumb: christmasCopy.title };


/** A client-side navigation here renders product cards in the browser: their parts load with the data (ADR 043). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [cardParts.middleware];

export default function ChristmasRoute({ loaderData }: Route.ComponentProps) {
  return <ChristmasPage {...loaderData} />;
}
