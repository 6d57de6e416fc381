import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AdminNav } from "~/components/admin/admin-nav";
import { noStore, requireAdmin } from "~/server/guards.server";

/**
 * The one guard of the admin area (ADR 024): this layout route's middleware runs before every loader and
 * action under /admin, on document and data requests alike, so a page added under it cannot forget its
 * guard. Everyone but an admin gets the ordinary 404 page (the area does not reveal itself). An admin's answers
 * are never stored by a cache (`noStore`).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    requireAdmin(context);
    return next();
  },
  noStore,
];

/** A loader of its own makes every client-side navigation in the area a server request, so the guard runs. */
export function loader() {
  return null;
}

export default function AdminLayout() {
  return (
    <div className="page py-10">
      <AdminNav />
      <Outlet />
    </div>
  );
}
