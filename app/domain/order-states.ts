/**
 * The order's state machine, in one place (ADR 021): the statuses an order and its payment can have, the
 * changes between them and who may make each. The desk, the customer's timeline, withdrawal ("Ångra köp")
 * and the refunds to come all ask this module; the database refuses any other value (check constraints,
 * migration 0007). Pure: no I/O.
 */

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled", "returned"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["unpaid", "paid", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who asks: the shop's admin at the desk, the customer (withdrawal), or the shop itself (checkout, a provider's webhook). */
export type Actor = "admin" | "customer" | "system";

/** Every allowed change of an order's status, and who may make it. Anything not listed is refused. */
export const STATUS_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly Actor[]>>>> = {
  // A provider payment that failed or never came cancels the order (the shop itself, ADR 075).
  pending: { processing: ["admin"], cancelled: ["admin", "customer", "system"] },
  // A withdrawal before shipping cancels the order (the customer, through "Ångra köp").
  processing: { shipped: ["admin"], cancelled: ["admin", "customer"] },
  // The carrier's own delivered event moves a booked parcel's order (the shop itself, ADR 084); never a guess.
  shipped: { delivered: ["admin", "system"], returned: ["admin"] },
  delivered: { returned: ["admin"] },
  cancelled: {},
  returned: {},
};

/** Every allowed change of the payment status. Refunds (issue #13) move paid orders along the last two. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, Partial<Record<PaymentStatus, readonly Actor[]>>>> = {
  unpaid: { paid: ["admin", "system"] },
  // A provider's confirmation of a refund moves it too (ADR 075).
  paid: { partially_refunded: ["admin", "system"], refunded: ["admin", "system"] },
  partially_refunded: { partially_refunded: ["admin", "system"], refunded: ["admin", "system"] },
  refunded: {},
};

export const isOrderStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);
export const isPaymentStatus = (s: string): s is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(s);

export function canChangeStatus(from: string, to: string, actor: Actor): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && (STATUS_TRANSITIONS[from][to]?.includes(actor) ?? false);
}

/** A payment can be marked paid only while the order is not cancelled. */
export function canChangePayment(order: { status: string; paymentStatus: string }, to: string, actor: Actor): boolean {
  if (!isPaymentStatus(order.paymentStatus) || !isPaymentStatus(to)) return false;
  if (to === "paid" && order.status === "cancelled") return false;
  return PAYMENT_TRANSITIONS[order.paymentStatus][to]?.includes(actor) ?? false;
}

/** The desk's buttons (refunds have their own form). */
export const DESK_ACTIONS = ["mark_paid", "processing", "shipped", "delivered", "returned", "cancel"] as const;
export type DeskActionType = (typeof DESK_ACTIONS)[number];

/** The status a desk action moves the order to (mark_paid moves the payment instead). */
export function statusOfAction(action: Exclude<DeskActionType, "mark_paid">): OrderStatus {
  return action === "cancel" ? "cancelled" : action;
}

/** The desk actions the order's current state allows the admin, in the order the desk shows them. */
export function allowedDeskActions(order: { status: string; paymentStatus: string }): DeskActionType[] {
  return DESK_ACTIONS.filter((a) =>
    a === "mark_paid" ? canChangePayment(order, "paid", "admin") : canChangeStatus(order.status, statusOfAction(a), "admin"),
  );
}

/** Whether "Ångra köp" may still be used, as far as the status goes (the 14-day period is withdrawal's own rule). */
export function statusAllowsWithdrawal(status: string): boolean {
  return status !== "cancelled" && status !== "returned";
}

/** Whether a withdrawal cancels the order outright (not sent yet) instead of waiting for the goods to come back. */
export function withdrawalCancels(status: string): boolean {
  return canChangeStatus(status, "cancelled", "customer");
}

/** An order that still counts as a sale (the overview's figures, the customer count). */
export function countsAsSale(status: string): boolean {
  return status !== "cancelled";
}

/**
 * Whether money can be refunded (ADR 026): the order is paid (or partly refunded) and either has left the
 * shop (shipped, delivered, returned: lines are refunded one by one) or was cancelled after payment (the
 * money paid is refunded in one go). An order not sent yet is cancelled first, which returns stock and
 * gift-card money at once.
 */
export function canRefund(order: { status: string; paymentStatus: string }): boolean {
  const paid = order.paymentStatus === "paid" || order.paymentStatus === "partially_refunded";
  return paid && ["shipped", "delivered", "returned", "cancelled"].includes(order.status);
}

/** The payment status after a refund: refunded once nothing is left to give back. */
export function paymentStatusAfterRefund(leftAfterOre: number): PaymentStatus {
  return leftAfterOre <= 0 ? "refunded" : "partially_refunded";
}

/** Whether the customer still owes money for the order (the payment panels). */
export function awaitsPayment(order: { status: string; paymentStatus: string }): boolean {
  return order.paymentStatus === "unpaid" && order.status !== "cancelled";
}
