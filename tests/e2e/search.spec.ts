import type { Page } from "@playwright/test";
import { layoutProblems } from "./layout-check";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Search that knows the products (ADR 078) through the real page, on a phone and a desktop: ingredients and bundle
 * contents are found, Swedish forms work, the count is announced, and a near miss offers "Menade du …?".
 * Screenshots go to the test's output folder (looked at when the spec was written).
 */
const names = async (page: Page) => page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
const status = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`search at ${size.width} px: "kamomill" finds every product with camomile, "lavendl" offers "lavendel"${size.width < 500 ? " @smoke" : ""}`, async ({ page }, testInfo) => {
    await page.setViewportSize(size);
    await page.goto("/shop?q=kamomillen");
    await expect(status(page)).toHaveText(/^\d+ produkter matchar ”kamomillen”$/);
    const found = await names(page);
    for (const name of ["Sleep", "Sleep Mini", "Kvällsritualen"]) expect(found, name).toContain(name);
    // A name match first: Sleep and Sleep Mini before the bundles.
    expect(found.indexOf("Sleep")).toBeLessThan(found.indexOf("Kvällsritualen"));
    await expect(page.getByText("Bäst träff först", { exact: false })).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`search-kamomill-${size.width}.png`), fullPage: false });

    // "te" and "teer" find the same.
    await page.goto("/shop?q=teer");
    const teer = await names(page);
    await page.goto("/shop?q=te");
    expect(new Set(await names(page))).toEqual(new Set(teer));

    // A near miss: nothing found, and a link to what was meant.
    await page.goto("/shop?q=lavendl");
    await expect(page.getByRole("heading", { name: "Inga produkter hittades" })).toBeVisible();
    const meant = page.getByRole("link", { name: "lavendel", exact: true });
    await expect(meant).toBeVisible();
    await expect(page.getByText("Menade du")).toBeVisible();
    await expectAccessible(page);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`search-lavendl-${size.width}.png`), fullPage: false });
    await meant.click();
    await expect(page).toHaveURL(/\/shop\?q=lavendel$/);
    await expect(status(page)).toHaveText(/^\d+ produkt(er)? matchar ”lavendel”$/);
    expect(await names(page)).toContain("Sleep");
  });
}
