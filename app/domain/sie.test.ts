import { describe, expect, it } from "vitest";
import { readSie, SieError } from "../../tests/sie-reader";
import type { Voucher } from "./books";
import { CP437_HIGH, decodeCp437, encodeCp437, sieAmount, sieFile, sieText, type SieHeader } from "./sie";

const header: SieHeader = {
  program: { name: "Stilla webbshop", version: "1" },
  generated: "2026-11-29",
  company: "Stilla Örtte AB",
  orgNumber: "556036-0793",
  address: { contact: "Åsa Öberg", street: "Götgatan 1", postal: "118 20 Stockholm", phone: "08-123 456" },
  year: { from: "2026-01-01", to: "2026-12-31" },
  series: "W",
};
const voucher: Voucher = {
  date: "2026-11-03",
  text: "Order 1001, Swish",
  trans: [
    { account: 1930, amountOre: 29800, text: "Att betala med Swish" },
    { account: 3002, amountOre: -26607, text: "Försäljning varor 12 %" },
    { account: 2621, amountOre: -3193, text: "Utgående moms 12 %" },
  ],
};

describe("CP437", () => {
  it("has 128 characters in its upper half, and å ä ö Å Ä Ö é at their bytes", () => {
    expect([...CP437_HIGH]).toHaveLength(128);
    expect([...encodeCp437("åäöÅÄÖé")]).toEqual([0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99, 0x82]);
  });
  it("round-trips Swedish text; characters it lacks become their nearest ASCII or ?", () => {
    expect(decodeCp437(encodeCp437("Örtte – «gott» €"))).toBe("Örtte - «gott» EUR");
    expect(decodeCp437(encodeCp437("ő"))).toBe("?");
  });
});

describe("fields", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [-5, "-0.05"],
    [123456, "1234.56"],
    [-2989, "-29.89"],
    [100000000, "1000000.00"],
  ])("%i öre is %s", (ore, text) => expect(sieAmount(ore)).toBe(text));
  it("quotes texts, escapes quotes and backslashes, and drops line breaks", () => {
    expect(sieText('Te "Calm"\\x\nny rad')).toBe('"Te \\"Calm\\"\\\\x ny rad"');
  });
});

describe("the file", () => {
  it("reads back with the strict reader: mandatory records in order, accounts, a balanced voucher, å ä ö as CP437", () => {
    const bytes = sieFile(header, [voucher, { ...voucher, date: "2026-11-04" }]);
    expect(bytes.includes(0xc3)).toBe(false);
    const doc = readSie(bytes);
    expect(doc.records.get("FNAMN")).toEqual([["Stilla Örtte AB"]]);
    expect(doc.records.get("ADRESS")?.[0]?.[0]).toBe("Åsa Öberg");
    expect([...doc.accounts.keys()]).toEqual([1930, 2621, 3002]);
    expect(doc.vouchers.map((v) => [v.series, v.number, v.date])).toEqual([
      ["W", 1, "2026-11-03"],
      ["W", 2, "2026-11-04"],
    ]);
    expect(doc.totals.get(3002)).toBe(-26607 * 2);
    expect(doc.vouchers[0]!.trans[1]).toEqual({ account: 3002, amountOre: -26607, date: "2026-11-03", text: "Försäljning varor 12 %" });
    const text = decodeCp437(bytes);
    expect(text.split("\r\n").slice(0, 5)).toEqual(["#FLAGGA 0", '#PROGRAM "Stilla webbshop" "1"', "#FORMAT PC8", "#GEN 20261129", "#SIETYP 4"]);
  });

  it("refuses an unbalanced voucher or one outside the financial year", () => {
    expect(() => sieFile(header, [{ ...voucher, trans: voucher.trans.slice(1) }])).toThrow(/balance/);
    expect(() => sieFile(header, [{ ...voucher, date: "2027-01-01" }])).toThrow(/financial year/);
  });
});

describe("the strict reader refuses what the standard does not allow", () => {
  const good = new TextDecoder("latin1").decode(sieFile(header, [voucher]));
  const bytesOf = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
  it.each([
    ["records out of order", good.replace("#FORMAT PC8\r\n#GEN 20261129", "#GEN 20261129\r\n#FORMAT PC8")],
    ["a missing #KPTYP", good.replace("#KPTYP BAS2014\r\n", "")],
    ["an amount with a comma", good.replace("298.00", "298,00")],
    ["an amount with one decimal", good.replace("298.00", "298.0")],
    ["an unbalanced voucher", good.replace("298.00", "298.01")],
    ["an account without #KONTO", good.replace(/#KONTO 1930 [^\r]*\r\n/, "")],
    ["an unknown record", good.replace("#KPTYP", "#NOPE 1\r\n#KPTYP")],
    ["a voucher without braces", good.replace("{\r\n", "")],
  ])("%s", (_, text) => expect(() => readSie(bytesOf(text))).toThrow(SieError));
  it("UTF-8 bytes for å ä ö", () => {
    expect(() => readSie(new TextEncoder().encode(good.replaceAll("\u0099", "Ö")))).toThrow(/UTF-8/);
  });
  it("the good file itself", () => expect(() => readSie(bytesOf(good))).not.toThrow());
});
