import type { Route } from "./+types/about";
import { aboutCopy } from "~/content/pages";
import { AboutPage } from "~/components/pages/about-page";
import { headFor } from "~/server/page-head.server";
import { services } from "~/server/runtime.server";
import { getSettingsSection } from "~/server/site-settings.server";

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

/** The control body's code: the page says the herbs are organic only with it (ADR 077). */
export async function loader({ url }: Route.LoaderArgs) {
  return {
    head: headFor({ path: url.pathname, title: aboutCopy.meta.title, description: aboutCopy.meta.description }),
    organicControlBody: (await getSettingsSection(services().db, "organic")).controlBody,
  };
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage organicControlBody={loaderData.organicControlBody} />;
}
