import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Browser, BrowserContext } from "@playwright/test";
import { E2E_ENV } from "./env";
import { ADMIN, expect, fillCheckoutAndOrder, hydrated, SITE_PASSWORD, test, uniqueEmail } from "./fixtures";
import { freePort, onFreePort } from "../../scripts/ports";
import { selfSignedCertificate } from "./tls-proxy";

/**
 * Two production app processes on one PostgreSQL database (ADR 034), as a shop that outgrew one server runs
 * them behind a load balancer. Requests alternate between them: the gate, sessions, carts, orders, live order
 * updates and the sign-in rate limit must all hold across both. Runs in the PostgreSQL project; it starts its
 * own two servers (same AUTH_SECRET, different DATA_DIRs and ports) on a database of its own.
 *
 * With nginx installed (.ci/run installs it), the servers sit behind nginx running the repository's own
 * configuration (deploy/nginx/stilla.conf) over TLS, with TRUST_PROXY=loopback and PUBLIC_URL the nginx address,
 * as docs/deploy.md describes. The test only adds a cookie-driven choice of upstream (`stilla_backend=a|b`) and a
 * response header naming the upstream, so each step is sent to the server it names and the test can see it was.
 * Without nginx the browser talks to each server directly.
 */
const AUTH_SECRET = "two-servers-e2e-secret-0123456789abcdef";

async function portOpen(port: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Until `child` has said that it listens and /healthz answers 200 (so another server on its port is never taken for it). */
async function waitHealthy(url: string, child: ChildProcess, output: string[], timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join("")}`);
    try {
      if (output.some((line) => line.includes("Stilla listens on")) && (await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p)) ?? null;

/** The repository's nginx site with the test's ports and certificate, and the upstream chosen by a cookie. */
function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  selfSignedCertificate(dir); // writes key.pem and cert.pem
  let site = readFileSync("deploy/nginx/stilla.conf", "utf8")
    .replace(/server 127\.0\.0\.1:3000[^;]*;\s*server 127\.0\.0\.1:3001[^;]*;/, upstreams.map((p) => `server 127.0.0.1:${p};`).join("\n    "))
    .replace(/server \{\s*listen 80;[\s\S]*?\n\}\n/, "")
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${listen} ssl;`)
    .replace(/\s*listen \[::\]:443 ssl http2;/, "")
    .replace(/server_name stilla\.se;/, "server_name localhost;")
    .replace("/etc/letsencrypt/live/stilla.se/fullchain.pem", path.join(dir, "cert.pem"))
    .replace("/etc/letsencrypt/live/stilla.se/privkey.pem", path.join(dir, "key.pem"))
    .replaceAll("proxy_pass http://stilla_app;", "proxy_pass http://$stilla_pick;\n        add_header X-Stilla-Upstream $upstream_addr always;");
  // Port 443 left in a listen line means the file changed shape. Not the substring ":443": a free port such as 44312,
  // put in above, has it too (a run failed that way).
  if (!site.includes("$stilla_pick") || /:443(?!\d)|^\s*listen\s[^;\n]*\b443(?!\d)/m.test(site)) throw new Error("deploy/nginx/stilla.conf changed shape: update this test");
  site =
    `map $cookie_stilla_backend $stilla_pick {\n    a 127.0.0.1:${upstreams[0]};\n    b 127.0.0.1:${upstreams[1]};\n    default stilla_app;\n}\n` + site;
  writeFileSync(path.join(dir, "site.conf"), site);
  const main = [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log;`,
    "daemon off;",
    "events {}",
    "http {",
    "    access_log off;",
    `    client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
    `    include ${dir}/site.conf;`,
    "}",
  ].join("\n");
  writeFileSync(path.join(dir, "nginx.conf"), main);
  return path.join(dir, "nginx.conf");
}

