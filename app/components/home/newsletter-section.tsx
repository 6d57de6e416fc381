import { newsletterLabels } from "~/content/newsletter-labels";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { HomePart } from "./home-parts";

/** Spec §2 Home: the newsletter sign-up (double opt-in, a personal welcome code once confirmed). */
export function NewsletterSection() {
  const t = newsletterLabels.home;
  return (
    <section aria-labelledby="newsletter-title" className="page py-6 render-when-near">
      <div className="grid items-center gap-8 rounded-[2rem] bg-white/70 px-6 ring-1 ring-ink/5 py-12 sm:px-12 md:grid-cols-2">
        <HomePart render={(m) => <m.SectionHeading id="newsletter-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />} />
        <NewsletterForm source="home" formLabel={t.formLabel} emailLabel={t.emailLabel} />
      </div>
    </section>
  );
}
