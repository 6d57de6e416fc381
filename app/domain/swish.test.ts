import { describe, expect, it } from "vitest";
import { formatSwishNumber, normaliseSwishNumber, swishAmount, swishPayload } from "./swish";

describe("swishAmount", () => {
  it.each([
    [47_200, "472,00"],
    [21_165, "211,65"],
    [4_905, "49,05"],
    [1, "0,01"],
    [99, "0,99"],
    [100, "1,00"],
    [124_700, "1247,00"],
    [99_999_999, "999999,99"],
  ])("%i öre is %s", (ore, text) => {
    expect(swishAmount(ore)).toBe(text);
  });

  it.each([0, -100, 100_000_000])("refuses %i öre", (ore) => {
    expect(() => swishAmount(ore)).toThrow(RangeError);
  });

  it("refuses fractional öre", () => {
    expect(() => swishAmount(47_200.5)).toThrow(TypeError);
  });
});

describe("Swish numbers", () => {
  it.each([
    ["1231234567", "1231234567"],
    ["123 123 45 67", "1231234567"],
    ["123-123 45 67", "1231234567"],
    ["123123456", null],
    ["12312345678", null],
    ["123123456a", null],
  ])("%s → %s", (input, normal) => {
    expect(normaliseSwishNumber(input)).toBe(normal);
  });

  it("prints a number the way Swish does", () => {
    expect(formatSwishNumber("1231234567")).toBe("123 123 45 67");
  });
});

describe("swishPayload", () => {
  it("is C<number>;<amount with comma decimals>;<reference>;0", () => {
    expect(swishPayload({ number: "1231234567", amountOre: 47_200, reference: "3F2A9B1C" })).toBe("C1231234567;472,00;3F2A9B1C;0");
  });

  it("normalises the number and keeps öre", () => {
    expect(swishPayload({ number: "123 456 78 90", amountOre: 21_165, reference: "ABCDEF12" })).toBe("C1234567890;211,65;ABCDEF12;0");
  });

  it("ends with ;0 so payee, amount and message are locked", () => {
    const payload = swishPayload({ number: "1231234567", amountOre: 100, reference: "X" });
    expect(payload.split(";")).toEqual(["C1231234567", "1,00", "X", "0"]);
  });

  it.each([
    { number: "12345", amountOre: 100, reference: "ABC" },
    { number: "1231234567", amountOre: 0, reference: "ABC" },
    { number: "1231234567", amountOre: 100, reference: "" },
    { number: "1231234567", amountOre: 100, reference: "A;B" },
    { number: "1231234567", amountOre: 100, reference: "X".repeat(51) },
  ])("refuses %j", (p) => {
    expect(() => swishPayload(p)).toThrow(RangeError);
  });
});
