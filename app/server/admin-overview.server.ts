/** The admin overview's queries (/admin): order figures, the VAT report for a period, and what waits for the owner. */
import { and, asc, count, eq, gte, inArray, isNotNull, lt, lte, min, ne, sql } from "drizzle-orm";
import { workQueueWhere } from "./admin-orders.server";
import { countReportedReviews } from "./admin-reviews.server";
import type { Db } from "./db.server";
import { countWaitingMessages } from "./admin-messages.server";
import { order, orderItem, product, refund, refundLine } from "./schema";
import { stockholmDayBounds } from "~/domain/order-summary";
import { monthStart, periodBounds, refundVatRows, vatReportWithRefunds, WORK_QUEUES, type WorkQueue } from "~/domain/overview";
import { stockholmDate } from "~/domain/vat";

/** Orders that count as sales: everything but cancelled ones (refunds are taken back in the period they are made). */
const sale = ne(order.status, "cancelled");

async function salesBetween(db: Db, start: Date, end: Date) {
  const [row] = await db
    .select({ orders: count(), revenueOre: sql<number>`coalesce(sum(${order.totalOre}), 0)::int` })
    .from(order)
    .where(and(sale, gte(order.createdAt, start), lt(order.createdAt, end)));
  return { orders: Number(row?.orders ?? 0), revenueOre: Number(row?.revenueOre ?? 0) };
}

/**
 * The VAT report of [from, to] (Stockholm days, both included): the orders placed in it, less what the refunds made
 * in it took back (ADR 070), per rate.
 */
export async function vatReportFor(db: Db, from: string, to: string) {
  const { start, end } = periodBounds(from, to);
  const rows = await db
    .select({ vatSummary: order.vatSummary })
    .from(order)
    .where(and(sale, gte(order.createdAt, start), lt(order.createdAt, end)));
  const refunds = await refundsBetween(db, start, end);
  return { ...vatReportWithRefunds(rows.map((r) => r.vatSummary), refunds.map((r) => r.vat)), orders: rows.length, refunds: refunds.length };
}

/** The refunds made in [start, end), each with the sales it took back per VAT rate (refundVatRows). */
async function refundsBetween(db: Db, start: Date, end: Date) {
  const made = await db
    .select({ id: refund.id, orderId: refund.orderId, shippingOre: refund.shippingOre, amountOre: refund.amountOre, orderShippingOre: order.shippingOre })
    .from(refund)
    .innerJoin(order, eq(order.id, refund.orderId))
    .where(and(gte(refund.createdAt, start), lt(refund.createdAt, end)));
  if (made.length === 0) return [];
  const lines = await db
    .select({ refundId: refundLine.refundId, orderItemId: refundLine.orderItemId, amountOre: refundLine.amountOre })
    .from(refundLine)
    .where(inArray(refundLine.refundId, made.map((r) => r.id)));
  const items = await db
    .select({ id: orderItem.id, orderId: orderItem.orderId, kind: orderItem.kind, vatRateBp: orderItem.vatRateBp, lineTotalOre: orderItem.lineTotalOre, codeDiscountOre: orderItem.codeDiscountOre })
    .from(orderItem)
    .where(inArray(orderItem.orderId, [...new Set(made.map((r) => r.orderId))]));
  return made.map((r) => ({
    id: r.id,
    vat: refundVatRows(
      items.filter((i) => i.orderId === r.orderId),
      r.orderShippingOre,
      { lines: lines.filter((l) => l.refundId === r.id), shippingOre: r.shippingOre, amountOre: r.amountOre },
    ),
  }));
}

/** Invoices not paid by their due date (the day after the due day, Stockholm), oldest first: the "forfallna" queue. */
export async function overdueInvoices(db: Db, now: Date, dueDays: number) {
  return db
    .select({ id: order.id, number: order.number, createdAt: order.createdAt, totalOre: order.totalOre, name: order.shippingName })
    .from(order)
    .where(workQueueWhere("forfallna", { now, invoiceDueDays: dueDays }))
    .orderBy(asc(order.createdAt), asc(order.number))
    .limit(50);
}

/**
 * Orders the customer withdrew ("Ångra köp") that were paid and not refunded yet. A refund recorded but not moved yet
 * (owed by the owner, ADR 081, or asked of a provider, ADR 075) leaves the payment status "paid" but takes the order off
 * this list: it waits in "Att betala tillbaka" (or at the provider) instead.
 */
export async function withdrawalsToRefund(db: Db) {
  return db
    .select({ id: order.id, number: order.number, withdrawnAt: order.withdrawnAt, totalOre: order.totalOre, name: order.shippingName })
    .from(order)
    .where(and(isNotNull(order.withdrawnAt), eq(order.paymentStatus, "paid"), eq(order.refundedOre, 0)))
    .orderBy(asc(order.withdrawnAt), asc(order.number))
    .limit(50);
}

/** Active products at or below their own low-stock level, fewest first. */
export async function lowStock(db: Db) {
  return db
    .select({ id: product.id, name: product.name, stockCount: product.stockCount, lowStockLevel: product.lowStockLevel })
    .from(product)
    .where(and(eq(product.active, true), lte(product.stockCount, product.lowStockLevel)))
    .orderBy(asc(product.stockCount), asc(product.name));
}

/** How many orders each work queue holds, and when its oldest was placed (ADR 062). */
export async function workQueues(db: Db, now: Date, invoiceDueDays: number): Promise<Record<WorkQueue, { count: number; oldest: Date | null }>> {
  const rows = await Promise.all(
    WORK_QUEUES.map(async (q) => {
      const [row] = await db.select({ n: count(), oldest: min(order.createdAt) }).from(order).where(workQueueWhere(q, { now, invoiceDueDays }));
      return [q, { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null }] as const;
    }),
  );
  return Object.fromEntries(rows) as Record<WorkQueue, { count: number; oldest: Date | null }>;
}

export async function getOverview(db: Db, now: Date, period: { from: string; to: string }, invoiceDueDays: number) {
  const today = stockholmDate(now);
  const day = stockholmDayBounds(today);
  const month = periodBounds(monthStart(today), today);
  const [todaySales, monthSales, vat, queues, withdrawals, low, waitingMessages, reportedReviews] = await Promise.all([
    salesBetween(db, day.start, day.end),
    salesBetween(db, month.start, month.end),
    vatReportFor(db, period.from, period.to),
    workQueues(db, now, invoiceDueDays),
    withdrawalsToRefund(db),
    lowStock(db),
    countWaitingMessages(db),
    countReportedReviews(db),
  ]);
  return { today, todaySales, monthSales, vat, queues, withdrawals, lowStock: low, waitingMessages, reportedReviews };
}
