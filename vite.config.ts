import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import path from "node:path";

/**
 * The build prints what matters: errors, real warnings and one line per environment (ADR 014).
 * React Router 7 creates its internal Vite servers with `envFile: false`, which Vite 8.1+ reports as
 * deprecated once per server (fixed in React Router 8). Those servers make their own loggers, so the line
 * is dropped where every Vite logger writes it. Delete this filter with the upgrade to React Router 8.
 */
const consoleWarn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
  consoleWarn(...args);
};

/** One line per build environment instead of a line per file: file count and size on disk. */
function buildSummary(): Plugin {
  let started = 0;
  return {
    name: "stilla:build-summary",
    apply: "build",
    buildStart() {
      started = Date.now();
    },
    writeBundle(options, bundle) {
      let bytes = 0;
      for (const item of Object.values(bundle)) bytes += item.type === "chunk" ? Buffer.byteLength(item.code) : item.source.length;
      const files = Object.keys(bundle).length;
      const dir = options.dir ? options.dir.replace(`${process.cwd()}/`, "") : "";
      console.log(`✓ ${this.environment.name} build: ${files} files, ${(bytes / 1024).toFixed(0)} kB in ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    },
  };
}

/**
 * The modules every page loads (ADR 043): everything the client entry and the root route import statically, put
 * into one chunk instead of ~25 small ones. Each file is a request with ~0.8 kB of response headers, and one
 * `<link rel="modulepreload">` in every page's head.
 * A module goes in only if every page loads it anyway, so no page loads more code than before. Route modules,
 * the entry and CSS keep their own files (React Router's manifest names them). The SSR build is not split.
 */
function everyPageChunk(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): string | null {
  everyPage ??= (() => {
    const rootRoute = `${path.resolve("app/root.tsx")}?__react-router-build-client-route`;
    if (!ctx.getModuleInfo(rootRoute)) return new Set<string>(); // the SSR build
    const entry = path.resolve("app/entry.client.tsx");
    const seen = new Set<string>();
    const queue = [rootRoute, entry];
    while (queue.length) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    for (const own of [rootRoute, path.resolve("app/root.tsx"), entry]) seen.delete(own);
    return seen;
  })();
  return everyPage.has(id) && !/\.css($|\?)/.test(id) ? "shared" : null;
}
let everyPage: Set<string> | undefined;

/**
 * Islands (ADR 043, fourth round; components/ui/island.tsx): a `*.islands.tsx` module renders markup that the browser
 * keeps from the server's HTML at hydration. The route imports it statically for the server render and dynamically
 * for a render in the browser. In the client build the static import resolves to an empty module, so the code stays
 * in its own chunk that loads only on a client-side navigation to the page. `*.deferred.tsx` modules (parts hydrated
 * on intent, components/ui/deferred.tsx; ADR 043, fifth round) are imported the same way.
 */
function islandsServerOnly(): Plugin {
  const EMPTY = "\0stilla:islands-empty";
  return {
    name: "stilla:islands-server-only",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    resolveId(source, _importer, options) {
      const kind = (options as { kind?: string }).kind;
      return /\.(islands|deferred)(\.tsx)?$/.test(source) && kind === "import-statement" ? EMPTY : null;
    },
    load(id) {
      return id === EMPTY ? { code: "export {};", moduleSideEffects: false } : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [islandsServerOnly(), tailwindcss(), reactRouter(), buildSummary()],
  logLevel: "warn",
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
    ],
  },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  build: {
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // BUILD_SOURCEMAP=1 writes source maps, to see which sources make up a chunk (not for production).
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    rolldownOptions: {
      // Rolldown's hints about slow plugins fire whenever the machine is busy; they say nothing about the app.
      // On the server every module is loaded at start, so a dynamic import of a module that is also imported
      // statically (the cart contents, the form schemas; ADR 043) is expected there and not worth a warning.
      checks: { bundlerTimings: false, ineffectiveDynamicImport: !isSsrBuild },
      output: { codeSplitting: { groups: [{ name: everyPageChunk }] } },
    },
  },
}));
