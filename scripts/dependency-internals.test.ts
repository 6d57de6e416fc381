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

/**
 * The HTTP entry hands requests to React Router through its Express adapter (ADR 058): server.ts builds no Fetch
 * Request from Express's request and writes no Fetch Response back by hand. The one Request it makes is the site
 * gate's look at /api/auth's cookies, before Better Auth's own Node handler.
 */
function handRolledRequestHandling(source: string): string[] {
  const found: string[] = [];
  if (!/import\s*\{[^}]*\bcreateRequestHandler\b[^}]*\}\s*from\s*"@react-router\/express"/.test(source)) found.push("no createRequestHandler from @react-router/express");
  if (/import\s*\{[^}]*\bcreateRequestHandler\b[^}]*\}\s*from\s*"react-router"/.test(source)) found.push("React Router's bare createRequestHandler");
  if (/from\s*"@react-router\/node"/.test(source)) found.push("@react-router/node's stream helpers (the adapter's own parts)");
  const authStart = source.indexOf('app.all("/api/auth');
  const authEnd = authStart === -1 ? -1 : source.indexOf("toNodeHandler(", authStart);
  for (const m of source.matchAll(/new Request\(/g)) {
    if (!(m.index > authStart && m.index < authEnd)) found.push(`new Request( at ${m.index}, outside the /api/auth gate check`);
  }
  if (/\.(?:originalUrl|headers)\b[\s\S]{0,200}new Headers\(|new Headers\(\)[\s\S]{0,300}req\.headers/.test(source)) found.push("Express headers copied into Fetch Headers");
  if (/writeReadableStreamToWritable|\.getReader\(\)[\s\S]{0,300}res\.write/.test(source)) found.push("a Fetch Response written to Express by hand");
  return found;
}

describe("the HTTP entry uses @react-router/express (ADR 058)", () => {
  it("server.ts builds no Fetch Request from Express's request and writes no Response by hand", () => {
    expect(handRolledRequestHandling(readFileSync(path.join(ROOT, "server.ts"), "utf8"))).toEqual([]);
  });

  it("the check catches the hand-made adapter it replaced", () => {
    const old = `import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type ServerBuild } from "react-router";
app.all("/api/auth/{*rest}", (req, res) => { const request = new Request(origin + req.originalUrl); return toNodeHandler(s.auth)(req, res); });
function toFetchRequest(req) { const headers = new Headers(); for (const [k, v] of Object.entries(req.headers)) headers.set(k, v); return new Request(url.href, init); }`;
    expect(handRolledRequestHandling(old)).toEqual([
      "no createRequestHandler from @react-router/express",
      "React Router's bare createRequestHandler",
      "@react-router/node's stream helpers (the adapter's own parts)",
      expect.stringMatching(/^new Request\( at \d+, outside/),
      "Express headers copied into Fetch Headers",
      "a Fetch Response written to Express by hand",
    ]);
  });
});
