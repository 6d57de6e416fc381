import { useEffect, useMemo } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { FAQ, faqFor, FAQ_COPY as t, type FaqCategory } from "~/content/faq";
import type { RootData } from "~/root";
import { buttonClass } from "~/components/ui/button";
import { InlineText } from "~/components/legal/inline-text";

/**
 * An exclusive accordion built on <details name="faq">: the browser keeps one item open at a time,
 * summary is a real disclosure button (expanded state included), and without JavaScript every
 * answer is still one click away. A link to /faq#<item-id> opens that item.
 */
export function FaqPage() {
  const { hash } = useLocation();
  // The answers with the shop's identity in force (ADR 063).
  const shop = useRouteLoaderData<RootData>("root")?.shop;
  const categories = useMemo(() => (shop ? faqFor(shop) : FAQ), [shop]);
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const item = id ? document.getElementById(id) : null;
    if (item instanceof HTMLDetailsElement) {
      item.open = true;
      item.querySelector("summary")?.focus();
    }
  }, [hash]);

  return (
    <div className="page-narrow pt-6 pb-20">
      <header className="py-8">
        <h1 className="text-5xl">{t.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">{t.lead}</p>
      </header>
      <nav aria-label={t.categories}>
        <ul className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.id}>
              <a href={`#${c.id}`} className="inline-block rounded-full bg-white/70 px-4 py-2 text-sm ring-1 ring-ink/10 hover:bg-white">
                {c.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((c) => (
        <Category key={c.id} category={c} />
      ))}
      <section aria-labelledby="faq-contact" className="mt-16 rounded-3xl bg-sage-light/70 p-8 text-center">
        <h2 id="faq-contact" className="text-2xl">
          {t.contactTitle}
        </h2>
        <p className="mt-2 text-ink-soft">{t.contactText}</p>
        <Link to="/contact" className={buttonClass("primary", "mt-6")}>
          {t.contactLink}
        </Link>
      </section>
    </div>
  );
}

function Category({ category }: { category: FaqCategory }) {
  return (
    <section aria-labelledby={`${category.id}-title`} id={category.id} className="mt-12 scroll-mt-24">
      <h2 id={`${category.id}-title`} className="text-3xl">
        {category.title}
      </h2>
      <div className="mt-4 divide-y divide-ink/10 rounded-3xl bg-white/70 ring-1 ring-ink/5">
        {category.items.map((item) => (
          <details key={item.id} id={item.id} name="faq" className="group scroll-mt-24" data-testid="faq-item">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-3xl px-6 py-5 font-medium hover:text-indigo [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                className="shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              >
                <path d="M6 9l6 6 6-6" />
              </svg>
            </summary>
            <p className="px-6 pb-6 leading-relaxed text-ink-soft">
              <InlineText text={item.answer} />
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
