import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * Two projects: `unit` (pure domain and content, no I/O) and `server` (real databases:
 * PGlite always, PostgreSQL too when TEST_DATABASE_URL is set; see app/server/test-db.ts).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["app/domain/**/*.test.ts", "app/content/**/*.test.ts", "app/lib/**/*.test.ts"] },
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          include: ["app/server/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
