import type { Route } from "./+types/christmas";
import { christmasCopy } from "~/content/pages";
import { ChristmasPage } from "~/components/pages/christmas-page";
import { listProducts } from "~/server/catalogue.server";
import { services } from "~/server/runtime.server";

export async function loader() {
  const products = (await listProducts(services().db)).filter((p) => p.name.includes("Midvinter"));
  return { products };
}

export const meta: Route.MetaFunction = () => [
  { title: christmasCopy.meta.title },
  { name: "description", content: christmasCopy.meta.description },
];

export default function ChristmasRoute({ loaderData }: Route.ComponentProps) {
  return <ChristmasPage products={loaderData.products} />;
}
