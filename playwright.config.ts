import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ENV, e2eMailDir, e2ePgliteTemplate } from "./tests/e2e/env";

/**
 * End-to-end tests against the production build in Debian's Chromium. The whole suite runs on
 * PGlite; the tests tagged @smoke run again on PostgreSQL when TEST_DATABASE_URL is set. @smoke marks the
 * flows that write through the database (accounts, cart, checkout and orders, the desk, messages, newsletter
 * and waitlist) and the catalogue reads; every server module's queries also run on PostgreSQL in the server tests.
 * A flow tested at two widths is @smoke at the phone's only: the second width checks layout, which does not depend
 * on the database. Layout-only specs (200 % text) are not @smoke.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Base port (PGlite server; PostgreSQL server on +1). Change it to run two suites at once. */
const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Playwright starts the webServer entries one after another, each once the one before is ready. So that the
 * servers start side by side, a server's entry counts as started as soon as its process says so on stdout (its
 * url still makes Playwright refuse a port already in use), and a last entry waits until every server's
 * /healthz answers (scripts/e2e-server.ts with E2E_WAIT_FOR).
 */
const server = (port: number, db: "pglite" | "postgres") => ({
  command: "node --import tsx scripts/e2e-server.ts",
  url: `http://localhost:${port}/healthz`,
  wait: { stdout: /^e2e-server starting/m },
  reuseExistingServer: false,
  timeout: 90_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: { ...E2E_ENV, PORT: String(port), E2E_DB: db, PUBLIC_URL: `http://localhost:${port}`, E2E_MAILDIR: e2eMailDir(port) },
});
const allReady = (ports: number[]) => ({
  command: "node --import tsx scripts/e2e-server.ts",
  wait: { stdout: /^e2e servers ready/m },
  timeout: 120_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: { E2E_WAIT_FOR: ports.map((p) => `http://localhost:${p}/healthz`).join(","), E2E_WAIT_FOR_TEMPLATE: e2ePgliteTemplate(PORT) },
});
/**
 * The run's PGlite template, made beside the servers' start (it counts as started at once; allReady waits for it): the
 * specs' own servers start from a copy of it (tests/e2e/env.ts). Its process then idles until the run ends.
 */
const template = {
  command: "node --import tsx scripts/e2e-server.ts",
  wait: { stdout: /^e2e template starting/m },
  timeout: 90_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: { ...E2E_ENV, E2E_MAKE_TEMPLATE: e2ePgliteTemplate(PORT) },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is a bug to fix, not to hide (issue #12).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    locale: "sv-SE",
    timezoneId: "Europe/Stockholm",
    // Traces cost CPU on every action of every test (DOM snapshots, screencast) and the suite is CPU-bound on
    // this 2-core machine; a failure leaves a screenshot and the error context (the page's accessibility tree).
    // For a trace, run the failing spec alone with --trace on.
    trace: "off",
    screenshot: "only-on-failure",
    // The shop honours prefers-reduced-motion (no hero clip or rotation, no transitions), which spares
    // Chromium's software renderer; specs that test motion ask for "no-preference" (home.spec.ts).
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      // Debian's chromium-headless-shell when installed, else its Chromium (CHROMIUM_PATH for another), through a
      // wrapper that picks it and turns off full Chromium's omnibox popup windows (scripts/e2e-chromium.sh).
      executablePath: fileURLToPath(new URL("./scripts/e2e-chromium.sh", import.meta.url)),
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    // Specs that change what every shopper sees (a new product in the catalogue, the home hero's videos) or move
    // the server's clock do it on their worker's own server and database (`ownServer`, tests/e2e/fixtures.ts,
    // ADR 061), so they run in any order beside the specs that count the shop's products or check the hero.
    { name: "pglite", use: { ...devices["Desktop Chrome"], baseURL: `http://localhost:${PORT}` } },
    ...(withPostgres
      ? [{ name: "postgres", grep: /@smoke/, use: { ...devices["Desktop Chrome"], baseURL: `http://localhost:${PORT + 1}` } }]
      : []),
  ],
  webServer: [
    template,
    server(PORT, "pglite"),
    ...(withPostgres ? [server(PORT + 1, "postgres")] : []),
    allReady(withPostgres ? [PORT, PORT + 1] : [PORT]),
  ],
});
