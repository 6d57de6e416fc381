/**
 * The books (/admin/bokforing, ADR 077): a period's events read from the orders, refunds and gift-card ledger, made
 * into vouchers and a SIE 4I file by the domain (`books.ts`, `sie.ts`), the VAT return's boxes from the same VAT report
 * the overview shows (`vatReportFor`), and the gift-card liability at a date.
 */
import { and, eq, gte, inArray, isNotNull, lt, ne } from "drizzle-orm";
import { bookTexts } from "~/content/books";
import {
  accountTotals,
  BOOK_ACCOUNTS,
  buildVouchers,
  giftCardLiability,
  METHOD_ACCOUNTS,
  vatReturnBoxes,
  type BookEvent,
  type VoucherGrouping,
} from "~/domain/books";
import { addDays, stockholmDayStart } from "~/domain/order-summary";
import { periodBounds } from "~/domain/overview";
import { sieFile } from "~/domain/sie";
import { vatReportFor } from "./admin-overview.server";
import type { Db } from "./db.server";
import { order, orderItem, refund, refundLine, giftCard, giftCardLedger } from "./schema";
import { getShopIdentity, type IdentityEnv } from "./shop-identity.server";

/** The voucher series the shop's files use ("W" for webbutiken). */
export const SIE_SERIES = "W";

/** Every event of [from, to] (Stockholm days, both included) the books record: sales, invoice payments, refunds. */
export async function bookEvents(db: Db, from: string, to: string): Promise<BookEvent[]> {
  const { start, end } = periodBounds(from, to);
  const settledLater = Object.entries(METHOD_ACCOUNTS).flatMap(([id, a]) => (a.settledTo ? [id] : []));
  const [sales, paid, refunds, paybacks] = await Promise.all([
    db
      .select({ id: order.id, number: order.number, at: order.createdAt, method: order.paymentMethod, totalOre: order.totalOre, giftCardPaidOre: order.giftCardPaidOre, shippingOre: order.shippingOre, vatSummary: order.vatSummary })
      .from(order)
      .where(and(ne(order.status, "cancelled"), gte(order.createdAt, start), lt(order.createdAt, end))),
    db
      .select({ number: order.number, at: order.paidAt, method: order.paymentMethod, totalOre: order.totalOre, giftCardPaidOre: order.giftCardPaidOre })
      .from(order)
      .where(and(ne(order.status, "cancelled"), inArray(order.paymentMethod, settledLater), isNotNull(order.paidAt), gte(order.paidAt, start), lt(order.paidAt, end))),
    db
      .select({ id: refund.id, at: refund.createdAt, orderId: refund.orderId, amountOre: refund.amountOre, methodOre: refund.methodOre, giftCardOre: refund.giftCardOre, shippingOre: refund.shippingOre, state: refund.state, paidBackAt: refund.paidBackAt, number: order.number, method: order.paymentMethod, status: order.status, orderShippingOre: order.shippingOre })
      .from(refund)
      .innerJoin(order, eq(order.id, refund.orderId))
      .where(and(gte(refund.createdAt, start), lt(refund.createdAt, end))),
    // Owed refunds paid back in the period (ADR 081): the money leaves the bank then.
    db
      .select({ at: refund.paidBackAt, methodOre: refund.methodOre, number: order.number })
      .from(refund)
      .innerJoin(order, eq(order.id, refund.orderId))
      .where(and(isNotNull(refund.paidBackAt), gte(refund.paidBackAt, start), lt(refund.paidBackAt, end))),
  ]);
  const orderIds = [...new Set([...sales.map((s) => s.id), ...refunds.map((r) => r.orderId)])];
  const [items, lines] = await Promise.all([
    orderIds.length
      ? db
          .select({ id: orderItem.id, orderId: orderItem.orderId, kind: orderItem.kind, vatRateBp: orderItem.vatRateBp, lineTotalOre: orderItem.lineTotalOre, codeDiscountOre: orderItem.codeDiscountOre })
          .from(orderItem)
          .where(inArray(orderItem.orderId, orderIds))
      : [],
    refunds.length
      ? db
          .select({ refundId: refundLine.refundId, orderItemId: refundLine.orderItemId, amountOre: refundLine.amountOre })
          .from(refundLine)
          .where(inArray(refundLine.refundId, refunds.map((r) => r.id)))
      : [],
  ]);
  const itemsOf = (orderId: string) => items.filter((i) => i.orderId === orderId);
  return [
    ...sales.map((s): BookEvent => ({ kind: "sale", at: s.at, orderNumber: s.number, method: s.method, totalOre: s.totalOre, giftCardPaidOre: s.giftCardPaidOre, shippingOre: s.shippingOre, vatSummary: s.vatSummary, items: itemsOf(s.id) })),
    ...paid.map((p): BookEvent => ({ kind: "payment", at: p.at!, orderNumber: p.number, method: p.method, amountOre: p.totalOre - p.giftCardPaidOre })),
    ...refunds.map(
      (r): BookEvent => ({
        kind: "refund",
        at: r.at,
        orderNumber: r.number,
        method: r.method,
        orderCancelled: r.status === "cancelled",
        items: itemsOf(r.orderId),
        orderShippingOre: r.orderShippingOre,
        refund: { lines: lines.filter((l) => l.refundId === r.id), shippingOre: r.shippingOre, amountOre: r.amountOre, methodOre: r.methodOre, giftCardOre: r.giftCardOre },
        // Owed when recorded (still owed, or paid back since): the method's part is a debt until the transfer.
        owed: r.state === "owed" || r.paidBackAt !== null,
      }),
    ),
    ...paybacks.map((p): BookEvent => ({ kind: "payback", at: p.at!, orderNumber: p.number, amountOre: p.methodOre })),
  ];
}

