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
