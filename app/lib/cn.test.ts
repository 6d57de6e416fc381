import { describe, expect, it } from "vitest";
import { cn } from "./cn";

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
});
