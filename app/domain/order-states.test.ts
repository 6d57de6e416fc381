import { describe, expect, it } from "vitest";
import {
  allowedDeskActions,
  canRefund,
  paymentStatusAfterRefund,
  awaitsPayment,
  canChangePayment,
  canChangeStatus,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  statusAllowsWithdrawal,
  withdrawalCancels,
  type Actor,
  type OrderStatus,
  type PaymentStatus,
} from "./order-states";

const ACTORS: Actor[] = ["admin", "customer", "system"];

/** The whole table, written out: every change that is allowed, by whom. Everything else must be refused. */
const ALLOWED_STATUS: [OrderStatus, OrderStatus, Actor][] = [
  ["pending", "processing", "admin"],
  ["pending", "cancelled", "admin"],
  ["pending", "cancelled", "customer"],
  ["pending", "cancelled", "system"],
  ["processing", "shipped", "admin"],
  ["processing", "cancelled", "admin"],
  ["processing", "cancelled", "customer"],
  ["shipped", "delivered", "admin"],
  // The carrier's delivered event (ADR 084).
  ["shipped", "delivered", "system"],
  ["shipped", "returned", "admin"],
  ["delivered", "returned", "admin"],
];
const ALLOWED_PAYMENT: [PaymentStatus, PaymentStatus, Actor][] = [
  ["unpaid", "paid", "admin"],
  ["unpaid", "paid", "system"],
  ["paid", "partially_refunded", "admin"],
  ["paid", "partially_refunded", "system"],
  ["paid", "refunded", "admin"],
  ["paid", "refunded", "system"],
  ["partially_refunded", "partially_refunded", "admin"],
  ["partially_refunded", "partially_refunded", "system"],
  ["partially_refunded", "refunded", "admin"],
  ["partially_refunded", "refunded", "system"],
];

describe("order status transitions: every from × to × actor", () => {
  const cases = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));
  it.each(cases)("%s → %s by %s", (from, to, actor) => {
    const allowed = ALLOWED_STATUS.some(([f, t, a]) => f === from && t === to && a === actor);
    expect(canChangeStatus(from, to, actor)).toBe(allowed);
  });
  it("unknown statuses are refused", () => {
    expect(canChangeStatus("pending", "lost", "admin")).toBe(false);
    expect(canChangeStatus("lost", "pending", "admin")).toBe(false);
  });
});

describe("payment transitions: every from × to × actor (on an order that is not cancelled)", () => {
  const cases = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));
  it.each(cases)("%s → %s by %s", (from, to, actor) => {
    const allowed = ALLOWED_PAYMENT.some(([f, t, a]) => f === from && t === to && a === actor);
    expect(canChangePayment({ status: "processing", paymentStatus: from }, to, actor)).toBe(allowed);
  });
  it("a cancelled order cannot be marked paid", () => {
    expect(canChangePayment({ status: "cancelled", paymentStatus: "unpaid" }, "paid", "admin")).toBe(false);
  });
});

describe("the desk's buttons", () => {
  it.each([
    ["pending", "unpaid", ["mark_paid", "processing", "cancel"]],
    ["pending", "paid", ["processing", "cancel"]],
    ["processing", "paid", ["shipped", "cancel"]],
    ["shipped", "unpaid", ["mark_paid", "delivered", "returned"]],
    ["delivered", "paid", ["returned"]],
    ["cancelled", "unpaid", []],
    ["returned", "refunded", []],
  ])("%s / %s → %j", (status, paymentStatus, actions) => {
    expect(allowedDeskActions({ status, paymentStatus })).toEqual(actions);
  });
});

describe("withdrawal and payment questions", () => {
  it.each(ORDER_STATUSES.map((s) => [s]))("%s", (status) => {
    expect(statusAllowsWithdrawal(status)).toBe(status !== "cancelled" && status !== "returned");
    expect(withdrawalCancels(status)).toBe(status === "pending" || status === "processing");
    expect(awaitsPayment({ status, paymentStatus: "unpaid" })).toBe(status !== "cancelled");
    expect(awaitsPayment({ status, paymentStatus: "paid" })).toBe(false);
  });
});

describe("refunds", () => {
  const refundable = [
    ["shipped", "paid"],
    ["delivered", "paid"],
    ["delivered", "partially_refunded"],
    ["returned", "paid"],
    ["cancelled", "paid"],
  ];
  const cases = ORDER_STATUSES.flatMap((status) => PAYMENT_STATUSES.map((paymentStatus) => [status, paymentStatus] as const));
  it.each(cases)("%s / %s", (status, paymentStatus) => {
    const expected = (paymentStatus === "paid" || paymentStatus === "partially_refunded") && ["shipped", "delivered", "returned", "cancelled"].includes(status);
    expect(canRefund({ status, paymentStatus })).toBe(expected);
  });
  it("the named examples are refundable; an order not sent yet or not paid is not", () => {
    for (const [status, paymentStatus] of refundable) expect(canRefund({ status: status!, paymentStatus: paymentStatus! })).toBe(true);
    expect(canRefund({ status: "processing", paymentStatus: "paid" })).toBe(false);
    expect(canRefund({ status: "delivered", paymentStatus: "unpaid" })).toBe(false);
    expect(canRefund({ status: "delivered", paymentStatus: "refunded" })).toBe(false);
  });
  it("the payment status follows what is left", () => {
    expect(paymentStatusAfterRefund(0)).toBe("refunded");
    expect(paymentStatusAfterRefund(1)).toBe("partially_refunded");
  });
});
