import { describe, expect, it } from "vitest";
import { checkDiscount, normaliseCode, type DiscountCodeFacts } from "./discounts";

const base: DiscountCodeFacts = {
  code: "VÄLKOMMEN10",
  type: "percent",
  percent: 10,
  amountOre: null,
  minOrderOre: 0,
  startsAt: new Date("2026-01-01T00:00:00Z"),
  endsAt: new Date("2027-01-01T00:00:00Z"),
  usageLimit: 100,
  perCustomerLimit: 1,
  usedCount: 0,
  active: true,
  onlyForEmail: null,
};
const ctx = { goodsAfterAutomaticOre: 42_300, customerUses: 0, customerEmail: "asa@example.se", now: new Date("2026-11-21T12:00:00Z") };

describe("checkDiscount", () => {
  it("accepts a valid percent and fixed code", () => {
    expect(checkDiscount(base, ctx)).toEqual({ ok: true, discount: { type: "percent", percent: 10 } });
    expect(checkDiscount({ ...base, type: "fixed", percent: null, amountOre: 5_000 }, ctx)).toEqual({
      ok: true,
      discount: { type: "fixed", amountOre: 5_000 },
    });
  });

  it.each([
    [null, {}, "unknown"],
    [{ active: false }, {}, "inactive"],
    [{}, { now: new Date("2025-12-31T23:59:59Z") }, "not_started"],
    [{}, { now: new Date("2027-01-01T00:00:00Z") }, "expired"],
    [{ usedCount: 100 }, {}, "used_up"],
    [{}, { customerUses: 1 }, "already_used"],
    [{ minOrderOre: 50_000 }, {}, "min_order"],
    [{ onlyForEmail: "bo@example.se" }, {}, "not_yours"],
    // Someone else's personal code tells nothing of its state.
    [{ onlyForEmail: "bo@example.se", active: false }, {}, "not_yours"],
    [{ onlyForEmail: "bo@example.se" }, { now: new Date("2027-01-01T00:00:00Z") }, "not_yours"],
  ] as const)("%j %j → %s", (patch, c, reason) => {
    const facts = patch === null ? null : { ...base, ...patch };
    expect(checkDiscount(facts, { ...ctx, ...c })).toEqual({ ok: false, reason });
  });

  it("a personal code matches its e-mail case-insensitively", () => {
    expect(checkDiscount({ ...base, onlyForEmail: "ASA@example.se" }, ctx).ok).toBe(true);
  });

  it("normalises input", () => expect(normaliseCode("  välkommen10 ")).toBe("VÄLKOMMEN10"));
});
