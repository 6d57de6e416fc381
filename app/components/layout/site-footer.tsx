import { newsletterLabels } from "~/content/newsletter-labels";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { SitePart } from "./site-parts";

/**
 * The footer. Its brand line, link columns and bottom line need no JavaScript and are islands (site.islands.tsx); the
 * newsletter form hydrates. `newsletter={false}` on a page whose own sign-up sits right above the footer (home), so
 * there is one, not two.
 */
export function SiteFooter({
  year,
  email,
  payments,
  newsletter = true,
}: {
  year: number;
  /** The shop's e-mail (its identity, ADR 063). */
  email: string;
  /** The payment methods checkout offers, by name. */
  payments: string[];
  newsletter?: boolean;
}) {
  return (
    <footer className="mt-24 border-t border-ink/10 bg-oat-dark/60 render-when-near">
      <div className="page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <SitePart render={(m) => <m.FooterBrand />} />
          {newsletter && (
            <>
              <h2 className="mt-6 font-sans text-sm font-semibold uppercase tracking-wider">{newsletterLabels.footer.title}</h2>
              <p className="mt-1 text-sm text-ink-soft">{newsletterLabels.footer.lead}</p>
              <NewsletterForm source="footer" formLabel={newsletterLabels.footer.formLabel} emailLabel={newsletterLabels.footer.emailLabel} compact />
            </>
          )}
        </div>
        <SitePart data={email} render={(m) => <m.FooterLinks email={email} />} />
      </div>
      <SitePart data={[year, payments]} render={(m) => <m.FooterBottom year={year} payments={payments} />} />
    </footer>
  );
}
