import type { Route } from "./+types/admin-coming-soon";
import { requireAdmin } from "~/server/guards.server";

export { default, handle, meta } from "./coming-soon";

/** The video tools are admin-only (ADR 019); everyone else gets 404. */
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}
