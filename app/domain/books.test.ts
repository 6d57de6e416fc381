import { describe, expect, it } from "vitest";
import { bookTexts } from "~/content/books";
import {
  accountTotals,
  buildVouchers,
  BooksError,
  giftCardLiability,
  paybackTransactions,
  paymentTransactions,
  refundTransactions,
  saleTransactions,
  vatReturnBoxes,
  type BookEvent,
  type RefundEvent,
  type SaleEvent,
  type Trans,
} from "./books";
import { vatReportWithRefunds, type VatOrderItem, type VatSummaryRow } from "./overview";
import { shippingSharesByRate } from "./pricing";
import { vatFromGross } from "./vat";

const t = bookTexts;
const at = (iso: string) => new Date(iso);
let nextId = 1;
const item = (kind: string, vatRateBp: number, lineTotalOre: number, codeDiscountOre = 0): VatOrderItem => ({ id: nextId++, kind, vatRateBp, lineTotalOre, codeDiscountOre });

/** The order's VAT summary as pricing writes it: goods per rate plus shipping split by `shippingSharesByRate`. */
function summary(items: readonly VatOrderItem[], shippingOre: number): VatSummaryRow[] {
  const goods = items.filter((i) => i.kind === "product");
  const rates = [...new Set(goods.map((i) => i.vatRateBp))].sort((a, b) => a - b);
  const sum = (r: number, f: (i: VatOrderItem) => number) => goods.filter((i) => i.vatRateBp === r).reduce((s, i) => s + f(i), 0);
  const shares = shippingSharesByRate(shippingOre, rates.map((r) => sum(r, (i) => i.lineTotalOre)), rates.map((r) => sum(r, (i) => i.lineTotalOre + i.codeDiscountOre)));
  return rates.map((rateBp, i) => {
    const grossOre = sum(rateBp, (x) => x.lineTotalOre) + shares[i]!;
    return { rateBp, grossOre, vatOre: vatFromGross(grossOre, rateBp) };
  });
}

function sale(orderNumber: number, method: string, items: VatOrderItem[], shippingOre: number, giftCardPaidOre = 0, when = "2026-11-03T10:00:00Z"): SaleEvent {
  const totalOre = items.reduce((s, i) => s + i.lineTotalOre, 0) + shippingOre;
  return { kind: "sale", at: at(when), orderNumber, method, totalOre, giftCardPaidOre, shippingOre, vatSummary: summary(items, shippingOre), items };
}

const sum = (trans: readonly Trans[]) => trans.reduce((s, x) => s + x.amountOre, 0);
const byAccount = (trans: readonly Trans[]) => {
  const m: Record<number, number> = {};
  for (const x of trans) m[x.account] = (m[x.account] ?? 0) + x.amountOre;
  return m;
};

