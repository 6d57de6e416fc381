/** Swedish e-mail texts. Each returns a plain message that the mailer stores and sends. */
import { orderTotalRows } from "~/domain/order-totals";
import { deliveryLines } from "./delivery";
import { customerTotalWords, totalRowText } from "./order-totals";
import { RETURNS, SHOP } from "~/domain/constants";
import type { OrderFacts, OrderItemFacts } from "~/domain/order";
import { formatKr } from "~/domain/money";
import { formatMobileNumber } from "~/domain/phone";
import type { PaymentInstructions } from "~/payments/method";
import type { ShopFacts } from "~/domain/shop-identity";
import { paymentMethod } from "~/payments/registry";
import { mailSignature, type MailShop } from "./mail-signature";
import { owedMailCopy } from "./refund-payouts";
import { formatDate, formatDateTime, ordersCopy } from "./orders";
import { complaintTexts, SEALED_GOODS_EXCEPTION, withdrawalForm, WITHDRAWAL_FORM_TITLE, WITHDRAWAL_RETURN_SHIPPING } from "./legal";

export interface MailContent {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export function passwordResetMail(p: { to: string; name: string; url: string; shop: MailShop }): MailContent {
  const text = [
    `Hej ${p.name}!`,
    "",
    "Någon (förhoppningsvis du) har bett om att få byta lösenord till ditt konto hos Stilla.",
    "Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i en timme.",
    "",
    p.url,
    "",
    "Om det inte var du kan du bortse från det här meddelandet – ditt lösenord är oförändrat.",
    "",
    mailSignature(p.shop),
  ].join("\n");
  const html = `<p>Hej ${escapeHtml(p.name)}!</p>
<p>Någon (förhoppningsvis du) har bett om att få byta lösenord till ditt konto hos Stilla.
Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i en timme.</p>
<p><a href="${escapeHtml(p.url)}">Välj ett nytt lösenord</a></p>
<p>Om det inte var du kan du bortse från det här meddelandet – ditt lösenord är oförändrat.</p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;
  return { kind: "password_reset", to: p.to, subject: "Byt lösenord hos Stilla", text, html };
}

// ---------------------------------------------------------------- Orders: confirmation and withdrawal

/** The order facts the order e-mails show (a stored order row satisfies it). */
export type MailOrder = Omit<OrderFacts, "status" | "paymentStatus" | "paymentMethod" | "paidAt" | "withdrawnAt" | "carrier" | "trackingNumber">;
export type MailOrderItem = Omit<OrderItemFacts, "id" | "productId">;

/** The seller as the confirmation names it, from the identity the owner set (ADR 063). */
export const sellerLine = (shop: ShopFacts) => `Säljare: ${shop.legalName}, org.nr ${shop.orgNumber}, ${shop.address}, ${shop.email}`;

/** The order page's address; a guest's order carries its private link's token (ADR 065). */
const orderPageUrl = (base: string, orderId: string, accessToken?: string) =>
  `${base}/orders/${orderId}${accessToken ? `?nyckel=${encodeURIComponent(accessToken)}` : ""}`;

/** The confirmation's own headings and sentences; the legal texts themselves are the terms' (ADR 071). */
export const confirmationCopy = {
  how: (email: string) =>
    `Ångra köpet på din ordersida, med standardformuläret längre ned i det här mejlet eller med ett eget tydligt meddelande till ${email}.`,
  orderPage: "Ångra köp på din ordersida",
  returnTitle: "Retur och returfrakt",
  exceptionTitle: "Undantag från ångerrätten",
  complaintTitle: "Reklamationsrätt",
  termsTitle: "Köpvillkor",
  terms: "Köpet gäller enligt våra köpvillkor som de lydde när du beställde. Spara gärna det här mejlet: det är din bekräftelse av avtalet.",
  termsLink: "Köpvillkor",
} as const;

/**
 * The order confirmation on a durable medium (distansavtalslagen 2 kap. 12 §; ADR 071): lines, totals, VAT,
 * payment, delivery, the withdrawal right with the standard form filled with the seller and the order, return
 * shipping, the sealed-goods exception and the right to complain; the seller from `shop`.
 */

export function orderConfirmationMail(
  order: MailOrder,
  items: MailOrderItem[],
  instructions: PaymentInstructions,
  publicUrl: string,
  shop: ShopFacts,
  /** A guest's order: the private link's token (the mail is the guest's way back to the order). */
  accessToken?: string,
): MailContent {
  const p = ordersCopy.page;
  const w = ordersCopy.withdrawal;
  const base = publicUrl.replace(/\/$/, "");
  const orderUrl = orderPageUrl(base, order.id, accessToken);
  const formUrl = `${base}/angerblankett`;
  const termsUrl = `${base}/terms`;
  // The payment section is the method's own (app/payments/).
  const pay = paymentMethod(instructions.kind).mail(instructions, { orderUrl });
  const c = confirmationCopy;
  // The form as /angerblankett has it, with the order's number and date written before the blanks of its 2nd and 3rd lines.
  const blank = withdrawalForm(shop);
  const filledIn = ["", `order ${order.number}, `, `beställd den ${formatDate(order.createdAt)}, mottagen den `];
  const form = { ...blank, lines: blank.lines.map((l, i) => (filledIn[i] ? l.replace(/_+$/, (b) => filledIn[i] + b) : l)) };

  const itemText = (i: MailOrderItem) =>
    [
      `${i.quantity} × ${i.productName}${i.kind === "free_gift" ? ` (${p.gift})` : ""} à ${formatKr(i.unitPriceOre)}: ${formatKr(i.lineTotalOre)}`,
      ...(i.multiBuyDiscountOre > 0 ? [`   ${p.multiBuy(formatKr(i.multiBuyDiscountOre))}`] : []),
      ...((i.togetherDiscountOre ?? 0) > 0 ? [`   ${p.together(formatKr(i.togetherDiscountOre!))}`] : []),
      ...(i.codeDiscountOre > 0 && order.discountCode ? [`   ${p.codeShare(order.discountCode, formatKr(i.codeDiscountOre))}`] : []),
    ].join("\n");
  const totals: [string, string][] = orderTotalRows(order).map((row) => {
    const { label, value } = totalRowText(row, customerTotalWords, order.discountCode);
    return [label, value];
  });
  const address = [order.shippingName, order.shippingAddress, `${order.shippingPostalCode} ${order.shippingCity}`];
  const phone = order.shippingPhone ? `${p.phone} ${formatMobileNumber(order.shippingPhone)}` : null;

  const text = [
    `Hej ${order.shippingName}!`,
    "",
    `Tack för din beställning hos ${SHOP.name}. Här är din orderbekräftelse.`,
    "",
    `${p.reference}: ${order.number}`,
    p.placedAt(formatDateTime(order.createdAt)),
    "",
    p.items.toUpperCase(),
    ...items.map(itemText),
    "",
    ...totals.map(([k, v]) => `${k}: ${v}`),
    "",
    `${ordersCopy.payment.title.toUpperCase()}: ${pay.heading}`,
    ...pay.lines,
    "",
    p.deliveryTitle.toUpperCase(),
    `${p.deliveryTo}: ${address.join(", ")}`,
    ...(phone ? [phone] : []),
    ...deliveryLines(order),
    p.deliveryEstimate,
    "",
    w.title.toUpperCase(),
    w.text,
    c.how(shop.email),
    `${c.orderPage}: ${orderUrl}`,
    "",
    c.returnTitle.toUpperCase(),
    WITHDRAWAL_RETURN_SHIPPING,
    "",
    c.exceptionTitle.toUpperCase(),
    SEALED_GOODS_EXCEPTION,
    "",
    c.complaintTitle.toUpperCase(),
    ...complaintTexts(shop).flatMap((t, i) => (i ? ["", t] : [t])),
    "",
    WITHDRAWAL_FORM_TITLE.toUpperCase(),
    form.note,
    "",
    ...form.lines,
    "",
    form.footnote,
    "",
    form.send,
    "",
    c.termsTitle.toUpperCase(),
    c.terms,
    `${c.termsLink}: ${termsUrl}`,
    `${w.formLink}: ${formUrl}`,
    "",
    sellerLine(shop),
    "",
    mailSignature(shop),
  ].join("\n");

  const e = escapeHtml;
  const cell = "padding:4px 8px;border-bottom:1px solid #ece3d6;vertical-align:top";
  const html = `<p>Hej ${e(order.shippingName)}!</p>
<p>Tack för din beställning hos ${SHOP.name}. Här är din orderbekräftelse.</p>
<p><strong>${p.reference}: ${order.number}</strong><br>${e(p.placedAt(formatDateTime(order.createdAt)))}</p>
<h2 style="font-size:16px">${p.items}</h2>
<table style="border-collapse:collapse;width:100%;max-width:560px">
<thead><tr><th style="${cell};text-align:left">Vara</th><th style="${cell};text-align:right">${p.quantity}</th><th style="${cell};text-align:right">${p.unitPrice}</th><th style="${cell};text-align:right">${p.lineTotal}</th></tr></thead>
<tbody>
${items
  .map(
    (i) => `<tr><td style="${cell}">${e(i.productName)}${i.kind === "free_gift" ? ` (${p.gift})` : ""}${
      i.multiBuyDiscountOre > 0 ? `<br><small>${e(p.multiBuy(formatKr(i.multiBuyDiscountOre)))}</small>` : ""
    }${(i.togetherDiscountOre ?? 0) > 0 ? `<br><small>${e(p.together(formatKr(i.togetherDiscountOre!)))}</small>` : ""}${i.codeDiscountOre > 0 && order.discountCode ? `<br><small>${e(p.codeShare(order.discountCode, formatKr(i.codeDiscountOre)))}</small>` : ""}</td><td style="${cell};text-align:right">${i.quantity}</td><td style="${cell};text-align:right">${e(formatKr(i.unitPriceOre))}</td><td style="${cell};text-align:right">${e(formatKr(i.lineTotalOre))}</td></tr>`,
  )
  .join("\n")}
</tbody>
<tfoot>
${totals.map(([k, v]) => `<tr><td colspan="3" style="${cell}">${e(k)}</td><td style="${cell};text-align:right">${e(v)}</td></tr>`).join("\n")}
</tfoot>
</table>
<h2 style="font-size:16px">${ordersCopy.payment.title}: ${e(pay.heading)}</h2>
<p>${pay.lines.map(e).join("<br>")}</p>
<p><a href="${e(orderUrl)}">Visa din order</a></p>
<h2 style="font-size:16px">${p.deliveryTitle}</h2>
<p>${p.deliveryTo}: ${address.map(e).join(", ")}${phone ? `<br>${e(phone)}` : ""}${deliveryLines(order).map((l) => `<br>${e(l)}`).join("")}<br>${e(p.deliveryEstimate)}</p>
<h2 style="font-size:16px">${w.title}</h2>
<p>${e(w.text)}</p>
<p>${e(c.how(shop.email))}</p>
<p><a href="${e(orderUrl)}">${w.functionLink}</a></p>
<h2 style="font-size:16px">${c.returnTitle}</h2>
<p>${e(WITHDRAWAL_RETURN_SHIPPING)}</p>
<h2 style="font-size:16px">${c.exceptionTitle}</h2>
<p>${e(SEALED_GOODS_EXCEPTION)}</p>
<h2 style="font-size:16px">${c.complaintTitle}</h2>
${complaintTexts(shop).map((t) => `<p>${e(t)}</p>`).join("\n")}
<h2 style="font-size:16px">${WITHDRAWAL_FORM_TITLE}</h2>
<div style="border:1px solid #d8cdbd;padding:8px 12px;max-width:560px">
<p>${e(form.note)}</p>
<ul style="padding-left:18px">${form.lines.map((l) => `<li style="margin-bottom:6px">${e(l)}</li>`).join("")}</ul>
<p>${e(form.footnote)}</p>
</div>
<p>${e(form.send)}</p>
<h2 style="font-size:16px">${c.termsTitle}</h2>
<p>${e(c.terms)}</p>
<p><a href="${e(termsUrl)}">${c.termsLink}</a> · <a href="${e(formUrl)}">${w.formLink}</a></p>
<p style="color:#55525f;font-size:13px">${e(sellerLine(shop))}</p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;

