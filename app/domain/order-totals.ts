/**
 * The totals block of an order, one rule for every place that shows it (the customer's order page, the
 * order e-mail, the desk): which rows stand there, in which order, and what each comes to. Pure: the
 * screens and the mail put their own words on the rows (content/) and format the amounts.
 */
import type { OrderFacts } from "./order";

export type OrderTotalRow =
  | { key: "goods" | "total"; ore: number }
  | { key: "multiBuy" | "together" | "discount" | "giftCardPaid"; ore: number; minus: true }
  | { key: "shipping"; ore: number; free: boolean }
  | { key: "rest"; ore: number }
  | { key: "vat"; ore: number; rateBp: number };

type Totals = Pick<OrderFacts, "goodsListOre" | "multiBuyDiscountOre" | "togetherDiscountOre" | "discountOre" | "shippingOre" | "totalOre"> & {
  giftCardPaidOre?: number;
  vatSummary: readonly OrderFacts["vatSummary"][number][];
};

/**
 * Goods; the multi-buy, bought-together and code discounts when there are any; shipping (free at 0); the total; what gift cards
 * paid and the rest to pay when they paid part of it (`rest: false` leaves the rest out); VAT per rate (rates
 * with no VAT left out unless `allVatRates`, as the desk shows them for the VAT return).
 */
export function orderTotalRows(o: Totals, opts: { rest?: boolean; allVatRates?: boolean } = {}): OrderTotalRow[] {
  const giftCards = o.giftCardPaidOre ?? 0;
  const rows: OrderTotalRow[] = [{ key: "goods", ore: o.goodsListOre }];
  if (o.multiBuyDiscountOre > 0) rows.push({ key: "multiBuy", ore: o.multiBuyDiscountOre, minus: true });
  if ((o.togetherDiscountOre ?? 0) > 0) rows.push({ key: "together", ore: o.togetherDiscountOre!, minus: true });
  if (o.discountOre > 0) rows.push({ key: "discount", ore: o.discountOre, minus: true });
  rows.push({ key: "shipping", ore: o.shippingOre, free: o.shippingOre === 0 });
  rows.push({ key: "total", ore: o.totalOre });
  if (giftCards > 0) {
    rows.push({ key: "giftCardPaid", ore: giftCards, minus: true });
    if (opts.rest !== false) rows.push({ key: "rest", ore: o.totalOre - giftCards });
  }
  for (const v of o.vatSummary) if (opts.allVatRates || v.vatOre > 0) rows.push({ key: "vat", ore: v.vatOre, rateBp: v.rateBp });
  return rows;
}
