/**
 * robots.txt and sitemap.xml (issue #38, ADR 069): the pages the sitemap lists with their change times, and the two
 * answers. The text is built by domain/seo.ts; who may fetch them is the gate's rule (gate.server.ts: robots.txt is
 * open to everyone, the sitemap only to visitors past the gate while it is on).
 */
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ARTICLES } from "~/content/articles";
import { LEGAL_DOCUMENTS } from "~/content/legal";
import { dateOnly, latest, PUBLIC_PAGES, robotsTxt, sitemapXml, type SitemapEntry } from "~/domain/seo";
import type { Db } from "./db.server";
import { cachedCatalogue } from "./catalogue-cache.server";
import { product } from "./schema";

/** How long a crawler or a proxy may keep either answer while the shop is open. */
const PUBLIC_CACHE = "public, max-age=3600";

let builtAt: Date | undefined;

/**
 * When this server was built: the modification time of the module that holds this code (in production the server
 * bundle, written by the build; in development and tests this source file). The text of the shop's fixed pages
 * ships with the build, so it cannot have changed later; read once, so it never moves between requests.
 */
export function buildTime(): Date {
  builtAt ??= statSync(fileURLToPath(import.meta.url)).mtime;
  return builtAt;
}

/** Every product's id, whether it is on sale, and its last change (`updated_at`): the catalogue cache's when live. */
async function productChanges(db: Db): Promise<{ id: string; active: boolean; updatedAt: Date }[]> {
  const cached = cachedCatalogue(db);
  const rows = cached
    ? [...(await cached).byId.values()]
    : await db.select({ id: product.id, active: product.active, updatedAt: product.updatedAt }).from(product);
  return rows.map(({ id, active, updatedAt }) => ({ id, active, updatedAt })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The sitemap's entries, absolute from `publicUrl`: the fixed pages at the build's time (home and shop at the later
 * of it and the catalogue's last change, a deactivated product included: it left the list), the legal texts at their
 * "senast uppdaterad" date, the journal at its newest article's date and each article at its own, and every active
 * product at its `updated_at`. Inactive products are not listed.
 */
export async function sitemapEntries(db: Db, opts: { publicUrl: string; builtAt?: Date }): Promise<SitemapEntry[]> {
  const built = opts.builtAt ?? buildTime();
  const products = await productChanges(db);
  const catalogueChanged = products.length ? latest(...products.map((p) => p.updatedAt)) : built;
  const articleDates = ARTICLES.map((a) => dateOnly(a.date));
  const pageDate = (path: string): Date => {
    if (path === "/" || path === "/shop") return latest(built, catalogueChanged);
    if (path === "/blog" && articleDates.length) return latest(...articleDates);
    return built;
  };
  const at = (path: string) => `${opts.publicUrl}${path}`;
  return [
    ...PUBLIC_PAGES.map((path) => ({ loc: at(path), lastmod: pageDate(path) })),
    ...Object.values(LEGAL_DOCUMENTS).map((doc) => ({ loc: at(`/${doc.slug}`), lastmod: dateOnly(doc.updated) })),
    ...ARTICLES.map((a) => ({ loc: at(`/blog/${encodeURIComponent(a.id)}`), lastmod: dateOnly(a.date) })),
    ...products.filter((p) => p.active).map((p) => ({ loc: at(`/product/${encodeURIComponent(p.id)}`), lastmod: p.updatedAt })),
  ];
}

/**
 * /robots.txt: the same text for every visitor (it depends on the configuration only), so crawlers and proxies
 * may keep it for an hour.
 */
export function robotsResponse(opts: { gated: boolean; publicUrl: string }): Response {
  return new Response(robotsTxt(opts), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_CACHE } });
}

/**
 * /sitemap.xml. While the gate is on only a visitor past it gets here (the owner checking it before the shop opens):
 * the answer is then private and not stored, so no shared cache hands it to a visitor who has not passed the gate.
 */
export async function sitemapResponse(db: Db, opts: { gated: boolean; publicUrl: string }): Promise<Response> {
  const xml = sitemapXml(await sitemapEntries(db, { publicUrl: opts.publicUrl }));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": opts.gated ? "private, no-store" : PUBLIC_CACHE },
  });
}
