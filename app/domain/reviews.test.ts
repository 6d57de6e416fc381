import { describe, expect, it } from "vitest";
import { ratingSummary } from "./reviews";
import { ReviewSchema, formErrors } from "./schemas";

describe("ratingSummary", () => {
  it.each([
    [0, 0, null],
    [5, 1, { average: 5, count: 1 }],
    [9, 2, { average: 4.5, count: 2 }],
    [13, 3, { average: 4.3, count: 3 }], // 4.333…
    [14, 3, { average: 4.7, count: 3 }], // 4.666…
    [17, 4, { average: 4.3, count: 4 }], // 4.25 rounds half up
    [1, 1, { average: 1, count: 1 }],
  ])("sum %i over %i reviews → %j", (sum, count, expected) => {
    expect(ratingSummary(sum, count)).toEqual(expected);
  });
});

describe("ReviewSchema", () => {
  const ok = { rating: "4", title: "Gott", comment: "Mjukt och runt." };
  const errors = (input: Record<string, string>) => {
    const parsed = ReviewSchema.safeParse(input);
    return parsed.success ? null : formErrors(parsed.error).fields;
  };

  it("accepts a rating 1–5 and trims the texts", () => {
    expect(ReviewSchema.parse({ rating: "5", title: "  Gott  ", comment: "\n Bra \n" })).toEqual({ rating: 5, title: "Gott", comment: "Bra" });
    expect(ReviewSchema.parse({ ...ok, rating: "1" }).rating).toBe(1);
  });

  it.each([
    ["no rating", { title: "Gott", comment: "Bra" }, { rating: "Vänligen välj ett betyg" }],
    ["rating 0", { ...ok, rating: "0" }, { rating: "Vänligen välj ett betyg" }],
    ["rating 6", { ...ok, rating: "6" }, { rating: "Vänligen välj ett betyg" }],
    ["rating 4.5", { ...ok, rating: "4.5" }, { rating: "Vänligen välj ett betyg" }],
    ["blank title", { ...ok, title: "   " }, { title: "Vänligen fyll i alla fält" }],
    ["missing comment", { rating: "3", title: "Gott" }, { comment: "Vänligen fyll i alla fält" }],
    ["all empty", { rating: "", title: "", comment: "" }, { rating: "Vänligen välj ett betyg", title: "Vänligen fyll i alla fält", comment: "Vänligen fyll i alla fält" }],
    ["title of 101", { ...ok, title: "a".repeat(101) }, { title: "Rubriken får vara högst 100 tecken" }],
    ["comment of 1001", { ...ok, comment: "å".repeat(1001) }, { comment: "Recensionen får vara högst 1000 tecken" }],
  ])("%s", (_name, input, expected) => {
    expect(errors(input as Record<string, string>)).toEqual(expected);
  });

  it("allows exactly 100 and 1000 characters (after trimming)", () => {
    expect(errors({ ...ok, title: ` ${"a".repeat(100)} `, comment: "ö".repeat(1000) })).toBeNull();
  });
});
