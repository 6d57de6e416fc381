import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/content/catalogue";
import { claimsOrganic, normaliseControlBody, organicTexts, withoutOrganicClaims } from "./organic";

describe("the control body's code", () => {
  it.each([
    ["SE-EKO-01", "SE-EKO-01"],
    ["se-eko-07", "SE-EKO-07"],
    [" SE EKO 03 ", "SE-EKO-03"],
    ["SEEKO09", "SE-EKO-09"],
    ["SE-EKO-1", null],
    ["SE-EKO-123", null],
    ["DK-ØKO-100", null],
    ["KRAV", null],
    ["", null],
  ])("%j → %j", (input, expected) => expect(normaliseControlBody(input)).toBe(expected));
});

describe("without a control body nothing is called organic", () => {
  it.each([
    ["Ekologisk kamomill 35\u00a0%", "Kamomill 35\u00a0%"],
    ["Ekologiskt grönt te (sencha) 30\u00a0%", "Grönt te (sencha) 30\u00a0%"],
    ["Ekologiska rosenblad 10\u00a0%", "Rosenblad 10\u00a0%"],
    ["Sleep (50 g): ekologisk kamomill 35\u00a0%, ekologisk lavendel 10\u00a0%", "Sleep (50 g): kamomill 35\u00a0%, lavendel 10\u00a0%"],
    ["Basen är ekologiskt grönt sencha-te, som ger koppen sötma.", "Basen är grönt sencha-te, som ger koppen sötma."],
    ["EKOLOGISK ingefära", "Ingefära"],
    ["Ingen claim här, men ekologi nämns.", "Ingen claim här, men ekologi nämns."],
  ])("%j → %j", (input, expected) => {
    expect(withoutOrganicClaims(input)).toBe(expected);
    expect(claimsOrganic(withoutOrganicClaims(input))).toBe(false);
  });

  it("every seeded product's texts are free of claims without a code", () => {
    for (const p of CATALOGUE) {
      const shown = organicTexts({ description: p.description, tagline: p.tagline, fullDescription: p.fullDescription, ingredients: p.ingredients, benefits: p.benefits, howToUse: p.howToUse }, null);
      expect(JSON.stringify(shown)).not.toMatch(/ekologisk/i);
    }
  });
});

describe("with a control body", () => {
  it("a product whose ingredients claim it keeps them and gets the note with the code", () => {
    const shown = organicTexts({ ingredients: ["Ekologisk kamomill 35\u00a0%"], fullDescription: "Mild." }, "SE-EKO-01");
    expect(shown.ingredients).toEqual(["Ekologisk kamomill 35\u00a0%", "Ekologisk enligt EU:s förordning 2018/848 · Kontrollorgan SE-EKO-01"]);
  });
  it("a product without organic ingredients gets no note", () => {
    expect(organicTexts({ ingredients: ["Porslin"] }, "SE-EKO-01").ingredients).toEqual(["Porslin"]);
  });
});
