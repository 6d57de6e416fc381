import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ART_WIDTHS, artImage, largestRendering, rasterPath } from "./art";

describe("artImage", () => {
  it("serves a product SVG as WebP renderings with a srcset", () => {
    expect(artImage("/images/products/sleep.svg", "72px")).toEqual({
      src: "/images/products/sleep-800.webp",
      srcSet: "/images/products/sleep-200.webp 200w, /images/products/sleep-400.webp 400w, /images/products/sleep-800.webp 800w",
      sizes: "72px",
    });
  });

  it("names the largest rendering for previews, and leaves other images alone", () => {
    expect(largestRendering("/images/journal/vinter-ritualer.svg")).toBe("/images/journal/vinter-ritualer-1200.webp");
    expect(largestRendering("/images/gift-card.svg")).toBe("/images/gift-card.svg");
  });

  it("passes anything that is not our art through", () => {
    expect(artImage("/images/gift-card.svg", "72px")).toEqual({ src: "/images/gift-card.svg" });
    expect(artImage("/favicon.svg", "56px")).toEqual({ src: "/favicon.svg" });
  });

  it("has every rendering on disk for every SVG (run npm run art after changing one)", () => {
    for (const folder of Object.keys(ART_WIDTHS) as (keyof typeof ART_WIDTHS)[]) {
      const dir = path.resolve("public/images", folder);
      const svgs = readdirSync(dir).filter((f) => f.endsWith(".svg"));
      expect(svgs.length).toBeGreaterThan(0);
      for (const svg of svgs)
        for (const w of ART_WIDTHS[folder]) expect(existsSync(path.resolve("public", rasterPath(`/images/${folder}/${svg}`, w).slice(1))), `${svg} @${w}`).toBe(true);
    }
  });
});
