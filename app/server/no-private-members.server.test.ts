/**
 * No module reaches into a dependency's private members (issue #33, ADR 056): drizzle's session and dialect, Better
 * Auth's cookie and session internals.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("no private members of dependencies (issue #33)", () => {
  it("no module reaches drizzle's session or dialect, or Better Auth's cookie and session internals", () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const files = [
      "server.ts",
      ...readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" }).map((f) => path.join("app", f)),
    ].filter((f) => /\.tsx?$/.test(f) && !f.endsWith("no-private-members.server.test.ts"));
    const forbidden = [/\bprepareQuery\b/, /\bsqlToQuery\b/, /\bauthCookies\b/, /\bsessionConfig\b/, /\bgetSignedCookie\b/];
    const found = files.flatMap((f) => {
      const text = readFileSync(path.join(root, f), "utf8");
      return forbidden.filter((re) => re.test(text)).map((re) => `${f}: ${re.source}`);
    });
    expect(found).toEqual([]);
  });
});
