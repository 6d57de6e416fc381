import { describe, expect, it } from "vitest";
import { refundCopy } from "~/content/admin-refunds";
import { parseRefundForm } from "./refund-form";

describe("parseRefundForm", () => {
  it("reads the quantities per line, the shipping and restock boxes and the reason", () => {
    const r = parseRefundForm({ intent: "refund", "qty-12": "2", "qty-13": "", "qty-14": "0", shipping: "on", restock: "on", reason: "  Skadad vid leverans " });
    expect(r).toEqual({
      ok: true,
      form: { intent: "refund", mode: "lines", withdrawal: false, shipping: true, restock: true, reason: "Skadad vid leverans" },
      request: { lines: [{ itemId: 12, quantity: 2 }], shipping: true },
    });
  });

  it("a full refund ignores the lines", () => {
    const r = parseRefundForm({ intent: "refund", mode: "full", withdrawal: "1", restock: "1", reason: "Ångrat köp (ångerrätt)", "qty-1": "5" });
    expect(r.ok && r.request).toBe("full");
    expect(r.ok && r.form.withdrawal).toBe(true);
  });

  it("refuses a missing reason and a quantity that is not a whole number, by the field", () => {
    expect(parseRefundForm({ intent: "refund", "qty-3": "1.5", reason: "" })).toEqual({ ok: false, fields: { "qty-3": refundCopy.errors.quantity, reason: refundCopy.errors.reason } });
    expect(parseRefundForm({ intent: "refund", "qty-3": "-1", reason: "Retur" })).toEqual({ ok: false, fields: { "qty-3": refundCopy.errors.quantity } });
  });
});
