import type { Route } from "./+types/faq";
import { FAQ_COPY as t } from "~/content/faq";
import { FaqPage } from "~/components/faq/faq-page";
import { services } from "~/server/runtime.server";
import { getShippingRule } from "~/server/shop-identity.server";
import { headFor } from "~/server/page-head.server";

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

/** The description names the shipping rule in force (ADR 063). */
export async function loader({ url }: Route.LoaderArgs) {
  const shipping = await getShippingRule(services().db);
  return { head: headFor({ path: url.pathname, title: t.metaTitle, description: t.metaDescription(shipping) }) };
}

export default function FaqRoute() {
  return <FaqPage />;
}
