/**
 * The shop behind a TLS-terminating reverse proxy (ADR 033). This spec starts its own servers on free ports,
 * each on a new PGlite database in a temporary folder: a production app with PUBLIC_URL=https://localhost:<proxy>
 * and TRUST_PROXY=loopback behind a Node HTTPS proxy (tls-proxy.ts), and a second app without TRUST_PROXY. It
 * does not use playwright.config's web server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test, expect, request as newRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { gotoWaitsForHydration, orderThroughUi, SITE_PASSWORD } from "./fixtures";
import { answers, onFreePort } from "../../scripts/ports";
import { selfSignedCertificate, startTlsProxy, type TlsProxy } from "./tls-proxy";

// One set of servers for the whole file, in one worker.
test.describe.configure({ mode: "serial" });

const GATE_FAILURES_ALLOWED = 10; // app/routes/gate.tsx, with RATE_LIMIT_SCALE=1

interface AppServer {
  port: number;
  process: ChildProcess;
  dataDir: string;
  output: string[];
}

/** Every app server this file started, ready or not: afterAll stops them all. */
const started: AppServer[] = [];

/**
 * The production build (run `node scripts/build.mjs` first) on a fresh PGlite database; resolves when it has said
 * that it listens and /healthz answers 200 (so another server that holds the port is never taken for it).
 */
async function startApp(port: number, extra: Record<string, string>): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `stilla-e2e-proxy-${port}-`));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "ADMIN_EMAIL", "ADMIN_PASSWORD", "SMTP_URL", "PUBLIC_URL", "TRUST_PROXY", "VIDEO_PROVIDER"]) delete env[key];
  Object.assign(env, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_PASSWORD,
    RATE_LIMIT_SCALE: "1",
    ...extra,
  });
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const app: AppServer = { port, process: child, dataDir, output: [] };
  started.push(app); // stopped in afterAll, even if it never becomes ready
  child.stdout.on("data", (d: Buffer) => app.output.push(d.toString()));
  child.stderr.on("data", (d: Buffer) => app.output.push(d.toString()));
  // A start takes a few seconds, but over 30 s on this 2-core machine while another suite runs.
  const end = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app server on ${port} exited ${child.exitCode}:\n${app.output.join("")}`);
    const listening = app.output.some((line) => line.includes("Stilla listens on"));
    const ok = listening && (await answers(`http://127.0.0.1:${port}/healthz`));
    if (ok) return app;
    if (Date.now() > end) throw new Error(`app server on ${port} did not become ready:\n${app.output.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopApp(app: AppServer) {
  if (app.process.exitCode === null) {
    const exited = new Promise((resolve) => app.process.once("exit", resolve));
    app.process.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (app.process.exitCode === null) app.process.kill("SIGKILL");
  }
  rmSync(app.dataDir, { recursive: true, force: true });
}

let certDir: string;
let proxy: TlsProxy | undefined;
let trusted: AppServer | undefined;
let plain: AppServer | undefined;
let proxyOrigin: string;
/** Contexts to close in afterAll. */
const opened: (() => Promise<void>)[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  certDir = mkdtempSync(path.join(tmpdir(), "stilla-e2e-proxy-cert-"));
  // The proxy first: its port is held from then on, so no app is given it. It forwards to the trusted app,
  // whichever port that one ends up on (onFreePort tries another when a port was taken meanwhile).
  proxy = await startTlsProxy({ ...selfSignedCertificate(certDir), upstreamPort: () => trusted!.port });
  proxyOrigin = `https://localhost:${proxy.port}`;
  [trusted, plain] = await Promise.all([
    onFreePort((port) => startApp(port, { PUBLIC_URL: proxyOrigin, TRUST_PROXY: "loopback" })),
    onFreePort((port) => startApp(port, {})),
  ]);
});

test.afterAll(async () => {
  // The servers stop even if closing a browser context fails.
  await Promise.allSettled(opened.map((close) => close()));
  await Promise.all(started.map(stopApp));
  await proxy?.close();
  rmSync(certDir, { recursive: true, force: true });
});

async function api(baseURL: string): Promise<APIRequestContext> {
  const ctx = await newRequest.newContext({ baseURL, ignoreHTTPSErrors: true });
  opened.push(() => ctx.dispose());
  return ctx;
}

/** A wrong gate password from `forwardedFor` (as the X-Forwarded-For header); the response's status. */
async function wrongGatePassword(ctx: APIRequestContext, forwardedFor: string): Promise<number> {
  const res = await ctx.post("/gate", { form: { password: "fel", next: "/" }, headers: { "X-Forwarded-For": forwardedFor } });
  return res.status();
}

