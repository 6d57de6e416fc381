import { ordersCopy, statusLabel } from "~/content/orders";
import { cn } from "~/lib/cn";

const tones: Record<string, string> = {
  pending: "bg-gold/15 text-ink",
  processing: "bg-lavender/50 text-ink",
  shipped: "bg-sage-light text-ink",
  delivered: "bg-sage text-white",
  cancelled: "bg-ink/10 text-ink-soft",
};

/** The order's status label: Väntar / Bearbetas / Skickad / Levererad / Makulerad. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-3 py-1 text-sm font-medium", tones[status] ?? tones.pending, className)} data-testid="order-status">
      <span className="sr-only">{ordersCopy.list.status}: </span>
      {statusLabel(status)}
    </span>
  );
}
