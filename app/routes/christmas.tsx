import type { Route } from "./+types/christmas";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { christmasCopy } from "~/content/pages";
import { ChristmasPage } from "~/components/pages/christmas-page";
import { listLimitedEditions } from "~/server/catalogue.server";
import { services } from "~/server/runtime.server";

export async function loader() {
  return listLimitedEditions(services().db);
}

export const meta: Route.MetaFunction = () => [
  { title: christmasCopy.meta.title },
  { name: "description", content: christmasCopy.meta.description },
];

export const handle: CrumbHandle = { breadcrumb: christmasCopy.title };

export default function ChristmasRoute({ loaderData }: Route.ComponentProps) {
  return <ChristmasPage {...loaderData} />;
}
