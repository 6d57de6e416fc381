import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as sv from "~/content/sv";
import { productDetailsCopy } from "~/content/product-details";

const dir = fileURLToPath(new URL(".", import.meta.url));

/**
 * A number and its "%" or "kr" stay on one line: the copy writes a no-break space (\u00a0) between them, as
 * formatKr and formatVatRate do. This reads the copy's source (comments removed), so template strings built at
 * run time are covered too; `(?<!\\u00a)` lets the written-out escape "\u00a0%" through.
 */
const BREAKABLE = /(?<!\\u00a)(?:\d|\})(?: ?)(?:%|kr\b)/g;

function offending(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  return code
    .split("\n")
    .filter((line) =>
      [...line.matchAll(BREAKABLE)].some(
        (m) => !/[:;]\s*\d*$/.test(line.slice(0, m.index)),
      ),
    ) // CSS in e-mail HTML: width:100%
    .map((line) => line.trim());
}

describe("no-break spaces in the copy", () => {
  it("finds a breakable space and a missing space (the check can fail)", () => {
    expect(offending('const a = "Spara 10 %";')).toHaveLength(1);
    expect(offending("const b = `Köp 2, få ${p}% rabatt`;")).toHaveLength(1);
    expect(offending("const c = `${n} kr`;")).toHaveLength(1);
    expect(offending('const d = "10\\u00a0% och 5\\u00a0kr";')).toEqual([]);
    expect(offending('const e = "<table style=\\"width:100%\\">";')).toEqual(
      [],
    );
  });

  for (const file of readdirSync(dir).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
  )) {
    it(`${file}: every number before % or kr is followed by U+00A0`, () => {
      expect(offending(readFileSync(`${dir}/${file}`, "utf8"))).toEqual([]);
    });
  }

  it("the multi-buy offer says two of the same product, with a no-break space before %", () => {
    expect(sv.cart.multiBuy(15)).toBe(
      "Köp 2 av samma, få 15\u00a0% rabatt automatiskt",
    );
    expect(productDetailsCopy.multiBuy(15, "423\u00a0kr")).toContain(
      "av samma, få 15\u00a0% rabatt",
    );
  });
});
