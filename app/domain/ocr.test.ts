import { describe, expect, it } from "vitest";
import { isValidOcr, luhnCheckDigit, ocrFromOrderNumber, ocrLengthDigit, orderNumberFromOcr, passesLuhn } from "./ocr";

describe("luhnCheckDigit (modulus 10)", () => {
  it.each([
    // Worked by hand, doubling from the right: 6·2=12→3, 2, 4·2=8, 0, 1·2=2 → 15 → 5.
    ["10426", 5],
    // 6·2→3, 1, 0, 0, 1·2=2 → 6 → 4.
    ["10016", 4],
    // 7·2=14→5, 5, 4·2=8, 3, 2·2=4, 1 → 26 → 4.
    ["123457", 4],
    // The textbook example: 7992739871 → 3.
    ["7992739871", 3],
    // A Swedish personnummer uses the same rule: 811218-987 → 6.
    ["811218987", 6],
    ["0", 0],
    ["5", 9],
  ])("%s → %i", (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
  });

  it.each(["", "12a4", "1 2", "-12"])("refuses %j", (digits) => {
    expect(() => luhnCheckDigit(digits)).toThrow(RangeError);
  });
});

describe("passesLuhn", () => {
  it.each([
    ["104265", true],
    ["104264", false],
    ["79927398713", true],
    ["79927398710", false],
    ["8112189876", true],
    ["8", false],
    ["10426a", false],
  ])("%s → %s", (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });
});

describe("ocrLengthDigit", () => {
  it.each([
    [4, 6],
    [5, 7],
    [7, 9],
    // 8 + 2 = 10 digits: the tens are dropped.
    [8, 0],
    [9, 1],
    [23, 5],
  ])("a %i-digit payload → %i", (len, digit) => {
    expect(ocrLengthDigit(len)).toBe(digit);
  });
});

describe("ocrFromOrderNumber", () => {
  it.each([
    // Order number, then its length digit, then the check digit over both (worked out above).
    [1001, "100164"],
    [1042, "104265"],
    [12345, "1234574"],
    // 8 + 2 = 10 digits → length digit 0; check over 999999990: 0+9·8 = 72 → 8.
    [99999999, "9999999908"],
  ])("order %i → OCR %s", (n, ocr) => {
    expect(ocrFromOrderNumber(n)).toBe(ocr);
    expect(isValidOcr(ocr)).toBe(true);
    expect(isValidOcr(ocr, { lengthDigit: false })).toBe(true);
  });

  it("is digits only and passes Luhn for every order number in a range", () => {
    for (let n = 1001; n < 3000; n++) {
      const ocr = ocrFromOrderNumber(n);
      expect(ocr).toMatch(/^\d+$/);
      expect(passesLuhn(ocr)).toBe(true);
      expect(Number(ocr.at(-2))).toBe(ocr.length % 10);
      expect(orderNumberFromOcr(ocr)).toBe(n);
    }
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses %s", (n) => {
    expect(() => ocrFromOrderNumber(n)).toThrow(RangeError);
  });
});

describe("isValidOcr", () => {
  it.each([
    ["104265", true],
    // Wrong check digit.
    ["104264", false],
    ["104266", false],
    // Wrong length digit (the check digit recomputed, so only the length control catches it).
    ["104257", false],
    // Letters, spaces and the old hexadecimal references are refused.
    ["9BA9E9F1", false],
    ["1042 65", false],
    ["", false],
    ["5", false],
    // More than 25 digits.
    ["1".repeat(26), false],
  ])("%j → %s", (ocr, ok) => {
    expect(isValidOcr(ocr)).toBe(ok);
  });

  it("with the check digit only, accepts a reference without a length digit", () => {
    // "18": 1·2 = 2 → check digit 8; its second-to-last digit 1 is not its length 2.
    expect(isValidOcr("18", { lengthDigit: false })).toBe(true);
    expect(isValidOcr("18")).toBe(false);
    expect(isValidOcr("19", { lengthDigit: false })).toBe(false);
  });
});

describe("orderNumberFromOcr", () => {
  it.each([
    ["104265", 1042],
    [" 1001 64 ", 1001],
    ["104264", null],
    ["1042", null],
    ["0104275", null],
    ["abc", null],
  ])("%j → %s", (ocr, n) => {
    expect(orderNumberFromOcr(ocr)).toBe(n);
  });
});
