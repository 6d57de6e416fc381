import { expect, expectAccessible, test, unlockedPage } from "./fixtures";

// axe-core on the shell's pages: layout.spec.ts scans every public route at 390 and 1280 px with no violation of any impact.
test.describe("layout shell", () => {
  test("navigation bar, Mer menu, breadcrumbs and footer carry the spec's labels", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    for (const label of ["Butik", "Julkollektionen", "Quiz", "Presentkort", "Ritualer", "Journal"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Logga In" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Varukorg, 0 artiklar/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Brödsmulor" })).toHaveCount(0);

    await nav.getByRole("button", { name: "Mer" }).click();
    for (const label of ["Om Oss", "FAQ", "Kontakt"]) await expect(nav.getByRole("link", { name: label })).toBeVisible();
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    const crumbs = page.getByRole("navigation", { name: "Brödsmulor" });
    await expect(crumbs).toContainText("Hem");
    await expect(crumbs).toContainText("Vanliga Frågor");

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Sleep" })).toHaveAttribute("href", "/product/sleep");
    await expect(footer.getByRole("link", { name: "hej@stilla.se" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Stilla`);
    // What this server's checkout offers (no payment provider configured here); stripe.spec sees card and Klarna.
    await expect(footer.getByRole("list", { name: "Betalsätt" }).getByRole("listitem")).toHaveText(["Swish", "Faktura"]);
  });

  test("breadcrumbs use the spec's labels", async ({ page }) => {
    for (const [path, label] of [
      ["/shop", "Butik"],
      ["/gift-card", "Presentkort"],
      ["/subscription", "Prenumeration"],
      ["/product/sleep", "Produkt"],
      ["/auth", "Logga In"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Brödsmulor" })).toContainText(label);
    }
  });

  test("the mobile side menu has Hem and the same links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/shop");
    await page.getByRole("button", { name: "Meny" }).click();
    const menu = page.getByRole("dialog", { name: "Mobilmeny" });
    for (const label of ["Hem", "Butik", "Julkollektionen", "Quiz", "Presentkort", "Ritualer", "Journal", "Om Oss", "FAQ", "Kontakt", "Logga In"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Hem" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toHaveCount(0);
  });

  test("the mobile menu is a modal sheet: focus inside, Escape closes, focus returns, the page does not scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/faq");
    const button = page.getByRole("button", { name: "Meny", exact: true });
    await button.click();
    const menu = page.getByRole("dialog", { name: "Mobilmeny" });
    await expect(menu.getByRole("button", { name: "Stäng menyn" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await menu.getByRole("button", { name: "Stäng menyn" }).click();
    await expect(menu).toHaveCount(0);
    await expectAccessible(page);
  });

  test("prefers-reduced-motion: the sheet does not slide and the scroll-to-top button jumps (ADR 037)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/faq");
    const menu = page.getByRole("dialog", { name: "Mobilmeny" });
    const seconds = () => menu.evaluate((el) => Number(getComputedStyle(el).transitionDuration.split(",")[0]!.replace("s", "")));
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.getByRole("button", { name: "Meny", exact: true }).click();
    expect(await seconds()).toBeGreaterThan(0.1);
    await page.keyboard.press("Escape");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: "Meny", exact: true }).click();
    expect(await seconds()).toBeLessThan(0.001);
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 1500);
    await page.getByRole("button", { name: "Till toppen" }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the mobile menu opens before the page has hydrated", async ({ browser, baseURL }) => {
    const page = await unlockedPage(browser, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    // Hold React Router's modules back: the page stays server-rendered HTML, as in the first moments on a phone.
    await page.route(/\/assets\/.*\.js$/, () => {});
    await page.goto("/shop", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Meny", exact: true }).click();
    const menu = page.getByRole("dialog", { name: "Mobilmeny" });
    for (const label of ["Hem", "Quiz", "Presentkort", "Ritualer", "Journal", "FAQ", "Kontakt", "Logga In"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await menu.getByRole("button", { name: "Stäng menyn" }).click();
    await expect(menu).toHaveCount(0);
  });

  test("unknown paths answer 404 with a Swedish page", async ({ page }) => {
    const res = await page.goto("/finns-inte/alls");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Hoppsan! Sidan hittades inte" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Till startsidan", exact: true })).toBeVisible();
    expect((await page.goto("/product/finns-inte"))?.status()).toBe(404);
    expect((await page.goto("/video-selector"))?.status()).toBe(404);
  });

  test("the scroll-to-top button appears after 300 px, and a new page starts at the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Till toppen" })).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole("button", { name: "Till toppen" })).toBeVisible();
    await page.getByRole("button", { name: "Till toppen" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.wheel(0, 600);
    await page.getByRole("contentinfo").getByRole("link", { name: "Köpvillkor" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("security headers are set on HTML responses", async ({ page }) => {
    const res = await page.goto("/");
    const h = res!.headers();
    expect(h["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("pages hydrate under the CSP with React Router's own boot scripts, with no violation reported", async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      ),
    );
    for (const path of ["/", "/shop", "/product/sleep", "/cart", "/gift-card"]) {
      // The fixture's goto waits for <html data-hydrated>: React Router's boot module ran under the nonce.
      await page.goto(path);
      expect(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length), path).toBe(1);
    }
    expect(violations).toEqual([]);
  });
});