describe("a sale becomes a balanced voucher", () => {
  it("one 12 % tea with shipping, paid by Swish: bank debited, sales and freight net and VAT credited", () => {
    const trans = saleTransactions(sale(1001, "swish", [item("product", 1200, 24900)], 4900), t);
    expect(sum(trans)).toBe(0);
    // 298 kr at 12 %: VAT 31,93 kr; freight 49 kr: VAT 5,25 kr, net 43,75 kr.
    expect(byAccount(trans)).toEqual({ 1930: 29800, 3002: -(29800 - 3193), 2621: -3193 });
    expect(trans.find((x) => x.text === "Frakt 12 %")?.amountOre).toBe(-(4900 - 525));
    expect(trans.find((x) => x.text === "Försäljning varor 12 %")?.amountOre).toBe(-(29800 - 3193 - (4900 - 525)));
  });

  it.each([
    ["invoice", 1510],
    ["swish", 1930],
    ["swish-handel", 1930],
    ["stripe", 1580],
  ] as const)("paid by %s: the method's account (%i) is debited", (method, account) => {
    const trans = saleTransactions(sale(1002, method, [item("product", 2500, 10000)], 4900), t);
    expect(byAccount(trans)[account]).toBe(14900);
  });

  it("three rates: freight split as the order's shipping was; each rate to its own sales and VAT account", () => {
    const items = [item("product", 2500, 19900), item("product", 1200, 24900), item("product", 600, 17900)];
    const s = sale(1003, "invoice", items, 4900);
    const trans = saleTransactions(s, t);
    const a = byAccount(trans);
    expect(sum(trans)).toBe(0);
    for (const [rate, sales, vat] of [[2500, 3001, 2611], [1200, 3002, 2621], [600, 3003, 2631]] as const) {
      const row = s.vatSummary.find((r) => r.rateBp === rate)!;
      expect(a[sales]).toBe(-(row.grossOre - row.vatOre));
      expect(a[vat]).toBe(-row.vatOre);
    }
    const freight = trans.filter((x) => x.text.startsWith("Frakt"));
    expect(freight).toHaveLength(3);
  });

  it("a gift card sold carries no VAT (2421 credited); one redeemed is debited to 2421", () => {
    const items = [item("product", 600, 24900), item("gift_card", 0, 50000)];
    const trans = saleTransactions(sale(1004, "swish", items, 0, 10000), t);
    expect(sum(trans)).toBe(0);
    const gift = trans.filter((x) => x.account === 2421);
    expect(gift.map((x) => [x.text, x.amountOre])).toEqual([
      ["Betalt med presentkort", 10000],
      ["Sålda presentkort", -50000],
    ]);
    expect(byAccount(trans)[1930]).toBe(74900 - 10000);
  });

  it("paid entirely by gift card: the method gift_card books nothing more than 2421", () => {
    const trans = saleTransactions(sale(1005, "gift_card", [item("product", 600, 24900)], 4900, 29800), t);
    expect(byAccount(trans)[2421]).toBe(29800);
    expect(sum(trans)).toBe(0);
  });

  it("öresavrundning: a difference of öre goes to 3740, a larger one stops the export", () => {
    const s = sale(1006, "swish", [item("product", 2500, 10000)], 0);
    const off = { ...s, totalOre: s.totalOre + 1 };
    expect(saleTransactions(off, t).find((x) => x.account === 3740)).toEqual({ account: 3740, amountOre: -1, text: "Öresavrundning" });
    expect(() => saleTransactions({ ...s, totalOre: s.totalOre + 500 }, t)).toThrow(BooksError);
  });

  it("an unknown payment method or VAT rate is refused, never booked to a guess", () => {
    expect(() => saleTransactions(sale(1007, "klarna", [item("product", 2500, 100)], 0), t)).toThrow(/klarna/);
    expect(() => saleTransactions(sale(1008, "swish", [item("product", 1800, 100)], 0), t)).toThrow(/18 %/);
  });
});

