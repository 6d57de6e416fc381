import { expect, hydrated, test } from "./fixtures";

/** The shop's typeface (ADR 014): two self-hosted woff2 files, preloaded, and nothing else. */
const PAGES = ["/", "/shop", "/product/sleep", "/blog/somn-rutiner-tips"];

test.describe("typeface", () => {
  for (const path of PAGES) {
    test(`${path} loads only the two preloaded fonts, from our own origin`, async ({ page, baseURL }) => {
      const fontRequests: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "font" || /\.(woff2?|ttf|otf)(\?|$)/.test(r.url())) fontRequests.push(r.url());
      });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // Every font the page asked for has loaded once document.fonts is ready and the page has hydrated.
      await hydrated(page);

      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((l) => ({ href: (l as HTMLLinkElement).href, cors: l.getAttribute("crossorigin") })));
      expect(preloaded).toHaveLength(2);
      for (const p of preloaded) expect(p.cors).toBe("anonymous");

      const origin = new URL(baseURL!).origin;
      const unique = [...new Set(fontRequests)];
      for (const url of unique) {
        expect(new URL(url).origin).toBe(origin);
        expect(url).toMatch(/^.*\/assets\/[^/]+\.woff2$/);
      }
      expect(unique.sort()).toEqual(preloaded.map((p) => p.href).sort());
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

    const hrefs = await page.locator('link[rel="preload"][as="font"]').evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href));
    for (const href of hrefs) {
      const res = await request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("font/woff2");
      expect(res.headers()["cache-control"]).toContain("immutable");
      expect((await res.body()).subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
  });

  test("the local fallbacks take the web fonts' widths, so a page view without them is set the same", async ({ page }) => {
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