/** A page through the proxy (self-signed certificate) whose goto waits for hydration, like the fixtures' page. */
async function proxiedPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: proxyOrigin,
    ignoreHTTPSErrors: true,
    locale: "sv-SE",
    timezoneId: "Europe/Stockholm",
    reducedMotion: "reduce",
  });
  opened.push(() => context.close());
  await context.addCookies([{ name: "stilla_consent", value: "necessary", url: proxyOrigin }]);
  const page = await context.newPage();
  gotoWaitsForHydration(page);
  return { context, page };
}

test("a whole purchase through a TLS-terminating proxy: gate, sign-up, cart, checkout, order page; every cookie Secure", async ({ browser }) => {
  test.setTimeout(60_000);
  const { context, page } = await proxiedPage(browser);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Lösenordsskyddad sida" })).toBeVisible();
  await page.getByLabel("Lösenord", { exact: true }).fill(SITE_PASSWORD);
  await page.getByRole("button", { name: "Fortsätt" }).click();
  await expect(page.getByText("Välkommen!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Örtritualer");

  const order = await orderThroughUi(page, { customer: "Pia Proxy", signUpThroughUi: true });
  expect(page.url()).toBe(`${proxyOrigin}${order.url}?tack=1`);

  const cookies = await context.cookies(proxyOrigin);
  const names = cookies.map((c) => c.name);
  expect(names).toContain("stilla_gate");
  expect(names).toContain("__Secure-stilla.session_token");
  // stilla_consent was set by this test, not by the shop.
  expect(cookies.filter((c) => c.name !== "stilla_consent" && !c.secure).map((c) => c.name)).toEqual([]);
});

test("behind the trusted proxy: https Origin accepted, a foreign one refused, Secure cookies, Better Auth answers", async () => {
  const viaProxy = await api(proxyOrigin);
  const gate = await viaProxy.post("/gate", { form: { password: SITE_PASSWORD, next: "/" }, headers: { Origin: proxyOrigin } });
  expect(gate.status()).toBe(200);
  expect(gate.headers()["set-cookie"]).toMatch(/^stilla_gate=[^;]+;.*; Secure/);
  expect(gate.headers()["strict-transport-security"]).toBeTruthy();
  // The shop's one origin check (ADR 031) compares Origin with PUBLIC_URL's (https) origin: a foreign one is refused.
  const foreign = await viaProxy.post("/gate", { form: { password: SITE_PASSWORD, next: "/" }, headers: { Origin: "https://evil.example" } });
  expect(foreign.status()).toBe(403);

  // Better Auth's own handler, through the proxy: its origin check passes for PUBLIC_URL and refuses others.
  const signIn = (origin: string) => viaProxy.post("/api/auth/sign-in/email", { data: { email: "ingen@example.se", password: "fel-fel-fel" }, headers: { Origin: origin } });
  expect((await signIn(proxyOrigin)).status()).toBe(401);
  expect((await signIn("https://evil.example")).status()).toBe(403);
  expect((await viaProxy.get("/api/auth/get-session")).status()).toBe(200);
});

test("behind the trusted proxy, X-Forwarded-For is the visitor: rate limits count per forwarded address", async () => {
  // Straight at the app from 127.0.0.1, which TRUST_PROXY=loopback names: as if from the proxy.
  const fromProxy = await api(`http://127.0.0.1:${trusted!.port}`);
  for (let i = 0; i < GATE_FAILURES_ALLOWED; i++) expect(await wrongGatePassword(fromProxy, "203.0.113.7")).toBe(401);
  expect(await wrongGatePassword(fromProxy, "203.0.113.7")).toBe(429);
  // Another visitor behind the same proxy is not locked out, nor is a browser coming through the TLS proxy.
  expect(await wrongGatePassword(fromProxy, "203.0.113.8")).toBe(401);
  const viaProxy = await api(proxyOrigin);
  expect((await viaProxy.post("/gate", { form: { password: "fel", next: "/" } })).status()).toBe(401);
});

test("without TRUST_PROXY, forwarded headers are ignored: a spoofed X-Forwarded-For still counts against the socket", async () => {
  const direct = await api(`http://127.0.0.1:${plain!.port}`);
  // X-Forwarded-Proto and -Host do not make the request https: the Origin they would match is refused.
  const spoofedOrigin = await direct.post("/gate", {
    form: { password: SITE_PASSWORD, next: "/" },
    headers: { Origin: "https://shop.example", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "shop.example" },
  });
  expect(spoofedOrigin.status()).toBe(403);
  for (let i = 0; i < GATE_FAILURES_ALLOWED; i++) expect(await wrongGatePassword(direct, `198.51.100.${i + 1}`)).toBe(401);
  // A fresh address in X-Forwarded-For does not help: every attempt came from 127.0.0.1.
  expect(await wrongGatePassword(direct, "198.51.100.99")).toBe(429);
});
