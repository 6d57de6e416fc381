import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useEffect, useRef } from "react";
import type { Route } from "./+types/root";
import "./app.css";
import * as sv from "~/content/sv-site";
import { useNonce } from "~/lib/nonce";
import { renderSectionsWhenIdle } from "~/lib/render-when-near";
import { fontPreloads } from "~/lib/fonts";
import { dialogFallback } from "~/lib/dialog-fallback";
import { cookieBannerEscape } from "~/lib/cookie-banner-escape";
import { SiteHeader } from "~/components/layout/site-header";
import { SiteFooter } from "~/components/layout/site-footer";
import { siteParts } from "~/components/layout/site-parts";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CookieBanner } from "~/components/layout/cookie-banner";
import { ScrollToTopButton } from "~/components/layout/scroll-to-top";
import { SitePart } from "~/components/layout/site-parts";
import { isReady, services } from "~/server/runtime.server";
import { gateNotFound, gateRule, hasGateAccess, GATE_PATH } from "~/server/gate.server";
import { sessionUser } from "~/server/auth.server";
import { userContext } from "~/server/context.server";
import { readConsent } from "~/server/consent.server";
import { requestCartView } from "~/server/carts.server";
import { CartDrawer } from "~/components/cart/cart-drawer";
import { ToastProvider } from "~/components/ui/toast";
import { preloadDeferredParts } from "~/components/ui/deferred";
import { ensureRetryAfter } from "~/server/retry-after.server";
import { edgeMiddleware } from "~/server/edge-middleware.server";
import { footerPaymentNamesOf, getShopFacts } from "~/server/shop-identity.server";

/**
 * The edge's body checks, the SQL count and the response cache's offer (ADR 058); then the gate and the session,
 * before any loader or action of any route.
 */
export const middleware: Route.MiddlewareFunction[] = [
  edgeMiddleware,
  async ({ request, context, url }, next) => {
    if (!isReady()) throw new Response(sv.error.starting, { status: 503, headers: { "Retry-After": "2" } });
    const { gate, auth } = services();
    // `url` is the page's URL, without `.data`, `_routes` or `index` (React Router's v8_passThroughRequests, ADR 052).
    const pathname = url.pathname;
    const rule = gateRule(pathname);
    if (rule !== "open" && !hasGateAccess(gate, request, Date.now())) {
      // A path under the static folders that named no file: a bare 404, never the shop's 404 page (issue #32).
      if (rule === "not-found") return gateNotFound();
      const back = pathname + url.search;
      throw redirect(back === "/" ? GATE_PATH : `${GATE_PATH}?next=${encodeURIComponent(back)}`);
    }
    // Without a session cookie there is no session: nothing is asked (issue #17; most visitors). With one, Better
    // Auth's getSession decides.
    context.set(userContext, await sessionUser(auth, request.headers));
    return ensureRetryAfter(await next());
  },
];

/**
 * A client-side navigation renders the next page's breadcrumb trail in the browser: its module loads with the data. Any
 * router update makes React hydrate the deferred parts still waiting for intent: their modules load with the data too.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadDeferredParts, siteParts.middleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { db, env } = services();
  const [cart, shop] = await Promise.all([requestCartView(context, db, request, user?.id, new Date()), getShopFacts(db, env)]);
  return {
    // The admin sections come as data (for admins only), not in the header's code (ADR 043).
    user: user ? { name: user.name, isAdmin: user.role === "admin" } : null,
    cart,
    cartCount: cart?.priced.itemCount ?? 0,
    consent: readConsent(request),
    year: new Date().getFullYear(),
    /** The shop's identity in force (ADR 063): the footer, the legal pages. */
    shop,
    /** The footer's "Betalsätt": what this shop's checkout offers. */
    payments: footerPaymentNamesOf(shop, env),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export const links: Route.LinksFunction = () => [
  ...fontPreloads,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Marks <html data-hydrated> once React has taken over the page. The page works before that (every form
 * posts without JavaScript); tests wait for the mark before they exercise the scripted behaviour.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="sv">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f2ea" />
        <Meta />
        <Links />
        {/* One script, run once from the server's HTML; the browser build leaves its text out (ADR 043): hydration does
            not compare dangerouslySetInnerHTML, and a later render with the same empty text leaves the DOM as it is.
            It opens the mobile menu before hydration where the browser lacks invoker commands (components/ui/sheet.tsx),
            draws the sections the first layout left out, one per idle moment after the load (lib/render-when-near.ts,
            ADR 050), and lets Escape close the cookie banner before its code has come (lib/cookie-banner-escape.ts). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? dialogFallback + renderSectionsWhenIdle + cookieBannerEscape : "" }} />
      </head>
      <body className="min-h-screen bg-oat text-ink antialiased">
        <HydrationMark />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading (tabIndex -1), so a
 * keyboard starts from the top of the new page and a screen reader reads its name (ADR 072). Not on the first load, and
 * not when only the query changes (sorting or filtering a list keeps focus on its control).
 */
function FocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [pathname]);
  return null;
}

/** A route's own layout, named in its handle: "bare" (the gate: the page alone) or "console" (routes/admin-layout.tsx). */
type Layout = "bare" | "console" | undefined;

function Shell({ children, layout }: { children: React.ReactNode; layout?: Layout }) {
  const root = useRouteLoaderData<RootData>("root");
  // Home has its own newsletter section right above the footer: one sign-up there, not two (ADR 012).
  const onHome = useLocation().pathname === "/";
  if (layout === "bare" || !root) return <main id="main">{children}</main>;
  // The owner's console has a layout of its own, with its toasts and the cookie banner (routes/admin-layout.tsx,
  // ADR 062): no shop header, footer or cart.
  if (layout) return children;
  return (
    <ToastProvider closeLabel={sv.toast.close}>
      {/* First in the tab order, so a keyboard meets it before what it covers (ADR 072). */}
      {root.consent === null && <CookieBanner />}
      <a href="#main" className="skip-link">
        {sv.nav.skipToContent}
      </a>
      <SiteHeader user={root.user} cartCount={root.cartCount} />
      <Breadcrumbs />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter year={root.year} email={root.shop.email} payments={root.payments} newsletter={!onHome} />
      <ScrollToTopButton />
      <CartDrawer cart={root.cart} />
    </ToastProvider>
  );
}

export default function App() {
  const layout = useMatches().find((m) => (m.handle as { layout?: Layout } | undefined)?.layout)?.handle as { layout: Layout } | undefined;
  return (
    <Shell layout={layout?.layout}>
      <FocusHeadingOnNavigation />
      <Outlet />
    </Shell>
  );
}

export function meta() {
  return [{ title: `Stilla – ${sv.tagline}` }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <title>{`${sv.notFound.title} – Stilla`}</title>
        <SitePart render={(m) => <m.NotFound />} />
      </Shell>
    );
  }
  const starting = isRouteErrorResponse(error) && error.status === 503;
  return (
    <Shell layout={starting ? "bare" : undefined}>
      <title>{`${sv.error.title} – Stilla`}</title>
      <section className="page-narrow py-16">
        <h1 className="text-3xl">{sv.error.title}</h1>
        <p className="mt-4 text-ink-soft">{starting ? sv.error.starting : sv.error.text}</p>
        <a className="mt-8 inline-block underline" href="/">
          {sv.error.home}
        </a>
      </section>
    </Shell>
  );
}

