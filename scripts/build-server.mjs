// The HTTP entry (server.ts) compiled to plain JavaScript: `build/server.js`, which `npm start`, the benchmarks and
// the fault drills run with `node` (issue #17). Run through tsx, every module the server imports (the app's build,
// React, Better Auth, Drizzle, PGlite, …) passed through tsx's loader hooks, which cost ~200 MB of resident memory
// that stayed for the process's life; compiled, the same server starts at ~140 MB instead of ~340 MB.
//
// Only server.ts and its own TypeScript imports are bundled (packages stay imports). server-mode.ts is its own file,
// imported first: ES module imports run in order, so NODE_ENV is set before React or Express load (ADR 031).
// esbuild is a direct dev dependency. `npm run dev` still runs server.ts with tsx.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCES = ["server.ts", "server-mode.ts", "app/server/http-drain.server.ts", "app/server/random-token.server.ts", "app/server/pglite-worker.ts", "app/server/pglite-client.server.ts", "app/server/collect-garbage.server.ts"];

/**
 * Node flags of the production server, here and in package.json's `start` (keep the two the same; issue #17, ADR 046
 * "Memory under load"):
 * - V8's young generation at 4 MB a semi-space instead of 16: ~25–30 MB less RSS under load, no more CPU per request
 *   in an A/B of /shop, /shop.data and /product/sleep.data. 16 MB takes ~8 % off a checkout's CPU on PostgreSQL, but
 *   PGlite's server then peaks at 304–333 MB under the benchmark's load (8 MB: 286–311), over issue #17's 300 MB
 *   (ADR 053).
 * - V8's old generation may grow to twice what the last full collection left (`--heap-growing-percent=100`) instead
 *   of up to four times: under the benchmark's load the heap swung between ~50 and ~190 MB, now ~50 to ~100 MB.
 *   With PGlite the server sets it to 50 once the database is open (server.ts; ADR 054).
 * - Two V8 worker threads instead of four (`--v8-pool-size=2`, as many as the 2-core machine has cores): each thread
 *   that compiles (PGlite's WebAssembly tier-up, JavaScript) keeps a malloc arena of its own with what it freed.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--heap-growing-percent=100", "--v8-pool-size=2"];

/**
 * Environment of the production server, here and in package.json's `start` (keep the two the same). A fixed malloc
 * trim threshold (glibc's default value, 128 KB, but no longer raised by glibc after a large free): memory freed in
 * the worker threads' malloc arenas goes back to the system instead of staying resident (~60–90 → ~30–55 MB).
 */
export const SERVER_ENV = { MALLOC_TRIM_THRESHOLD_: "131072" };

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

/** Compiles server.ts and PGlite's worker (synchronously; ~50 ms). */
export function buildServer(buildDir) {
  const out = serverEntry(buildDir);
  const common = { bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", logLevel: "warning", absWorkingDir: ROOT };
  esbuild.buildSync({ ...common, entryPoints: ["server-mode.ts"], outfile: path.join(path.dirname(out), "server-mode.js") });
  // PGlite's worker thread (ADR 055), started by app/server/pglite-remote.server.ts from the app's server build.
  esbuild.buildSync({ ...common, entryPoints: ["app/server/pglite-worker.ts"], outfile: path.join(path.dirname(out), "pglite-worker.js") });
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
