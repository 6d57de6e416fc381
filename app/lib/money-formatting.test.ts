/**
 * Money is formatted in one place (ADR 004): `app/domain/money.ts` turns öre into text, and Intl formatters
 * are built on first use, never at import (ADR 010). This test reads the app's sources and fails on a
 * formatter or an öre-to-kronor conversion written anywhere else.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MONEY = path.normalize("app/domain/money.ts");
const NUMBERS = path.normalize("app/lib/numbers.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

const sources = sourceFiles("app").map((file) => ({ file: path.normalize(file), lines: readFileSync(file, "utf8").split("\n") }));

function offending(rules: RegExp[], except: string[] = []): string[] {
  return sources
    .filter(({ file }) => !except.includes(file))
    .flatMap(({ file, lines }) => lines.flatMap((line, i) => (rules.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
}

/** Ways of turning öre into kronor text by hand. */
const HAND_FORMATTED = [
  /\b(?:ore|\w+Ore)\s*\)?\s*[/%]\s*100\b/, // ore / 100, priceOre % 100, (x.amountOre) / 100
  /\.toFixed\(2\)/, // floating-point kronor with two decimals
  /\}(?:\\u00a0|\u00a0| )kr\b/, // `${amount} kr`, `${amount}\u00a0kr`: a number made into money text
];

describe("money formatting", () => {
  it("reads the app's sources", () => {
    expect(sources.some(({ file }) => file === MONEY)).toBe(true);
    expect(sources.length).toBeGreaterThan(100);
  });

  it("no file but money.ts and numbers.ts builds an Intl.NumberFormat", () => {
    expect(offending([/\bIntl\.NumberFormat\s*\(/], [MONEY, NUMBERS])).toEqual([]);
  });

  it("no file builds an Intl formatter at import (lazy() builds it on first use)", () => {
    expect(offending([/^\s*(?:export\s+)?(?:const|let|var)\s+\w+(?:\s*:[^=]+)?\s*=\s*new\s+Intl\./])).toEqual([]);
  });

  it("no file but money.ts converts öre to kronor text by hand", () => {
    expect(offending(HAND_FORMATTED, [MONEY])).toEqual([]);
  });

  it("the rules catch what they are meant to catch", () => {
    const caught = (line: string) => HAND_FORMATTED.some((re) => re.test(line));
    for (const line of [
      "const v = String(ore / 100);",
      "min={GIFT_CARD.minOre / 100}",
      'return `${Math.floor(ore / 100)},${String(ore % 100).padStart(2, "0")}`;',
      "amount: { value: p.amountOre / 100 },",
      "(priceOre / 100).toFixed(2)",
      "`${t.amount}: ${p.amount}\\u00a0kr`",
      "`${kronor} kr`",
    ]) {
      expect(caught(line), line).toBe(true);
    }
    for (const line of [
      "return roundToKrona((priceOre * (100 - SUBSCRIPTION.percent)) / 100);",
      "`${String(rateBp / 100).replace(\".\", \",\")}\\u00a0%`",
      "`Frakten kostar ${SHIPPING_FEE} och är fri`",
      "formatKr(p.amountOre)",
    ]) {
      expect(caught(line), line).toBe(false);
    }
  });
});
