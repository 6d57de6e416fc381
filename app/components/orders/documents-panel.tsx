import { documentCopy } from "~/content/documents";

export interface DocumentLinkView {
  href: string;
  label: string;
}

/**
 * The order's documents as PDF downloads (ADR 076): the receipt or invoice and a credit note per refund. Plain links
 * (no JavaScript); a guest's carry the private link's token, the owner's go through the admin guard.
 */
export function DocumentsPanel({ links, className = "rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5" }: { links: DocumentLinkView[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="documents-heading" className={className} data-testid="order-documents">
      <h2 id="documents-heading" className="text-xl">
        {documentCopy.links.heading}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} download className="inline-flex min-h-11 items-center underline underline-offset-2 break-words">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
