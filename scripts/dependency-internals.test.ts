/**
 * Our code reaches dependencies only through their published entry points (issue #33, ADR 056): no import of a
 * package's `dist/` files, no path into node_modules, no call of a dependency's underscore (private) member. So an
 * upgrade is a version bump, not a port of our code to another release's internals.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SKIP = new Set(["node_modules", "build", ".react-router", "test-results", "playwright-report", "data", "public", "drizzle", ".git"]);

function sources(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith("build-")) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && file !== import.meta.filename ? [file] : [];
  });
}

/** Module specifiers and path strings that reach into a package's build output or node_modules. */
const INTO_A_PACKAGE = /(["'`])(?:[^"'`\n]*node_modules\/[^"'`\n]+|(?:@[\w.-]+\/)?[\w.-]+\/dist\/[^"'`\n]*)\1/g;
/** `x._member(` or `x._member.` on something that is not ours: PGlite's `_runExclusiveQuery` and the like. */
const PRIVATE_MEMBER = /\.\s*_[A-Za-z]\w*\s*[(.]/g;

describe("dependencies are used through their public API", () => {
  const files = sources();

  it("finds the sources", () => {
    expect(files.some((f) => f.endsWith("server.ts"))).toBe(true);
    expect(files.length).toBeGreaterThan(200);
  });

  it("no source names a package's dist/ files or a path into node_modules", () => {
    const found = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(INTO_A_PACKAGE)].map((m) => `${path.relative(ROOT, file)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it("no source calls an underscore member", () => {
    const found = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(PRIVATE_MEMBER)].map((m) => `${path.relative(ROOT, file)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it("the patterns catch what they are for", () => {
    expect('import x from "react-router/dist/production/index.mjs"'.match(INTO_A_PACKAGE)).not.toBeNull();
    expect('realpathSync("node_modules/@react-router/dev/x.tsx")'.match(INTO_A_PACKAGE)).not.toBeNull();
    expect("pg._runExclusiveQuery(work)".match(PRIVATE_MEMBER)).not.toBeNull();
    expect('import { x } from "react-router/dom"'.match(INTO_A_PACKAGE)).toBeNull();
  });
});
