import type { Route } from "./+types/about";
import { aboutCopy } from "~/content/pages";
import { AboutPage } from "~/components/pages/about-page";
import { headFor } from "~/server/page-head.server";

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

export function loader({ url }: Route.LoaderArgs) {
  return { head: headFor({ path: url.pathname, title: aboutCopy.meta.title, description: aboutCopy.meta.description }) };
}

export default function AboutRoute() {
  return <AboutPage />;
}
