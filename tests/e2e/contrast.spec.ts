import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { belowAA, contrastRatio, measureTextContrast, parseCssColor } from "./contrast";

/**
 * Text over the home hero's pictures and over the gift card's gradient, measured from screenshots (WCAG 2.2 1.4.3,
 * issue #35 item 2; tests/e2e/contrast.ts): every slide at 390 and 1280 px, on its poster (what a visitor who asks for
 * reduced motion, or has no JavaScript, sees) and, with motion allowed, on frames spread over its clip. Body text needs
 * 4.5:1 and large text 3:1 against every pixel of the picture behind it.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
/** Where in a 6 s clip the frames are taken (s): start, middle, end and two between. */
const FRAMES_S = [0.2, 1.5, 3, 4.5, 5.8];

const hero = (page: Page) => page.getByRole("region", { name: "Utvalda ritualer" });

/** Shows slide `n` (1-based) by its dot, and waits until it is the only one drawn and fully opaque. */
async function showSlide(page: Page, n: number) {
  await hero(page).getByRole("button", { name: `Visa bild ${n}`, exact: true }).click();
  const slide = hero(page).getByRole("group", { name: `${n} av 3` });
  await expect(slide).toHaveAttribute("data-active", "true");
  await expect.poll(() => slide.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  // The pointer over the hero would hold nothing here, but keep it off the text.
  await page.mouse.move(0, 0);
  return slide;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test("the hero's text keeps AA contrast over every slide's poster", async ({ page }) => {
      await page.goto("/");
      const problems: string[] = [];
      for (let n = 1; n <= 3; n++) {
        await showSlide(page, n);
        const found = await measureTextContrast(page, hero(page));
        expect(found.length, `slide ${n} has its texts`).toBeGreaterThanOrEqual(4);
        problems.push(...belowAA(found, `slide ${n}, poster`));
      }
      expect(problems).toEqual([]);
    });

    test("the hero's text keeps AA contrast over frames across every slide's clip, with motion allowed", async ({ page }) => {
      test.slow(); // 3 clips × 5 frames × 2 screenshots in a software renderer
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.goto("/");
      const problems: string[] = [];
      for (let n = 1; n <= 3; n++) {
        const slide = await showSlide(page, n);
        const video = slide.locator("video");
        // The clip plays once the page has loaded; then it is held on each frame in turn.
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.currentTime > 0)).toBe(true);
        for (const t of FRAMES_S) {
          await video.evaluate(async (v: HTMLVideoElement, at) => {
            v.pause();
            if (Math.abs(v.currentTime - at) < 0.01) return;
            const seeked = new Promise((r) => v.addEventListener("seeked", r, { once: true }));
            v.currentTime = at;
            await seeked;
          }, t);
          problems.push(...belowAA(await measureTextContrast(page, hero(page)), `slide ${n}, frame at ${t} s`));
        }
      }
      expect(problems).toEqual([]);
    });

    test("the gift card preview's text keeps AA contrast over its gradient", async ({ page }) => {
      await page.goto("/gift-card");
      const preview = page.getByTestId("gift-card-preview");
      await preview.scrollIntoViewIfNeeded();
      const found = await measureTextContrast(page, preview);
      expect(found.length).toBeGreaterThanOrEqual(5);
      expect(belowAA(found, "gift card preview")).toEqual([]);
    });
  });
}

test("the measurement agrees with the colours' own contrast where the background is one colour", async ({ page }) => {
  // The hero's button is ink on oat, both opaque: the pixels must give the ratio the two CSS colours give.
  await page.goto("/");
  const link = hero(page).getByRole("link", { name: "Utforska butiken" });
  const [fg, bg] = await link.evaluate((el) => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    return [getComputedStyle(el).color, getComputedStyle(el).backgroundColor].map((css) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    });
  });
  const expected = contrastRatio(parseCssColor(fg!).rgb, parseCssColor(bg!).rgb);
  const measured = (await measureTextContrast(page, link)).find((f) => f.text.startsWith("Utforska"))!;
  expect(measured.pixels).toBeGreaterThan(100);
  expect(Math.abs(measured.ratio - expected)).toBeLessThan(0.05);
  // And white text on white would be found: the check can fail.
  expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
});
