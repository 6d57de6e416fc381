/** The environment the e2e servers run with (shared by playwright.config.ts and the fixtures). */
export const E2E_ENV = {
  SITE_PASSWORD: "te-och-ro",
  ADMIN_EMAIL: "admin@stilla.test",
  ADMIN_PASSWORD: "admin-lösen-123",
  RATE_LIMIT_SCALE: "20",
  HOST: "127.0.0.1",
  // Two Tailwind utilities for one property in a class list fail the render (app/server/class-check.server.ts).
  STILLA_CHECK_CLASSES: "1",
};

/** Where the e2e server's SMTP sink writes what it receives (one folder per server port). */
export const e2eMailDir = (port: number | string) => `/tmp/stilla-e2e-mail-${port}`;

/** The PostgreSQL database of the e2e server on `port` (E2E_DB=postgres): made by it at start, dropped when a spec server stops. */
export const e2eDatabaseName = (port: number | string) => `stilla_e2e_${port}`;

/** Where the PostgreSQL e2e server writes the origin of its test prediction API (scripts/e2e-server.ts). */
export const e2eVideoApiFile = (port: number | string) => `/tmp/stilla-e2e-video-api-${port}`;

/**
 * A migrated and seeded PGlite data folder made once per e2e run (scripts/e2e-server.ts, E2E_MAKE_TEMPLATE), which the
 * spec servers start from: a copy opens in ~2 s where initdb, 30 migrations, the seed and the admin take ~7 s of CPU.
 * Named by the run's base port (E2E_PORT), so two suites on other ports do not share one.
 */
export const e2ePgliteTemplate = (port: number | string = process.env.E2E_PORT ?? 3100) => `/tmp/stilla-e2e-template-${port}`;
/** The file that says the template is whole (written last). */
export const TEMPLATE_DONE = ".template-done";
