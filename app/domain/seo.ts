/**
 * What the shop tells search engines (issue #38, ADR 069): robots.txt and the sitemap, as text built from plain
 * values. The server module (server/seo.server.ts) gathers the pages and their change times and sends the answers.
 */
/**
 * The public pages whose text ships with the build, by path: what a visitor without an account reads. The legal
 * texts (content/legal.ts, with their own dates), the products and the articles are added by the server module.
 * Not /newsletter: a GET there is sent on to the home page's sign-up form; its confirmation links carry tokens.
 */
export const PUBLIC_PAGES = [
  "/",
  "/shop",
  "/rituals",
  "/about",
  "/subscription",
  "/blog",
  "/quiz",
  "/gift-card",
  "/faq",
  "/contact",
  "/christmas",
] as const;

/**
 * What crawlers are asked to leave alone while the shop is open: the cart and checkout, the account, order and
 * sign-in pages, the links from mails that carry a token, the admin area and its video tools, the gate and the
 * cookie choice, and the API. Prefixes, as robots.txt reads them (RFC 9309).
 */
export const DISALLOWED_PATHS = [
  "/cart",
  "/checkout",
  "/konto",
  "/orders",
  "/auth",
  "/logout",
  "/api/",
  "/admin",
  "/video-generator",
  "/generate-hero-videos",
  "/video-gallery",
  "/video-selector",
  "/videos/generated/",
  "/newsletter/bekrafta",
  "/newsletter/avregistrera",
  "/gift-card/saldo",
  "/gate",
  "/consent",
] as const;

/**
 * robots.txt. With the site gate on the shop is not public: every crawler is asked to stay out and no sitemap is
 * named. With it off: the shop is allowed, the private paths are not, and the sitemap is named by its absolute URL.
 */
export function robotsTxt(opts: { gated: boolean; publicUrl: string }): string {
  if (opts.gated) return "User-agent: *\nDisallow: /\n";
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), "", `Sitemap: ${opts.publicUrl}/sitemap.xml`, ""].join("\n");
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod: Date;
}

/** The five characters XML gives a meaning, as entities (a URL may hold `&` in its query). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** A W3C datetime (the sitemap protocol's format): UTC, to the second, `2026-11-29T04:05:06Z`. */
export function w3cDatetime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("w3cDatetime: invalid date");
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A calendar date written yyyy-mm-dd (articles, legal texts) as the start of that day in UTC. */
export function dateOnly(isoDate: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`dateOnly: not yyyy-mm-dd: ${isoDate}`);
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || w3cDatetime(date).slice(0, 10) !== isoDate) throw new RangeError(`dateOnly: no such day: ${isoDate}`);
  return date;
}

/** The later of the dates. */
export function latest(...dates: Date[]): Date {
  return new Date(Math.max(...dates.map((d) => d.getTime())));
}

/** The sitemap (sitemaps.org protocol 0.9): one `<url>` per entry, in the order given, URLs escaped. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeXml(e.loc)}</loc><lastmod>${w3cDatetime(e.lastmod)}</lastmod></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

/**
 * A page's head as React Router's `meta` takes it (ADR 078): what the server computes in a loader, so the route's
 * `meta` only hands it on and no page ships the code that builds it.
 */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": Record<string, unknown> };

/**
 * A page's canonical address: the path alone, absolute from PUBLIC_URL. Sorted, searched and filtered lists
 * (`/shop?q=…&sort=…&stock=…`) and every other query (`?anmalt=1`, a campaign's `utm_*`) point to the plain page;
 * a trailing slash is dropped (`/shop/` is `/shop`).
 */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : "/";
  return `${publicUrl}${path}`;
}

export interface PageHead {
  publicUrl: string;
  /** The page's path (its query is not part of its canonical address). */
  path: string;
  title: string;
  description: string;
  /** Root-relative or absolute; a raster image (social previews take no SVG). */
  image: string;
  imageAlt: string;
  /** Open Graph type: "website", "product" or "article". */
  type: "website" | "product" | "article";
  /** JSON-LD blocks for the page (Product, BreadcrumbList, Organization …). */
  jsonLd?: Record<string, unknown>[];
}

/** An address made absolute from PUBLIC_URL unless it already is. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * Title, description, the canonical link, Open Graph (ogp.me: og:title, og:type, og:image, og:url required;
 * og:description, og:site_name, og:locale, og:image:alt) and the Twitter card (summary_large_image with its
 * title, description, image and image alt), then the page's JSON-LD blocks.
 */
export function pageHead(head: PageHead, siteName = "Stilla"): MetaTag[] {
  const url = canonicalUrl(head.publicUrl, head.path);
  const image = absoluteUrl(head.publicUrl, head.image);
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:type", content: head.type },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: head.imageAlt },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "sv_SE" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: head.title },
    { name: "twitter:description", content: head.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: head.imageAlt },
    ...(head.jsonLd ?? []).map((block) => ({ "script:ld+json": block })),
  ];
}
