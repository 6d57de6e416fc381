import { Fragment } from "react";
import { Link } from "react-router";
import type { LegalBlock, LegalDocument } from "~/content/legal";
import { formatCalendarDate, ordersCopy } from "~/content/orders";
import { SHOP } from "~/domain/constants";

/** "(/orders)" in a legal text becomes a link to that page. */
function withLinks(text: string) {
  const parts = text.split(/\((\/[a-z-]+)\)/);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <Fragment key={i}>
        (
        <Link to={part} className="underline">
          {part}
        </Link>
        )
      </Fragment>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.type === "p") return <p className="mt-3">{withLinks(block.text)}</p>;
  return (
    <ul className="mt-3 space-y-3 rounded-2xl bg-white p-5 ring-1 ring-ink/10">
      {block.items.map((item) => (
        <li key={item}>{withLinks(item)}</li>
      ))}
    </ul>
  );
}

/** The standard withdrawal form (and any legal document of the same shape), with its fixed date. */
export function LegalDocumentPage({ doc, email = SHOP.email }: { doc: LegalDocument; /** The shop's e-mail in force (ADR 063). */ email?: string }) {
  const t = ordersCopy.angerblankett;
  return (
    <article className="page-narrow py-10">
      <h1 className="text-4xl">{doc.title}</h1>
      <p className="mt-2 text-sm text-ink-soft">{t.updated(formatCalendarDate(doc.updated))}</p>
      {doc.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-2xl">{section.heading}</h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
      <p className="mt-8">
        <a href={`mailto:${email}?subject=${encodeURIComponent(t.mailSubject)}`} className="underline">
          {t.mail}
        </a>
      </p>
    </article>
  );
}
