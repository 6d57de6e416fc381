import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/checkout", "/checkout"],
    ["/product/sleep", "/product/sleep"],
    ["/shop?x=1#a", "/shop?x=1#a"],
    ["/product/sleep?x=1#r", "/product/sleep?x=1#r"],
    ["/auth?redirectTo=%2Fcheckout", "/auth?redirectTo=%2Fcheckout"],
    ["/a/../shop", "/shop"],
    ["/produkter/ör", "/produkter/%C3%B6r"],
    ["/", "/"],
  ])("keeps the same-site path %s → %s", (input, out) => expect(safeRedirectPath(input)).toBe(out));

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    "/%5cevil.example",
    "/%5Cevil.example",
    "%2F%2Fevil.example",
    "/%2F/evil.example",
    "/%252F/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/\u0000/evil.example",
    "javascript:alert(1)",
    "checkout",
    "",
  ])("refuses %j (home instead)", (input) => {
    expect(safeRedirectPath(input)).toBe("/");
    expect(safeRedirectPath(input, "/shop")).toBe("/shop");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
  });

  it("never returns a target that a browser resolves to another host", () => {
    const tricky = ["/.//", "/%2e//", "/..//", "/a/..//", "/./\\", "/\\", "/%5c", "/%2f/", "/%09/", "//", "/\\/"];
    for (const prefix of tricky) {
      const out = safeRedirectPath(`${prefix}evil.example/x`);
      expect(new URL(out, "https://stilla.se").origin, prefix).toBe("https://stilla.se");
      expect(out, prefix).toMatch(/^\/(?![/\\])/);
    }
  });
});
