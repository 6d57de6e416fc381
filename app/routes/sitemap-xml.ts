import { sitemapResponse } from "~/server/seo.server";
import { services } from "~/server/runtime.server";

/**
 * /sitemap.xml (ADR 069): the public pages, the articles and the active products. While the gate is on, a visitor who
 * has not passed it gets the gate's bare 404 (root middleware); one who has gets the sitemap, not to be stored.
 */
export function loader() {
  const { db, gate, env } = services();
  return sitemapResponse(db, { gated: gate.password !== null, publicUrl: env.publicUrl });
}
