import { expect, test, unlockedPage } from "./fixtures";

/**
 * The shop's typeface (ADR 014): two self-hosted woff2 files, and nothing else. They are not preloaded: the
 * first paint uses the metric-matched fallbacks, and the boot script switches the web fonts on right after it.
 */
const PAGES = ["/", "/shop", "/product/sleep", "/blog/somn-rutiner-tips"];

test.describe("typeface", () => {
  for (const path of PAGES) {
    test(`${path} loads the two fonts from our own origin, after the first paint`, async ({ page, baseURL }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        fonts: performance
          .getEntriesByType("resource")
          .filter((e) => /\.(woff2?|ttf|otf)(\?|$)/.test(e.name))
          .map((e) => ({ url: e.name, start: e.startTime })),
      }));
      const origin = new URL(baseURL!).origin;
      const unique = [...new Set(timing.fonts.map((f) => f.url))];
      expect(unique).toHaveLength(2);
      for (const url of unique) {
        expect(new URL(url).origin).toBe(origin);
        expect(url).toMatch(/^.*\/assets\/[^/]+\.woff2$/);
      }
      for (const f of timing.fonts) expect(f.start, `${f.url} requested after the first paint`).toBeGreaterThanOrEqual(timing.fcp);
    });
  }

  test("headings are set in Lora and text in Source Sans 3, both loaded; the files are cached for a year", async ({ page, request }) => {
    await page.goto("/product/sleep");
    await page.evaluate(() => document.fonts.ready);
    const families = await page.evaluate(() => ({
      h1: getComputedStyle(document.querySelector("h1")!).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
      button: getComputedStyle(document.querySelector("main button")!).fontFamily,
      loaded: [...document.fonts].filter((f) => f.status === "loaded").map((f) => `${f.family.replace(/"/g, "")} ${f.weight}`),
    }));
    expect(families.h1).toMatch(/^"?Lora"?,/);
    expect(families.body).toMatch(/^"?Source Sans 3"?,/);
    expect(families.button).toMatch(/^"?Source Sans 3"?,/);
    expect(families.loaded).toEqual(expect.arrayContaining(["Lora 400", "Source Sans 3 200 900"]));

    const hrefs = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((u) => u.endsWith(".woff2")));
    expect(hrefs).toHaveLength(2);
    for (const href of hrefs) {
      const res = await request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("font/woff2");
      expect(res.headers()["cache-control"]).toContain("immutable");
      expect((await res.body()).subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
  });

  test("without JavaScript the web fonts are on from the start", async ({ browser, baseURL }) => {
    const page = await unlockedPage(browser, baseURL!, { javaScript: false });
    await page.goto("/product/sleep");
    await page.evaluate(() => document.fonts.ready).catch(() => undefined);
    const h1 = await page.locator("h1").evaluate((el) => getComputedStyle(el).fontFamily);
    expect(h1).toMatch(/^"?Lora"?,/);
    await page.context().close();
  });

  test("the local fallbacks take the web fonts' widths, so the swap does not re-wrap text", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const widths = await page.evaluate(async () => {
      for (const f of ["400 40px 'Source Sans 3 fallback'", "600 40px 'Source Sans 3 fallback'", "400 40px 'Lora fallback'"]) {
        if ((await document.fonts.load(f)).length === 0) throw new Error(`no local font for ${f}`);
      }
      const text =
        "Funktionella örtteer för kvällens lugn, dagens fokus och stunderna där emellan – blandade i små satser. Köp 2, få 15 % rabatt.";
      const width = (family: string, weight: number) => {
        const span = document.createElement("span");
        span.style.cssText = `font-family:"${family}";font-size:40px;font-weight:${weight};white-space:nowrap;position:absolute`;
        span.textContent = text;
        document.body.append(span);
        const w = span.getBoundingClientRect().width;
        span.remove();
        return w;
      };
      return {
        sans400: [width("Source Sans 3", 400), width("Source Sans 3 fallback", 400)],
        sans600: [width("Source Sans 3", 600), width("Source Sans 3 fallback", 600)],
        serif: [width("Lora", 400), width("Lora fallback", 400)],
      };
    });
    for (const [web, fallback] of Object.values(widths)) expect(Math.abs(fallback! / web! - 1)).toBeLessThan(0.03);
  });
});
