import { ordersCopy } from "~/content/orders";
import { paymentLabel, statusLabel } from "~/content/order-status";
import type { OrderStatus, PaymentStatus } from "~/domain/order-states";
import { cn } from "~/lib/cn";

/** Tones with WCAG AA contrast against their own background. */
const statusTones: Record<OrderStatus, string> = {
  pending: "bg-gold/15 text-ink",
  processing: "bg-lavender/50 text-ink",
  shipped: "bg-sage-light text-ink",
  delivered: "bg-sage text-white",
  cancelled: "bg-ink/10 text-ink-soft",
  returned: "bg-ink/10 text-ink",
};
const paymentTones: Record<PaymentStatus, string> = {
  unpaid: "bg-white text-clay ring-1 ring-clay/40",
  paid: "bg-sage text-white",
  partially_refunded: "bg-white text-ink ring-1 ring-ink/20",
  refunded: "bg-white text-ink ring-1 ring-ink/20",
};
const pill = "inline-flex items-center rounded-full px-3 py-1 text-sm font-medium";

/** The order's status (Väntar / Bearbetas / Skickad / Levererad / Makulerad / Returnerad): the customer's pages and the desk. */
export function StatusBadge({ status, className, labelled = false }: { status: string; className?: string; /** A visible "Status:" or a column header already says what it is. */ labelled?: boolean }) {
  return (
    <span className={cn(pill, statusTones[status as OrderStatus] ?? statusTones.pending, className)} data-testid="order-status">
      {!labelled && <span className="sr-only">{ordersCopy.list.status}: </span>}
      {statusLabel(status)}
    </span>
  );
}

/** The payment's status (Obetald / Betald / Delvis återbetald / Återbetald), on the desk. */
export function PaymentBadge({ status }: { status: string }) {
  return <span className={cn(pill, paymentTones[status as PaymentStatus] ?? "bg-white text-ink")}>{paymentLabel(status)}</span>;
}
