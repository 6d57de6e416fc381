import type { Route } from "./+types/rituals";
import { ritualsCopy } from "~/content/pages";
import { RitualsPage } from "~/components/pages/rituals-page";
import { headFor } from "~/server/page-head.server";

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

export function loader({ url }: Route.LoaderArgs) {
  return { head: headFor({ path: url.pathname, title: ritualsCopy.meta.title, description: ritualsCopy.meta.description }) };
}

export default function RitualsRoute() {
  return <RitualsPage />;
}
