import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, useSpecServer } from "./fixtures";

/**
 * robots.txt and sitemap.xml through the real server (ADR 069), with the gate on (as the e2e servers run) and, on a
 * server of the spec's own, with it off. The sitemap is parsed by the browser's XML parser; every URL in it answers 200.
 */

interface ParsedSitemap {
  error: string | null;
  root: string | null;
  namespace: string | null;
  urls: { loc: string; lastmod: string }[];
}

/** The browser's own XML parser (DOMParser, application/xml): a parse error is reported, not guessed at. */
function parseSitemap(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0];
    if (error) return { error: error.textContent, root: null, namespace: null, urls: [] };
    const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
    return {
      error: null,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      urls: [...doc.getElementsByTagNameNS(ns, "url")].map((u) => ({
        loc: u.getElementsByTagNameNS(ns, "loc")[0]?.textContent ?? "",
        lastmod: u.getElementsByTagNameNS(ns, "lastmod")[0]?.textContent ?? "",
      })),
    };
  }, xml);
}

/** The sitemap's checks shared by both servers; returns its URLs. */
async function checkSitemap(page: Page, request: APIRequestContext, baseURL: string): Promise<string[]> {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const parsed = await parseSitemap(page, await res.text());
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe("urlset");
  expect(parsed.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const locs = parsed.urls.map((u) => u.loc);
  expect(new Set(locs).size).toBe(locs.length);
  for (const { loc, lastmod } of parsed.urls) {
    expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);
    expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // Never later than now: no invented future times (the server's clock may be ahead in other specs; not here).
    expect(Date.parse(lastmod), loc).toBeLessThanOrEqual(Date.now() + 60_000);
  }
  for (const path of ["/", "/shop", "/blog", "/faq", "/terms", "/privacy", "/product/sleep", "/blog/kamomillens-historia", "/christmas"]) {
    expect(locs, path).toContain(`${baseURL}${path}`);
  }
  for (const loc of locs) expect(loc, loc).not.toMatch(/\/(cart|checkout|konto|orders|auth|admin|video-|gate)\b/);
  return locs;
}

/** Every URL answers 200 to `request` (a page, as a browser asks for it). */
async function expectAllAnswer200(request: APIRequestContext, urls: string[]) {
  for (const url of urls) {
    const res = await request.get(url, { headers: { accept: "text/html" }, maxRedirects: 0 });
    expect(res.status(), url).toBe(200);
  }
}

test.describe("robots.txt and the sitemap, gate on", () => {
  test("robots.txt disallows everything for everyone; the sitemap is a bare 404 before the gate and valid XML past it @smoke", async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const stranger = await playwright.request.newContext({ baseURL });
    try {
      const robots = await stranger.get("/robots.txt");
      expect(robots.status()).toBe(200);
      expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      expect(robots.headers()["cache-control"]).toBe("public, max-age=3600");
      expect(await robots.text()).toBe("User-agent: *\nDisallow: /\n");

      const sitemap = await stranger.get("/sitemap.xml", { maxRedirects: 0 });
      expect(sitemap.status()).toBe(404);
      expect(sitemap.headers()["content-type"]).toMatch(/^text\/plain/);
      expect(await sitemap.text()).not.toMatch(/<url>|\/product\//);
    } finally {
      await stranger.dispose();
    }

    // Past the gate (the test's context has its cookie): the sitemap, private, and every page in it answers.
    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.headers()["cache-control"]).toBe("private, no-store");
    const locs = await checkSitemap(page, page.request, baseURL!);
    await expectAllAnswer200(page.request, locs);
  });
});

test.describe("robots.txt and the sitemap, gate off", () => {
  useSpecServer({ SITE_PASSWORD: "" });

  test("robots.txt names the sitemap and keeps crawlers out of the private paths; every URL in the sitemap answers 200 without any cookie", async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const crawler = await playwright.request.newContext({ baseURL });
    try {
      const robots = await crawler.get("/robots.txt");
      expect(robots.status()).toBe(200);
      expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      const lines = (await robots.text()).split("\n");
      expect(lines).toContain("Allow: /");
      expect(lines).not.toContain("Disallow: /");
      for (const path of ["/checkout", "/cart", "/konto", "/orders", "/auth", "/admin", "/video-generator", "/generate-hero-videos", "/video-gallery", "/video-selector"]) {
        expect(lines, path).toContain(`Disallow: ${path}`);
      }
      expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

      const sitemap = await crawler.get("/sitemap.xml");
      expect(sitemap.headers()["cache-control"]).toBe("public, max-age=3600");
      const locs = await checkSitemap(page, crawler, baseURL!);
      await expectAllAnswer200(crawler, locs);
      // The disallowed paths are real private pages: sent elsewhere or refused, never a page to index.
      for (const path of ["/konto", "/admin"]) {
        const res = await crawler.get(path, { headers: { accept: "text/html" }, maxRedirects: 0 });
        expect(res.status(), path).not.toBe(200);
      }
    } finally {
      await crawler.dispose();
    }
  });
});
