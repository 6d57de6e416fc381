/** The words on an order's totals rows (domain/order-totals.ts), for the customer (page, e-mail) and the desk. */
import { formatKr } from "~/domain/money";
import type { OrderTotalRow } from "~/domain/order-totals";
import { formatVatRate } from "~/domain/vat";
import { adminCopy } from "./admin";
import { giftCardCopy } from "./gift-cards";
import { ordersCopy } from "./orders";

interface TotalWords {
  goods: string;
  multiBuy: string;
  together: string;
  discount: (code: string) => string;
  shipping: string;
  freeShipping: string;
  total: string;
  giftCardPaid: string;
  rest: string;
  vatOf: (rate: string) => string;
}

const p = ordersCopy.page;
const d = adminCopy.order;

export const customerTotalWords: TotalWords = {
  goods: p.goods,
  multiBuy: p.multiBuyTotal,
  together: p.togetherTotal,
  discount: p.discount,
  shipping: p.shipping,
  freeShipping: p.freeShipping,
  total: p.total,
  giftCardPaid: giftCardCopy.order.paidWith,
  rest: giftCardCopy.order.rest,
  vatOf: p.vatOf,
};

export const deskTotalWords: TotalWords = {
  goods: d.goods,
  multiBuy: d.multiBuy,
  together: d.together,
  discount: d.code,
  shipping: d.shipping,
  freeShipping: d.freeShipping,
  total: d.total,
  giftCardPaid: giftCardCopy.admin.paidWithCards,
  rest: giftCardCopy.order.rest,
  vatOf: d.vatOf,
};

/** A row's label and its amount as shown ("−74,70 kr" for a deduction, "Fri frakt" for free shipping). */
export function totalRowText(row: OrderTotalRow, words: TotalWords, discountCode: string | null): { label: string; value: string } {
  const label =
    row.key === "discount" ? words.discount(discountCode ?? "") : row.key === "vat" ? words.vatOf(formatVatRate(row.rateBp)) : words[row.key];
  const value = row.key === "shipping" && row.free ? words.freeShipping : `${"minus" in row ? "−" : ""}${formatKr(row.ore)}`;
  return { label, value };
}