describe("payments and refunds", () => {
  it("an invoice paid moves 1510 to 1930; a Swish or card payment books nothing more", () => {
    expect(byAccount(paymentTransactions({ kind: "payment", at: at("2026-11-05T09:00:00Z"), orderNumber: 1, method: "invoice", amountOre: 29800 }, t))).toEqual({ 1930: 29800, 1510: -29800 });
    expect(paymentTransactions({ kind: "payment", at: at("2026-11-05T09:00:00Z"), orderNumber: 1, method: "swish", amountOre: 100 }, t)).toEqual([]);
    expect(paymentTransactions({ kind: "payment", at: at("2026-11-05T09:00:00Z"), orderNumber: 1, method: "stripe", amountOre: 100 }, t)).toEqual([]);
  });

  const refundOf = (s: SaleEvent, r: Partial<RefundEvent["refund"]>, cancelled = false): RefundEvent => ({
    kind: "refund",
    at: at("2026-11-10T12:00:00Z"),
    orderNumber: s.orderNumber,
    method: s.method,
    orderCancelled: cancelled,
    items: s.items,
    orderShippingOre: s.shippingOre,
    refund: { lines: [], shippingOre: 0, amountOre: 0, methodOre: 0, giftCardOre: 0, ...r },
  });

  it("a refund takes back sales and VAT per rate as the VAT report does, and credits the bank", () => {
    const tea = item("product", 1200, 27900);
    const s = sale(1010, "swish", [tea, item("product", 2500, 19900)], 0);
    const trans = refundTransactions(refundOf(s, { lines: [{ orderItemId: tea.id, amountOre: 27900 }], amountOre: 27900, methodOre: 27900 }), t);
    expect(sum(trans)).toBe(0);
    expect(byAccount(trans)).toEqual({ 3002: 27900 - 2989, 2621: 2989, 1930: -27900 });
  });

  it("the return postage kept stays a sale; a refund of a paid invoice goes out of the bank; the gift-card part back to 2421", () => {
    const tea = item("product", 600, 24900);
    const s = sale(1011, "invoice", [tea], 4900, 10000);
    const e = refundOf(s, { lines: [{ orderItemId: tea.id, amountOre: 24900 }], shippingOre: 4900, amountOre: 29800 - 4900, methodOre: 16500, giftCardOre: 8400 });
    const trans = refundTransactions(e, t);
    const a = byAccount(trans);
    expect(sum(trans)).toBe(0);
    expect(a[3003]! + a[2631]!).toBe(24900);
    expect(a[1930]).toBe(-16500);
    expect(a[2421]).toBe(-8400);
  });

  it("a gift card sold and refunded is taken back from 2421, no VAT", () => {
    const card = item("gift_card", 0, 50000);
    const s = sale(1012, "swish", [card], 0);
    const trans = refundTransactions(refundOf(s, { lines: [{ orderItemId: card.id, amountOre: 50000 }], amountOre: 50000, methodOre: 50000 }), t);
    expect(byAccount(trans)).toEqual({ 2421: 50000, 1930: -50000 });
  });

  it("an owed refund (ADR 081): sales and VAT taken back when recorded, the money a debt in 2890 until paid back from 1930", () => {
    const tea = item("product", 1200, 27900);
    const s = sale(1014, "invoice", [tea], 4900);
    const owed = refundTransactions({ ...refundOf(s, { lines: [{ orderItemId: tea.id, amountOre: 27900 }], amountOre: 27900, methodOre: 27900 }), owed: true }, t);
    expect(sum(owed)).toBe(0);
    expect(byAccount(owed)).toEqual({ 3002: 27900 - 2989, 2621: 2989, 2890: -27900 });
    const paid = paybackTransactions({ kind: "payback", at: at("2026-11-20T10:00:00Z"), orderNumber: 1014, amountOre: 27900 }, t);
    expect(byAccount(paid)).toEqual({ 2890: 27900, 1930: -27900 });
    expect(paybackTransactions({ kind: "payback", at: at("2026-11-20T10:00:00Z"), orderNumber: 1014, amountOre: 0 }, t)).toEqual([]);
  });

  it("a cancelled order's refund books nothing (its sale never did)", () => {
    const s = sale(1013, "swish", [item("product", 600, 24900)], 4900);
    expect(refundTransactions(refundOf(s, { amountOre: 29800, methodOre: 29800 }, true), t)).toEqual([]);
  });
});

describe("vouchers per order or per day", () => {
  const a = sale(1020, "swish", [item("product", 1200, 24900)], 4900, 0, "2026-11-03T08:00:00Z");
  const b = sale(1021, "invoice", [item("product", 2500, 19900)], 4900, 0, "2026-11-03T22:30:00Z"); // 23:30 Stockholm: still the 3rd
  const c = sale(1022, "swish", [item("product", 600, 59900)], 0, 0, "2026-11-03T23:30:00Z"); // 00:30 on the 4th
  const pay: BookEvent = { kind: "payment", at: at("2026-11-04T10:00:00Z"), orderNumber: 1021, method: "invoice", amountOre: b.totalOre };
  const events: BookEvent[] = [pay, c, b, a];

  it("per order: one voucher per event in time order, dated the Stockholm day", () => {
    const v = buildVouchers(events, "order", t);
    expect(v.map((x) => [x.date, x.text])).toEqual([
      ["2026-11-03", "Order 1020, Swish"],
      ["2026-11-03", "Order 1021, faktura"],
      ["2026-11-04", "Order 1022, Swish"],
      ["2026-11-04", "Betalning order 1021, faktura"],
    ]);
    for (const x of v) expect(sum(x.trans)).toBe(0);
  });

  it("per day: one voucher per Stockholm day, each account and label summed; the same totals", () => {
    const v = buildVouchers(events, "day", t);
    expect(v.map((x) => x.date)).toEqual(["2026-11-03", "2026-11-04"]);
    for (const x of v) expect(sum(x.trans)).toBe(0);
    expect([...accountTotals(v)].sort()).toEqual([...accountTotals(buildVouchers(events, "order", t))].sort());
    expect(v[0]!.trans.filter((x) => x.account === 1930)).toHaveLength(1);
  });
});

