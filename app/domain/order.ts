/** An order and its lines as screens and e-mails show them (a stored order row satisfies these). */
import type { ServicePoint } from "./delivery";

export interface OrderFacts {
  id: string;
  /** The customer-facing order number ("Order 1042"). */
  number: number;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  createdAt: Date;
  paidAt: Date | null;
  withdrawnAt: Date | null;
  goodsListOre: number;
  multiBuyDiscountOre: number;
  /** The bought-together discount (ADR 038); absent on facts from before it = 0. */
  togetherDiscountOre?: number;
  discountCode: string | null;
  discountOre: number;
  shippingOre: number;
  totalOre: number;
  /** The part paid with gift cards at checkout (the rest is due by paymentMethod). */
  giftCardPaidOre?: number;
  vatSummary: { rateBp: number; vatOre: number }[];
  shippingName: string;
  shippingEmail: string;
  shippingAddress: string;
  shippingPostalCode: string;
  shippingCity: string;
  /** The optional mobile number for the carrier's notice, "+46701234567" (ADR 066); absent on older facts. */
  shippingPhone?: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  /** The delivery option chosen at checkout (ADR 083); absent or null on orders from before options existed. */
  deliveryOption?: string | null;
  /** The service point chosen, as the carrier described it when the order was placed. */
  servicePoint?: ServicePoint | null;
}

export interface OrderItemFacts {
  id: number;
  kind: string;
  productId: string | null;
  productName: string;
  quantity: number;
  unitPriceOre: number;
  multiBuyDiscountOre: number;
  /** This line's share of the bought-together discount (ADR 038); absent = 0. */
  togetherDiscountOre?: number;
  codeDiscountOre: number;
  /** After multi-buy, the together discount and the code share. */
  lineTotalOre: number;
  /** Gift-card lines: who gets the card. */
  giftCard?: { recipientName: string; recipientEmail: string; senderName: string; message: string } | null;
}

/** Everything taken off a line (or, with `codeDiscountOre` as the order's `discountOre`, off an order): multi-buy, bought-together and the code. */
export function discountsOre(d: { multiBuyDiscountOre: number; togetherDiscountOre?: number | null; codeDiscountOre: number }): number {
  return d.multiBuyDiscountOre + (d.togetherDiscountOre ?? 0) + d.codeDiscountOre;
}
