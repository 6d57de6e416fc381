import { cn } from "~/lib/cn";

export type BadgeTone = "clay" | "ink" | "indigo" | "sage" | "lavender" | "plain";

/** Tones chosen for WCAG AA contrast (≥ 4.5:1) against their own background. */
const tones: Record<BadgeTone, string> = {
  clay: "bg-clay text-white",
  ink: "bg-ink text-white",
  indigo: "bg-indigo text-white",
  sage: "bg-sage text-white",
  lavender: "bg-lavender text-indigo",
  plain: "bg-white text-ink ring-1 ring-ink/15",
};

/** A small pill label on a product (stock, bestseller, bundle …). */
export function Badge({ tone, children, className }: { tone: BadgeTone; children: React.ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold leading-none tracking-wide shadow-sm",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
