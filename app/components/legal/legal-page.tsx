import type { ReactNode } from "react";
import { Link } from "react-router";
import { LEGAL_COPY as t, LEGAL_DOCUMENTS, type LegalBlock, type LegalDocument, type LegalSection } from "~/content/legal";
import { formatCalendarDate } from "~/lib/calendar-date";
import { InlineText } from "./inline-text";

/** Documents this long get a table of contents. */
const TOC_FROM_SECTIONS = 6;

/** "6. Ändra ditt val" → "andra-ditt-val"; "Öppet köp i 30 dagar" → "oppet-kop-i-30-dagar". */
export function sectionAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/^\d+\.\s*/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function Block({ block }: { block: LegalBlock }) {
  if (block.type === "p")
    return (
      <p>
        <InlineText text={block.text} />
      </p>
    );
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-sage">
      {block.items.map((item) => (
        <li key={item} className="pl-1">
          <InlineText text={item} />
        </li>
      ))}
    </ul>
  );
}

function Section({ section, widget }: { section: LegalSection; widget?: ReactNode }) {
  const id = sectionAnchor(section.heading);
  return (
    <section aria-labelledby={id} className="mt-10 scroll-mt-24" data-testid="legal-section">
      <h2 id={id} className="text-2xl">
        {section.heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed">
        {section.blocks.map((block, i) => (
          <Block key={i} block={block} />
        ))}
      </div>
      {widget}
    </section>
  );
}

/** /terms, /privacy, /cookies, /returns and /shipping: the text, its fixed date, contents and the other documents. */
export function LegalPage({ doc, widgets = {} }: { doc: LegalDocument; widgets?: Partial<Record<NonNullable<LegalSection["widget"]>, ReactNode>> }) {
  const others = Object.values(LEGAL_DOCUMENTS).filter((d) => d.slug !== doc.slug);
  return (
    <div className="page-narrow pt-6 pb-20">
      <article>
        <header className="pt-6">
          <h1 className="text-4xl sm:text-5xl">
            {doc.headingParts ? doc.headingParts.map((part, i) => (i === 0 ? part : [<wbr key={i} />, part])) : doc.title}
          </h1>
          <p className="mt-3 text-sm text-ink-soft" data-testid="legal-updated">
            {t.updated} <time dateTime={doc.updated}>{formatCalendarDate(doc.updated)}</time>
          </p>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">{doc.description}</p>
        </header>
        {doc.sections.length >= TOC_FROM_SECTIONS && (
          <nav aria-labelledby="toc-title" className="mt-8 rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">
            <h2 id="toc-title" className="font-sans text-sm font-semibold uppercase tracking-wider">
              {t.toc}
            </h2>
            <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {doc.sections.map((s) => (
                <li key={s.heading}>
                  <a href={`#${sectionAnchor(s.heading)}`} className="hover:underline">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {doc.sections.map((s) => (
          <Section key={s.heading} section={s} widget={s.widget ? widgets[s.widget] : undefined} />
        ))}
      </article>
      <aside aria-labelledby="legal-more" className="mt-16 border-t border-ink/10 pt-8">
        <h2 id="legal-more" className="text-xl">
          {t.moreTitle}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {others.map((d) => (
            <li key={d.slug}>
              <Link to={`/${d.slug}`} className="text-indigo underline underline-offset-2 hover:no-underline">
                {d.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-ink-soft">
          <InlineText text={t.questions} />
        </p>
      </aside>
    </div>
  );
}
