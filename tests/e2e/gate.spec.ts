import { expect, SITE_PASSWORD, test } from "./fixtures";

test.use({ gateUnlocked: false });

test.describe("site password gate", () => {
  test("wrong password is refused and cleared; the right one unlocks, and stays unlocked", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page).toHaveURL(/\/gate$/);
    await expect(page.getByRole("heading", { name: "Lösenordsskyddad sida" })).toBeVisible();

    const field = page.getByLabel("Lösenord", { exact: true });
    await field.fill("fel-lösenord");
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page.getByRole("alert")).toHaveText("Felaktigt lösenord");
    await expect(field).toHaveValue("");

    await field.fill(SITE_PASSWORD.toUpperCase());
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page.getByRole("alert")).toHaveText("Felaktigt lösenord");
    await expect(field).toHaveValue("");

    await field.fill(SITE_PASSWORD);
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page.getByText("Välkommen!")).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Örtritualer");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Örtritualer");
    const cookie = (await page.context().cookies()).find((c) => c.name === "stilla_gate");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 86_400);
  });

  test("returns to the page that was asked for", async ({ page }) => {
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/gate\?next=%2Ffaq$/);
    await page.getByLabel("Lösenord", { exact: true }).fill(SITE_PASSWORD);
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("a browser without the cookie sees the gate again, and pages, forms and the API stay closed", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto("/shop");
    await expect(page.getByRole("heading", { name: "Lösenordsskyddad sida" })).toBeVisible();

    const request = context.request;
    const form = await request.post("/auth", { form: { intent: "login", email: "a@b.se", password: "x" }, maxRedirects: 0 });
    expect(form.status()).toBe(302);
    expect(form.headers()["location"]).toMatch(/^\/gate/);
    const api = await request.get("/api/auth/get-session");
    expect(api.status()).toBe(403);
    expect((await request.get("/healthz")).status()).toBe(200);
    await context.close();
  });

  test("a missing file opens nothing: without the cookie, paths under the static folders get a bare 404, not the shop", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    for (const url of ["/assets/no-such-file.js", "/images/..%2Fshop", "/videos/..%5Cshop", "/images/uploads/no-such.webp", "/videos/generated/no-such.mp4", "/assets/x.css.data"]) {
      const answer = await page.goto(url);
      expect(answer?.status(), url).toBe(404);
      expect(answer?.headers()["content-type"], url).toMatch(/^text\/plain/);
      await expect(page.locator("body"), url).not.toContainText("Populärt just nu");
      await expect(page.getByRole("banner"), url).toHaveCount(0);
      await expect(page.locator("a[href^='/product/']"), url).toHaveCount(0);
    }
    // A page there is the gate; a real file is the file.
    await page.goto("/no-such-page");
    await expect(page).toHaveURL(/\/gate\?next=%2Fno-such-page$/);
    expect((await context.request.get("/favicon.svg")).status()).toBe(200);
    await context.close();
  });

  test("works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByLabel("Lösenord", { exact: true }).fill("fel");
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page.getByText("Felaktigt lösenord")).toBeVisible();
    await expect(page.getByLabel("Lösenord", { exact: true })).toHaveValue("");
    await page.getByLabel("Lösenord", { exact: true }).fill(SITE_PASSWORD);
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page.getByText("Välkommen!")).toBeVisible();
    await page.getByRole("link", { name: "Gå vidare till butiken" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Örtritualer");
    await context.close();
  });
});
