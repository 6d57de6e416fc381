import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/checkout", "/checkout"],
    ["/product/sleep?x=1#r", "/product/sleep?x=1#r"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["", "/"],
    [null, "/"],
    ["checkout", "/"],
  ])("%s → %s", (input, out) => expect(safeRedirectPath(input)).toBe(out));
});
