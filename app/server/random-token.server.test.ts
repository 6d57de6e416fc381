import { describe, expect, it } from "vitest";
import { randomToken } from "./random-token.server";

describe("randomToken", () => {
  it("gives the asked number of bytes in the asked encoding", () => {
    expect(Buffer.from(randomToken(16, "base64"), "base64")).toHaveLength(16);
    expect(randomToken(16, "base64")).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(randomToken(18, "base64url")).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(randomToken(4, "hex")).toMatch(/^[0-9a-f]{8}$/);
    // Larger than the pool hands out: straight from the CSPRNG.
    expect(Buffer.from(randomToken(1024, "base64url"), "base64url")).toHaveLength(1024);
  });

  it("never hands out the same bytes twice, across many refills of the pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) seen.add(randomToken(i % 2 ? 16 : 18, "hex"));
    expect(seen.size).toBe(20_000);
  });

  it("spreads its bytes evenly over all 256 values", () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 4_000; i++) for (const b of Buffer.from(randomToken(16, "hex"), "hex")) counts[b]!++;
    // 64 000 bytes, 250 expected per value: a stuck or zeroed pool would pile them on a few values.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(350);
  });

  it("refuses a length that is not a positive whole number", () => {
    expect(() => randomToken(0, "hex")).toThrow(RangeError);
    expect(() => randomToken(1.5, "hex")).toThrow(RangeError);
  });
});
