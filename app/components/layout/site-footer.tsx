import { Link } from "react-router";
import * as sv from "~/content/sv-site";
import { SHOP } from "~/domain/constants";
import { newsletterCopy } from "~/content/newsletter";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { MAIN_LINKS, MORE_LINKS } from "./nav-links";

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

/** `newsletter={false}` on a page whose own sign-up sits right above the footer (home), so there is one, not two. */
export function SiteFooter({ year, newsletter = true }: { year: number; newsletter?: boolean }) {
  const f = sv.footer;
  return (
    <footer className="mt-24 border-t border-ink/10 bg-oat-dark/60">
      <div className="page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="font-serif text-2xl text-indigo">Stilla</p>
          <p className="mt-3 text-sm text-ink-soft">{f.blurb}</p>
          {newsletter && (
            <>
              <h2 className="mt-6 font-sans text-sm font-semibold uppercase tracking-wider">{newsletterCopy.footer.title}</h2>
              <p className="mt-1 text-sm text-ink-soft">{newsletterCopy.footer.lead}</p>
              <NewsletterForm source="footer" formLabel={newsletterCopy.footer.formLabel} emailLabel={newsletterCopy.footer.emailLabel} compact />
            </>
          )}
        </div>
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
              <a href={`mailto:${SHOP.email}`} className={linkClass}>
                {SHOP.email}
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
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-ink/10 px-4 py-6 text-sm text-ink-soft">
        <p>{f.copyright(year)}</p>
        <div className="flex items-center gap-2">
          <span className="sr-only">{f.payments}:</span>
          <ul className="flex gap-2" aria-label={f.payments}>
            {f.paymentNames.map((name) => (
              <li key={name} className="rounded-md bg-white px-3 py-1 text-xs font-semibold text-ink ring-1 ring-ink/10">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
