import { describe, expect, it } from "vitest";
import { creditNoteDocument, documentFileName, documentSeller, salesDocument, vatNumberOf } from "./sales-document";
import { vatFromGross } from "./vat";

const seller = documentSeller({ name: "Stilla", legalName: "Stilla Te AB", orgNumber: "559123-4567", address: "Hornsgatan 12, 118 20 Stockholm", email: "hej@stilla.se", phone: "08-123 45 67", fSkatt: true });
const createdAt = new Date("2026-11-20T23:30:00Z"); // 21 November in Stockholm
const order = {
  id: "o1",
  number: 1042,
  status: "delivered",
  paymentStatus: "paid",
  paymentMethod: "swish",
  createdAt,
  paidAt: createdAt,
  withdrawnAt: null,
  goodsListOre: 72_700,
  multiBuyDiscountOre: 7_500,
  togetherDiscountOre: 0,
  discountCode: null,
  discountOre: 0,
  shippingOre: 0,
  totalOre: 65_200,
  giftCardPaidOre: 10_000,
  refundedOre: 0,
  vatSummary: [
    { rateBp: 600, grossOre: 42_300, vatOre: vatFromGross(42_300, 600) },
    { rateBp: 2500, grossOre: 22_900, vatOre: vatFromGross(22_900, 2500) },
  ],
  shippingName: "Åsa Öberg",
  shippingEmail: "asa@example.se",
  shippingAddress: "Hornsgatan 12",
  shippingPostalCode: "114 55",
  shippingCity: "Stockholm",
  carrier: null,
  trackingNumber: null,
};
const items = [
  { id: 1, orderId: "o1", kind: "product", productId: "sleep", productName: "Sleep", quantity: 2, unitPriceOre: 24_900, multiBuyDiscountOre: 7_500, togetherDiscountOre: 0, codeDiscountOre: 0, lineTotalOre: 42_300, vatRateBp: 600 },
  { id: 2, orderId: "o1", kind: "product", productId: "tea-cup", productName: "Tekopp", quantity: 1, unitPriceOre: 22_900, multiBuyDiscountOre: 0, togetherDiscountOre: 0, codeDiscountOre: 0, lineTotalOre: 22_900, vatRateBp: 2500 },
];

describe("the sales document model", () => {
  it("a receipt: the order's number and Stockholm date, the lines with their discounts, VAT per rate with its base, highest rate first", () => {
    const doc = salesDocument({ order, lines: items, seller, invoice: null });
    expect(doc).toMatchObject({ kind: "receipt", number: "1042", issuedOn: "2026-11-21", dueOre: 55_200 });
    expect(doc.lines.map((l) => [l.name, l.discountOre, l.amountOre])).toEqual([
      ["Sleep", 7_500, 42_300],
      ["Tekopp", 0, 22_900],
    ]);
    expect(doc.vat.map((v) => v.rateBp)).toEqual([2500, 600]);
    for (const v of doc.vat) expect(v.netOre + v.vatOre).toBe(v.grossOre);
    expect(doc.totals.some((r) => r.key === "vat")).toBe(false);
    expect(doc.totals.find((r) => r.key === "total")?.ore).toBe(65_200);
    expect(documentFileName(doc)).toBe("kvitto-1042.pdf");
  });

  it("an invoice carries its bankgiro, OCR and due date", () => {
    const doc = salesDocument({ order: { ...order, paymentMethod: "invoice" }, lines: items, seller, invoice: { bankgiro: "123-4567", ocr: "104265", dueDate: "2026-12-05" } });
    expect(doc.kind).toBe("invoice");
    expect(documentFileName(doc)).toBe("faktura-1042.pdf");
  });

  it("a credit note: its own number, the invoice it corrects, lines and VAT negative, what the shop kept positive", () => {
    const refund = { id: 7, createdAt: new Date("2026-12-01T10:00:00Z"), amountOre: 22_900 - 4_900, methodOre: 18_000, giftCardOre: 0, shippingOre: 0, deductionOre: 4_900, reason: "Ångrat köp", lines: [{ orderItemId: 2, quantity: 1, amountOre: 22_900 }] };
    const doc = creditNoteDocument({ order, items, refund, seller });
    expect(doc).toMatchObject({ kind: "credit_note", number: "K7", issuedOn: "2026-12-01", credit: { refersTo: "1042", refersToDate: "2026-11-21", totalOre: -18_000, deductionOre: 4_900 } });
    expect(doc.lines).toEqual([{ name: "Tekopp", kind: "product", quantity: 1, unitPriceOre: 22_900, vatRateBp: 2500, discountOre: 0, amountOre: -22_900 }]);
    // The kept return postage stays a sale: only 180 kr is taken back at 25 %.
    expect(doc.vat).toEqual([{ rateBp: 2500, grossOre: -18_000, vatOre: -vatFromGross(18_000, 2500), netOre: -(18_000 - vatFromGross(18_000, 2500)) }]);
    expect(documentFileName(doc)).toBe("kreditfaktura-K7-order-1042.pdf");
  });

  it("a cancelled order's refund of money alone has no lines and takes back no VAT", () => {
    const refund = { id: 8, createdAt, amountOre: 55_200, methodOre: 55_200, giftCardOre: 0, shippingOre: 0, deductionOre: 0, reason: "Makulerad", lines: [] };
    const doc = creditNoteDocument({ order: { ...order, status: "cancelled" }, items, refund, seller });
    expect(doc.lines).toEqual([]);
    expect(doc.vat).toEqual([]);
    expect(doc.credit?.totalOre).toBe(-55_200);
  });

  it("the VAT number is SE, the org.nr's ten digits and 01", () => {
    expect(vatNumberOf("559123-4567")).toBe("SE559123456701");
    expect(seller.vatNumber).toBe("SE559123456701");
    expect(seller.fSkatt).toBe(true);
  });
});
