import { formatDayMonth, formatDayTime, ordersCopy } from "~/content/orders";
import type { Timeline } from "~/domain/timeline";
import { cn } from "~/lib/cn";

const COLUMNS: Record<number, string> = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-4", 5: "sm:grid-cols-5", 6: "sm:grid-cols-6" };

/** The tracking timeline: real dates for the steps reached, estimates (marked as such) for the rest. */
export function OrderTimeline({ timeline, headingLevel = 2, className }: { timeline: Timeline; headingLevel?: 2 | 3; className?: string }) {
  const t = ordersCopy.timeline;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hasEstimates = timeline.steps.some((s) => s.estimated);
  return (
    <section className={className} aria-label={t.title}>
      <Heading className={cn(headingLevel === 2 ? "text-xl" : "sr-only")}>{t.title}</Heading>
      <ol className={cn("grid gap-3 sm:gap-2", headingLevel === 2 && "mt-4", COLUMNS[timeline.steps.length] ?? "sm:grid-cols-4")} data-testid="timeline">
        {timeline.steps.map((step) => {
          const current = step.id === timeline.current;
          const cancelled = step.id === "cancelled";
          return (
            <li key={step.id} aria-current={current ? "step" : undefined} className="flex items-start gap-3 sm:flex-col sm:gap-2" data-step={step.id} data-done={step.done}>
              <span
                aria-hidden="true"
                className={cn(
                  "mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                  cancelled ? "bg-clay text-white" : step.done ? "bg-sage text-white" : "border-2 border-dashed border-ink/40 bg-white text-ink-soft",
                  current && !cancelled && "ring-4 ring-sage-light",
                )}
              >
                {cancelled ? "×" : step.done ? "✓" : ""}
              </span>
              <span className="flex flex-col">
                <span className={cn("font-medium", !step.done && "text-ink-soft")}>{t.steps[step.id]}</span>
                <span className="text-sm text-ink-soft">
                  {step.at === null ? (
                    t.doneNoDate
                  ) : step.estimated ? (
                    <span className="italic">{t.estimatedDate(formatDayMonth(step.at))}</span>
                  ) : (
                    <time dateTime={step.at.toISOString()}>{formatDayTime(step.at)}</time>
                  )}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {hasEstimates && headingLevel === 2 && <p className="mt-3 text-xs text-ink-soft">{t.note}</p>}
    </section>
  );
}
