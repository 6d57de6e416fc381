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
const SOURCES = ["server.ts", "server-mode.ts", "app/server/http-drain.server.ts"];

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
