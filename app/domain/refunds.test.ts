import { describe, expect, it } from "vitest";
import { fullRefundRequest, lineRefundOre, planRefund, remaining, splitRefund, type RefundableLine, type RefundableOrder } from "./refunds";

// Two lines: 3 × Sleep for 747 kr after discounts, 1 × Calm for 229 kr; shipping 49 kr. Total 1 025 kr.
const lines: RefundableLine[] = [
  { id: 1, kind: "product", quantity: 3, lineTotalOre: 74_700, refundedQuantity: 0, refundedOre: 0 },
  { id: 2, kind: "product", quantity: 1, lineTotalOre: 22_900, refundedQuantity: 0, refundedOre: 0 },
];
const paid: RefundableOrder = {
  status: "delivered",
  paymentStatus: "paid",
  totalOre: 102_500,
  shippingOre: 4_900,
  giftCardPaidOre: 0,
  methodRefundedOre: 0,
  giftCardBackOre: 0,
  shippingRefunded: false,
};

describe("planRefund", () => {
  it("refunds one unit of a line pro rata to its paid total", () => {
    const plan = planRefund(paid, lines, { lines: [{ itemId: 1, quantity: 1 }], shipping: false });
    expect(plan).toEqual({ ok: true, amountOre: 24_900, methodOre: 24_900, giftCardOre: 0, shippingOre: 0, deductionOre: 0, lines: [{ itemId: 1, quantity: 1, amountOre: 24_900 }] });
  });

  it("the last units of a line give back exactly what is left of it, so the öre add up", () => {
    const odd: RefundableLine = { id: 9, kind: "product", quantity: 3, lineTotalOre: 10_000, refundedQuantity: 0, refundedOre: 0 };
    const first = lineRefundOre(odd, 1);
    expect(first).toBe(3_333);
    const second = lineRefundOre({ ...odd, refundedQuantity: 1, refundedOre: first }, 1);
    const last = lineRefundOre({ ...odd, refundedQuantity: 2, refundedOre: first + second }, 1);
    expect(first + second + last).toBe(10_000);
  });

  it("a full refund of everything and the shipping is the order's total", () => {
    const plan = planRefund(paid, lines, fullRefundRequest(lines));
    expect(plan.ok && plan.amountOre).toBe(102_500);
    expect(plan.ok && plan.shippingOre).toBe(4_900);
  });

  it("refuses more units than are left on a line, an unknown line, and an empty request", () => {
    const partly = lines.map((l) => (l.id === 1 ? { ...l, refundedQuantity: 2, refundedOre: 49_800 } : l));
    expect(planRefund(paid, partly, { lines: [{ itemId: 1, quantity: 2 }], shipping: false })).toEqual({ ok: false, error: "too_many" });
    expect(planRefund(paid, lines, { lines: [{ itemId: 7, quantity: 1 }], shipping: false })).toEqual({ ok: false, error: "unknown_line" });
    expect(planRefund(paid, lines, { lines: [{ itemId: 1, quantity: 0 }], shipping: false })).toEqual({ ok: false, error: "nothing" });
  });

  it("after a withdrawal the return postage is kept from the refund", () => {
    const plan = planRefund(paid, lines, { ...fullRefundRequest(lines), deductionOre: 4_900 });
    expect(plan.ok && [plan.amountOre, plan.deductionOre]).toEqual([97_600, 4_900]);
  });

  it("shipping is refunded at most once", () => {
    expect(planRefund({ ...paid, shippingRefunded: true }, lines, { lines: [], shipping: true })).toEqual({ ok: false, error: "nothing" });
  });

  it("never gives back more than was paid, whatever was refunded before", () => {
    const almost = { ...paid, paymentStatus: "partially_refunded", methodRefundedOre: 100_000 };
    const plan = planRefund(almost, lines, fullRefundRequest(lines));
    expect(plan.ok && plan.amountOre).toBe(2_500);
    expect(planRefund({ ...almost, methodRefundedOre: 102_500 }, lines, fullRefundRequest(lines))).toEqual({ ok: false, error: "nothing" });
  });

  it("refuses an unpaid order and one not sent yet", () => {
    expect(planRefund({ ...paid, paymentStatus: "unpaid" }, lines, fullRefundRequest(lines))).toEqual({ ok: false, error: "not_refundable" });
    expect(planRefund({ ...paid, status: "processing" }, lines, fullRefundRequest(lines))).toEqual({ ok: false, error: "not_refundable" });
  });

  it("a cancelled paid order refunds what the method paid, in one amount without lines", () => {
    const cancelled = { ...paid, status: "cancelled", giftCardPaidOre: 30_000, giftCardBackOre: 30_000 };
    expect(planRefund(cancelled, lines, { lines: [], shipping: false })).toEqual({ ok: true, amountOre: 72_500, methodOre: 72_500, giftCardOre: 0, shippingOre: 0, deductionOre: 0, lines: [] });
  });
});

describe("splitRefund: the money goes back the way it came", () => {
  const mixed = { ...paid, giftCardPaidOre: 41_000 }; // 40 % by gift card
  it("in proportion to what the gift cards paid", () => {
    expect(splitRefund(10_000, mixed)).toEqual({ methodOre: 6_000, giftCardOre: 4_000 });
  });
  it("never more to the method than it paid: the rest goes to the cards", () => {
    const methodAlmostBack = { ...mixed, methodRefundedOre: 60_000 }; // 1 500 öre left by the method
    expect(splitRefund(10_000, methodAlmostBack)).toEqual({ methodOre: 1_500, giftCardOre: 8_500 });
  });
  it("never more to the cards than they paid", () => {
    const cardsBack = { ...mixed, giftCardBackOre: 41_000 };
    expect(splitRefund(10_000, cardsBack)).toEqual({ methodOre: 10_000, giftCardOre: 0 });
    expect(remaining(cardsBack)).toEqual({ methodOre: 61_500, giftCardOre: 0 });
  });
  it("an order paid wholly by gift card refunds wholly to the cards", () => {
    expect(splitRefund(5_000, { ...paid, giftCardPaidOre: 102_500 })).toEqual({ methodOre: 0, giftCardOre: 5_000 });
  });
});
