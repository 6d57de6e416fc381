/**
 * Starts the production server for the end-to-end tests on a fresh database:
 * E2E_DB=pglite (default) uses a new temporary DATA_DIR; E2E_DB=postgres a new database on the
 * server named by TEST_DATABASE_URL. Run with tsx after `react-router build`.
 * With E2E_WAIT_FOR (comma-separated /healthz URLs) it starts nothing: it says "e2e servers ready" once every
 * URL answers, then stays up until stopped (playwright.config.ts starts the servers side by side).
 * With E2E_CLOCK=1 (a worker's own server, tests/e2e/fixtures.ts) the process's Date can be moved forward by the
 * Playwright worker that spawned it, over the IPC channel (scripts/e2e-clock.ts, ADR 061); when that worker goes
 * away, the server stops.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { E2E_ENV, e2eDatabaseName, TEMPLATE_DONE } from "../tests/e2e/env.ts";
import { answers, freePort } from "./ports.ts";

/** Stays up until stopped: Playwright's webServer entries are long-running processes. */
async function idle(): Promise<never> {
  setInterval(() => {}, 60_000);
  return new Promise(() => {});
}

if (process.env.E2E_WAIT_FOR) {
  const urls = process.env.E2E_WAIT_FOR.split(",");
  const template = process.env.E2E_WAIT_FOR_TEMPLATE;
  for (;;) {
    if ((await Promise.all(urls.map(answers))).every(Boolean) && (!template || existsSync(path.join(template, TEMPLATE_DONE)))) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log("e2e servers ready");
  await idle();
}

/**
 * E2E_MAKE_TEMPLATE=<folder>: the run's PGlite template (tests/e2e/env.ts, e2ePgliteTemplate). The production server
 * (build/server.js) starts once on a new folder with the e2e environment, which migrates, seeds and makes the admin as
 * every start does; once it answers it is stopped (SIGTERM, a clean close) and the folder becomes the template.
 */
if (process.env.E2E_MAKE_TEMPLATE) {
  const target = process.env.E2E_MAKE_TEMPLATE;
  console.log(`e2e template starting in ${target}`);
  rmSync(target, { recursive: true, force: true });
  const work = `${target}.making`;
  rmSync(work, { recursive: true, force: true });
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve(process.env.BUILD_DIR ?? "build", "server.js")], {
    env: { ...process.env, ...E2E_ENV, NODE_ENV: "production", DATA_DIR: work, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, E2E_MAKE_TEMPLATE: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the template's server exited (${child.exitCode}) before it answered`);
    if (await answers(`http://127.0.0.1:${port}/healthz`)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGTERM");
  const code = await exited;
  if (code !== 0) throw new Error(`the template's server stopped with ${code}`);
  renameSync(work, target);
  writeFileSync(path.join(target, TEMPLATE_DONE), new Date().toISOString());
  console.log("e2e template ready");
  await idle();
}

if (process.env.E2E_CLOCK === "1") {
  const { installTestClock } = await import("./e2e-clock.ts");
  installTestClock();
  process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
}

const port = process.env.PORT ?? "3100";
console.log(`e2e-server starting on port ${port}`);
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `stilla-e2e-${port}-`));
process.env.NODE_ENV = "production";

// E2E_PGLITE_TEMPLATE: start from a copy of the run's template (E2E_MAKE_TEMPLATE above) when it is whole and this
// server's admin is the template's; otherwise the server makes its database itself, as it always can.
const template = process.env.E2E_PGLITE_TEMPLATE;
if (
  process.env.E2E_DB !== "postgres" &&
  template &&
  existsSync(path.join(template, TEMPLATE_DONE)) &&
  process.env.ADMIN_EMAIL === E2E_ENV.ADMIN_EMAIL &&
  process.env.ADMIN_PASSWORD === E2E_ENV.ADMIN_PASSWORD
) {
  cpSync(template, process.env.DATA_DIR, { recursive: true, filter: (from) => path.basename(from) !== TEMPLATE_DONE });
}

if (process.env.E2E_DB === "postgres") {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("E2E_DB=postgres needs TEST_DATABASE_URL");
  const name = e2eDatabaseName(port);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
}

// A real SMTP server for the shop's e-mail: every received message is written to E2E_MAILDIR
// as JSON, where the tests read it (the shop also keeps each mail in its outbox).
const mailDir = process.env.E2E_MAILDIR;
if (mailDir) {
  const { mkdirSync, rmSync, writeFileSync } = await import("node:fs");
  const { startSmtpSink } = await import("../app/server/test-smtp.ts");
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let n = 0;
  const sink = await startSmtpSink((mail) => {
    n += 1;
    writeFileSync(path.join(mailDir, `${Date.now()}-${n}.json`), JSON.stringify(mail));
  });
  process.env.SMTP_URL = sink.url;
}

// The PostgreSQL server's video tools use the http provider against a local server that speaks the prediction
// API (the PGlite server keeps the default, local ffmpeg), so the e2e suite drives both providers. The tests find
// the API's address (to switch its behaviour, e.g. to answer 429) in the file named by e2eVideoApiFile(port).
if (process.env.E2E_DB === "postgres") {
  const { writeFileSync } = await import("node:fs");
  const { startTestVideoApi } = await import("../app/server/video/test-video-api.ts");
  const { e2eVideoApiFile } = await import("../tests/e2e/env.ts");
  const api = await startTestVideoApi({ token: "e2e-video-token" });
  writeFileSync(e2eVideoApiFile(port), api.origin);
  Object.assign(process.env, {
    VIDEO_PROVIDER: "http",
    VIDEO_API_URL: api.url,
    VIDEO_API_TOKEN: "e2e-video-token",
    VIDEO_MODEL: "stilla/e2e-video",
    VIDEO_BILLING_URL: "https://video.example/account/billing",
  });
}

// PostNord (issue #39, ADR 083): every e2e server talks to its own local double of PostNord's APIs, so checkout
// offers service points as it does with a configured carrier. E2E_POSTNORD=0 starts a server without a carrier; a spec
// that drives a double of its own (parcels.spec: booking and scripted tracking) passes its POSTNORD_API_BASE.
if (process.env.E2E_POSTNORD !== "0" && !process.env.POSTNORD_API_BASE) {
  const { startPostnordDouble } = await import("../tests/doubles/postnord-double.ts");
  const postnord = await startPostnordDouble();
  Object.assign(process.env, { POSTNORD_API_KEY: postnord.apiKey, POSTNORD_API_BASE: postnord.url });
}

await import("../server.ts");
