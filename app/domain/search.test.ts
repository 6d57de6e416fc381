import { describe, expect, it } from "vitest";
import { editDistance, queryWords, suggestQuery, tsQueryText, wordForms } from "./search";

describe("queryWords and wordForms", () => {
  it("lower case with å ä ö, letters and digits only, no repeats, at most six words", () => {
    expect(queryWords("  Kamomill & LAVENDEL! kamomill ")).toEqual(["kamomill", "lavendel"]);
    expect(queryWords("ÖRTTE Äpple")).toEqual(["örtte", "äpple"]);
    expect(queryWords("a b c d e f g h")).toHaveLength(6);
    expect(queryWords("') | (':*")).toEqual([]);
  });

  it.each([
    ["teer", ["teer", "te"]],
    ["teet", ["teet", "te"]],
    ["teerna", ["teerna", "te", "teer"]],
    ["kamomillen", ["kamomillen", "kamomill", "kamomille"]],
    ["te", ["te"]],
  ])("%s → %j", (word, forms) => expect(new Set(wordForms(word))).toEqual(new Set(forms)));

  it("the tsquery: every word (&), any form (|), each a prefix", () => {
    expect(tsQueryText(["teer", "kamomill"])).toBe("(teer:* | te:*) & (kamomill:*)");
  });
});

describe("suggestQuery", () => {
  const vocabulary = [
    { word: "kamomill", stem: "kamomill", products: 5 },
    { word: "lavendel", stem: "lavendel", products: 3 },
    { word: "lavendeln", stem: "lavendel", products: 1 },
    { word: "te", stem: "te", products: 9 },
  ];
  const stems = (words: string[]) => new Map(words.map((w) => [w, wordForms(w)]));

  it("replaces an unknown word by the nearest catalogue word, the commoner on a tie", () => {
    expect(suggestQuery(["kamomil"], stems(["kamomil"]), vocabulary)).toBe("kamomill");
    expect(suggestQuery(["lavendl"], stems(["lavendl"]), vocabulary)).toBe("lavendel");
    expect(suggestQuery(["te", "lavnedel"], stems(["te", "lavnedel"]), vocabulary)).toBe("te lavendel");
  });

  it("nothing for known words, stop words, short words or words too far from any", () => {
    expect(suggestQuery(["kamomill"], stems(["kamomill"]), vocabulary)).toBeNull();
    expect(suggestQuery(["och"], new Map([["och", [""]]]), vocabulary)).toBeNull();
    expect(suggestQuery(["tee"], stems(["tee"]), vocabulary)).toBeNull();
    expect(suggestQuery(["rooibos"], stems(["rooibos"]), vocabulary)).toBeNull();
  });

  it("edit distance counts a swap of neighbours as one", () => {
    expect(editDistance("lavendel", "lavnedel")).toBe(1);
    expect(editDistance("kamomil", "kamomill")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });
});
