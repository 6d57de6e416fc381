import { describe, expect, it } from "vitest";
import { formatKr, roundOre, roundToKrona } from "./money";

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
