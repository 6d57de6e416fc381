import { homeSections } from "~/content/home-sections";
import type { PressEntry } from "~/domain/site-settings";
import { cn } from "~/lib/cn";

/** Each outlet as a text wordmark in its own typographic voice (no logos we have no licence for). */
const WORDMARKS = [
  "font-serif text-2xl italic",
  "font-serif text-lg uppercase tracking-[0.22em]",
  "font-sans text-2xl font-semibold uppercase tracking-[0.3em]",
  "font-serif text-2xl font-bold",
  "font-sans text-lg font-light uppercase tracking-[0.4em]",
];

/** 'Som setts i': only the outlets the owner has entered under /admin/settings (ADR 013); nothing at all without any. */
export function PressStrip({ entries }: { entries: readonly PressEntry[] }) {
  if (entries.length === 0) return null;
  const t = homeSections.press;
  return (
    <section aria-labelledby="press-title" className="page py-10">
      <div className="flex flex-col items-center gap-5 lg:flex-row lg:gap-12">
        <h2 id="press-title" className="shrink-0 font-sans text-xs font-medium uppercase tracking-[0.25em] text-ink-soft">
          {t.title}
        </h2>
        <ul className="flex min-w-0 max-w-full flex-1 flex-wrap items-center justify-center gap-x-10 gap-y-3 text-ink-soft lg:justify-between">
          {entries.map((entry, i) => (
            <li key={entry.id} className={cn("max-w-full break-words text-center", WORDMARKS[i % WORDMARKS.length])}>
              {entry.url ? (
                <a href={entry.url} rel="noopener noreferrer" aria-label={t.articleLabel(entry.name)} className="hover:text-ink hover:underline">
                  {entry.name}
                </a>
              ) : (
                entry.name
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
