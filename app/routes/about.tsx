import type { Route } from "./+types/about";
import { aboutCopy } from "~/content/pages";
import { AboutPage } from "~/components/pages/about-page";
import { services } from "~/server/runtime.server";
import { getSettingsSection } from "~/server/site-settings.server";

export const meta: Route.MetaFunction = () => [
  { title: aboutCopy.meta.title },
  { name: "description", content: aboutCopy.meta.description },
];

/** The control body's code: the page says the herbs are organic only with it (ADR 077). */
export async function loader() {
  return { organicControlBody: (await getSettingsSection(services().db, "organic")).controlBody };
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage organicControlBody={loaderData.organicControlBody} />;
}
