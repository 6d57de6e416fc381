import { Outlet, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AdminNav, ConsoleAccount, ConsolePhoneBar } from "~/components/admin/admin-nav";
import { adminNavCopy as t } from "~/content/admin-nav";
import * as sv from "~/content/sv-site";
import { CookieBanner } from "~/components/layout/cookie-banner";
import { ToastProvider } from "~/components/ui/toast";
import type { RootData } from "~/root";
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

/**
 * The console wears its own layout (ADR 062): root.tsx leaves out the shop's header, footer, breadcrumbs and cart
 * for a route with this handle.
 */
export const handle = { layout: "console" };

/** A loader of its own makes every client-side navigation in the area a server request, so the guard runs. */
export function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  return { admin: { name: admin.name, email: admin.email } };
}

/** A sidebar with the grouped navigation from the lg breakpoint; below it a top bar with the menu (ADR 062). */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { admin } = loaderData;
  const consent = useRouteLoaderData<RootData>("root")?.consent;
  // A print page (packing slip, receipt: handle layout "print", ADR 067) is the page alone, without the console.
  if (useMatches().some((m) => (m.handle as { layout?: string } | undefined)?.layout === "print")) {
    return (
      <main id="main">
        <Outlet />
      </main>
    );
  }
  return (
    <ToastProvider closeLabel={sv.toast.close}>
      <div className="min-h-screen lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        <a href="#main" className="skip-link">{t.skipToContent}</a>
        <ConsolePhoneBar admin={admin} />
        <aside className="hidden border-r border-ink/10 bg-white/60 lg:block">
          <div className="sticky top-0 flex max-h-screen flex-col overflow-y-auto px-3 py-6">
            <p className="mb-6 px-3 font-serif text-2xl text-indigo">
              Stilla <span className="block font-sans text-sm text-ink-soft">{t.title}</span>
            </p>
            <AdminNav />
            <ConsoleAccount admin={admin} />
          </div>
        </aside>
        <main id="main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          <div className="mx-auto max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
      {consent === null && <CookieBanner />}
    </ToastProvider>
  );
}
