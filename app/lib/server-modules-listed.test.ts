/** app/server/README.md names every server module, so a reader finds each one's job without opening it (issue #33). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("app/server/README.md", () => {
  it("names every module of app/server", () => {
    const root = path.resolve(import.meta.dirname, "../server");
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const modules = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((f) => !readme.includes(path.basename(f)))).toEqual([]);
  });
});
