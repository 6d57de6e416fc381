/** The order and payment statuses in Swedish: one list for the customer's pages, e-mails and the admin's desk. */
import type { OrderStatus, PaymentStatus } from "~/domain/order-states";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Väntar",
  processing: "Bearbetas",
  shipped: "Skickad",
  delivered: "Levererad",
  cancelled: "Makulerad",
  returned: "Returnerad",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Obetald",
  paid: "Betald",
  partially_refunded: "Delvis återbetald",
  refunded: "Återbetald",
};

export const statusLabel = (s: string | null | undefined): string => (s && s in ORDER_STATUS_LABELS ? ORDER_STATUS_LABELS[s as OrderStatus] : (s ?? ""));
export const paymentLabel = (s: string): string => (s in PAYMENT_STATUS_LABELS ? PAYMENT_STATUS_LABELS[s as PaymentStatus] : s);
