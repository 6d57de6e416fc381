import { data } from "react-router";
import type { Route } from "./+types/product";
import { ComingSoon } from "~/components/layout/coming-soon";
import { getProduct } from "~/server/catalogue.server";
import { services } from "~/server/runtime.server";

export async function loader({ params }: Route.LoaderArgs) {
  const product = await getProduct(services().db, params.id);
  if (!product) throw data(null, { status: 404 });
  return { name: product.name, tagline: product.tagline };
}

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: d ? `${d.name} – Stilla` : "Stilla" }];

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoon title={loaderData.name} lead={loaderData.tagline} />;
}
