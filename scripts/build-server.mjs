// The HTTP entry (server.ts) compiled to plain JavaScript: `build/server.js`, which `npm start`, the benchmarks and
// the fault drills run with `node` (issue #17). Run through tsx, every module the server imports (the app's build,
// React, Better Auth, Drizzle, PGlite, …) passed through tsx's loader hooks, which cost ~200 MB of resident memory
// that stayed for the process's life; compiled, the same server starts at ~140 MB instead of ~340 MB.
//
// Only server.ts and its own TypeScript imports are bundled (packages stay imports). server-mode.ts is its own file,
// imported first: ES module imports run in order, so NODE_ENV is set before React or Express load (ADR 031).
// esbuild comes with tsx (its dependency), so it is resolved from there. `npm run dev` still runs server.ts with tsx.
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCES = ["server.ts", "server-mode.ts", "app/server/http-drain.server.ts"];

/**
 * Node flags of the production server, here and in package.json's `start` (keep the two the same). V8's young
 * generation at 4 MB a semi-space instead of 16: ~25–30 MB less RSS under load, no more CPU per request in an A/B
 * of /shop, /shop.data and /product/sleep.data (issue #17).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4"];

export function serverEntry(buildDir = process.env.BUILD_DIR ?? "build") {
  return path.resolve(ROOT, buildDir, "server.js");
}

/** No compiled server yet, or one of its sources is newer. */
export function serverBuildIsStale(buildDir) {
  const out = serverEntry(buildDir);
  if (!existsSync(out)) return true;
  const at = statSync(out).mtimeMs;
  return SOURCES.some((f) => statSync(path.join(ROOT, f)).mtimeMs > at);
}

/** Compiles server.ts (synchronously; ~50 ms). */
export function buildServer(buildDir) {
  const esbuild = createRequire(createRequire(import.meta.url).resolve("tsx"))("esbuild");
  const out = serverEntry(buildDir);
  const common = { bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", logLevel: "warning", absWorkingDir: ROOT };
  esbuild.buildSync({ ...common, entryPoints: ["server-mode.ts"], outfile: path.join(path.dirname(out), "server-mode.js") });
  esbuild.buildSync({
    ...common,
    entryPoints: ["server.ts"],
    outfile: out,
    // server.ts imports "./server-mode.js": kept as an import of the file compiled beside it, so it runs first.
    external: ["./server-mode.js"],
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`✓ server: ${path.relative(ROOT, buildServer())}`);
