import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { adminPage, expect, expectAccessible, SITE_PASSWORD, test } from "./fixtures";

/**
 * Up to five photos per product (issue #38, ADR 079): the owner uploads five, each with its alt text, makes the last
 * the main photo and moves another down; the product page shows them in that order on a desktop (thumbnails, keys)
 * and on a phone (a swipe shows the next). Runs on its worker's own server: it changes a product every shopper sees.
 */
const COLOURS = ["#b04a3a", "#3a6fb0", "#4f8f4a", "#c9a23a", "#6a3ab0"];
const ALTS = ["Röd påse", "Blå påse", "Grön påse", "Gul påse", "Lila påse"];
const shots = path.join("test-results", "screenshots", "product-photos");

async function shopper(browser: Browser, baseURL: string, phone: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "sv-SE",
    timezoneId: "Europe/Stockholm",
    reducedMotion: "reduce",
    ...(phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } }),
  });
  expect((await context.request.post("/gate", { form: { password: SITE_PASSWORD, next: "/" } })).ok()).toBe(true);
  await context.addCookies([{ name: "stilla_consent", value: "necessary", url: baseURL }]);
  return context.newPage();
}

/** The alt text of the main image the shopper sees now (the others are hidden by CSS). */
const shownAlt = (page: Page) =>
  page.locator(`main [class~="group/gallery"] > div > img`).evaluateAll((imgs) =>
    imgs.filter((i) => getComputedStyle(i).display !== "none").map((i) => i.getAttribute("alt")),
  );

test("five photos, ordered by the owner, in that order on a desktop and a phone @smoke", async ({ browser, ownServer }) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  const admin = await adminPage(browser, ownServer.baseURL, "/admin/products/sleep");
  try {
    for (const [n, colour] of COLOURS.entries()) {
      const buffer = await sharp({ create: { width: 600, height: 600, channels: 3, background: colour } }).png().toBuffer();
      await admin.getByLabel("Välj en bild (JPEG, PNG eller WebP, högst 8 MB)").setInputFiles({ name: `foto-${n}.png`, mimeType: "image/png", buffer });
      const alt = admin.getByRole("textbox", { name: "Beskrivning av fotot (alt-text)" }).last();
      if (n === 0) {
        // No alt text: refused, nothing stored.
        await admin.getByRole("button", { name: "Ladda upp fotot" }).click();
        await expect(alt).toHaveJSProperty("validity.valueMissing", true);
      }
      await alt.fill(ALTS[n]!);
      await admin.getByRole("button", { name: "Ladda upp fotot" }).click();
      await expect(admin.getByRole("img", { name: `Foto ${n + 1}: ${ALTS[n]}` })).toBeVisible();
    }
    // Five: the form to add one more is gone, and says why.
    await expect(admin.getByText("Produkten har 5 foton, det största antalet.")).toBeVisible();
    await expect(admin.getByRole("button", { name: "Ladda upp fotot" })).toHaveCount(0);

    // The owner's order: the purple one main, then the red one moved down one step.
    await admin.getByRole("button", { name: "Gör till huvudfoto, foto 5" }).click();
    await expect(admin.getByRole("img", { name: `Foto 1: ${ALTS[4]}` })).toBeVisible();
    await admin.getByRole("button", { name: "Flytta ned, foto 2" }).click();
    await expect(admin.getByRole("img", { name: `Foto 3: ${ALTS[0]}` })).toBeVisible();
    const order = [ALTS[4], ALTS[1], ALTS[0], ALTS[2], ALTS[3]];
    for (const [i, alt] of order.entries()) await expect(admin.getByRole("img", { name: `Foto ${i + 1}: ${alt}` })).toBeVisible();
    await expectAccessible(admin);
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.screenshot({ path: path.join(shots, "admin-390.png"), fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.screenshot({ path: path.join(shots, "admin-1280.png"), fullPage: true });

    // Desktop: the main photo first, the thumbnails in the owner's order; the arrow keys walk them.
    const desktop = await shopper(browser, ownServer.baseURL, false);
    await desktop.goto("/product/sleep");
    const thumbs = desktop.getByRole("radio", { name: /^Visa bild: / });
    await expect(thumbs).toHaveCount(5);
    expect(await thumbs.evaluateAll((r) => r.map((x) => x.getAttribute("aria-label")))).toEqual(order.map((a) => `Visa bild: ${a}`));
    expect(await shownAlt(desktop)).toEqual([order[0]]);
    await desktop.screenshot({ path: path.join(shots, "product-1280.png") });
    await thumbs.first().focus();
    await desktop.keyboard.press("ArrowRight");
    expect(await shownAlt(desktop)).toEqual([order[1]]);
    await expectAccessible(desktop);
    // Search engines get every photo, the main one first (structured data, ADR 078/079).
    const blocks = (await desktop.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    const productLd = blocks.find((b) => b["@type"] === "Product")!;
    expect(productLd.image).toHaveLength(5);
    expect((productLd.image as string[])[0]).toMatch(/\/images\/uploads\/[a-f0-9]{24}-800\.webp$/);
    // The shop's card uses the main photo.
    await desktop.goto("/shop");
    const card = desktop.getByRole("article").filter({ has: desktop.getByRole("heading", { name: "Sleep", exact: true }) });
    await expect(card.locator("img").first()).toHaveAttribute("src", /\/images\/uploads\/[a-f0-9]{24}-800\.webp$/);
    await desktop.context().close();

    // Phone: the same order; a swipe to the left shows the next photo, to the right the one before.
    const phone = await shopper(browser, ownServer.baseURL, true);
    await phone.goto("/product/sleep");
    expect(await shownAlt(phone)).toEqual([order[0]]);
    // Five thumbnails fit the phone's width: nothing scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: path.join(shots, "product-390.png") });
    const box = (await phone.locator("main img[fetchpriority]").first().boundingBox())!;
    const cdp = await phone.context().newCDPSession(phone);
    const swipe = async (fromX: number, toX: number) => {
      const y = box.y + box.height / 2;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
      for (let k = 1; k <= 5; k++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: fromX + ((toX - fromX) * k) / 5, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    // The first touch wakes the gallery (it hydrates on touch); then swipes move it.
    await phone.locator("main img[fetchpriority]").first().dispatchEvent("pointerover");
    await expect(phone.getByRole("radio", { name: `Visa bild: ${order[0]}` })).toBeChecked();
    await expect(async () => {
      await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
      expect(await shownAlt(phone)).toEqual([order[1]]);
    }).toPass({ timeout: 10_000 });
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    expect(await shownAlt(phone)).toEqual([order[2]]);
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    expect(await shownAlt(phone)).toEqual([order[1]]);
    await expect(phone.getByRole("radio", { name: `Visa bild: ${order[1]}` })).toBeChecked();
    await phone.context().close();
  } finally {
    await admin.context().close();
  }
});
