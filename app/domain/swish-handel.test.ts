import { describe, expect, it } from "vitest";
import {
  instructionIdFrom,
  oreFromSwishAmount,
  payerAliasFrom,
  swishHandelAmount,
  swishHandelAppLink,
  swishHandelMessage,
  swishPaymentOutcome,
  swishRefundSettled,
  swishTokenQrPayload,
  tokenOfAppLink,
  storedAppLink,
} from "./swish-handel";

describe("Swish Handel's request fields", () => {
  it("writes the amount as kronor with a decimal point and two öre digits, within Swish's range", () => {
    expect(swishHandelAmount(12_300)).toBe("123.00");
    expect(swishHandelAmount(29_805)).toBe("298.05");
    expect(swishHandelAmount(100)).toBe("1.00");
    expect(() => swishHandelAmount(99)).toThrow(RangeError);
    expect(() => swishHandelAmount(12.5)).toThrow(TypeError);
  });

  it("reads Swish's amounts back in öre (a JSON number or a string), and nothing else", () => {
    expect(oreFromSwishAmount(123)).toBe(12_300);
    expect(oreFromSwishAmount(298.05)).toBe(29_805);
    expect(oreFromSwishAmount("1.5")).toBe(150);
    expect(oreFromSwishAmount("1,50")).toBeNull();
    expect(oreFromSwishAmount(null)).toBeNull();
  });

  it("keeps a message within Swish's characters and 50 characters", () => {
    expect(swishHandelMessage("Stilla order 1042")).toBe("Stilla order 1042");
    expect(swishHandelMessage("Te & kakor — Café Örtagården")).toBe("Te kakor Cafe Örtagården");
    expect(swishHandelMessage("x".repeat(60))).toHaveLength(50);
    expect(swishHandelMessage("a\n\tb")).toBe("a b");
  });

  it("takes a Swedish mobile number in the ways people write it as the payer alias", () => {
    for (const n of ["070-123 45 67", "0701234567", "+46 70 123 45 67", "0046701234567", "46701234567"]) expect(payerAliasFrom(n)).toBe("46701234567");
    for (const n of ["12345", "08-123 456 78", "0601234567", ""]) expect(payerAliasFrom(n)).toBeNull();
  });

  it("makes instruction ids of 32 upper-case hex characters, and the app link and QR payload of a token", () => {
    expect(instructionIdFrom(new Uint8Array(16).fill(171))).toBe("AB".repeat(16));
    expect(swishHandelAppLink("t0k", "https://stilla.se/orders/1?nyckel=a&b")).toBe("swish://paymentrequest?token=t0k&callbackurl=https%3A%2F%2Fstilla.se%2Forders%2F1%3Fnyckel%3Da%26b");
    expect(tokenOfAppLink(storedAppLink("t0k"))).toBe("t0k");
    expect(tokenOfAppLink("https://checkout.stripe.com/x")).toBeNull();
    expect(swishTokenQrPayload("t0k")).toBe("Dt0k");
  });
});

describe("what a payment request read back means", () => {
  const ours = { payeeAlias: "1231181189", reference: "1042" };
  const base = { id: "A".repeat(32), payeeAlias: "1231181189", payeePaymentReference: "1042", amount: 298, currency: "SEK" };
  it("PAID is paid with its amount, currency and payment reference; CREATED is nothing yet", () => {
    expect(swishPaymentOutcome({ ...base, status: "PAID", paymentReference: "P" }, ours)).toEqual({ kind: "paid", amountOre: 29_800, currency: "SEK", paymentReference: "P" });
    expect(swishPaymentOutcome({ ...base, status: "CREATED" }, ours)).toEqual({ kind: "none", why: "payment request CREATED" });
  });
  it("DECLINED, CANCELLED and ERROR fail with their reason; TM01 is an expiry", () => {
    expect(swishPaymentOutcome({ ...base, status: "DECLINED" }, ours)).toEqual({ kind: "failed", note: "DECLINED" });
    expect(swishPaymentOutcome({ ...base, status: "CANCELLED" }, ours)).toEqual({ kind: "failed", note: "CANCELLED" });
    expect(swishPaymentOutcome({ ...base, status: "ERROR", errorCode: "RF07" }, ours)).toEqual({ kind: "failed", note: "RF07" });
    expect(swishPaymentOutcome({ ...base, status: "ERROR", errorCode: "TM01" }, ours)).toEqual({ kind: "expired", note: "TM01" });
    expect(swishPaymentOutcome({ ...base, status: "ERROR", errorCode: "<script>" }, ours)).toEqual({ kind: "failed", note: "ERROR" });
  });
  it("a request of another payee or order is nothing", () => {
    expect(swishPaymentOutcome({ ...base, status: "PAID", payeeAlias: "1239999999" }, ours).kind).toBe("none");
    expect(swishPaymentOutcome({ ...base, status: "PAID", payeePaymentReference: "1043" }, ours).kind).toBe("none");
  });
  it("a refund is done only when PAID for the amount asked in SEK", () => {
    expect(swishRefundSettled({ status: "PAID", amount: 98, currency: "SEK" }, { amountOre: 9_800 })).toEqual({ done: true });
    expect(swishRefundSettled({ status: "PAID", amount: 1, currency: "SEK" }, { amountOre: 9_800 }).done).toBe(false);
    expect(swishRefundSettled({ status: "DEBITED", amount: 98, currency: "SEK" }, { amountOre: 9_800 }).done).toBe(false);
  });
});
