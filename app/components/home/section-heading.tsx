import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** A home section's eyebrow, serif h2, lead and optional "see all" link. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  link,
  align = "left",
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  link?: { to: string; label: string };
  align?: "left" | "center";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col gap-4",
        align === "center" ? "items-center text-center" : "sm:flex-row sm:items-end sm:justify-between",
        className,
      )}
    >
      <div className={cn("max-w-2xl", align === "center" && "mx-auto")}>
        {eyebrow && <p className="text-xs font-medium uppercase tracking-[0.25em] text-sage">{eyebrow}</p>}
        <h2 id={id} className={cn("text-3xl leading-tight text-ink sm:text-4xl", eyebrow && "mt-3")}>
          {title}
        </h2>
        {lead && <p className="mt-3 text-ink-soft sm:text-lg">{lead}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className="inline-flex shrink-0 items-center gap-2 rounded-full px-1 py-2 font-medium text-indigo underline decoration-indigo/30 underline-offset-4 hover:decoration-indigo"
        >
          {link.label}
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </Link>
      )}
    </div>
  );
}