describe("the VAT return's boxes", () => {
  it("05 the net sales of every rate, 10/11/12 the VAT at 25/12/6 %, refunds subtracted, whole kronor with öre dropped", () => {
    const report = vatReportWithRefunds(
      [
        [{ rateBp: 2500, grossOre: 24900, vatOre: 4980 }],
        [{ rateBp: 1200, grossOre: 29800, vatOre: 3193 }, { rateBp: 600, grossOre: 10000, vatOre: 566 }],
      ],
      [[{ rateBp: 1200, grossOre: 10000, vatOre: 1071 }]],
    );
    expect(vatReturnBoxes(report)).toEqual([
      { box: "05", amountOre: 19920 + (26607 - 8929) + 9434, declaredOre: 47000 },
      { box: "10", amountOre: 4980, declaredOre: 4900 },
      { box: "11", amountOre: 2122, declaredOre: 2100 },
      { box: "12", amountOre: 566, declaredOre: 500 },
    ]);
  });

  it("a period with only a refund declares negative amounts", () => {
    const boxes = vatReturnBoxes(vatReportWithRefunds([], [[{ rateBp: 600, grossOre: 10600, vatOre: 600 }]]));
    expect(boxes.find((b) => b.box === "12")).toEqual({ box: "12", amountOre: -600, declaredOre: -600 });
    expect(boxes.find((b) => b.box === "05")?.declaredOre).toBe(-10000);
  });
});

describe("gift-card liability at a date", () => {
  const cards = [
    { id: 1, expiresAt: at("2027-11-01T00:00:00Z") },
    { id: 2, expiresAt: at("2026-06-01T00:00:00Z") },
    { id: 3, expiresAt: at("2027-11-01T00:00:00Z") },
  ];
  const ledger = [
    { giftCardId: 1, type: "issue", amountOre: 50000, at: at("2025-11-01T10:00:00Z") },
    { giftCardId: 2, type: "issue", amountOre: 30000, at: at("2025-06-01T10:00:00Z") },
    { giftCardId: 1, type: "debit", amountOre: -20000, at: at("2026-01-05T10:00:00Z") },
    { giftCardId: 1, type: "refund", amountOre: 5000, at: at("2026-01-20T10:00:00Z") },
    { giftCardId: 2, type: "debit", amountOre: -10000, at: at("2026-02-01T10:00:00Z") },
    { giftCardId: 3, type: "issue", amountOre: 10000, at: at("2026-03-01T10:00:00Z") },
    { giftCardId: 3, type: "void", amountOre: -10000, at: at("2026-03-02T10:00:00Z") },
    { giftCardId: 1, type: "debit", amountOre: -5000, at: at("2026-12-01T10:00:00Z") },
  ];

  it.each([
    ["before anything", "2025-01-01T00:00:00Z", { issuedOre: 0, issuedCount: 0, redeemedOre: 0, adjustedOre: 0, expiredOre: 0, expiredCount: 0, outstandingOre: 0, outstandingCount: 0 }],
    ["with two valid cards", "2026-02-02T00:00:00Z", { issuedOre: 80000, issuedCount: 2, redeemedOre: 25000, adjustedOre: 0, expiredOre: 0, expiredCount: 0, outstandingOre: 55000, outstandingCount: 2 }],
    ["after one expired and one was voided", "2026-11-30T00:00:00Z", { issuedOre: 90000, issuedCount: 3, redeemedOre: 25000, adjustedOre: -10000, expiredOre: 20000, expiredCount: 1, outstandingOre: 35000, outstandingCount: 1 }],
  ])("%s", (_, when, expected) => {
    const r = giftCardLiability(cards, ledger, at(when));
    expect(r).toEqual(expected);
    expect(r.issuedOre - r.redeemedOre + r.adjustedOre).toBe(r.expiredOre + r.outstandingOre);
  });
});
