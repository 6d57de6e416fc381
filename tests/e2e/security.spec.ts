import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ENV } from "./env";
import { ADMIN, expect, hydrated, mailsTo, mailText, SITE_PASSWORD, signUp, test, uniqueEmail } from "./fixtures";
import { answers, onFreePort } from "../../scripts/ports";

/**
 * The HTTP boundary against the production server (ADR 031): redirects stay on the site, state-changing requests
 * from another origin are refused, client errors are 400/405/413 with the Swedish page and no stack.
 */

const OFF_SITE = [
  "/.//evil.example",
  "/%2e//evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "/./\\evil.example",
  "/\\evil.example",
  "/%5cevil.example",
  "%2F%2Fevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "//evil.example",
  "https://evil.example/",
];

/** No stack line ("    at fn (file:…)") and no file path of the server in a response. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/^\s*at\s/m);
  expect(body).not.toMatch(/\/(work|home|usr|tmp)\/|node_modules|\.tsx?:\d|\.m?js:\d/);
  expect(body).not.toContain("URIError");
}

test.describe("redirects stay on the site", () => {
  test("/gate?next= sends an unlocked visitor home for every off-site trick, and on for a real path", async ({ page }) => {
    for (const next of OFF_SITE) {
      const res = await page.request.get(`/gate?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
      expect(res.status(), next).toBe(302);
      expect(res.headers()["location"], next).toBe("/");
    }
    const ok = await page.request.get(`/gate?next=${encodeURIComponent("/shop?x=1#a")}`, { maxRedirects: 0 });
    expect(ok.headers()["location"]).toBe("/shop?x=1#a");
  });

  test("after the right gate password the page goes home, not to the other host", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(`/gate?next=${encodeURIComponent("/.//evil.example")}`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expect(page.locator('input[name="next"]')).toHaveValue("/");
    await page.getByLabel("Lösenord", { exact: true }).fill(SITE_PASSWORD);
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page.getByRole("link", { name: "Gå vidare till butiken" })).toHaveAttribute("href", "/");
    await expect(page).toHaveURL(`${baseURL}/`, { timeout: 10_000 });
    // The form's own POST with a trick in `next` answers the safe target too.
    const res = await context.request.post("/gate", { form: { password: SITE_PASSWORD, next: "/a/..//evil.example" } });
    expect(await res.text()).not.toContain("evil.example");
    await context.close();
  });

  test("/consent and /auth redirect home for off-site targets", async ({ page }) => {
    for (const redirectTo of OFF_SITE) {
      const res = await page.request.post("/consent", { form: { choice: "necessary", redirectTo }, maxRedirects: 0 });
      expect(res.status(), redirectTo).toBe(302);
      expect(res.headers()["location"], redirectTo).toBe("/");
    }
    for (const redirectTo of ["/.//evil.example", "/./\\evil.example", "/\t/evil.example"]) {
      const res = await page.request.post("/auth", { form: { intent: "login", email: ADMIN.email, password: ADMIN.password, redirectTo }, maxRedirects: 0 });
      expect(res.status(), redirectTo).toBe(302);
      // An off-site target is dropped: the admin lands where an admin's sign-in lands without one (ADR 062).
      expect(res.headers()["location"], redirectTo).toBe("/admin");
    }
  });
});

test.describe("state-changing requests from another site are refused", () => {
  test("/logout, /newsletter and /consent answer 403 to a foreign Origin or Referer and change nothing", async ({ page, baseURL }) => {
    const email = uniqueEmail("csrf");
    const foreign: Record<string, string>[] = [{ Origin: "https://evil.example" }, { Origin: "null" }, { Referer: "https://evil.example/page" }, { "Sec-Fetch-Site": "cross-site" }];
    for (const headers of foreign) {
      const label = JSON.stringify(headers);
      const news = await page.request.post("/newsletter", { form: { email, source: "home", returnTo: "/" }, headers, maxRedirects: 0 });
      expect(news.status(), label).toBe(403);
      const body = await news.text();
      expect(body, label).toContain("Förfrågan nekades");
      expect(body).toContain('lang="sv"');
      const consent = await page.request.post("/consent", { form: { choice: "all" }, headers, maxRedirects: 0 });
      expect(consent.status(), label).toBe(403);
      expect(consent.headers()["set-cookie"]).toBeUndefined();
      const logout = await page.request.post("/logout", { form: {}, headers, maxRedirects: 0 });
      expect(logout.status(), label).toBe(403);
      expect(logout.headers()["set-cookie"]).toBeUndefined();
    }
    expect(await mailsTo(baseURL!, email, () => true, 1_500)).toEqual([]);

    // The shop's own origin (and a client that sends neither Origin nor Referer) is let through.
    const own = await page.request.post("/consent", { form: { choice: "necessary", redirectTo: "/faq" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(own.status()).toBe(302);
    expect(own.headers()["location"]).toBe("/faq");
  });

  test("a form on another site that posts to the shop in the browser is refused", async ({ page, baseURL }) => {
    const email = uniqueEmail("csrf-browser");
    // A page of the same context, without the fixture's wait for the shop's hydration mark.
    const evil = await page.context().newPage();
    await evil.route("https://evil.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><form method="post" action="${baseURL}/newsletter"><input name="email" value="${email}"><input name="source" value="home"><button>Go</button></form>`,
      }),
    );
    await evil.goto("https://evil.example/");
    const [response] = await Promise.all([evil.waitForResponse(`${baseURL}/newsletter`), evil.getByRole("button", { name: "Go" }).click()]);
    expect(response.status()).toBe(403);
    // Chromium sends "null" from an https page to an http shop (a downgrade), the page's origin otherwise: both refused.
    expect(["https://evil.example", "null"]).toContain(response.request().headers()["origin"]);
    await expect(evil.getByRole("heading", { level: 1 })).toHaveText("Förfrågan nekades");
    expect(await mailsTo(baseURL!, email, () => true, 1_500)).toEqual([]);
  });
});

test.describe("client errors are client errors", () => {
  test("GET /product/% and a NUL in the path answer 400 with the Swedish page and no stack", async ({ page }) => {
    for (const path of ["/product/%", "/product/%C3%28", "/product/a%00b", "/shop?q=%00"]) {
      const res = await page.request.get(path, { headers: { Accept: "text/html" } });
      expect(res.status(), path).toBe(400);
      const body = await res.text();
      expect(body, path).toContain("Felaktig förfrågan");
      expect(body).toContain('lang="sv"');
      expectNoInternals(body);
    }
    const plain = await page.request.get("/product/%", { headers: { Accept: "application/json" } });
    expect(plain.status()).toBe(400);
    expect(plain.headers()["content-type"]).toContain("text/plain");
    expectNoInternals(await plain.text());
  });

  test("TRACE and other methods answer 405 with Allow", async ({ page }) => {
    for (const method of ["TRACE", "PROPFIND", "OPTIONS"]) {
      const res = await page.request.fetch("/", { method });
      expect(res.status(), method).toBe(405);
      expect(res.headers()["allow"]).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
      expectNoInternals(await res.text());
    }
  });

  test("NUL in a form field, bodies that are not forms and multipart without a boundary answer 400", async ({ page }) => {
    const cases: { name: string; headers: Record<string, string>; data: string | Buffer }[] = [
      { name: "NUL url-encoded", headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "email=a%00b%40example.se&source=home" },
      {
        name: "NUL multipart",
        headers: { "Content-Type": "multipart/form-data; boundary=XyZ" },
        data: Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000b@example.se\r\n--XyZ--\r\n', "latin1"),
      },
      { name: "JSON", headers: { "Content-Type": "application/json" }, data: JSON.stringify({ email: "a@example.se" }) },
      { name: "text/plain", headers: { "Content-Type": "text/plain" }, data: "email=a@example.se" },
      { name: "multipart without boundary", headers: { "Content-Type": "multipart/form-data" }, data: "email=a@example.se" },
      { name: "broken multipart", headers: { "Content-Type": "multipart/form-data; boundary=XyZ" }, data: "email=a@example.se" },
    ];
    for (const route of ["/newsletter", "/cart", "/checkout"]) {
      for (const c of cases) {
        const res = await page.request.post(route, { headers: { ...c.headers, Accept: "text/html" }, data: c.data, maxRedirects: 0 });
        expect(res.status(), `${route} ${c.name}`).toBe(400);
        const body = await res.text();
        expect(body).toContain("Felaktig förfrågan");
        expectNoInternals(body);
      }
    }
  });

  test("a form over 64 KiB answers 413, declared or chunked, and a normal one still works", async ({ page, baseURL }) => {
    const big = "a".repeat(5 * 1024 * 1024);
    const declared = await page.request.post("/cart", { form: { intent: "add", productId: "sleep", note: big }, maxRedirects: 0 });
    expect(declared.status()).toBe(413);
    expect(await declared.text()).toContain("För mycket data");

    // Without a Content-Length (chunked): counted as it arrives, refused past the limit.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const chunked = await new Promise<number | string>((resolve) => {
      const req = httpRequest(`${baseURL}/cart`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Accept: "text/html" },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", (err) => resolve(err.message));
      let sent = 0;
      const pump = () => {
        while (sent < 40) {
          sent += 1;
          if (!req.write(`x${sent}=${"b".repeat(16 * 1024)}&`)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    expect(chunked).toBe(413);

    const small = await page.request.post("/cart", { form: { intent: "add", productId: "sleep", note: "a".repeat(60 * 1024) }, maxRedirects: 0 });
    expect(small.status()).toBe(302);
  });
});

test("the shop's own pages still post: a fetch from the page carries the shop's Origin", async ({ page, baseURL }) => {
  await page.goto("/faq");
  const status = await page.evaluate(async () => {
    const res = await fetch("/consent", { method: "POST", body: new URLSearchParams({ choice: "necessary" }) });
    return res.status;
  });
  expect(status).toBe(200);
  expect(new URL(page.url()).origin).toBe(baseURL);
});

/**
 * Taking over an account (issue #32): an e-mail change with only a session, and the sign-up with the address the
 * owner later puts in ADMIN_EMAIL, whose old cookie opened /admin after the next start.
 */
