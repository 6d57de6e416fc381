import { describe, expect, it } from "vitest";
import {
  allocateGiftCards,
  cardState,
  CODE_ALPHABET,
  CODE_LENGTH,
  expiryFrom,
  formatCode,
  generateCode,
  maskCode,
  normaliseCode,
  redactGiftCardCodes,
} from "./gift-cards";

describe("gift-card codes", () => {
  it("uses an unambiguous alphabet", () => {
    for (const ch of "0O1IL") expect(CODE_ALPHABET).not.toContain(ch);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it.each([
    ["all first", () => 0, "A".repeat(20)],
    ["all last", (n: number) => n - 1, "9".repeat(20)],
  ])("generates %s", (_name, random, expected) => {
    expect(generateCode(random)).toBe(expected);
  });

  it("generates 20 characters from the alphabet, at least 80 bits (ADR 032), and refuses a bad random source", () => {
    expect(CODE_LENGTH * Math.log2(CODE_ALPHABET.length)).toBeGreaterThanOrEqual(80);
    let i = 0;
    const code = generateCode((n) => i++ % n);
    expect(code).toHaveLength(CODE_LENGTH);
    expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    expect(() => generateCode(() => 31)).toThrow(RangeError);
    expect(() => generateCode(() => 0.5)).toThrow(RangeError);
  });

  it.each([
    ["ABCD-EFGH-JKMN-PQRS", "ABCDEFGHJKMNPQRS"],
    ["abcd-efgh-jkmn-pqrs", "ABCDEFGHJKMNPQRS"],
    ["  abcd efgh jkmn pqrs ", "ABCDEFGHJKMNPQRS"],
    ["ABCD–EFGH—JKMNPQRS", "ABCDEFGHJKMNPQRS"],
    ["abcdefghjkmnpqrs", "ABCDEFGHJKMNPQRS"],
    ["ABCD-EFGH-JKMN-PQR", null],
    ["ABCD-EFGH-JKMN-PQRST", null],
    // New codes: 20 characters in five groups; 17–19 and 21 are no code.
    ["ABCD-EFGH-JKMN-PQRS-TVWX", "ABCDEFGHJKMNPQRSTVWX"],
    ["abcd efgh jkmn pqrs tvwx", "ABCDEFGHJKMNPQRSTVWX"],
    ["ABCD-EFGH-JKMN-PQRS-TVW", null],
    ["ABCD-EFGH-JKMN-PQRS-TVWXY", null],
    ["ABCD-EFGH-JKMN-PQRS-TVW0", null],
    ["ABCD-EFGH-JKMN-PQR0", null],
    ["ABCD-EFGH-JKMN-PQRI", null],
    ["", null],
    ["ABCD'EFGH;JKMN-PQRS", null],
  ])("normalises %j → %j", (input, expected) => {
    expect(normaliseCode(input)).toBe(expected);
  });

  it("groups and masks", () => {
    expect(formatCode("ABCDEFGHJKMNPQRS")).toBe("ABCD-EFGH-JKMN-PQRS");
    expect(formatCode("ABCDEFGHJKMNPQRSTVWX")).toBe("ABCD-EFGH-JKMN-PQRS-TVWX");
    expect(maskCode("PQRS")).toBe("••••-••••-••••-PQRS");
  });
});

describe("expiry and state", () => {
  it.each([
    ["2026-11-21T12:00:00Z", "2027-11-21T12:00:00Z"],
    ["2026-01-31T08:00:00Z", "2027-01-31T08:00:00Z"],
    ["2028-02-29T10:00:00Z", "2029-02-28T10:00:00Z"],
  ])("%s + 12 months = %s", (from, to) => {
    expect(expiryFrom(new Date(from)).toISOString()).toBe(
      new Date(to).toISOString(),
    );
  });

  it.each([
    [50_000, "2027-01-01T00:00:00Z", "usable"],
    [0, "2027-01-01T00:00:00Z", "empty"],
    [50_000, "2026-11-21T12:00:00Z", "expired"],
    [0, "2026-01-01T00:00:00Z", "expired"],
  ] as const)("balance %i, expires %s → %s", (balanceOre, expires, state) => {
    expect(
      cardState(
        { balanceOre, expiresAt: new Date(expires) },
        new Date("2026-11-21T12:00:00Z"),
      ),
    ).toBe(state);
  });
});

describe("allocateGiftCards", () => {
  it.each([
    ["no cards", 30_000, [], [], 0, 30_000],
    ["a card pays part", 30_000, [50_000], [30_000], 30_000, 0],
    ["a card pays all it has", 30_000, [20_000], [20_000], 20_000, 10_000],
    [
      "two cards in the order applied",
      30_000,
      [20_000, 50_000],
      [20_000, 10_000],
      30_000,
      0,
    ],
    [
      "a card not needed pays 0",
      10_000,
      [20_000, 50_000],
      [10_000, 0],
      10_000,
      0,
    ],
    ["an empty card pays 0", 10_000, [0, 5_000], [0, 5_000], 5_000, 5_000],
    ["a zero total", 0, [5_000], [0], 0, 0],
    ["öre exact", 47_201, [47_200, 100], [47_200, 1], 47_201, 0],
  ])("%s", (_name, total, balances, amounts, paid, remaining) => {
    const result = allocateGiftCards(
      total,
      balances.map((balanceOre, i) => ({ id: i + 1, balanceOre })),
    );
    expect(result.parts.map((p) => p.amountOre)).toEqual(amounts);
    expect(result.paidOre).toBe(paid);
    expect(result.remainingOre).toBe(remaining);
    expect(result.paidOre + result.remainingOre).toBe(total);
  });

  it("refuses a non-integer total", () => {
    expect(() => allocateGiftCards(10.5, [])).toThrow(RangeError);
    expect(() => allocateGiftCards(-1, [])).toThrow(RangeError);
  });
});

describe("redactGiftCardCodes", () => {
  it("masks every full code and leaves the rest of the mail alone", () => {
    const mail = "Din kod: ABCD-EFGH-JKMN-PQRS-TVWX\nGäller till 21 november 2027. Ordernr 3F2A-91BC. Äldre kod: ZZZZ-2345-6789-WXYZ.";
    expect(redactGiftCardCodes(mail)).toBe(
      "Din kod: ••••-••••-••••-TVWX\nGäller till 21 november 2027. Ordernr 3F2A-91BC. Äldre kod: ••••-••••-••••-WXYZ.",
    );
  });

  it("masks a freshly generated, formatted code", () => {
    let i = 0;
    const code = formatCode(generateCode((n) => i++ % n));
    expect(redactGiftCardCodes(`<p>${code}</p>`)).toBe(`<p>${maskCode(code.slice(-4))}</p>`);
  });
});
