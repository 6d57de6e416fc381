import * as sv from "~/content/sv-site";
import type { PriceAnnouncement } from "~/domain/catalogue";
import { formatKr } from "~/domain/money";
import { cn } from "~/lib/cn";

/** The earlier price, struck through, while a reduction is in force (ADR 036); the text names it for screen readers. */
export function EarlierPrice({ announcement, className }: { announcement: PriceAnnouncement | null; className?: string }) {
  if (!announcement?.reduced) return null;
  return (
    <s data-testid="earlier-price" className={cn("text-ink-soft tabular-nums", className)}>
      <span className="sr-only">{sv.price.earlierLabel} </span>
      {formatKr(announcement.earlierOre)}
    </s>
  );
}

/** "Lägsta pris de senaste 30 dagarna före sänkningen: X kr" (prisinformationslagen 7 a §, ADR 036). */
export function LowestBeforeCut({ announcement, className }: { announcement: PriceAnnouncement | null; className?: string }) {
  if (!announcement || announcement.lowestBeforeOre === null) return null;
  return (
    <p data-testid="lowest-before-cut" className={cn("text-ink-soft tabular-nums", className)}>
      {sv.price.lowestBefore(formatKr(announcement.lowestBeforeOre))}
    </p>
  );
}
