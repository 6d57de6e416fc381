import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/product";
import { productCopy } from "~/content/product";
import { sv } from "~/content/sv";
import { ProductPage } from "~/components/product/product-page";
import { ProductNotFound } from "~/components/product/product-not-found";
import { getProductPage } from "~/server/product-page.server";
import { services } from "~/server/runtime.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await getProductPage(services().db, params.id, new Date(), new URL(request.url).origin);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `${productCopy.notFound.title} – Stilla` }];
  const { product, jsonLd } = loaderData;
  return [
    { title: `${product.name} – Stilla` },
    { name: "description", content: product.description },
    { property: "og:title", content: `${product.name} – Stilla` },
    { property: "og:description", content: product.description },
    { property: "og:type", content: "product" },
    { "script:ld+json": jsonLd },
  ];
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage
      key={loaderData.product.id}
      product={loaderData.product}
      subscriptionPriceOre={loaderData.subscriptionPriceOre}
      together={loaderData.together}
      mini={loaderData.mini}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl">{sv.error.title}</h1>
      <p className="mt-4 text-ink-soft">{sv.error.text}</p>
    </section>
  );
}
