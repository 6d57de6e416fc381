/** What the admin order pages get from their loaders (plain values; dates as ISO strings). */

export interface DeskListRow {
  id: string;
  /** The customer-facing order number. */
  number: number;
  created: string;
  customerName: string;
  customerEmail: string;
  itemCount: number;
  totalOre: number;
  paymentStatus: string;
  status: string;
}

export interface DeskFilterValues {
  status: string;
  payment: string;
  q: string;
}

export interface DeskLine {
  id: number;
  kind: string;
  name: string;
  quantity: number;
  unitPriceOre: number;
  multiBuyDiscountOre: number;
  codeDiscountOre: number;
  lineTotalOre: number;
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

export interface DeskOrder {
  id: string;
  /** The customer-facing order number: also the Swish message. */
  number: number;
  /** The OCR reference a Faktura payment carries (derived from the number). */
  ocr: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  created: string;
  paid: string | null;
  withdrawn: string | null;
  goodsListOre: number;
  multiBuyDiscountOre: number;
  discountCode: string | null;
  discountOre: number;
  shippingOre: number;
  totalOre: number;
  /** The part paid with gift cards. */
  giftCardPaidOre: number;
  vat: { rateBp: number; vatOre: number }[];
  shippingName: string;
  shippingEmail: string;
  shippingAddress: string;
  shippingPostalCode: string;
  shippingCity: string;
  carrier: string | null;
  trackingNumber: string | null;
  customer: { name: string; email: string };
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
