/**
 * The orders of a period as CSV for the owner's spreadsheet (ADR 067): the orders placed from the first day's
 * start to the last day's end, Stockholm time, in order of placing. Semicolon-separated with a BOM (Excel with
 * Swedish settings opens it as it is), amounts in kronor with a decimal comma and no thousands separator, every
 * cell guarded against formulas (lib/csv.ts). Every order is listed whatever its status, with the status beside it.
 */
import { and, asc, gte, lt } from "drizzle-orm";
import { adminCopy } from "~/content/admin";
import { addDays, stockholmClock, stockholmDayStart } from "~/domain/order-summary";
import { formatVatRate } from "~/domain/vat";
import { formatKronorDecimal } from "~/domain/money";
import { discountsOre } from "~/domain/order";
import { toCsv } from "~/lib/csv";
import { paymentMethodLabel } from "~/payments/registry";
import type { Db } from "./db.server";
import { order } from "./schema";

const t = adminCopy.export;

/** The longest period one file takes: a year, leap day included. */
export const EXPORT_MAX_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (s: string) => DATE.test(s) && addDays(s, 0) === s;

export type ExportPeriod = { ok: true; from: string; to: string } | { ok: false; message: string; from: string; to: string };

/** `fran` and `till` (YYYY-MM-DD, both days included); a Swedish message when they are missing or wrong. */
export function parseExportPeriod(params: URLSearchParams): ExportPeriod {
  const from = (params.get("fran") ?? "").trim();
  const to = (params.get("till") ?? "").trim();
  const bad = (message: string): ExportPeriod => ({ ok: false, message, from: from.slice(0, 10), to: to.slice(0, 10) });
  if (!from) return bad(t.fromRequired);
  if (!to) return bad(t.toRequired);
  if (!isCalendarDate(from) || !isCalendarDate(to)) return bad(t.badDate);
  if (from > to) return bad(t.reversed);
  if (addDays(from, EXPORT_MAX_DAYS - 1) < to) return bad(t.tooLong(EXPORT_MAX_DAYS));
  return { ok: true, from, to };
}

/** Öre as kronor for a Swedish spreadsheet: "1234,50" (a number there, not text). */
export const kronorCell = (ore: number): string => formatKronorDecimal(ore, ",");

/** "2026-11-29 14:05", Stockholm time. */
function stockholmDateTime(at: Date): string {
  const c = stockholmClock(at);
  return `${c.date} ${String(c.hour).padStart(2, "0")}:${String(c.minute).padStart(2, "0")}`;
}

/** The period's orders as one CSV text; a column per VAT rate that occurs in them. */
export async function ordersCsv(db: Db, from: string, to: string): Promise<{ csv: string; count: number }> {
  const rows = await db
    .select({
      number: order.number,
      createdAt: order.createdAt,
      name: order.shippingName,
      email: order.shippingEmail,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      goodsListOre: order.goodsListOre,
      multiBuyDiscountOre: order.multiBuyDiscountOre,
      togetherDiscountOre: order.togetherDiscountOre,
      discountOre: order.discountOre,
      shippingOre: order.shippingOre,
      vatSummary: order.vatSummary,
      totalOre: order.totalOre,
      giftCardPaidOre: order.giftCardPaidOre,
      refundedOre: order.refundedOre,
    })
    .from(order)
    .where(and(gte(order.createdAt, stockholmDayStart(from)), lt(order.createdAt, stockholmDayStart(addDays(to, 1)))))
    .orderBy(asc(order.createdAt), asc(order.number));
  const rates = [...new Set(rows.flatMap((r) => r.vatSummary.map((v) => v.rateBp)))].sort((a, b) => a - b);
  const h = t.header;
  const header = [h.number, h.date, h.customer, h.email, h.status, h.payment, h.method, h.goods, h.discounts, h.shipping, ...rates.map((r) => h.vat(formatVatRate(r).replace(/\u00a0/g, " "))), h.total, h.giftCards, h.refunded];
  const body = rows.map((r) => [
    r.number,
    stockholmDateTime(r.createdAt),
    r.name,
    r.email,
    adminCopy.statuses[r.status] ?? r.status,
    adminCopy.payments[r.paymentStatus] ?? r.paymentStatus,
    paymentMethodLabel(r.paymentMethod),
    kronorCell(r.goodsListOre),
    kronorCell(discountsOre({ ...r, codeDiscountOre: r.discountOre })),
    kronorCell(r.shippingOre),
    ...rates.map((rate) => kronorCell(r.vatSummary.filter((v) => v.rateBp === rate).reduce((n, v) => n + v.vatOre, 0))),
    kronorCell(r.totalOre),
    kronorCell(r.giftCardPaidOre),
    kronorCell(r.refundedOre),
  ]);
  return { csv: toCsv(header, body, { separator: ";" }), count: rows.length };
}
