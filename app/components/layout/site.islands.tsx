import { Link } from "react-router";
import { footer as f } from "~/content/sv-footer";
import * as sv from "~/content/sv-site";
import { SHOP } from "~/domain/constants";
import { MAIN_LINKS, MORE_LINKS } from "./nav-links";

/**
 * The parts of every page that need no JavaScript: the breadcrumb trail, the footer's brand line, link columns and
 * bottom line, the 404 page, and "where next" (search and popular blends) under the 404 page and in an empty cart.
 * site-parts.ts renders them through islands (components/ui/island.tsx): the server renders them, hydration keeps
 * their HTML, and the browser loads this module only to render them itself (another page's trail after a client-side
 * navigation, an error page that replaced the layout, a 404 reached on a client-side navigation, the cart drawer
 * emptied), not on every page (ADR 043, fourth and fifth rounds).
 */
export { NotFound } from "./not-found";
export { NextSteps } from "./next-steps";

const linkClass = "hover:underline";

function Column({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FooterBrand() {
  return (
    <>
      <p className="font-serif text-2xl text-indigo">Stilla</p>
      <p className="mt-3 text-sm text-ink-soft">{f.blurb}</p>
    </>
  );
}

export function FooterLinks({ email }: { email: string }) {
  return (
    <>
      <Column
        title={f.shop}
        links={[
          { to: "/product/sleep", label: "Sleep" },
          { to: "/product/calm", label: "Calm" },
          { to: "/product/focus", label: "Focus" },
          { to: "/shop", label: sv.nav.shop },
        ]}
      />
      <Column
        title={f.discover}
        links={[...MAIN_LINKS.filter((l) => l.to !== "/shop"), { to: "/subscription", label: f.links.subscription }, MORE_LINKS[0]]}
      />
      <Column
        title={f.legal}
        links={[
          { to: "/terms", label: f.links.terms },
          { to: "/privacy", label: f.links.privacy },
          { to: "/cookies", label: f.links.cookies },
          { to: "/returns", label: f.links.returns },
          { to: "/shipping", label: f.links.shipping },
          { to: "/angerblankett", label: f.links.withdrawalForm },
          { to: "/tillganglighet", label: f.links.accessibility },
        ]}
      />
      <div>
        <h2 className="font-sans text-sm font-semibold uppercase tracking-wider">{f.contact}</h2>
        <ul className="mt-3 space-y-2 text-sm">
          <li>
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          </li>
          <li>
            <Link to="/contact" className={linkClass}>
              {sv.nav.contact}
            </Link>
          </li>
          <li>
            <Link to="/faq" className={linkClass}>
              {sv.nav.faq}
            </Link>
          </li>
          <li>
            <a href={SHOP.instagram} className={linkClass} rel="noopener noreferrer">
              {f.instagram}
            </a>
          </li>
        </ul>
      </div>
    </>
  );
}

export function FooterBottom({ year, payments }: { year: number; payments: string[] }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-ink/10 px-4 py-6 text-sm text-ink-soft">
      <p>{f.copyright(year)}</p>
      <div className="flex items-center gap-2">
        <span className="sr-only">{f.payments}:</span>
        <ul className="flex gap-2" aria-label={f.payments}>
          {payments.map((name) => (
            <li key={name} className="rounded-md bg-white px-3 py-1 text-xs font-semibold text-ink ring-1 ring-ink/10">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The breadcrumb trail (breadcrumbs.tsx works out the crumbs). */
export function BreadcrumbTrail({ crumbs }: { crumbs: { href: string; label: string; last: boolean }[] }) {
  return (
    <nav aria-label={sv.breadcrumbs.label} className="page pt-4 text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link to="/" className="hover:underline">
            {sv.breadcrumbs.home}
          </Link>
        </li>
        {crumbs.map((c) => (
          <li key={c.href} className="flex min-w-0 items-center gap-2">
            <span aria-hidden="true">/</span>
            {c.last ? (
              <span aria-current="page" className="text-ink">
                {c.label}
              </span>
            ) : (
              <Link to={c.href} className="hover:underline">
                {c.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
