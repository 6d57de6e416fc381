import type { Route } from "./+types/rituals";
import { ritualsCopy } from "~/content/pages";
import { RitualsPage } from "~/components/pages/rituals-page";

export const meta: Route.MetaFunction = () => [
  { title: ritualsCopy.meta.title },
  { name: "description", content: ritualsCopy.meta.description },
];

export default function RitualsRoute() {
  return <RitualsPage />;
}
