import { describe, expect, it } from "vitest";
import { plainText, splitInlineLinks } from "./inline-links";

describe("splitInlineLinks", () => {
  it.each([
    ["no links at all", [{ text: "no links at all" }]],
    ["", []],
    ["Se [Mina Ordrar](/orders).", [{ text: "Se " }, { text: "Mina Ordrar", to: "/orders" }, { text: "." }]],
    ["[a](/x)[b](/y#z)", [{ text: "a", to: "/x" }, { text: "b", to: "/y#z" }]],
    // Only same-site paths and the listed sites (EXTERNAL_SITES) become links; anything else stays text.
    ["[ond](https://example.com) och [ond](//example.com)", [{ text: "[ond](https://example.com) och [ond](//example.com)" }]],
    ["[PTS](https://www.pts.se) men inte [ond](https://www.pts.se.example.com)", [{ text: "PTS", to: "https://www.pts.se" }, { text: " men inte [ond](https://www.pts.se.example.com)" }]],
    ["lagen (2022:482) och (/orders)", [{ text: "lagen (2022:482) och (/orders)" }]],
  ])("%j", (text, parts) => {
    expect(splitInlineLinks(text)).toEqual(parts);
  });

  it("plainText drops the markup and keeps the words", () => {
    expect(plainText("Läs [köpvillkoren](/terms) först.")).toBe("Läs köpvillkoren först.");
  });
});
