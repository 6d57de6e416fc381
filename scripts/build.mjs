// npm run build: `react-router build`, minus the one line that vite.config.ts cannot reach. React Router 7's
// config loader starts a Vite server with `envFile: false` before vite.config.ts is read, and Vite 8.1+
// calls that option deprecated (fixed in React Router 8; ADR 014). Everything else passes through as it
// comes, and the exit code is the build's.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { buildServer } from "./build-server.mjs";

/** The `react-router` command, found through the package's own package.json (its "bin"), as npm links it. */
function reactRouterCli() {
  const manifest = createRequire(import.meta.url).resolve("@react-router/dev/package.json");
  const { bin } = createRequire(import.meta.url)("@react-router/dev/package.json");
  return path.join(path.dirname(manifest), bin["react-router"]);
}

export function build() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [reactRouterCli(), "build"], {
      stdio: ["inherit", "inherit", "pipe"],
    });
    createInterface({ input: child.stderr }).on("line", (line) => {
      if (!line.includes("The `envFile` option is deprecated")) process.stderr.write(`${line}\n`);
    });
    // Then the HTTP entry, compiled to build/server.js (scripts/build-server.mjs).
    child.on("close", (code) => {
      if (code === 0) buildServer();
      resolve(code ?? 1);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await build());
