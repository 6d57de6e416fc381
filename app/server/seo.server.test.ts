/**
 * The sitemap's lists and the two answers (ADR 069) on both databases: every active product at its `updated_at`, an
 * inactive one left out, a change moving the product's (and the shop's) lastmod; read from the database directly and
 * through the watched catalogue cache, which must agree.
 */
import { afterAll, describe, expect, it } from "vitest";
import { ARTICLES } from "~/content/articles";
import { LEGAL_DOCUMENTS } from "~/content/legal";
import { PUBLIC_PAGES, w3cDatetime } from "~/domain/seo";
import type { Database } from "./db.server";
import { adjustStock, setProductActive } from "./admin-products.server";
import { watchCatalogue, type CatalogueWatch } from "./catalogue-cache.server";
import { product } from "./schema";
import { buildTime, robotsResponse, sitemapEntries, sitemapResponse } from "./seo.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const PUBLIC_URL = "https://stilla.example";
const admin = { id: "admin-seo", email: "agare@stilla.se" };
const BUILT = new Date("2026-11-01T12:00:00Z");

for (const watched of [false, true]) {
  describe(`the sitemap's pages (${TEST_DB_KIND}, ${watched ? "through the catalogue cache" : "from the database"})`, () => {
    let database: Database;
    let watch: CatalogueWatch | undefined;
    const url = () => (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    useSeededDatabase({ admin }, async (seeded) => {
      database = seeded.database;
      if (watched) watch = await watchCatalogue(database, TEST_DB_KIND === "postgres" ? url() : undefined);
    });
    afterAll(async () => {
      await watch?.stop();
    });

    const entries = async () => new Map((await sitemapEntries(database.db, { publicUrl: PUBLIC_URL, builtAt: BUILT })).map((e) => [e.loc, e.lastmod]));
    const rows = () => database.db.select({ id: product.id, active: product.active, updatedAt: product.updatedAt }).from(product);

    it("lists every public page, legal text, article and active product once, absolute from PUBLIC_URL, with their dates", async () => {
      if (watched) expect(watch!.live).toBe(true);
      const list = await sitemapEntries(database.db, { publicUrl: PUBLIC_URL, builtAt: BUILT });
      const locs = list.map((e) => e.loc);
      expect(new Set(locs).size).toBe(locs.length);
      for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
      const byLoc = await entries();
      const products = await rows();
      expect(products.filter((p) => p.active).length).toBeGreaterThan(5);
      for (const p of products.filter((r) => r.active)) expect(byLoc.get(`${PUBLIC_URL}/product/${p.id}`)?.toISOString(), p.id).toBe(p.updatedAt.toISOString());
      for (const page of PUBLIC_PAGES) expect(byLoc.has(`${PUBLIC_URL}${page}`), page).toBe(true);
      for (const page of ["/rituals", "/about", "/faq", "/christmas"]) expect(byLoc.get(`${PUBLIC_URL}${page}`)).toEqual(BUILT);
      for (const doc of Object.values(LEGAL_DOCUMENTS)) expect(byLoc.get(`${PUBLIC_URL}/${doc.slug}`)?.toISOString(), doc.slug).toBe(`${doc.updated}T00:00:00.000Z`);
      for (const a of ARTICLES) expect(byLoc.get(`${PUBLIC_URL}/blog/${a.id}`)?.toISOString(), a.id).toBe(`${a.date}T00:00:00.000Z`);
      const newest = ARTICLES.map((a) => a.date).sort().at(-1);
      expect(byLoc.get(`${PUBLIC_URL}/blog`)?.toISOString()).toBe(`${newest}T00:00:00.000Z`);
      // Nothing private.
      for (const loc of locs) expect(loc, loc).not.toMatch(/\/(cart|checkout|konto|orders|auth|admin|video-|gate|consent)/);
      expect(list.length).toBe(PUBLIC_PAGES.length + Object.keys(LEGAL_DOCUMENTS).length + ARTICLES.length + products.filter((p) => p.active).length);
    });

    it("a product's change moves its lastmod and the shop's; a deactivated product leaves the list and moves the shop's", async () => {
      const before = await rows();
      const later = new Date(Math.max(BUILT.getTime(), ...before.map((r) => r.updatedAt.getTime())) + 3_600_000);
      const target = before.find((r) => r.active && r.id !== "sleep")!;
      expect(await adjustStock(database.db, target.id, { delta: 3, reason: "Inleverans" }, admin, later)).toMatchObject({ ok: true });
      let byLoc = await entries();
      expect(byLoc.get(`${PUBLIC_URL}/product/${target.id}`)).toEqual(later);
      expect(byLoc.get(`${PUBLIC_URL}/shop`)).toEqual(later);
      expect(byLoc.get(`${PUBLIC_URL}/`)).toEqual(later);
      // Other products keep their own times.
      const sleep = before.find((r) => r.id === "sleep")!;
      expect(byLoc.get(`${PUBLIC_URL}/product/sleep`)).toEqual(sleep.updatedAt);

      const evenLater = new Date(later.getTime() + 60_000);
      expect(await setProductActive(database.db, "sleep", false, admin, evenLater)).toMatchObject({ changed: true });
      byLoc = await entries();
      expect(byLoc.has(`${PUBLIC_URL}/product/sleep`)).toBe(false);
      expect(byLoc.get(`${PUBLIC_URL}/shop`)).toEqual(evenLater);
      expect(byLoc.get(`${PUBLIC_URL}/product/${target.id}`)).toEqual(later);

      const xml = await (await sitemapResponse(database.db, { gated: false, publicUrl: PUBLIC_URL })).text();
      expect(xml).not.toContain("/product/sleep<");
      expect(xml).toContain(`<loc>${PUBLIC_URL}/product/${target.id}</loc><lastmod>${w3cDatetime(later)}</lastmod>`);
      await setProductActive(database.db, "sleep", true, admin, new Date(evenLater.getTime() + 60_000));
      expect((await entries()).has(`${PUBLIC_URL}/product/sleep`)).toBe(true);
    });
  });
}

describe(`the robots.txt and sitemap answers (${TEST_DB_KIND})`, () => {
  const seeded = useSeededDatabase({});

  it("robots.txt: plain text, the same for everyone, kept an hour; gate on: Disallow all; off: the sitemap named", async () => {
    const on = robotsResponse({ gated: true, publicUrl: PUBLIC_URL });
    expect(on.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(on.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await on.text()).toBe("User-agent: *\nDisallow: /\n");
    const off = await robotsResponse({ gated: false, publicUrl: PUBLIC_URL }).text();
    expect(off).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
    expect(off).toContain("Disallow: /checkout\n");
  });

  it("sitemap.xml: application/xml; public while the shop is open, private and not stored while the gate is on", async () => {
    const open = await sitemapResponse(seeded.db, { gated: false, publicUrl: PUBLIC_URL });
    expect(open.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(open.headers.get("cache-control")).toBe("public, max-age=3600");
    const body = await open.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const gated = await sitemapResponse(seeded.db, { gated: true, publicUrl: PUBLIC_URL });
    expect(gated.headers.get("cache-control")).toBe("private, no-store");
    expect(await gated.text()).toBe(body);
  });

  it("the build's time is read once and does not move", () => {
    const first = buildTime();
    expect(first.getTime()).toBeLessThanOrEqual(Date.now());
    expect(buildTime()).toBe(first);
  });
});
