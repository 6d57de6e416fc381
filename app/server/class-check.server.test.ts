import { describe, expect, it } from "vitest";
import { cn } from "~/lib/cn";
import { installClassCheck } from "./class-check.server";

describe("installClassCheck", () => {
  it("makes cn() refuse a list where a later utility overrides an earlier one (tailwind-merge's verdict)", async () => {
    await installClassCheck({ STILLA_CHECK_CLASSES: "1" });
    expect(() => cn("px-6 py-3", "px-4")).toThrow(/class conflict: px-6 overridden/);
    expect(() => cn("bg-white", "hover:bg-oat")).not.toThrow();
    expect(cn("text-sm", "text-ink-soft")).toBe("text-sm text-ink-soft");
  });
});
