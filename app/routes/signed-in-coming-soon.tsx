import type { Route } from "./+types/signed-in-coming-soon";
import { requireUser } from "~/server/guards.server";

export { default, meta } from "./coming-soon";

/** /checkout and /orders need an account: a visitor goes to /auth and comes back. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return null;
}
