import type { Route } from "./+types/about";
import { aboutCopy } from "~/content/pages";
import { AboutPage } from "~/components/pages/about-page";

export const meta: Route.MetaFunction = () => [
  { title: aboutCopy.meta.title },
  { name: "description", content: aboutCopy.meta.description },
];

export default function AboutRoute() {
  return <AboutPage />;
}
