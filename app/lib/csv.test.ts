import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it.each([
    ["anna@example.se", "anna@example.se"],
    ['Sa "hej"', '"Sa ""hej"""'],
    ["a,b", '"a,b"'],
    ["rad1\nrad2", '"rad1\nrad2"'],
    ["=HYPERLINK(\"x\")", '"\'=HYPERLINK(""x"")"'],
    ["+46701234567", "'+46701234567"],
    ["@evil", "'@evil"],
    [null, ""],
    [42, "42"],
  ])("%j → %s", (input, out) => expect(csvCell(input)).toBe(out));

  it("a BOM, a header and CRLF rows", () => {
    expect(toCsv(["e-post", "bekräftad"], [["åsa@example.se", "2026-11-24"]])).toBe("\ufeffe-post,bekräftad\r\nåsa@example.se,2026-11-24\r\n");
  });

  it("semicolons for a Swedish Excel: a cell with a semicolon is quoted, a comma is not", () => {
    expect(csvCell("Storgatan 1; vån 2", ";")).toBe('"Storgatan 1; vån 2"');
    expect(csvCell("12,50", ";")).toBe("12,50");
    expect(csvCell("-5", ";")).toBe("'-5");
    expect(toCsv(["a", "b"], [["1,5", "x;y"]], { separator: ";" })).toBe('\ufeffa;b\r\n1,5;"x;y"\r\n');
  });
});
