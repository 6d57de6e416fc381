import type { Route } from "./+types/faq";
import { FAQ_COPY as t } from "~/content/faq";
import { FaqPage } from "~/components/faq/faq-page";
import { EXAMPLE_FACTS } from "~/domain/shop-identity";
import type { RootData } from "~/root";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: t.metaTitle },
  { name: "description", content: t.metaDescription(((matches.find((m) => m?.id === "root")?.data as RootData | undefined)?.shop ?? EXAMPLE_FACTS).shipping) },
];

export default function FaqRoute() {
  return <FaqPage />;
}
