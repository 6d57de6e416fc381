import { describe, expect, it } from "vitest";
import {
  describePayout,
  maskPayout,
  parseAccountNumber,
  parseClearing,
  parsePayoutForm,
  PAYBACK_WITHIN_DAYS,
  paybackDueBy,
  paybackOverdue,
  PAYOUT_LINK_DAYS,
  PAYOUT_REMINDER_AFTER_DAYS,
  payoutReminderCutoff,
  payoutFromColumns,
  payoutLinkExpiry,
  payoutReference,
} from "./refund-payout";
import { PAYOUT_ERRORS } from "~/content/refund-payout-fields";
import { refundStep } from "./timeline";

describe("the pay-back account (ADR 081)", () => {
  it("clearing numbers: 4 digits from 1000, or Swedbank's 5 beginning with 8; typed with a hyphen or spaces", () => {
    expect(parseClearing("6000")).toBe("6000");
    expect(parseClearing(" 8327-9 ")).toBe("83279");
    expect(parseClearing("3300")).toBe("3300");
    for (const bad of ["", "123", "0123", "12345", "91234", "83 27 91", "abcd", "8327-9-1", "6000000000000000000000000000000000000000000"]) expect(parseClearing(bad)).toBeNull();
  });

  it("account numbers: 6–10 digits with spaces, hyphens and dots taken out", () => {
    expect(parseAccountNumber("123 456 789-0")).toBe("1234567890");
    expect(parseAccountNumber("12.345.67")).toBe("1234567");
    for (const bad of ["12345", "12345678901", "12ab5678", "", "+46701234567"]) expect(parseAccountNumber(bad)).toBeNull();
  });

  it("the form: the chosen kind's fields only, each wrong field with its Swedish message", () => {
    expect(parsePayoutForm({ kind: "bank", clearing: "8327-9", account: "123 456 789-0", swish: "nonsense" })).toEqual({ ok: true, payout: { kind: "bank", clearing: "83279", account: "1234567890" } });
    expect(parsePayoutForm({ kind: "swish", swish: "070-123 45 67", clearing: "x" })).toEqual({ ok: true, payout: { kind: "swish", swish: "+46701234567" } });
    expect(parsePayoutForm({ kind: "bank", clearing: "12", account: "123456" })).toEqual({ ok: false, errors: { clearing: PAYOUT_ERRORS.clearing } });
    expect(parsePayoutForm({ kind: "bank" })).toEqual({ ok: false, errors: { clearing: PAYOUT_ERRORS.clearing, account: PAYOUT_ERRORS.account } });
    // A landline is no Swish number.
    expect(parsePayoutForm({ kind: "swish", swish: "08-123 456 78" })).toEqual({ ok: false, errors: { swish: PAYOUT_ERRORS.swish } });
    expect(parsePayoutForm({ kind: "paypal" })).toEqual({ ok: false, errors: { kind: PAYOUT_ERRORS.kind } });
    expect(parsePayoutForm({})).toMatchObject({ ok: false });
  });

  it("shown in full to the owner, masked to the customer; the stored columns read back", () => {
    const bank = { kind: "bank", clearing: "83279", account: "1234567890" } as const;
    expect(describePayout(bank)).toBe("Bankkonto 8327-9, 1234567890");
    expect(maskPayout(bank)).toBe("Bankkonto 8327-9, •••\u00a07890");
    expect(describePayout({ kind: "swish", swish: "+46701234567" })).toBe("Swish 070-123 45 67");
    expect(maskPayout({ kind: "swish", swish: "+46701234567" })).toBe("Swish •••\u00a04567");
    expect(payoutFromColumns({ payoutClearing: "6000", payoutAccount: "123456789", payoutSwish: null })).toEqual({ kind: "bank", clearing: "6000", account: "123456789" });
    expect(payoutFromColumns({ payoutClearing: null, payoutAccount: null, payoutSwish: "+46701234567" })).toEqual({ kind: "swish", swish: "+46701234567" });
    expect(payoutFromColumns({ payoutClearing: null, payoutAccount: null, payoutSwish: null })).toBeNull();
  });

  it("the transfer's message fits 12 characters; the link lasts its days", () => {
    expect(payoutReference("Stilla", 1042)).toBe("Stilla 1042");
    expect(payoutReference("Stilla Örtteer AB", 1042)).toBe("Order 1042");
    const now = new Date("2026-11-21T12:00:00Z");
    expect(payoutLinkExpiry(now).getTime() - now.getTime()).toBe(PAYOUT_LINK_DAYS * 86_400_000);
  });

  it("the timeline's refund step: 'refunded' only when everything has moved back", () => {
    expect(refundStep("refunded", ["done", "done"])).toBe("refunded");
    expect(refundStep("partially_refunded", ["done"])).toBe("partially_refunded");
    expect(refundStep("paid", ["owed"])).toBe("refund_pending");
    expect(refundStep("partially_refunded", ["done", "requested"])).toBe("refund_pending");
  });
});

describe("the law's 14 days and the reminder", () => {
  const recorded = new Date("2026-12-01T09:30:00Z");
  const day = 24 * 60 * 60_000;

  it("the money is due 14 days after the refund was recorded; late from the next day in Stockholm, not before", () => {
    expect(PAYBACK_WITHIN_DAYS).toBe(14);
    expect(paybackDueBy(recorded)).toEqual(new Date("2026-12-15T09:30:00Z"));
    // The last day is shown as 15 december: all of it is in time (Stockholm is UTC+1 in December).
    expect(paybackOverdue(recorded, new Date("2026-12-15T22:59:59Z"))).toBe(false);
    expect(paybackOverdue(recorded, new Date("2026-12-15T23:00:00Z"))).toBe(true);
    expect(paybackOverdue(recorded, new Date(recorded.getTime() + 13 * day))).toBe(false);
  });

  it("a refund recorded 3 days before now or earlier is due its reminder, a later one not yet", () => {
    const now = new Date("2026-12-04T09:30:00Z");
    expect(PAYOUT_REMINDER_AFTER_DAYS).toBe(3);
    expect(payoutReminderCutoff(now)).toEqual(recorded);
    // The reminder comes well before the last day, so the owner can still pay in time.
    expect(PAYOUT_REMINDER_AFTER_DAYS).toBeLessThan(PAYBACK_WITHIN_DAYS / 2);
  });
});
