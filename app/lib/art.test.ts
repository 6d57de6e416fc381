import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ART_WIDTHS, artImage, largestRendering, rasterPath } from "./art";
import { PLACEHOLDER_ART, PRODUCT_ART_IDS, productImage } from "~/domain/catalogue";

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

  it("gives an uploaded photo its three WebP renderings", () => {
    const src = "/images/uploads/0123456789abcdef01234567.webp";
    expect(artImage(src, "72px")).toEqual({
      src: "/images/uploads/0123456789abcdef01234567-800.webp",
      srcSet: [200, 400, 800].map((w) => `/images/uploads/0123456789abcdef01234567-${w}.webp ${w}w`).join(", "),
      sizes: "72px",
    });
    expect(largestRendering(src)).toBe("/images/uploads/0123456789abcdef01234567-800.webp");
    expect(artImage("/images/uploads/../../etc.webp", "72px")).toEqual({ src: "/images/uploads/../../etc.webp" });
  });

  it("knows which products have drawn art (PRODUCT_ART_IDS matches the folder)", () => {
    const ids = readdirSync(path.resolve("public/images/products"))
      .filter((f) => f.endsWith(".svg") && f !== "placeholder.svg")
      .map((f) => f.replace(/\.svg$/, ""))
      .sort();
    expect([...PRODUCT_ART_IDS].sort()).toEqual(ids);
    expect(productImage("sleep")).toBe("/images/products/sleep.svg");
    expect(productImage("ny-blandning")).toBe(PLACEHOLDER_ART);
    expect(productImage("sleep", "0123456789abcdef01234567")).toBe("/images/uploads/0123456789abcdef01234567.webp");
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
