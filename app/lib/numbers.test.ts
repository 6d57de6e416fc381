import { describe, expect, it } from "vitest";
import { formatInteger, formatOneDecimal } from "./numbers";

describe("Swedish number formats", () => {
  it("formatInteger matches Intl's sv-SE integers", () => {
    const intl = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 0 });
    const values = [0, 1, 999, 1000, 12_500, 999_999, 1_000_000, 123_456_789];
    for (let i = 0; i < 1000; i++) values.push(Math.floor(Math.random() * 10 ** (1 + (i % 10))));
    for (const v of [...values, ...values.map((x) => -x)]) expect(formatInteger(v), String(v)).toBe(intl.format(v === 0 ? 0 : v));
  });

  it("formatOneDecimal matches Intl's sv-SE one-decimal format for averages", () => {
    const intl = new Intl.NumberFormat("sv-SE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    // 80 000 averages: mismatches are collected and compared once (one expect per value took > 5 s on a loaded machine).
    const mismatches: string[] = [];
    for (let count = 1; count <= 200; count++)
      for (let sum = count; sum <= 5 * count; sum++) {
        const ours = formatOneDecimal(sum / count);
        const theirs = intl.format(sum / count);
        if (ours !== theirs) mismatches.push(`${sum}/${count}: ${ours} ≠ ${theirs}`);
      }
    expect(mismatches).toEqual([]);
  });
});