/** The period's vouchers (throws BooksError when an order cannot be booked: an unknown method or rate, figures that disagree). */
export async function periodVouchers(db: Db, from: string, to: string, grouping: VoucherGrouping) {
  return buildVouchers(await bookEvents(db, from, to), grouping, bookTexts);
}

/** Whether a period lies within one financial year (the calendar year: the shop has no other setting). */
export const withinOneYear = (from: string, to: string) => from.slice(0, 4) === to.slice(0, 4);

/** The SIE 4I file of [from, to] as CP437 bytes, with the shop's identity in force as the company. */
export async function sieExport(db: Db, env: IdentityEnv, opts: { from: string; to: string; grouping: VoucherGrouping; generated: string }): Promise<Uint8Array<ArrayBuffer>> {
  if (!withinOneYear(opts.from, opts.to)) throw new RangeError("The period spans two financial years");
  const [vouchers, { identity }] = await Promise.all([periodVouchers(db, opts.from, opts.to, opts.grouping), getShopIdentity(db, env)]);
  const year = opts.from.slice(0, 4);
  return sieFile(
    {
      program: { name: "Stilla webbutik", version: "1" },
      generated: opts.generated,
      company: identity.legalName,
      orgNumber: identity.orgNumber,
      address: { contact: identity.legalName, street: identity.street, postal: `${identity.postalCode} ${identity.city}`, phone: identity.phone },
      year: { from: `${year}-01-01`, to: `${year}-12-31` },
      series: SIE_SERIES,
    },
    vouchers,
  );
}

/** The gift-card liability at the end of a Stockholm day, from the ledger (ADR 009). */
export async function giftCardLiabilityAt(db: Db, date: string) {
  const end = stockholmDayStart(addDays(date, 1));
  const [cards, ledger] = await Promise.all([
    db.select({ id: giftCard.id, expiresAt: giftCard.expiresAt }).from(giftCard).where(lt(giftCard.createdAt, end)),
    db.select({ giftCardId: giftCardLedger.giftCardId, type: giftCardLedger.type, amountOre: giftCardLedger.amountOre, at: giftCardLedger.createdAt }).from(giftCardLedger).where(lt(giftCardLedger.createdAt, end)),
  ]);
  return giftCardLiability(cards, ledger, end);
}

/** The books page: the period's VAT report and return boxes, its vouchers' account totals, and the liability at `liabilityDate`. */
export async function getBooksPage(db: Db, period: { from: string; to: string }, liabilityDate: string) {
  const [vat, vouchers, liability] = await Promise.all([
    vatReportFor(db, period.from, period.to),
    periodVouchers(db, period.from, period.to, "day").then(
      (v) => ({ ok: true as const, vouchers: v }),
      (e: unknown) => ({ ok: false as const, error: e instanceof Error ? e.message : String(e) }),
    ),
    giftCardLiabilityAt(db, liabilityDate),
  ]);
  const accounts = vouchers.ok
    ? [...accountTotals(vouchers.vouchers)].sort(([a], [b]) => a - b).map(([account, amountOre]) => ({ account, name: BOOK_ACCOUNTS[account], amountOre }))
    : [];
  return {
    vat,
    boxes: vatReturnBoxes(vat),
    days: vouchers.ok ? vouchers.vouchers.length : 0,
    accounts,
    bookError: vouchers.ok ? null : vouchers.error,
    liability,
  };
}
