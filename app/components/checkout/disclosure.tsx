import { cn } from "~/lib/cn";

/**
 * A part of the checkout's summary column that folds to one line on a phone (a real <details>/<summary>: the
 * browser opens and closes it, no script) and is always open on a wide screen, where the column has room: from
 * `lg` the line is hidden and the content shown (::details-content), ADR 066.
 */
export function Disclosure({
  line,
  open,
  className,
  children,
  testId,
}: {
  /** What the closed line says ("Visa ordersammanfattning · 423 kr"). */
  line: React.ReactNode;
  /** Open from the start (a code in use, a refusal to read). */
  open?: boolean;
  className?: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <details open={open || undefined} className={cn("group lg:[&::details-content]:[content-visibility:visible]", className)} data-testid={testId}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-2 font-medium lg:hidden [&::-webkit-details-marker]:hidden">
        {line}
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" className="shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none">
          <path d="M2 5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </summary>
      {children}
    </details>
  );
}