test.describe("accounts cannot be taken over", () => {
  const emailCard = (page: Page) => page.getByRole("region", { name: "E-postadress", exact: true });

  test("an e-mail change on /konto needs the current password, and signs every other device out", async ({ page, browser, baseURL }) => {
    const victim = { name: "Vera Victim", email: uniqueEmail("offer"), password: "veras-losen-1" };
    await signUp(page, victim, "/konto");
    await expect(page.getByRole("heading", { name: "Mitt konto", level: 1 })).toBeVisible();
    // The victim's other device, signed in too.
    const other = await browser.newContext({ baseURL });
    await other.request.post("/gate", { form: { password: SITE_PASSWORD, next: "/" } });
    const otherPage = await other.newPage();
    await otherPage.goto("/auth?redirectTo=%2Fkonto");
    await hydrated(otherPage);
    await otherPage.getByLabel("E-post").fill(victim.email);
    await otherPage.getByLabel("Lösenord", { exact: true }).fill(victim.password);
    await otherPage.getByRole("button", { name: "Logga in" }).click();
    await expect(otherPage.getByRole("heading", { name: "Mitt konto", level: 1 })).toBeVisible();

    // Whoever holds this session without the password (a borrowed laptop, a stolen cookie) cannot move the account.
    const attackers = uniqueEmail("angripare");
    const card = emailCard(page);
    await card.getByLabel("Ny e-postadress").fill(attackers);
    await card.getByLabel("Nuvarande lösenord").fill("gissat-losen-1");
    await card.getByRole("button", { name: "Byt e-postadress" }).click();
    await expect(card.getByText("Det nuvarande lösenordet stämmer inte. Adressen är inte bytt.")).toBeVisible();
    await expect(card.getByLabel("Nuvarande lösenord")).toHaveAttribute("aria-invalid", "true");
    // Nor through Better Auth's endpoint with the same cookies.
    const direct = await page.request.post("/api/auth/change-email", { data: { newEmail: attackers }, headers: { origin: baseURL! } });
    expect(direct.status()).toBe(400);
    expect(await mailsTo(baseURL!, attackers, () => true, 1_500)).toEqual([]);
    await otherPage.reload();
    await expect(otherPage.getByRole("heading", { name: "Mitt konto", level: 1 })).toBeVisible();

    // The owner, with the password: the link goes out, and the other device is signed out.
    const next = uniqueEmail("ny-adress");
    await card.getByLabel("Ny e-postadress").fill(next);
    await card.getByLabel("Nuvarande lösenord").fill(victim.password);
    await card.getByRole("button", { name: "Byt e-postadress" }).click();
    await expect(card.getByText(`Vi har skickat en länk till ${next}`, { exact: false })).toBeVisible();
    const [link] = await mailsTo(baseURL!, next);
    expect(mailText(link!.raw)).toContain("verify-email");
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/auth\?redirectTo=%2Fkonto$/);
    // This device stays signed in.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Mitt konto", level: 1 })).toBeVisible();
    await other.close();
  });

  test("a sign-up with the owner's address is not made admin at the next start: its cookie opens no admin page", async () => {
    test.setTimeout(300_000);
    const dir = mkdtempSync(path.join(tmpdir(), "stilla-admin-claim-"));
    const owner = { email: "agare@stilla.test", password: "agarens-losen-1" };
    const start = (admin: { email: string; password: string } | null) =>
      onFreePort(async (port) => {
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          ...E2E_ENV,
          NODE_ENV: "production",
          PORT: String(port),
          PUBLIC_URL: `http://localhost:${port}`,
          DATA_DIR: dir,
          SMTP_URL: "",
          RATE_LIMIT_SCALE: "1",
          ADMIN_EMAIL: admin?.email ?? "",
          ADMIN_PASSWORD: admin?.password ?? "",
        };
        delete env.DATABASE_URL;
        const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
        const output: string[] = [];
        child.stdout?.on("data", (d: Buffer) => output.push(d.toString()));
        child.stderr?.on("data", (d: Buffer) => output.push(d.toString()));
        const url = `http://localhost:${port}`;
        for (const until = Date.now() + 120_000; ; ) {
          if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join("")}`);
          if (Date.now() > until) throw new Error(`${url} did not start:\n${output.join("")}`);
          if (output.join("").includes("Stilla listens on") && (await answers(`${url}/healthz`))) break;
          await new Promise((r) => setTimeout(r, 250));
        }
        return { url, child, output };
      });
    const stop = async (child: ChildProcess) => {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
    };
    const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const adminStatus = async (url: string, cookie: string) => (await fetch(`${url}/admin/customers`, { headers: { cookie }, redirect: "manual" })).status;

    try {
      // Before the owner sets ADMIN_EMAIL, the attacker signs up with that address and keeps the cookie.
      const first = await start(null);
      const gate = cookiesOf(await fetch(`${first.url}/gate`, {
          method: "POST",
          headers: { origin: first.url },
          body: new URLSearchParams({ password: SITE_PASSWORD, next: "/" }),
          redirect: "manual",
        }));
      const signedUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: first.url, cookie: gate },
        body: JSON.stringify({ name: "Mallory", email: owner.email, password: "angriparens-1" }),
      });
      expect(signedUp.status).toBe(200);
      const attacker = `${gate}; ${cookiesOf(signedUp)}`;
      expect(await adminStatus(first.url, attacker)).toBe(404);
      await stop(first.child);

      // The owner starts the shop with ADMIN_EMAIL: the account is left a customer, and the log says why.
      const second = await start(owner);
      try {
        expect(await adminStatus(second.url, attacker)).toBe(404);
        const log = second.output.join("");
        expect(log).toContain("Admin account: NOT granted");
        expect(log).toContain("/auth/glomt-losenord");
        const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: second.url, cookie: gate },
          body: JSON.stringify(owner),
        });
        expect(signIn.status).toBe(401);
      } finally {
        await stop(second.child);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
