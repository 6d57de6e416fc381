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

interface ParsedFeed {
  error: string | null;
  root: string | null;
  channel: { title: string; link: string } | null;
  items: Record<string, string[]>[];
}

/** The feed through the browser's XML parser: RSS 2.0, every item's children by qualified name (`g:price` …). */
function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0];
    if (error) return { error: error.textContent, root: null, channel: null, items: [] };
    const channel = doc.getElementsByTagName("channel")[0];
    const child = (el: Element | undefined, name: string) => [...(el?.children ?? [])].find((c) => c.tagName === name)?.textContent ?? "";
    return {
      error: null,
      root: `${doc.documentElement.localName} ${doc.documentElement.getAttribute("version")} ${doc.documentElement.lookupNamespaceURI("g")}`,
      channel: channel ? { title: child(channel, "title"), link: child(channel, "link") } : null,
      items: [...doc.getElementsByTagName("item")].map((item) => {
        const fields: Record<string, string[]> = {};
        for (const c of item.children) (fields[c.tagName] ??= []).push(c.children.length ? [...c.children].map((g) => `${g.tagName}=${g.textContent}`).join(";") : (c.textContent ?? ""));
        return fields;
      }),
    };
  }, xml);
}

/** The feed's checks shared by both servers (ADR 078); returns every URL it names. */
async function checkFeed(page: Page, request: APIRequestContext, baseURL: string): Promise<string[]> {
  const res = await request.get("/feeds/google.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const feed = await parseFeed(page, await res.text());
  expect(feed.error).toBeNull();
  expect(feed.root).toBe("rss 2.0 http://base.google.com/ns/1.0");
  expect(feed.channel).toEqual({ title: "Stilla", link: `${baseURL}/` });
  const ids = feed.items.map((i) => i["g:id"]?.[0]);
  for (const id of ["sleep", "sleep-mini", "calm", "focus"]) expect(ids, id).toContain(id);
  expect(new Set(ids).size).toBe(ids.length);
  const urls: string[] = [];
  for (const item of feed.items) {
    const id = item["g:id"]?.[0];
    for (const name of ["title", "description", "link", "g:image_link", "g:availability", "g:price", "g:brand", "g:condition", "g:shipping"]) {
      expect(item[name]?.[0], `${id} ${name}`).toBeTruthy();
    }
    expect(item["g:gtin"] ?? item["g:identifier_exists"], `${id} gtin or identifier_exists`).toBeTruthy();
    expect(item["g:price"]![0], id).toMatch(/^\d+\.\d{2} SEK$/);
    expect(["in_stock", "out_of_stock"]).toContain(item["g:availability"]![0]);
    expect(item["g:shipping"]![0], id).toMatch(/^g:country=SE;g:service=[^;]+;g:price=\d+\.\d{2} SEK$/);
    expect(item.link![0], id).toBe(`${baseURL}/product/${id}`);
    urls.push(item.link![0]!, item["g:image_link"]![0]!, ...(item["g:additional_image_link"] ?? []));
  }
  return urls;
}

/** The page's head as a crawler reads it: canonical, Open Graph, Twitter and the JSON-LD blocks. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelectorAll('link[rel="canonical"]').length === 1 ? document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.getAttribute("href") : null,
    og: Object.fromEntries([...document.querySelectorAll<HTMLMetaElement>('meta[property^="og:"]')].map((m) => [m.getAttribute("property"), m.content])),
    twitter: Object.fromEntries([...document.querySelectorAll<HTMLMetaElement>('meta[name^="twitter:"]')].map((m) => [m.name, m.content])),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "null")),
  }));
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

      const feed = await stranger.get("/feeds/google.xml", { maxRedirects: 0 });
      expect(feed.status()).toBe(404);
      expect(feed.headers()["content-type"]).toMatch(/^text\/plain/);
      expect(await feed.text()).not.toMatch(/<item>|\/product\//);
    } finally {
      await stranger.dispose();
    }

    // Past the gate (the test's context has its cookie): the sitemap, private, and every page in it answers.
    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.headers()["cache-control"]).toBe("private, no-store");
    const locs = await checkSitemap(page, page.request, baseURL!);
    await expectAllAnswer200(page.request, locs);

    // The feed past the gate: private, valid, and every URL in it answers.
    const feed = await page.request.get("/feeds/google.xml");
    expect(feed.headers()["cache-control"]).toBe("private, no-store");
    await expectAllAnswer200(page.request, await checkFeed(page, page.request, baseURL!));
  });
});

test.describe("robots.txt and the sitemap, gate off", () => {
  test.describe.configure({ mode: "default" }); // one server for these tests (useSpecServer)
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

      const feed = await crawler.get("/feeds/google.xml");
      expect(feed.headers()["cache-control"]).toBe("public, max-age=3600");
      await expectAllAnswer200(crawler, await checkFeed(page, crawler, baseURL!));
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

test.describe("canonical links, Open Graph and structured data", () => {
  test("a product, a searched list, the home page and an article carry their head, and the JSON-LD has Google's required fields @smoke", async ({ page, baseURL }) => {
    const { checkStructuredData } = await import("../../app/domain/structured-data");
    const required = (blocks: unknown[]) => checkStructuredData(blocks).filter((p) => p.level === "required");

    await page.goto("/product/sleep?anmalt=1");
    const product = await headOf(page);
    expect(product.canonical).toBe(`${baseURL}/product/sleep`);
    expect(product.og).toMatchObject({ "og:type": "product", "og:url": `${baseURL}/product/sleep`, "og:title": "Sleep – Stilla", "og:image": `${baseURL}/images/products/sleep-800.webp` });
    expect(product.twitter).toMatchObject({ "twitter:card": "summary_large_image", "twitter:image": `${baseURL}/images/products/sleep-800.webp` });
    expect(product.jsonLd.map((b) => b["@type"])).toEqual(["Product", "BreadcrumbList"]);
    expect(required(product.jsonLd)).toEqual([]);
    expect(product.jsonLd[0].offers).toMatchObject({ price: "249.00", priceCurrency: "SEK", url: `${baseURL}/product/sleep` });
    // The image it names is there.
    expect((await page.request.get(product.og["og:image"]!)).status()).toBe(200);

    await page.goto("/shop?q=kamomill&sort=name&stock=in_stock");
    const shop = await headOf(page);
    expect(shop.canonical).toBe(`${baseURL}/shop`);
    expect(shop.og["og:url"]).toBe(`${baseURL}/shop`);
    expect(required(shop.jsonLd)).toEqual([]);

    await page.goto("/");
    const home = await headOf(page);
    expect(home.canonical).toBe(`${baseURL}/`);
    const org = home.jsonLd.find((b) => b["@type"] === "OnlineStore");
    expect(org).toMatchObject({ name: "Stilla", url: `${baseURL}/`, address: { addressCountry: "SE" } });
    expect(checkStructuredData(home.jsonLd)).toEqual([]);
    expect((await page.request.get(home.og["og:image"]!)).status()).toBe(200);

    await page.goto("/blog/kamomillens-historia");
    const article = await headOf(page);
    expect(article.canonical).toBe(`${baseURL}/blog/kamomillens-historia`);
    expect(article.og["og:type"]).toBe("article");
    expect(article.jsonLd.map((b) => b["@type"])).toEqual(["BlogPosting", "BreadcrumbList"]);
    expect(required(article.jsonLd)).toEqual([]);
  });
});
