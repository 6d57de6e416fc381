import { Link } from "react-router";
import { homeSections } from "~/content/home-sections";
import type { HomeTestimonial } from "~/domain/site-settings";
import { SectionHeading } from "./section-heading";

/** Customer quotes the owner has entered with the customer's consent (/admin/settings, ADR 013); nothing without any. */
export function Testimonials({ items }: { items: readonly HomeTestimonial[] }) {
  if (items.length === 0) return null;
  const t = homeSections.testimonials;
  return (
    <section aria-labelledby="testimonials-title" className="page py-14 render-when-near">
      <SectionHeading id="testimonials-title" title={t.title} align="center" />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink/5">
              <svg aria-hidden="true" width="32" height="24" viewBox="0 0 32 24" className="text-lavender" fill="currentColor">
                <path d="M0 24V13.7C0 5.9 4.3 1.3 12.4 0l1.3 3.4C9 4.7 6.9 7.4 6.6 11.2H13V24zm18.3 0V13.7c0-7.8 4.3-12.4 12.4-13.7L32 3.4c-4.7 1.3-6.8 4-7.1 7.8h6.4V24z" />
              </svg>
              <blockquote className="mt-5 flex-1 break-words font-serif text-lg leading-relaxed text-ink">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-6 text-sm text-ink-soft">
                <span className="font-medium text-ink">{item.name}</span>, {item.town}
                {item.productName && (
                  <>
                    {" "}
                    {t.about}{" "}
                    <Link to={`/product/${item.productId}`} className="underline hover:text-ink">
                      {item.productName}
                    </Link>
                  </>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
