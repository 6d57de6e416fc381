/**
 * What the admin's order and gift-card pages get from their loaders (plain values; dates as ISO strings): view
 * types shared by the server modules that build them and the components that show them, derived from the
 * order facts in order.ts where they are the same fields.
 */
import type { OrderFacts, OrderItemFacts } from "./order";

/** One order in the desk's list, as the query returns it. */
export interface OrderListRow {
  id: string;
  /** The customer-facing order number. */
  number: number;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  itemCount: number;
  totalOre: number;
  paymentStatus: string;
  status: string;
}

/** The same row as the list page gets it (the date as an ISO string). */
export interface DeskListRow extends Omit<OrderListRow, "createdAt"> {
  created: string;
}

export interface DeskFilterValues {
  status: string;
  payment: string;
  q: string;
}

/** An order line as the desk shows it: the stored snapshot (OrderItemFacts) with its VAT rate. */
export interface DeskLine extends Pick<OrderItemFacts, "id" | "kind" | "quantity" | "unitPriceOre" | "multiBuyDiscountOre" | "togetherDiscountOre" | "codeDiscountOre" | "lineTotalOre"> {
  name: string;
  vatRateBp: number;
}

export interface DeskEvent {
  id: number;
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  created: string;
  actor: { name: string; email: string; isCustomer: boolean } | null;
}

/** The order as the desk shows it: the stored facts (OrderFacts) with dates as ISO strings, its OCR and customer. */
export interface DeskOrder extends Omit<OrderFacts, "createdAt" | "paidAt" | "withdrawnAt" | "giftCardPaidOre"> {
  /** The OCR reference a Faktura payment carries (derived from the number). */
  ocr: string;
  created: string;
  paid: string | null;
  withdrawn: string | null;
  /** The part paid with gift cards. */
  giftCardPaidOre: number;
  /** `guest`: bought without an account (ADR 065). */
  customer: { name: string; email: string; guest: boolean };
}

/** One issued gift card on the desk: masked code, balance, expiry and its ledger. */
export interface DeskGiftCard {
  id: number;
  masked: string;
  orderId: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  initialOre: number;
  balanceOre: number;
  expires: string;
  created: string;
  /** When the shop voided the card, or null. */
  voided: string | null;
  ledger: {
    id: number;
    type: string;
    amountOre: number;
    orderId: string | null;
    /** The shop's reason (adjust, void, refund). */
    note: string | null;
    created: string;
  }[];
}
