import { describe, expect, it } from "vitest";
import { dropOre, formatKr, formatKronorDecimal, formatKronorInput, kronor, parseKronorInput, roundOre, roundToKrona } from "./money";
import { AdminProductSchema } from "./schemas";

const nbsp = "\u00a0";

describe("formatKr", () => {
  it.each([
    [24_900, `249${nbsp}kr`],
    [21_165, `211,65${nbsp}kr`],
    [124_700, `1${nbsp}247${nbsp}kr`],
    [0, `0${nbsp}kr`],
    [-4_900, `−49${nbsp}kr`],
  ])("%i öre → %s", (ore, text) => {
    expect(formatKr(ore)).toBe(text);
  });

  it("writes what Intl's sv-SE currency format writes, without ',00' for whole kronor", () => {
    const intl = new Intl.NumberFormat("sv-SE", { style: "currency", currency: "SEK" });
    const amounts = [1, 5, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456, 999_999_99, 1_000_000_00, 12_345_678_90];
    for (let i = 0; i < 2_000; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 11))));
    for (const ore of [...amounts, ...amounts.map((a) => -a)]) {
      if (ore === 0) continue;
      const expected = intl.format(ore / 100).replace(/,00(?=\s)/, "");
      expect(formatKr(ore), String(ore)).toBe(expected);
    }
  });

  it("refuses fractional öre", () => {
    expect(() => formatKr(10.5)).toThrow(TypeError);
  });
});

describe("formatKronorInput", () => {
  it.each([
    [24_900, "249"],
    [24_950, "249,50"],
    [21_165, "211,65"],
    [100, "1"],
    [5, "0,05"],
    [123_456_700, "1234567"],
  ])("%i öre → %s", (ore, text) => expect(formatKronorInput(ore)).toBe(text));

  it("is what the admin's price field parses back to the same öre", () => {
    for (const ore of [100, 101, 199, 24_900, 24_950, 21_165, 99_999_999]) {
      const parsed = AdminProductSchema.safeParse({ productId: "sleep", price: formatKronorInput(ore), stock: "1" });
      expect(parsed.success && parsed.data.price, String(ore)).toBe(ore);
    }
  });

  it("refuses fractional öre", () => expect(() => formatKronorInput(0.5)).toThrow(TypeError));
});

describe("formatKronorDecimal", () => {
  it.each([
    [24_900, ".", "249.00"],
    [21_165, ".", "211.65"],
    [47_200, ",", "472,00"],
    [5, ",", "0,05"],
    [0, ".", "0.00"],
    [123_456_789, ".", "1234567.89"],
    [-4_950, ".", "-49.50"],
  ] as const)("%i öre with %s → %s", (ore, separator, text) => expect(formatKronorDecimal(ore, separator)).toBe(text));

  it("refuses fractional öre", () => expect(() => formatKronorDecimal(1.5, ".")).toThrow(TypeError));
});

describe("kronor", () => {
  it("is the amount in kronor as a number, printing without float noise", () => {
    expect(kronor(24_900)).toBe(249);
    expect(kronor(21_165)).toBe(211.65);
    const amounts = Array.from({ length: 20_000 }, (_, i) => i * 7);
    const trimmed = (ore: number) => formatKronorDecimal(ore, ".").replace(/\.?0+$/, "");
    expect(amounts.map((ore) => String(kronor(ore)))).toEqual(amounts.map(trimmed));
  });

  it("refuses fractional öre", () => expect(() => kronor(0.1)).toThrow(TypeError));
});

describe("rounding", () => {
  it.each([
    [42_330, 42_300],
    [42_350, 42_400],
    [42_349, 42_300],
    [-150, -200],
  ])("roundToKrona(%i) = %i", (input, out) => expect(roundToKrona(input)).toBe(out));

  it("roundOre rounds half away from zero", () => {
    expect(roundOre(2.5)).toBe(3);
    expect(roundOre(-2.5)).toBe(-3);
    expect(roundOre(2.4)).toBe(2);
  });
});

describe("parseKronorInput", () => {
  it.each([
    ["249", 24_900],
    ["211,65", 21_165],
    ["211.6", 21_160],
    [" 1 200 ", 120_000],
    ["0", 0],
    ["9999999,99", 999_999_999],
  ])("%s → %i öre", (input, ore) => expect(parseKronorInput(input)).toBe(ore));

  it.each(["", "kr", "-5", "1,234", "12,", ",5", "1e3", "10000000"])("refuses %j", (input) => expect(parseKronorInput(input)).toBeNull());

  it("reads back what formatKronorInput writes", () => {
    for (const ore of [0, 1, 99, 100, 24_900, 21_165, 123_456_789]) expect(parseKronorInput(formatKronorInput(ore))).toBe(ore);
  });
});

describe("dropOre", () => {
  it.each([
    [2989, 2900],
    [-2989, -2900],
    [100, 100],
    [99, 0],
    [-99, 0],
    [0, 0],
  ])("%i → %i", (ore, expected) => expect(Object.is(dropOre(ore), expected)).toBe(true));
});
