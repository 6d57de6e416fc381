import { describe, expect, it } from "vitest";
import {
  GALLERY_PRESETS,
  gallerySnippet,
  heroRefKey,
  heroSlideVideos,
  heroVideoFiles,
  parseHeroRefKey,
  parseHeroRefList,
  videoPromptSchema,
} from "./video-tools";

const ID = "0b7e4a52-9c1d-4e2f-8a3b-5c6d7e8f9a0b";

describe("hero video references", () => {
  it.each([
    ["hero-1", { kind: "local", n: 1 }],
    ["hero-10", { kind: "local", n: 10 }],
    [7, { kind: "local", n: 7 }],
    [`gen-${ID}`, { kind: "generated", id: ID }],
  ])("parses %j", (value, ref) => {
    expect(parseHeroRefKey(value)).toEqual(ref);
    expect(heroRefKey(parseHeroRefKey(value)!)).toBe(typeof value === "number" ? `hero-${value}` : value);
  });

  it.each(["hero-0", "hero-11", "hero-01x", "1", 0, 11, 2.5, `gen-${ID.toUpperCase()}`, "gen-../../etc/passwd", `gen-${ID}.mp4`, null, {}])(
    "refuses %j",
    (value) => expect(parseHeroRefKey(value)).toBeNull(),
  );

  it("a list is 1–max distinct references", () => {
    expect(parseHeroRefList(["hero-1", "hero-2", "hero-3"])).toHaveLength(3);
    expect(parseHeroRefList(["hero-1"])).toHaveLength(1);
    expect(parseHeroRefList([])).toBeNull();
    expect(parseHeroRefList(["hero-1", "hero-1"])).toBeNull();
    expect(parseHeroRefList(["hero-1", "hero-2", "hero-3", "hero-4"])).toBeNull();
    expect(parseHeroRefList("hero-1")).toBeNull();
  });

  it("files: built-in clips from /videos, generated ones from the shop's storage", () => {
    expect(heroVideoFiles({ kind: "local", n: 4 })).toEqual({ src: "/videos/hero-4.mp4", poster: "/videos/hero-4.jpg" });
    expect(heroVideoFiles({ kind: "generated", id: ID })).toEqual({ src: `/videos/generated/${ID}.mp4`, poster: `/videos/generated/${ID}.jpg` });
  });

  it("three slides repeat the choice from the first", () => {
    expect(heroSlideVideos(["a"])).toEqual(["a", "a", "a"]);
    expect(heroSlideVideos(["a", "b"])).toEqual(["a", "b", "a"]);
    expect(heroSlideVideos(["a", "b", "c"])).toEqual(["a", "b", "c"]);
    expect(heroSlideVideos([])).toEqual([]);
  });
});

describe("the video tools' inputs", () => {
  it.each(["", "   ", "\n\t"])("a blank prompt is 'Prompt krävs': %j", (prompt) => {
    const parsed = videoPromptSchema.safeParse({ prompt });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Prompt krävs");
  });

  it("a prompt is trimmed and at most 500 characters", () => {
    expect(videoPromptSchema.parse({ prompt: "  Ånga  " }).prompt).toBe("Ånga");
    expect(videoPromptSchema.safeParse({ prompt: "x".repeat(501) }).success).toBe(false);
  });

  it("the gallery has six presets, and its snippet lists the chosen ones in order", () => {
    expect(GALLERY_PRESETS).toHaveLength(6);
    const snippet = gallerySnippet([GALLERY_PRESETS[5], GALLERY_PRESETS[0]]);
    expect(snippet.indexOf("hero-9.mp4")).toBeLessThan(snippet.indexOf("hero-1.mp4"));
    expect(snippet).toContain('name: "Ånga över koppen"');
  });
});
