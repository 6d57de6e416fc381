import { describe, expect, it } from "vitest";
import { checkDiscount, discountCodeStatus, normaliseCode, type DiscountCodeFacts } from "./discounts";

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

describe("discountCodeStatus (the console's Status column, ADR 062)", () => {
  const now = new Date("2026-11-28T12:00:00+01:00");
  const code = { active: true, startsAt: null, endsAt: null, usageLimit: null, usedCount: 0 };

  it("says Utgången for the seed's SOMMAR20 (summer 2025) and Kommande for JUL15 before December", () => {
    const sommar = { ...code, startsAt: new Date("2025-06-01T00:00:00+02:00"), endsAt: new Date("2025-09-01T00:00:00+02:00") };
    const jul = { ...code, startsAt: new Date("2026-12-01T00:00:00+01:00"), endsAt: new Date("2026-12-27T00:00:00+01:00"), usageLimit: 500 };
    expect(discountCodeStatus(sommar, now)).toBe("expired");
    expect(discountCodeStatus(jul, now)).toBe("upcoming");
    expect(discountCodeStatus(jul, new Date("2026-12-01T00:00:00+01:00"))).toBe("active");
    expect(discountCodeStatus(jul, new Date("2026-12-27T00:00:00+01:00"))).toBe("expired");
  });

  it("says Aktiv for a code without dates or limit, and at the first instant of its period", () => {
    expect(discountCodeStatus(code, now)).toBe("active");
    expect(discountCodeStatus({ ...code, startsAt: now, endsAt: new Date(now.getTime() + 1) }, now)).toBe("active");
  });

  it("says Förbrukad once the uses reach the limit, not before", () => {
    expect(discountCodeStatus({ ...code, usageLimit: 10, usedCount: 9 }, now)).toBe("active");
    expect(discountCodeStatus({ ...code, usageLimit: 10, usedCount: 10 }, now)).toBe("used_up");
    expect(discountCodeStatus({ ...code, usageLimit: 0, usedCount: 0 }, now)).toBe("used_up");
  });

  it("says Avstängd for a code switched off whatever its dates and uses; an ended code is Utgången even when used up", () => {
    expect(discountCodeStatus({ ...code, active: false }, now)).toBe("disabled");
    expect(discountCodeStatus({ ...code, active: false, endsAt: new Date("2025-01-01") }, now)).toBe("disabled");
    expect(discountCodeStatus({ ...code, endsAt: new Date("2025-01-01"), usageLimit: 1, usedCount: 1 }, now)).toBe("expired");
    expect(discountCodeStatus({ ...code, startsAt: new Date("2027-01-01"), usageLimit: 1, usedCount: 1 }, now)).toBe("used_up");
  });
});
