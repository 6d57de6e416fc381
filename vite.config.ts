import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildSummary()],
  logLevel: "warn",
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  build: {
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // Rolldown's hints about slow plugins fire whenever the machine is busy; they say nothing about the app.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
