import type { Route } from "./+types/faq";
import { FAQ_COPY as t } from "~/content/faq";
import { FaqPage } from "~/components/faq/faq-page";

export const meta: Route.MetaFunction = () => [
  { title: t.metaTitle },
  { name: "description", content: t.metaDescription },
];

export default function FaqRoute() {
  return <FaqPage />;
}
