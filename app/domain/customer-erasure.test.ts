import { describe, expect, it } from "vitest";
import { ERASED_BAN_REASON, erasedEmail, isErasedAccount, needles, orderBlocksErasure, scrubJson, unpaidClaimBlocksErasure } from "./customer-erasure";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "./order-states";

describe("customer erasure rules", () => {
  it("an erased account's address is unique per id and can never be delivered", () => {
    expect(erasedEmail("AbC-123_x")).toBe("raderad-abc-123x@raderad.invalid");
    expect(erasedEmail("a")).not.toBe(erasedEmail("b"));
    expect(isErasedAccount({ email: erasedEmail("a"), banReason: ERASED_BAN_REASON })).toBe(true);
    expect(isErasedAccount({ email: "a@example.se", banReason: ERASED_BAN_REASON })).toBe(false);
    expect(isErasedAccount({ email: erasedEmail("a"), banReason: null })).toBe(false);
  });

  it.each(ORDER_STATUSES.map((s) => [s, s === "pending" || s === "processing"] as const))("an order %s blocks erasure: %s", (status, blocks) => {
    expect(orderBlocksErasure(status)).toBe(blocks);
  });

  it.each(ORDER_STATUSES.flatMap((status) => PAYMENT_STATUSES.map((paymentStatus) => [status, paymentStatus, paymentStatus === "unpaid" && (status === "shipped" || status === "delivered")] as const)))(
    "an order %s and %s is a claim that blocks erasure (GDPR art. 17.3 e): %s",
    (status, paymentStatus, blocks) => {
      expect(unpaidClaimBlocksErasure({ status, paymentStatus })).toBe(blocks);
    },
  );

  it("looks for names and addresses trimmed, lowercased, longest first, without blanks or fragments", () => {
    expect(needles([" Åsa Öberg ", "asa@EXAMPLE.se", "", null, undefined, "Åsa Öberg", "ab"])).toEqual(["asa@example.se", "åsa öberg"]);
  });

  it("scrubs every string in nested JSON, in any case, keeping keys and other values", () => {
    const found = needles(["Åsa Öberg", "asa@example.se"]);
    expect(
      scrubJson({ note: "Från ÅSA ÖBERG <Asa@Example.se>", n: 3, ok: true, nil: null, list: ["asa@example.se", "annat"], "asa@example.se": "x" }, found),
    ).toEqual({ note: "Från Raderad kund <Raderad kund>", n: 3, ok: true, nil: null, list: ["Raderad kund", "annat"], "asa@example.se": "x" });
    expect(scrubJson(null, found)).toBeNull();
    expect(scrubJson("orört", [])).toBe("orört");
  });
});
