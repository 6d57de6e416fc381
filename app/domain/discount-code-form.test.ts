import { describe, expect, it } from "vitest";
import { discountAdminCopy as copy } from "~/content/admin-discount-codes";
import { DiscountCodeFieldsSchema, DiscountCodeNameSchema, discountCodeFormValues } from "./discount-code-form";

const base = { type: "percent", value: "15", minOrder: "", startsOn: "", endsOn: "", usageLimit: "", perCustomerLimit: "", description: "" };
const errorsOf = (input: Record<string, string>) => {
  const r = DiscountCodeFieldsSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("DiscountCodeFieldsSchema", () => {
  it("a percent code with no limits", () => {
    expect(DiscountCodeFieldsSchema.parse(base)).toEqual({
      type: "percent",
      percent: 15,
      amountOre: null,
      minOrderOre: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      description: null,
    });
  });

  it("a fixed code with a minimum, Stockholm days (both included) and limits", () => {
    const v = DiscountCodeFieldsSchema.parse({
      ...base,
      type: "fixed",
      value: "50",
      minOrder: "299,50",
      startsOn: "2026-12-01",
      endsOn: "2026-12-24",
      usageLimit: "100",
      perCustomerLimit: "1",
      description: " Julkampanj ",
    });
    expect(v).toMatchObject({ type: "fixed", percent: null, amountOre: 5_000, minOrderOre: 29_950, usageLimit: 100, perCustomerLimit: 1, description: "Julkampanj" });
    expect(v.startsAt?.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(v.endsAt?.toISOString()).toBe("2026-12-24T23:00:00.000Z");
  });

  it.each([
    [{ value: "0" }, "value", copy.errors.percent],
    [{ value: "101" }, "value", copy.errors.percent],
    [{ value: "12,5" }, "value", copy.errors.percent],
    [{ type: "fixed", value: "0,50" }, "value", copy.errors.amount],
    [{ type: "fixed", value: "femtio" }, "value", copy.errors.amount],
    [{ type: "gratis" }, "type", copy.errors.type],
    [{ minOrder: "-5" }, "minOrder", copy.errors.minOrder],
    [{ startsOn: "2026-02-30" }, "startsOn", copy.errors.date],
    [{ startsOn: "2026-12-24", endsOn: "2026-12-01" }, "endsOn", copy.errors.dateOrder],
    [{ usageLimit: "0" }, "usageLimit", copy.errors.limit],
    [{ perCustomerLimit: "1.5" }, "perCustomerLimit", copy.errors.limit],
    [{ description: "x".repeat(201) }, "description", copy.errors.description],
  ])("%j is refused on %s", (change, field, message) => {
    expect(errorsOf({ ...base, ...change })[field]).toBe(message);
  });

  it("the edit form shows back what was saved", () => {
    const input = { ...base, type: "fixed", value: "49,90", minOrder: "300", startsOn: "2026-03-29", endsOn: "2026-10-25", usageLimit: "5", perCustomerLimit: "2", description: "x" };
    expect(discountCodeFormValues(DiscountCodeFieldsSchema.parse(input))).toEqual(input);
  });
});

describe("DiscountCodeNameSchema", () => {
  it.each([
    [" jul-2026 ", "JUL-2026"],
    ["abc", "ABC"],
  ])("%j → %s", (input, out) => expect(DiscountCodeNameSchema.parse(input)).toBe(out));
  it.each(["ab", "-JUL", "JUL 2026", "RÄBATT", "x".repeat(31)])("refuses %j", (input) => {
    expect(DiscountCodeNameSchema.safeParse(input).success).toBe(false);
  });
});
