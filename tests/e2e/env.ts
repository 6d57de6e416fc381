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

/** Where the PostgreSQL e2e server writes the origin of its test prediction API (scripts/e2e-server.ts). */
export const e2eVideoApiFile = (port: number | string) => `/tmp/stilla-e2e-video-api-${port}`;
