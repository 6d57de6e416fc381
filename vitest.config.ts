import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * The server test files that open a database through app/server/test-db.ts. The PostgreSQL pass (TEST_DB=postgres)
 * runs only these: a file that never opens a database (the edge guard, the gate, env parsing, the
 * video renderer with its ffmpeg clips) proves nothing more the second time and cost CI minutes.
 */
function databaseTestFiles(): string[] {
  const root = fileURLToPath(new URL("./app/server", import.meta.url));
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .filter((file) => /from "(\.\.?\/)+(server\/)?test-db"|from "~\/server\/test-db"/.test(readFileSync(path.join(root, file), "utf8")))
    .map((file) => `app/server/${file.split(path.sep).join("/")}`);
}

/**
 * Two projects: `unit` (pure domain and content, no I/O) and `server` (real databases:
 * PGlite always, PostgreSQL too when TEST_DATABASE_URL is set; see app/server/test-db.ts).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than there are cores: one worker on a 2-core CI machine. Every test
    // file opens its own database (its own in-memory PGlite, or its own PostgreSQL database), temp folders and
    // port-0 servers, so files run side by side; VITEST_MAX_WORKERS=1 runs them one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["app/domain/**/*.test.ts", "app/content/**/*.test.ts", "app/lib/**/*.test.ts", "scripts/**/*.test.ts"] },
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          include: process.env.TEST_DB === "postgres" ? databaseTestFiles() : ["app/server/**/*.test.ts"],
          // Migrates the template every test database of the run is copied from (app/server/test-db.ts).
          globalSetup: ["app/server/test-db.setup.ts"],
          // A class list with two utilities for one property fails a render (app/server/class-check.server.ts).
          env: { STILLA_CHECK_CLASSES: "1" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