  return { kind: "order_confirmation", to: order.shippingEmail, subject: `Orderbekräftelse för order ${order.number} – ${SHOP.name}`, text, html };
}

export interface WithdrawalMailInput {
  to: string;
  name: string;
  orderId: string;
  orderNumber: number;
  withdrawnAt: Date;
  /** The order had not been sent and was cancelled with the withdrawal. */
  cancelled: boolean;
  paid: boolean;
  totalOre: number;
  /** The part paid with gift cards: credited back to the cards when the order is cancelled. */
  giftCardPaidOre?: number;
  publicUrl: string;
  /** The shop's identity in force (the return address and the signature; ADR 063). */
  shop: ShopFacts;
  /** A guest's withdrawal from the private link: the link back carries its token (ADR 065). */
  accessToken?: string;
}

/** The automatic acknowledgement of a withdrawal, with its date and time (required from 2026-06-19). */
export function withdrawalAcknowledgementMail(m: WithdrawalMailInput): MailContent {
  const base = m.publicUrl.replace(/\/$/, "");
  const orderUrl = orderPageUrl(base, m.orderId, m.accessToken);
  const returnsUrl = `${base}/returns`;
  const when = formatDateTime(m.withdrawnAt);
  const within = (days: number) => formatDate(new Date(m.withdrawnAt.getTime() + days * 86_400_000));
  const next = m.cancelled
    ? [
        ordersCopy.withdrawal.cancelledNote + " Du behöver inte skicka tillbaka något.",
        ...((m.giftCardPaidOre ?? 0) > 0 ? [`${formatKr(m.giftCardPaidOre!)} är återfört till ditt presentkort.`] : []),
        m.paid && m.totalOre - (m.giftCardPaidOre ?? 0) > 0
          ? `Vi betalar tillbaka ${formatKr(m.totalOre - (m.giftCardPaidOre ?? 0))} med samma betalsätt som du använde, senast ${within(RETURNS.refundWithinDays)}.`
          : m.paid
            ? ""
            : "Du ska inte betala ordern.",
      ].filter(Boolean)
    : [
        `Skicka tillbaka varorna senast ${within(RETURNS.withdrawalDays)} till ${m.shop.legalName}, ${m.shop.address}. Vi mejlar en returfraktsedel; returfrakten kostar ${formatKr(RETURNS.returnShippingOre)} och dras av från återbetalningen.`,
        m.paid
          ? `Vi betalar tillbaka senast ${within(RETURNS.refundWithinDays)}, med samma betalsätt som du använde. Vi får vänta tills vi har fått tillbaka varorna eller du har visat att du har skickat dem.`
          : "Har du inte betalat ännu behöver du inte betala för de varor du skickar tillbaka.",
      ];
  const text = [
    `Hej ${m.name}!`,
    "",
    "Vi har tagit emot att du ångrar ditt köp. Det här är vår bekräftelse.",
    "",
    `Ordernummer: ${m.orderNumber}`,
    `Köpet ångrades: ${when}`,
    "",
    ...next,
    "",
    `Din order: ${orderUrl}`,
    `Retur och återbetalning: ${returnsUrl}`,
    "",
    mailSignature(m.shop),
  ].join("\n");
  const e = escapeHtml;
  const html = `<p>Hej ${e(m.name)}!</p>
<p>Vi har tagit emot att du ångrar ditt köp. Det här är vår bekräftelse.</p>
<p>Ordernummer: <strong>${m.orderNumber}</strong><br>Köpet ångrades: <strong>${e(when)}</strong></p>
${next.map((l) => `<p>${e(l)}</p>`).join("\n")}
<p><a href="${e(orderUrl)}">Din order</a> · <a href="${e(returnsUrl)}">Retur och återbetalning</a></p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;
  return { kind: "withdrawal_acknowledgement", to: m.to, subject: `Vi har tagit emot att du ångrar order ${m.orderNumber} – ${SHOP.name}`, text, html };
}

export interface RefundMailInput {
  to: string;
  name: string;
  orderId: string;
  orderNumber: number;
  amountOre: number;
  methodOre: number;
  giftCardOre: number;
  deductionOre: number;
  paymentMethod: string;
  lines: { name: string; quantity: number }[];
  shippingOre: number;
  reason: string;
  /** The method's part is asked of a payment provider and not moved yet (ADR 075): the mail says "begärd". */
  requested?: boolean;
  /**
   * The method's part is owed by the shop (invoice, manual Swish; ADR 081): the mail asks for the account to pay to
   * at this address (the refund's private link) and says "registrerat", never "återbetalat".
   */
  owed?: boolean;
  payoutUrl?: string;
  publicUrl: string;
  /** A guest's order (ADR 065): its page opens by its private link only. */
  guest?: boolean;
  /** The private link's token of a guest's order; without it a guest is pointed to the confirmation's link. */
  accessToken?: string;
  /** The shop's identity in force (the signature; ADR 063). */
  shop: MailShop;
}

/** Where a guest finds the order page when the mail cannot carry its link. */
const GUEST_ORDER_LINK_NOTE = "Din order öppnar du med länken i orderbekräftelsen.";

/** The customer's receipt for a refund: how much, for what, and by which way it comes back. */
export function refundMail(m: RefundMailInput): MailContent {
  const orderUrl = orderPageUrl(m.publicUrl.replace(/\/$/, ""), m.orderId, m.accessToken);
  const noLink = m.guest && !m.accessToken;
  const what = [
    ...m.lines.map((l) => `${l.quantity} × ${l.name}`),
    ...(m.shippingOre > 0 ? [`Frakt ${formatKr(m.shippingOre)}`] : []),
    ...(m.deductionOre > 0 ? [`Avdrag för returfrakt −${formatKr(m.deductionOre)}`] : []),
  ];
  const owed = m.methodOre > 0 && m.owed === true;
  const method = paymentMethod(m.paymentMethod).label;
  const how = [
    ...(m.methodOre > 0 && m.requested ? [`${formatKr(m.methodOre)} har vi begärt tillbaka till ${method}, som du betalade med. Du får ett mejl till när pengarna är skickade.`] : []),
    ...(m.methodOre > 0 && !m.requested && !owed ? [`${formatKr(m.methodOre)} betalas tillbaka via ${method}, som du betalade med.`] : []),
    ...(m.giftCardOre > 0 ? [`${formatKr(m.giftCardOre)} är återfört till ditt presentkort och kan användas igen direkt.`] : []),
  ];
  const opening = owed
    ? owedMailCopy.opening(m.amountOre, m.orderNumber)
    : m.requested
      ? `Vi har påbörjat en återbetalning på ${formatKr(m.amountOre)} för order ${m.orderNumber}.`
      : `Vi har återbetalat ${formatKr(m.amountOre)} för order ${m.orderNumber}.`;
  const text = [
    `Hej ${m.name}!`,
    "",
    opening,
    "",
    ...(what.length ? ["Återbetalningen gäller:", ...what.map((w) => `– ${w}`), ""] : []),
    ...(owed ? [owedMailCopy.how(m.methodOre, method), m.payoutUrl ?? owedMailCopy.noLink, owedMailCopy.after, ""] : []),
    ...how,
    `Anledning: ${m.reason}`,
    "",
    noLink ? GUEST_ORDER_LINK_NOTE : `Din order: ${orderUrl}`,
    "",
    mailSignature(m.shop),
  ].join("\n");
  const e = escapeHtml;
  const html = `<p>Hej ${e(m.name)}!</p>
<p>${e(opening)}</p>
${what.length ? `<p>Återbetalningen gäller:</p><ul>${what.map((w) => `<li>${e(w)}</li>`).join("")}</ul>` : ""}
${owed ? `<p>${e(owedMailCopy.how(m.methodOre, method))}</p>\n<p>${m.payoutUrl ? `<a href="${e(m.payoutUrl)}">${e(owedMailCopy.linkLabel)}</a>` : e(owedMailCopy.noLink)}</p>\n<p>${e(owedMailCopy.after)}</p>` : ""}
${how.map((l) => `<p>${e(l)}</p>`).join("\n")}
<p>Anledning: ${e(m.reason)}</p>
<p>${noLink ? e(GUEST_ORDER_LINK_NOTE) : `<a href="${e(orderUrl)}">Din order</a>`}</p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;
  return { kind: "refund", to: m.to, subject: `Återbetalning för order ${m.orderNumber} – ${SHOP.name}`, text, html };
}

export interface ShippedMailInput {
  to: string;
  name: string;
  orderNumber: number;
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page; null for a carrier without one. */
  trackingUrl: string | null;
  /** The order page for its buyer (a guest's with the private link). */
  orderUrl: string;
  /** The shop's identity in force (the signature; ADR 063). */
  shop: MailShop;
}

/** The shipping notice the terms (§4), /shipping and the FAQ promise: carrier, tracking number and where to follow it. */
export function shippedMail(m: ShippedMailInput): MailContent {
  const text = [
    `Hej ${m.name}!`,
    "",
    `Din order ${m.orderNumber} är skickad med ${m.carrier}.`,
    `Spårningsnummer: ${m.trackingNumber}`,
    ...(m.trackingUrl ? [`Följ paketet hos ${m.carrier}: ${m.trackingUrl}`] : []),
    "",
    "Du får ett meddelande från fraktbolaget när paketet går att hämta eller lämnas.",
    "",
    `Din order: ${m.orderUrl}`,
    "",
    mailSignature(m.shop),
  ].join("\n");
  const e = escapeHtml;
  const html = `<p>Hej ${e(m.name)}!</p>
<p>Din order ${m.orderNumber} är skickad med ${e(m.carrier)}.</p>
<p>Spårningsnummer: <strong>${e(m.trackingNumber)}</strong></p>
${m.trackingUrl ? `<p><a href="${e(m.trackingUrl)}">Följ paketet hos ${e(m.carrier)}</a></p>` : ""}
<p>Du får ett meddelande från fraktbolaget när paketet går att hämta eller lämnas.</p>
<p><a href="${e(m.orderUrl)}">Din order</a></p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;
  return { kind: "order_shipped", to: m.to, subject: `Din order ${m.orderNumber} är skickad – ${SHOP.name}`, text, html };
}

/** A parcel's mails say what the shipping mail said, and where the parcel is and the carrier's words. */
export interface ParcelMailInput extends ShippedMailInput {
  /** Where the parcel waits, as the carrier names it ("ICA Nära Hornstull, Stockholm"); null when it does not say. */
  place: string | null;
  /** The carrier's own words for the event. */
  description: string;
}

/** The parcel waits at the pickup point (issue #39): where, and what to bring. Sent once per parcel. */
export function parcelReadyMail(m: ParcelMailInput): MailContent {
  const where = m.place ? `hos ${m.place}` : "på ditt utlämningsställe";
  const text = [
    `Hej ${m.name}!`,
    "",
    `Ditt paket med order ${m.orderNumber} finns att hämta ${where}.`,
    `${m.carrier}: ${m.description}`,
    `Spårningsnummer: ${m.trackingNumber}`,
    "Ta med legitimation (eller öppna paketskåpet med koden från fraktbolaget).",
    ...(m.trackingUrl ? [`Följ paketet hos ${m.carrier}: ${m.trackingUrl}`] : []),
    "",
    `Din order: ${m.orderUrl}`,
    "",
    mailSignature(m.shop),
  ].join("\n");
  const e = escapeHtml;
  const html = `<p>Hej ${e(m.name)}!</p>
<p>Ditt paket med order ${m.orderNumber} finns att hämta <strong>${e(where)}</strong>.</p>
<p>${e(m.carrier)}: ${e(m.description)}</p>
<p>Spårningsnummer: <strong>${e(m.trackingNumber)}</strong></p>
<p>Ta med legitimation (eller öppna paketskåpet med koden från fraktbolaget).</p>
${m.trackingUrl ? `<p><a href="${e(m.trackingUrl)}">Följ paketet hos ${e(m.carrier)}</a></p>` : ""}
<p><a href="${e(m.orderUrl)}">Din order</a></p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;
  return { kind: "parcel_ready", to: m.to, subject: `Ditt paket finns att hämta – order ${m.orderNumber} – ${SHOP.name}`, text, html };
}

/** The carrier says the parcel is delivered (issues #36, #39): sent once, only on the carrier's word. */
export function parcelDeliveredMail(m: ParcelMailInput): MailContent {
  const text = [
    `Hej ${m.name}!`,
    "",
    `${m.carrier} har levererat ditt paket med order ${m.orderNumber}${m.place ? ` (${m.place})` : ""}.`,
    `${m.carrier}: ${m.description}`,
    "",
    "Har något gått sönder eller saknas? Svara på det här mejlet så hjälper vi dig.",
    "",
    `Din order: ${m.orderUrl}`,
    "",
    mailSignature(m.shop),
  ].join("\n");
  const e = escapeHtml;
  const html = `<p>Hej ${e(m.name)}!</p>
<p>${e(m.carrier)} har levererat ditt paket med order ${m.orderNumber}${m.place ? ` (${e(m.place)})` : ""}.</p>
<p>${e(m.carrier)}: ${e(m.description)}</p>
<p>Har något gått sönder eller saknas? Svara på det här mejlet så hjälper vi dig.</p>
<p><a href="${e(m.orderUrl)}">Din order</a></p>
<p>Varma hälsningar,<br>${SHOP.name}</p>`;
  return { kind: "parcel_delivered", to: m.to, subject: `Ditt paket är levererat – order ${m.orderNumber} – ${SHOP.name}`, text, html };
}