test.describe("two app servers on one PostgreSQL", () => {
  test.describe.configure({ mode: "serial" });
  const servers: { url: string; child: ChildProcess; dir: string }[] = [];
  let dbName = "";
  let nginx: { child: ChildProcess; dir: string; url: string } | null = null;

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
    const nginxPort = NGINX ? await freePort() : 0;
    const publicUrl = (port: number) => (NGINX ? `https://localhost:${nginxPort}` : `http://localhost:${port}`);
    // One at a time: the second start finds the migrations done (and the advisory lock proves it either way).
    // A port another process took between choosing and using it means another port (never the one kept for nginx).
    for (let i = 0; i < 2; i++) await onFreePort((port) => startServer(i, port), { avoid: [nginxPort] });
    async function startServer(i: number, port: number) {
      const dir = mkdtempSync(path.join(tmpdir(), `stilla-two-${i}-`));
      // One node process (tsx as a loader), so SIGTERM reaches the server itself.
      const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
        env: {
          ...process.env,
          ...E2E_ENV,
          NODE_ENV: "production",
          PORT: String(port),
          PUBLIC_URL: publicUrl(port),
          ...(NGINX ? { TRUST_PROXY: "loopback" } : {}),
          DATA_DIR: dir,
          DATABASE_URL: url.toString(),
          AUTH_SECRET,
          RATE_LIMIT_SCALE: "1",
          SMTP_URL: "",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const output: string[] = [];
      child.stdout?.on("data", (d: Buffer) => output.push(d.toString()));
      child.stderr?.on("data", (d: Buffer) => {
        output.push(d.toString());
        process.stderr.write(`[server ${i + 1}] ${d}`);
      });
      const server = { url: `http://localhost:${port}`, child, dir };
      try {
        await waitHealthy(server.url, child, output);
      } catch (err) {
        child.kill("SIGKILL");
        rmSync(dir, { recursive: true, force: true });
        throw err;
      }
      servers.push(server);
    }
    const ports = servers.map((s) => Number(new URL(s.url).port));
    if (NGINX) {
      const dir = mkdtempSync(path.join(tmpdir(), "stilla-nginx-"));
      const conf = nginxConfig(dir, nginxPort, ports);
      execFileSync(NGINX, ["-t", "-q", "-p", dir, "-c", conf]);
      const child = spawn(NGINX, ["-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
      child.stderr?.on("data", (d: Buffer) => process.stderr.write(`[nginx] ${d}`));
      nginx = { child, dir, url: `https://localhost:${nginxPort}` };
      if (!(await portOpen(nginxPort, 15_000))) throw new Error(`nginx did not come up: ${readFileSync(path.join(dir, "error.log"), "utf8")}`);
    }
  });

  test.afterAll(async () => {
    if (nginx) {
      nginx.child.kill("SIGQUIT");
      await new Promise((r) => nginx!.child.once("exit", r));
      rmSync(nginx.dir, { recursive: true, force: true });
    }
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
    const ctx = await browser.newContext({ locale: "sv-SE", timezoneId: "Europe/Stockholm", reducedMotion: "reduce", ignoreHTTPSErrors: true });
    // Cookies belong to the host, not the port: one browser sees both servers as one shop.
    await ctx.addCookies([{ name: "stilla_consent", value: "necessary", url: nginx?.url ?? servers[0]!.url }]);
    return ctx;
  };
  /**
   * The address to reach server `n` (0: A, 1: B) from `ctx`: through nginx, with the cookie that picks it; directly
   * otherwise.
   */
  const on = async (ctx: BrowserContext, n: 0 | 1): Promise<string> => {
    if (!nginx) return servers[n]!.url;
    await ctx.addCookies([{ name: "stilla_backend", value: n === 0 ? "a" : "b", url: nginx.url }]);
    return nginx.url;
  };
  /** Through nginx, the upstream that answered must be server `n`. */
  const expectServedBy = (headers: Record<string, string>, n: 0 | 1) => {
    if (nginx) expect(headers["x-stilla-upstream"]).toBe(`127.0.0.1:${new URL(servers[n]!.url).port}`);
  };

  test("gate on A, browse on B; sign up and add on A, check out on B; the admin on B marks it paid and A's page follows live @smoke", async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== "postgres" || !process.env.TEST_DATABASE_URL, "needs the PostgreSQL project");
    test.setTimeout(120_000);
    const ctx = await context(browser);
    const page = await ctx.newPage();
    try {
      // The gate: unlocked on A, open on B.
      expectServedBy((await page.goto(`${await on(ctx, 0)}/shop`))!.headers(), 0);
      await page.getByLabel("Lösenord", { exact: true }).fill(SITE_PASSWORD);
      await page.getByRole("button", { name: "Fortsätt" }).click();
      await expect(page.getByText("Välkommen!")).toBeVisible();
      const onB = await page.goto(`${await on(ctx, 1)}/shop`);
      expect(onB?.status()).toBe(200);
      expectServedBy(onB!.headers(), 1);
      await expect(page).toHaveURL(/\/shop$/);

      // Sign up on A; the session is good on B.
      const email = uniqueEmail("tva");
      await page.goto(`${await on(ctx, 0)}/auth?tab=signup`);
      await page.getByLabel("Fullständigt namn").fill("Tove Tvåserver");
      await page.getByLabel("E-post").fill(email);
      await page.getByLabel("Lösenord", { exact: true }).fill("hemligt-te-9");
      await page.getByRole("button", { name: "Skapa konto" }).click();
      await expect(page.getByRole("button", { name: "Mitt konto" })).toBeVisible({ timeout: 20_000 });
      expectServedBy((await page.goto(`${await on(ctx, 1)}/orders`))!.headers(), 1);
      await expect(page.getByRole("heading", { level: 1, name: "Mina Ordrar" })).toBeVisible();

      // Add on A, the cart on B has it; check out on B.
      await page.goto(`${await on(ctx, 0)}/product/calm`);
      await hydrated(page);
      await page.getByRole("button", { name: "Lägg Calm i varukorgen" }).first().click();
      await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
      expectServedBy((await page.goto(`${await on(ctx, 1)}/checkout`))!.headers(), 1);
      await expect(page.getByRole("main")).toContainText("Calm");
      await fillCheckoutAndOrder(page, { customer: "Tove Tvåserver", email });
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?tack=1$/, { timeout: 30_000 });
      const orderPath = new URL(page.url()).pathname;
      const number = Number(/\d+/.exec((await page.getByRole("heading", { level: 2, name: /^Order \d+$/ }).textContent()) ?? "")![0]);

      // The customer's /orders on A is open (live); the admin works on B.
      const list = await ctx.newPage();
      const connected = list.waitForResponse((r) => r.url().endsWith("/orders/events") && r.status() === 200);
      await list.goto(`${await on(ctx, 0)}/orders`);
      expectServedBy(await (await connected).allHeaders(), 0);
      const card = list.getByTestId("order-card").filter({ hasText: `Order ${number}` });
      await expect(card.getByTestId("order-status")).toContainText("Väntar");

      const adminCtx = await context(browser);
      const admin = await adminCtx.newPage();
      const adminBase = await on(adminCtx, 1);
      await admin.request.post(`${adminBase}/gate`, { form: { password: SITE_PASSWORD, next: "/" } });
      await admin.goto(`${adminBase}/auth?redirectTo=${encodeURIComponent(`/admin${orderPath}`)}`);
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
      expect((await ctx.request.post(`${await on(ctx, 0)}/gate`, { form: { password: SITE_PASSWORD, next: "/" } })).ok()).toBe(true);
      const statuses: number[] = [];
      // Better Auth allows 10 sign-ins a minute per address (RATE_LIMIT_SCALE=1): alternate the servers. Counted
      // per process, 20 would pass; shared, at most 10 do (fewer if the test above signed in within the minute).
      for (let i = 0; i < 14; i++) {
        const n = i % 2 === 0 ? 0 : 1;
        const base = await on(ctx, n);
        const res = await ctx.request.post(`${base}/api/auth/sign-in/email`, {
          data: { email, password: `fel-${i}-lösen` },
          headers: { Origin: base },
        });
        expectServedBy(res.headers(), n);
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

