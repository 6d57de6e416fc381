import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Browser } from "@playwright/test";
import { E2E_ENV } from "./env";
import { ADMIN, expect, hydrated, SITE_PASSWORD, test, uniqueEmail } from "./fixtures";

/**
 * Two production app processes on one PostgreSQL database (ADR 034), as a shop that outgrew one server runs
 * them behind a load balancer. Requests alternate between them: the gate, sessions, carts, orders, live order
 * updates and the sign-in rate limit must all hold across both. Runs in the PostgreSQL project; it starts its
 * own two servers (same AUTH_SECRET, different DATA_DIRs and ports) on a database of its own.
 */
const AUTH_SECRET = "two-servers-e2e-secret-0123456789abcdef";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

test.describe("two app servers on one PostgreSQL", () => {
  test.describe.configure({ mode: "serial" });
  const servers: { url: string; child: ChildProcess; dir: string }[] = [];
  let dbName = "";

  // Playwright wants the fixtures argument destructured, even when a hook needs none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "postgres" || !process.env.TEST_DATABASE_URL) return;
    test.setTimeout(120_000);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    dbName = `stilla_two_${process.pid}`;
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${dbName}`;
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const dir = mkdtempSync(path.join(tmpdir(), `stilla-two-${i}-`));
      // One node process (tsx as a loader), so SIGTERM reaches the server itself.
      const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
        env: {
          ...process.env,
          ...E2E_ENV,
          NODE_ENV: "production",
          PORT: String(port),
          PUBLIC_URL: `http://localhost:${port}`,
          DATA_DIR: dir,
          DATABASE_URL: url.toString(),
          AUTH_SECRET,
          RATE_LIMIT_SCALE: "1",
          SMTP_URL: "",
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      child.stderr?.on("data", (d: Buffer) => process.stderr.write(`[server ${i + 1}] ${d}`));
      servers.push({ url: `http://localhost:${port}`, child, dir });
      // One at a time: the second start finds the migrations done (and the advisory lock proves it either way).
      await waitHealthy(`http://localhost:${port}`, child);
    }
  });

  test.afterAll(async () => {
    for (const s of servers) {
      s.child.kill("SIGTERM");
      await new Promise((r) => s.child.once("exit", r));
      rmSync(s.dir, { recursive: true, force: true });
    }
    if (dbName && process.env.TEST_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  const context = async (browser: Browser) => {
    const ctx = await browser.newContext({ locale: "sv-SE", timezoneId: "Europe/Stockholm", reducedMotion: "reduce" });
    // Cookies belong to the host, not the port: one browser sees both servers as one shop.
    await ctx.addCookies([{ name: "stilla_consent", value: "necessary", url: servers[0]!.url }]);
    return ctx;
  };
  const A = () => servers[0]!.url;
  const B = () => servers[1]!.url;

  test("gate on A, browse on B; sign up and add on A, check out on B; the admin on B marks it paid and A's page follows live @smoke", async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== "postgres" || !process.env.TEST_DATABASE_URL, "needs the PostgreSQL project");
    test.setTimeout(120_000);
    const ctx = await context(browser);
    const page = await ctx.newPage();
    try {
      // The gate: unlocked on A, open on B.
      await page.goto(`${A()}/shop`);
      await page.getByLabel("Lösenord", { exact: true }).fill(SITE_PASSWORD);
      await page.getByRole("button", { name: "Fortsätt" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const onB = await page.goto(`${B()}/shop`);
      expect(onB?.status()).toBe(200);
      await expect(page).toHaveURL(`${B()}/shop`);

      // Sign up on A; the session is good on B.
      const email = uniqueEmail("tva");
      await page.goto(`${A()}/auth?tab=signup`);
      await page.getByLabel("Fullständigt namn").fill("Tove Tvåserver");
      await page.getByLabel("E-post").fill(email);
      await page.getByLabel("Lösenord", { exact: true }).fill("hemligt-te-9");
      await page.getByRole("button", { name: "Skapa konto" }).click();
      await expect(page.getByRole("button", { name: "Mitt konto" })).toBeVisible({ timeout: 20_000 });
      await page.goto(`${B()}/orders`);
      await expect(page.getByRole("heading", { level: 1, name: "Mina Ordrar" })).toBeVisible();

      // Add on A, the cart on B has it; check out on B.
      await page.goto(`${A()}/product/calm`);
      await hydrated(page);
      await page.getByRole("button", { name: "Lägg Calm i varukorgen" }).first().click();
      await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
      await page.goto(`${B()}/checkout`);
      const form = page.getByRole("form", { name: "Kassa" });
      await expect(page.getByRole("main")).toContainText("Calm");
      await form.getByLabel("Namn", { exact: true }).fill("Tove Tvåserver");
      await form.getByLabel("E-post", { exact: true }).fill(email);
      await form.getByLabel("Adress", { exact: true }).fill("Hornsgatan 12");
      await form.getByLabel("Postnummer", { exact: true }).fill("114 55");
      await form.getByLabel("Ort", { exact: true }).fill("Stockholm");
      await form.getByRole("radio", { name: "Swish" }).check();
      await page.getByRole("button", { name: "Beställ med betalningsskyldighet" }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?tack=1$/, { timeout: 30_000 });
      const orderPath = new URL(page.url()).pathname;
      const number = Number(/\d+/.exec((await page.getByRole("heading", { level: 2, name: /^Order \d+$/ }).textContent()) ?? "")![0]);

      // The customer's /orders on A is open (live); the admin works on B.
      const list = await ctx.newPage();
      const connected = list.waitForResponse((r) => r.url().endsWith("/orders/events") && r.status() === 200);
      await list.goto(`${A()}/orders`);
      await connected;
      const card = list.getByTestId("order-card").filter({ hasText: `Order ${number}` });
      await expect(card.getByTestId("order-status")).toContainText("Väntar");

      const adminCtx = await context(browser);
      const admin = await adminCtx.newPage();
      await admin.request.post(`${B()}/gate`, { form: { password: SITE_PASSWORD, next: "/" } });
      await admin.goto(`${B()}/auth?redirectTo=${encodeURIComponent(`/admin${orderPath}`)}`);
      await admin.getByLabel("E-post").fill(ADMIN.email);
      await admin.getByLabel("Lösenord", { exact: true }).fill(ADMIN.password);
      await admin.getByRole("button", { name: "Logga in" }).click();
      await expect(admin.getByRole("heading", { name: `Order ${number}`, level: 1 })).toBeVisible({ timeout: 20_000 });
      await admin.getByRole("button", { name: "Markera som betald" }).click();
      await expect(admin.getByText("Ordern är markerad som betald.")).toBeVisible();
      await admin.getByRole("button", { name: "Börja packa" }).click();
      await expect(admin.getByText("Ordern packas.")).toBeVisible();
      // A's page changes without a reload: the change travelled from B through PostgreSQL.
      await expect(card.getByTestId("order-status")).toContainText("Bearbetas", { timeout: 10_000 });
      await adminCtx.close();
    } finally {
      await ctx.close();
    }
  });

  test("the sign-in rate limit holds across both servers @smoke", async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== "postgres" || !process.env.TEST_DATABASE_URL, "needs the PostgreSQL project");
    const ctx = await context(browser);
    try {
      const email = uniqueEmail("gissning");
      // Past the gate once: the cookie belongs to the host, so it serves both ports.
      expect((await ctx.request.post(`${A()}/gate`, { form: { password: SITE_PASSWORD, next: "/" } })).ok()).toBe(true);
      const statuses: number[] = [];
      // Better Auth allows 10 sign-ins a minute per address (RATE_LIMIT_SCALE=1): alternate the servers. Counted
      // per process, 20 would pass; shared, at most 10 do (fewer if the test above signed in within the minute).
      for (let i = 0; i < 14; i++) {
        const base = i % 2 === 0 ? A() : B();
        const res = await ctx.request.post(`${base}/api/auth/sign-in/email`, {
          data: { email, password: `fel-${i}-lösen` },
          headers: { Origin: base },
        });
        statuses.push(res.status());
      }
      const first = statuses.indexOf(429);
      expect(first, statuses.join(" ")).toBeGreaterThan(0);
      expect(first, statuses.join(" ")).toBeLessThanOrEqual(10);
      expect(statuses.slice(0, first).every((s) => s === 401)).toBe(true);
      // From then on both servers refuse (the last two requests went to A and B).
      expect(statuses.slice(first)).toEqual(statuses.slice(first).map(() => 429));
    } finally {
      await ctx.close();
    }
  });
});

