import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

/**
 * Contrast of text over pictures, measured from screenshots (WCAG 2.2 1.4.3; issue #35). Text over video or an image
 * has no single background colour for axe to read, so the page is photographed twice: as it is, and with the text made
 * transparent. The pixels that differ are the text's; the second picture gives the background behind each of them. The
 * text's own colour is its computed CSS colour (with its alpha laid over that background pixel), so anti-aliased glyph
 * edges do not count as a paler text colour. The contrast of an element is the lowest over all its text pixels.
 */

export interface TextContrast {
  /** The element's text, shortened. */
  text: string;
  /** WCAG "large": at least 24 px, or at least 18.66 px and bold. */
  large: boolean;
  /** The lowest contrast over the element's text pixels. */
  ratio: number;
  /** How many pixels were taken as the text's. */
  pixels: number;
}

type Rgb = [number, number, number];

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours, 1–21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `rgb(…)`/`rgba(…)`/`color(srgb …)` as Chromium computes it, to channels 0–255 and alpha 0–1. */
export function parseCssColor(css: string): { rgb: Rgb; alpha: number } {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(css);
  if (srgb) return { rgb: [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255], alpha: srgb[4] ? Number(srgb[4]) : 1 };
  const m = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:(?:,| \/) ([\d.]+))?\)$/.exec(css);
  if (!m) throw new Error(`a colour this test cannot read: ${css}`);
  return { rgb: [Number(m[1]), Number(m[2]), Number(m[3])], alpha: m[4] ? Number(m[4]) : 1 };
}

async function rgbaPixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Measures every element inside `container` that has text of its own (not only whitespace) and is drawn. The page must
 * hold still between the two screenshots (a paused video, no transition running).
 */
export async function measureTextContrast(page: Page, container: Locator): Promise<TextContrast[]> {
  const box = await container.boundingBox();
  if (!box) throw new Error("the container is not drawn");
  const elements = await container.evaluate((root) => {
    const found: { text: string; x: number; y: number; w: number; h: number; color: string; size: number; weight: number }[] = [];
    const origin = root.getBoundingClientRect();
    // Any CSS colour (Tailwind writes oklab() and color-mix()) as the browser draws it: rgba on a 1 px canvas.
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const drawn = (css: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return `rgba(${r}, ${g}, ${b}, ${a! / 255})`;
    };
    let i = 0;
    for (const el of [root, ...root.querySelectorAll("*")]) {
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? "").join("").trim();
      if (!own || !(el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      el.setAttribute("data-contrast-i", String(i++));
      found.push({ text: own.slice(0, 40), x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height, color: drawn(style.color), size: Number(style.fontSize.replace("px", "")), weight: Number(style.fontWeight) });
    }
    return found;
  });
  if (elements.length === 0) throw new Error("no text found in the container");
  const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
  // No colour transition (a button's `transition-colors`): the text must vanish at once for the second picture.
  const still = await page.addStyleTag({ content: "[data-contrast-i]{transition:none!important}" });
  const shot = await rgbaPixels(await page.screenshot({ clip }));
  const style = await page.addStyleTag({ content: "[data-contrast-i]{color:transparent!important;-webkit-text-fill-color:transparent!important;text-shadow:none!important}" });
  const bare = await rgbaPixels(await page.screenshot({ clip }));
  await style.evaluate((s) => (s as Element).remove());
  await still.evaluate((s) => (s as Element).remove());
  await container.evaluate((root) => root.querySelectorAll("[data-contrast-i]").forEach((el) => el.removeAttribute("data-contrast-i")));

  return elements.map((el) => {
    const { rgb: fg, alpha } = parseCssColor(el.color);
    let ratio = Infinity;
    let pixels = 0;
    const x0 = Math.max(0, Math.floor(el.x));
    const y0 = Math.max(0, Math.floor(el.y));
    const x1 = Math.min(shot.width, Math.ceil(el.x + el.w));
    const y1 = Math.min(shot.height, Math.ceil(el.y + el.h));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const o = (y * shot.width + x) * 4;
        const diff = Math.abs(shot.data[o]! - bare.data[o]!) + Math.abs(shot.data[o + 1]! - bare.data[o + 1]!) + Math.abs(shot.data[o + 2]! - bare.data[o + 2]!);
        if (diff < 48) continue; // not (enough of) a glyph here
        pixels++;
        const bg: Rgb = [bare.data[o]!, bare.data[o + 1]!, bare.data[o + 2]!];
        const text: Rgb = [0, 1, 2].map((c) => alpha * fg[c]! + (1 - alpha) * bg[c]!) as Rgb;
        ratio = Math.min(ratio, contrastRatio(text, bg));
      }
    }
    const large = el.size >= 24 || (el.size >= 18.66 && el.weight >= 700);
    return { text: el.text, large, ratio: Math.round(ratio * 100) / 100, pixels };
  });
}

/** The findings below WCAG AA (4.5:1, large text 3:1), or that found no text pixels at all, as readable lines. */
export function belowAA(found: TextContrast[], where: string): string[] {
  return found
    .filter((f) => f.pixels < 20 || f.ratio < (f.large ? 3 : 4.5))
    .map((f) => `${where}: "${f.text}" ${f.pixels < 20 ? `has ${f.pixels} text pixels` : `${f.ratio}:1 (${f.large ? "large" : "body"} text)`}`);
}
