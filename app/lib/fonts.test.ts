import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_FILES, fontPreloads } from "./fonts";

const require = createRequire(import.meta.url);
const css = readFileSync(path.resolve("app/app.css"), "utf8");
const fontFaces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
const webFaces = fontFaces.filter((f) => /url\(/.test(f));
const urlOf = (face: string) => /url\("([^"]+)"\)/.exec(face)![1]!;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(tsx?|css)$/.test(name) && !name.endsWith(".test.ts") ? [p] : [];
  });
}

/** unicode-range "U+0000-00FF, U+0131, …" as a membership test. */
function inRange(range: string): (cp: number) => boolean {
  const spans = range.split(",").map((part) => {
    const [lo, hi] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(lo!, 16), parseInt(hi ?? lo!, 16)] as const;
  });
  return (cp) => spans.some(([lo, hi]) => cp >= lo && cp <= hi);
}

describe("web fonts", () => {
  it("declares exactly two web font faces, each a woff2 file from an installed npm package", () => {
    expect(webFaces).toHaveLength(2);
    for (const face of webFaces) {
      expect(face).toContain("font-display: optional");
      expect(face).toContain('format("woff2")');
      expect(face).not.toMatch(/url\("https?:/);
      const file = require.resolve(urlOf(face));
      expect(file).toMatch(/\.woff2$/);
      expect(readFileSync(file).subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(statSync(file).size).toBeLessThan(32 * 1024);
    }
  });

  it("preloads the same files the stylesheet declares, in CORS mode", () => {
    const declared = webFaces.map((f) => path.basename(urlOf(f))).sort();
    const preloaded = Object.values(FONT_FILES).map((u) => path.basename(u.split("?")[0]!)).sort();
    expect(preloaded).toEqual(declared);
    for (const p of fontPreloads) expect(p).toMatchObject({ rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  });

  it("gives each family a metric-matched local fallback", () => {
    for (const family of ["Lora", "Source Sans 3"]) {
      const fallbacks = fontFaces.filter((f) => f.includes(`font-family: "${family} fallback"`));
      expect(fallbacks.length).toBeGreaterThan(0);
      for (const f of fallbacks) {
        expect(f).toMatch(/src: local\(/);
        expect(f).toMatch(/size-adjust: [\d.]+%/);
        expect(f).toMatch(/ascent-override: [\d.]+%/);
      }
    }
    expect(css).toMatch(/--font-serif: "Lora", "Lora fallback",/);
    expect(css).toMatch(/--font-sans: "Source Sans 3", "Source Sans 3 fallback",/);
  });

  it("covers every character of the copy with the Latin subset (arrows and symbols come from the system)", () => {
    const covered = webFaces.map((f) => inRange(/unicode-range: ([^;]+);/.exec(f)![1]!));
    const fromSystem = new Set(["←", "→", "≥", "⚠", "✓"]);
    const missing = new Set<string>();
    for (const file of [...sourceFiles(path.resolve("app/content")), ...sourceFiles(path.resolve("app/components")), ...sourceFiles(path.resolve("app/routes"))]) {
      const text = readFileSync(file, "utf8");
      for (const ch of text) {
        const cp = ch.codePointAt(0)!;
        if (cp < 0x80 || fromSystem.has(ch)) continue;
        if (!covered.every((test) => test(cp))) missing.add(`${ch} U+${cp.toString(16).toUpperCase().padStart(4, "0")} in ${path.relative(".", file)}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describe("one type scale", () => {
  it("uses only the scale's families and sizes: no monospace, no ad-hoc font stacks or sizes", () => {
    const offences: string[] = [];
    for (const file of sourceFiles(path.resolve("app")).filter((f) => f.endsWith(".tsx") || (f.endsWith(".ts") && !f.endsWith(".d.ts")))) {
      const text = readFileSync(file, "utf8");
      for (const [re, what] of [
        [/\bfont-mono\b/g, "font-mono"],
        [/\bfont-\[[^\]]+\]/g, "arbitrary font family"],
        [/\btext-\[\d[^\]]*\]/g, "arbitrary font size"],
        [/\btext-[89]xl\b/g, "size outside the scale"],
        [/fontFamily\s*:/g, "inline fontFamily"],
        [/font-family\s*:/g, "inline font-family"],
      ] as const) {
        for (const m of text.matchAll(re)) offences.push(`${path.relative(".", file)}: ${what} ${m[0]}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("switches Tailwind's default sizes off and defines its own", () => {
    expect(css).toContain("--text-*: initial;");
    for (const size of ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl"]) {
      expect(css).toMatch(new RegExp(`--text-${size}: [\\d.]+rem;`));
      expect(css).toMatch(new RegExp(`--text-${size}--line-height: [\\d.]+;`));
    }
  });
});
