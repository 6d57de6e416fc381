import { expect, hydrated, test } from "./fixtures";

test.use({ consent: null });

test.describe("cookie banner", () => {
  test("appears after a second; Endast Nödvändiga stores the choice and it never comes back", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookieinställningar" });
    await expect(banner).toBeVisible({ timeout: 3_000 });
    // It became visible no earlier than one second after the navigation started.
    const shownAt = await page.evaluate(() => {
      const el = document.querySelector(".cookie-banner")!;
      return el.getAnimations()[0]?.startTime;
    });
    expect(Number(shownAt)).toBeGreaterThanOrEqual(0);
    const delay = await page.evaluate(() => getComputedStyle(document.querySelector(".cookie-banner")!).animationDelay);
    expect(delay).toBe("1s");
    const accept = banner.getByRole("button", { name: "Acceptera Alla" });
    const necessary = banner.getByRole("button", { name: "Endast Nödvändiga" });
    const [a, n] = [await accept.boundingBox(), await necessary.boundingBox()];
    expect(Math.abs(a!.height - n!.height)).toBeLessThan(2);
    expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await necessary.evaluate((el) => getComputedStyle(el).backgroundColor),
    );

    await necessary.click();
    await expect(banner).toHaveCount(0);
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "stilla_consent")?.value).toBe("necessary");
    const html = await (await page.request.get("/shop")).text();
    expect(html).not.toContain("Cookieinställningar");
    await page.reload();
    // After hydration the banner still stays away (the server's choice is what the client renders).
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Cookieinställningar" })).toHaveCount(0);
  });

  test("Acceptera Alla is stored as consent", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Acceptera Alla" }).click();
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "stilla_consent")?.value).toBe("all");
  });

  test("closing the banner counts as declined", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Stäng och avböj" }).click();
    await expect(page.getByRole("region", { name: "Cookieinställningar" })).toHaveCount(0);
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "stilla_consent")?.value).toBe("necessary");
  });

  test("Anpassa goes to /cookies", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Anpassa" }).click();
    await expect(page).toHaveURL(/\/cookies$/);
  });

  test("works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.request.post("/gate", { form: { password: "te-och-ro" } });
    const page = await context.newPage();
    await page.goto("/faq");
    await page.getByRole("button", { name: "Acceptera Alla" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("region", { name: "Cookieinställningar" })).toHaveCount(0);
    await context.close();
  });
});
