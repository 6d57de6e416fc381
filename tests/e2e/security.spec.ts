import { request as httpRequest } from "node:http";
import { ADMIN, expect, mailsTo, SITE_PASSWORD, test, uniqueEmail } from "./fixtures";

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
      expect(res.headers()["location"], redirectTo).toBe("/");
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
