/**
 * Swedish e-mails to the shop itself (ADR 013): one per new order, and the daily summary of yesterday's
 * orders. Same shape as mails.ts: plain text plus a small HTML part, figures formatted here.
 */
import { SHOP } from "~/domain/constants";
import { formatKr } from "~/domain/money";
import type { DailySummary } from "~/domain/order-summary";
import { formatCalendarDate } from "~/lib/calendar-date";
import { formatInteger } from "~/lib/numbers";
import { paymentMethodLabel } from "~/payments/registry";
import { adminCopy } from "./admin";
import { giftCardCopy } from "./gift-cards";
import type { MailContent } from "./mails";
import { formatDateTime, ordersCopy } from "./orders";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const adminOrderUrl = (publicUrl: string, id: string) => `${publicUrl.replace(/\/$/, "")}/admin/orders/${id}`;
const footer = "Du får det här mejlet eftersom det är valt under Inställningar → Ordermejl till butiken i administrationen.";

export interface OwnerMailOrder {
  id: string;
  number: number;
  createdAt: Date;
  paymentMethod: string;
  paymentStatus: string;
  totalOre: number;
  giftCardPaidOre: number;
  shippingOre: number;
  discountCode: string | null;
  discountOre: number;
  shippingName: string;
  shippingEmail: string;
  shippingCity: string;
}
export interface OwnerMailItem {
  kind: string;
  productName: string;
  quantity: number;
  lineTotalOre: number;
}

/** To the shop: a new order, with what to pack and a link to it in the admin. */
export function newOrderOwnerMail(o: OwnerMailOrder, items: readonly OwnerMailItem[], publicUrl: string, to: string): MailContent {
  const p = ordersCopy.page;
  const url = adminOrderUrl(publicUrl, o.id);
  const lineText = (i: OwnerMailItem) => `${i.quantity} × ${i.productName}${i.kind === "free_gift" ? ` (${p.gift})` : ""}: ${formatKr(i.lineTotalOre)}`;
  const paid = o.paymentStatus === "paid" ? "betald" : "inte betald ännu";
  const facts: [string, string][] = [
    ["Ordernummer", String(o.number)],
    ["Lagd", formatDateTime(o.createdAt)],
    ["Kund", `${o.shippingName} <${o.shippingEmail}>, ${o.shippingCity}`],
    ["Betalsätt", `${paymentMethodLabel(o.paymentMethod)} (${paid})`],
    ...(o.discountCode ? [["Rabattkod", `${o.discountCode} (−${formatKr(o.discountOre)})`] as [string, string]] : []),
    ["Frakt", o.shippingOre === 0 ? p.freeShipping : formatKr(o.shippingOre)],
    ...(o.giftCardPaidOre > 0 ? [[giftCardCopy.order.paidWith, formatKr(o.giftCardPaidOre)] as [string, string]] : []),
    ["Summa", formatKr(o.totalOre)],
  ];
  const text = [
    `Ny order ${o.number} hos ${SHOP.name}.`,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    "VAROR",
    ...items.map(lineText),
    "",
    `Öppna ordern: ${url}`,
    "",
    footer,
  ].join("\n");
  const e = escapeHtml;
  const html = `<p>Ny order <strong>${o.number}</strong> hos ${SHOP.name}.</p>
<table style="border-collapse:collapse">
${facts.map(([k, v]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${e(k)}</th><td>${e(v)}</td></tr>`).join("\n")}
</table>
<h2 style="font-size:16px">Varor</h2>
<ul>${items.map((i) => `<li>${e(lineText(i))}</li>`).join("")}</ul>
<p><a href="${e(url)}">Öppna ordern i administrationen</a></p>
<p style="color:#55525f;font-size:13px">${e(footer)}</p>`;
  return { kind: "order_owner_notification", to, subject: `Ny order ${o.number} – ${formatKr(o.totalOre)}`, text, html };
}

const ordersWord = (n: number) => (n === 1 ? "1 order" : `${formatInteger(n)} ordrar`);

/** To the shop: yesterday's orders (count, revenue, list), once per Swedish calendar day. */
export function dailySummaryMail(s: DailySummary, publicUrl: string, to: string): MailContent {
  const day = formatCalendarDate(s.day);
  const base = publicUrl.replace(/\/$/, "");
  const figures: [string, string][] = [
    ["Ordrar", formatInteger(s.count)],
    ...(s.cancelledCount > 0 ? [["varav makulerade", formatInteger(s.cancelledCount)] as [string, string]] : []),
    ["Försäljning inkl. moms och frakt (ej makulerade)", formatKr(s.revenueOre)],
    ["varav betalt", formatKr(s.paidOre)],
  ];
  const line = (o: DailySummary["orders"][number]) =>
    `Order ${o.number} · ${o.shippingName} · ${formatKr(o.totalOre)} · ${paymentMethodLabel(o.paymentMethod)} · ${adminCopy.statusLabel(o.status)}, ${(adminCopy.payments[o.paymentStatus] ?? o.paymentStatus).toLowerCase()}`;
  const text = [
    s.count === 0 ? `Inga nya ordrar ${day}.` : `${ordersWord(s.count)} ${day}.`,
    "",
    ...figures.map(([k, v]) => `${k}: ${v}`),
    ...(s.count > 0 ? ["", "ORDRAR", ...s.orders.map((o) => `${line(o)}\n   ${adminOrderUrl(base, o.id)}`)] : []),
    "",
    `Alla ordrar: ${base}/admin/orders`,
    "",
    footer,
  ].join("\n");
  const e = escapeHtml;
  const html = `<p>${e(s.count === 0 ? `Inga nya ordrar ${day}.` : `${ordersWord(s.count)} ${day}.`)}</p>
<table style="border-collapse:collapse">
${figures.map(([k, v]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${e(k)}</th><td>${e(v)}</td></tr>`).join("\n")}
</table>
${s.count > 0 ? `<ul>${s.orders.map((o) => `<li><a href="${e(adminOrderUrl(base, o.id))}">${e(line(o))}</a></li>`).join("")}</ul>` : ""}
<p><a href="${e(`${base}/admin/orders`)}">Alla ordrar</a></p>
<p style="color:#55525f;font-size:13px">${e(footer)}</p>`;
  return { kind: "order_daily_summary", to, subject: `Ordrar ${day}: ${ordersWord(s.count)}, ${formatKr(s.revenueOre)} – ${SHOP.name}`, text, html };
}
