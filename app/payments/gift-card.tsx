/**
 * Paid in full with gift cards at checkout (ADR 009): nothing is left to collect. Never offered as a choice;
 * checkout sends it when the applied cards cover the order, and placeOrder checks that they do.
 */
import { giftCardCopy } from "~/content/gift-cards";
import { ordersCopy } from "~/content/orders";
import { definePaymentMethod, type PaymentInstructions } from "./method";

export interface GiftCardInstructions extends PaymentInstructions {
  kind: "gift_card";
  amountOre: 0;
}

export const giftCard = definePaymentMethod<GiftCardInstructions>({
  id: "gift_card",
  label: giftCardCopy.order.method,
  instructions: () => ({ kind: "gift_card", label: giftCardCopy.order.method, amountOre: 0 }),
  Panel: () => <p>{giftCardCopy.order.paidWith}</p>,
  nextStep: () => ordersCopy.page.nextPaid,
  packsAfterPayment: false,
  mail: () => ({ heading: giftCardCopy.order.method, lines: [giftCardCopy.order.paidWith] }),
});
