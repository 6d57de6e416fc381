import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

/** Every whitespace-separated word in a string literal of the app's source that could be a class name. */
function classWordsInApp(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(file, "utf8").matchAll(/["'`]([^"'`\n]*)["'`]/g))
          for (const w of m[1]!.split(/\s+/)) if (/^[!a-z0-9:@[\]/.\-_%()#&>*=,~]+$/i.test(w) && /[a-z]/.test(w)) words.add(w);
      }
    }
  };
  walk(path.resolve(__dirname, ".."));
  return [...words];
}

/** The variant part of a class (`md:hover:`), which must match for two classes to conflict. */
const variantsOf = (token: string) => token.slice(0, token.lastIndexOf(":") + 1).replace(/!/g, "");

describe("cn", () => {
  it.each([
    [["px-4 py-2", "px-2"], "py-2 px-2"],
    [["text-ink", "text-clay"], "text-clay"],
    [["bg-white ring-1 ring-ink/20", "bg-sage text-white"], "ring-1 ring-ink/20 bg-sage text-white"],
    [["rounded-full px-3 py-1 text-sm font-medium", "text-xs"], "rounded-full px-3 py-1 font-medium text-xs"],
    // A size and a colour are different properties: both stay (the shop's own scale and palette).
    [["text-sm", "text-ink-soft"], "text-sm text-ink-soft"],
    [["mt-1 w-full", false, null, undefined, "", "border-clay"], "mt-1 w-full border-clay"],
    [["border-ink/20", "border-clay"], "border-clay"],
  ])("%j → %s", (parts, out) => expect(cn(...parts)).toBe(out));

  it("merges the way the docs say", () => {
    expect(cn("px-4 text-ink", "px-2 text-clay")).toBe("px-2 text-clay");
    expect(cn("text-sm text-ink", "text-clay")).toBe("text-sm text-clay");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("rounded-full border border-ink/20", "rounded-xl border-clay", false, null, undefined)).toBe("border rounded-xl border-clay");
    expect(cn("hover:bg-ink/5", "bg-white", "hover:bg-oat")).toBe("bg-white hover:bg-oat");
    expect(cn("page", "page")).toBe("page page");
  });

  it("agrees with tailwind-merge on every pair of class names used in the app", () => {
    // One class per shape: classes that differ only in a number or an opacity (`mt-2`/`mt-4`, `bg-ink/5`/`bg-ink/10`)
    // merge alike in both, and comparing one of each keeps the pairs (and the test's time) down.
    const shapes = new Map<string, string>();
    for (const w of classWordsInApp()) {
      const shape = w.replace(/\/\d+(?=$|\])/g, "").replace(/\d+(\.\d+)?/g, "1");
      if (!shapes.has(shape)) shapes.set(shape, w);
    }
    const tailwind = [...shapes.values()].filter((w) => twMerge(`${w} ${w}`) === w || cn(w, w) === w);
    const byVariants = new Map<string, string[]>();
    for (const w of tailwind) byVariants.set(variantsOf(w), [...(byVariants.get(variantsOf(w)) ?? []), w]);
    const differences: string[] = [];
    for (const group of byVariants.values())
      for (const a of group)
        for (const b of group) {
          const expected = twMerge(a, b);
          if (cn(a, b) !== expected) differences.push(`cn("${a}", "${b}") = "${cn(a, b)}", tailwind-merge: "${expected}"`);
        }
    expect(tailwind.length).toBeGreaterThan(200);
    expect(differences.slice(0, 40)).toEqual([]);
  }, 120_000);
});
