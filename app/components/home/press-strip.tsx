import { home } from "~/content/home";
import { cn } from "~/lib/cn";

/** Each outlet as a text wordmark in its own typographic voice (no logos we have no licence for). */
const WORDMARKS = [
  "font-serif text-2xl italic",
  "font-serif text-lg uppercase tracking-[0.22em]",
  "font-sans text-2xl font-semibold uppercase tracking-[0.3em]",
  "font-serif text-2xl font-bold",
  "font-sans text-lg font-light uppercase tracking-[0.4em]",
];

/** 'Som setts i': press names from site-claims.ts. */
export function PressStrip() {
  const t = home.press;
  return (
    <section aria-labelledby="press-title" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col items-center gap-5 lg:flex-row lg:gap-12">
        <h2 id="press-title" className="shrink-0 font-sans text-xs font-medium uppercase tracking-[0.25em] text-ink-soft">
          {t.title}
        </h2>
        <ul className="flex flex-1 flex-wrap items-center justify-center gap-x-10 gap-y-3 text-ink-soft lg:justify-between">
          {t.names.map((name, i) => (
            <li key={name} className={cn("whitespace-nowrap", WORDMARKS[i % WORDMARKS.length])}>
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
