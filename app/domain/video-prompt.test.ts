import { describe, expect, it } from "vitest";
import { promptText, readVideoPrompt, wordMatches } from "./video-prompt";

const colours = (prompt: string) => readVideoPrompt(prompt).colours.map((c) => c.name);

describe("readVideoPrompt: colours", () => {
  it.each([
    ["lavendel och indigo", ["lavendel", "indigo"]],
    ["Lavender and indigo", ["lavendel", "indigo"]],
    ["rosa moln över gröna kullar", ["rosa", "grön"]],
    ["A green field under a pink sky", ["grön", "rosa"]],
    ["lavendelfärgad himmel, indigoblå natt", ["lavendel", "indigo"]],
    ["röda och rött och red", ["röd"]],
    ["mörkblå hav och gult ljus", ["blå", "gul"]],
    ["salviagrönt och guld", ["grön", "guld"]],
  ])("%s → %j", (prompt, expected) => {
    expect(colours(prompt)).toEqual(expected);
  });

  it("short colour words match only as words, not inside others", () => {
    expect(colours("en trött och tired vitlöksdoft, en rödbeta")).toEqual([]);
    expect(wordMatches("redan", "red")).toBe(false);
    expect(wordMatches("lavendelfärgad", "lavendel")).toBe(true);
    expect(wordMatches("kvällsljus", "ljus")).toBe(true);
  });

  it("gives each colour its hue: lavender and indigo blue-violet, not orange", () => {
    const [lavender, indigo] = readVideoPrompt("lavendel och indigo").colours;
    const rgb = (hex: string) => [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    for (const colour of [lavender!, indigo!]) {
      const [r, , b] = rgb(colour.hex);
      expect(b!).toBeGreaterThan(r!);
    }
  });
});

describe("readVideoPrompt: subjects and moods", () => {
  it.each([
    ["Ånga som stiger ur koppen", ["steam"]],
    ["steam rising", ["steam"]],
    ["löv som faller", ["leaves"]],
    ["Teblad och leaves", ["leaves"]],
    ["vågor på havet", ["waves"]],
    ["stjärnor över sjön", ["stars", "waves"]],
    ["en stjärnhimmel", ["stars"]],
    ["varmt kvällsljus", ["light"]],
    ["light through a window", ["light"]],
    ["ljusblå himmel", []],
    ["lavendel och indigo", []],
  ])("%s → %j", (prompt, expected) => {
    expect(readVideoPrompt(prompt).motifs).toEqual(expected);
  });

  it.each([
    ["lugn kväll", ["calm", "dark"]],
    ["energisk morgon", ["energetic", "bright"]],
    ["mörk och stilla", ["dark", "calm"]],
    ["calm night", ["calm", "dark"]],
    ["en kopp te", []],
  ])("%s → moods %j", (prompt, expected) => {
    expect(readVideoPrompt(prompt).moods).toEqual(expected);
  });
});

describe("readVideoPrompt: text on screen only when asked", () => {
  it("puts no words on screen by default", () => {
    expect(readVideoPrompt("lavendel och indigo").text).toBeNull();
    expect(readVideoPrompt("En lugn stund med te och ånga").text).toBeNull();
  });

  it.each([
    ["Ånga över koppen, text: Lugn stund", "Lugn stund", "Ånga över koppen, "],
    ["lavendel text: ”God natt”", "God natt", "lavendel "],
    ["Stjärnor med texten ”God jul” över indigo", "God jul", "Stjärnor  över indigo"],
    ["Morgonljus med text", "Morgonljus", "Morgonljus"],
    ["Waves with text", "Waves", "Waves"],
  ])("%s → %j", (prompt, text, description) => {
    expect(promptText(prompt)).toEqual({ text, description });
  });

  it("the text's words do not colour the scene; the description's do", () => {
    const scene = readVideoPrompt("Ånga i indigo, text: Rosa drömmar");
    expect(scene.text).toBe("Rosa drömmar");
    expect(scene.colours.map((c) => c.name)).toEqual(["indigo"]);
    expect(scene.motifs).toEqual(["steam"]);
  });

  it("'text' as an ordinary word asks for nothing", () => {
    expect(readVideoPrompt("en texturerad yta, kontext").text).toBeNull();
  });
});
