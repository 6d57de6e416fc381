import { adminCopy } from "~/content/admin";
import { cn } from "~/lib/cn";

/** Tones with WCAG AA contrast against their own background. */
const statusTone: Record<string, string> = {
  pending: "bg-lavender text-indigo",
  processing: "bg-indigo text-white",
  shipped: "bg-sage text-white",
  delivered: "bg-ink text-white",
  cancelled: "bg-clay text-white",
};
const paymentTone: Record<string, string> = {
  unpaid: "bg-white text-clay ring-1 ring-clay/40",
  paid: "bg-sage text-white",
  refunded: "bg-white text-ink ring-1 ring-ink/20",
};

const pill = "inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold leading-none";

export function StatusBadge({ status }: { status: string }) {
  return <span className={cn(pill, statusTone[status] ?? "bg-white text-ink")}>{adminCopy.statuses[status] ?? status}</span>;
}

export function PaymentBadge({ status }: { status: string }) {
  return <span className={cn(pill, paymentTone[status] ?? "bg-white text-ink")}>{adminCopy.payments[status] ?? status}</span>;
}
