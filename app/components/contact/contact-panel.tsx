import { Link } from "react-router";
import { contactCopy } from "~/content/contact";
import { CONTACT } from "~/domain/constants";
import { useShop } from "~/components/layout/use-shop";

const t = contactCopy.panel;

/** The side panel (spec §2 Contact): the mailbox, opening hours, the answer promise and the FAQ link. */
export function ContactPanel() {
  const shop = useShop();
  return (
    <aside aria-labelledby="contact-panel-title" className="space-y-6">
      <section className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">
        <h2 id="contact-panel-title" className="text-2xl">
          {t.title}
        </h2>
        <dl className="mt-4 space-y-4 text-sm">
          <div>
            <dt className="font-medium">{t.mailbox}</dt>
            <dd className="mt-1">
              <a href={`mailto:${shop.email}`} className="text-indigo underline underline-offset-2">
                {shop.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t.hours}</dt>
            <dd className="mt-1">
              <ul>
                {CONTACT.openingHours.map((h) => (
                  <li key={h.days} className="flex justify-between gap-4">
                    <span>{h.days}</span>
                    <span>{h.hours}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-sm">{t.closedEves}</p>
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-ink-soft">{t.answer}</p>
      </section>
      <section aria-labelledby="contact-faq-title" className="rounded-3xl bg-sage-light/60 p-6">
        <h2 id="contact-faq-title" className="text-2xl">
          {t.faqTitle}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{t.faqText}</p>
        <Link to="/faq" className="mt-4 inline-block font-medium text-indigo underline underline-offset-4">
          {t.faqLink}
        </Link>
      </section>
    </aside>
  );
}
