import { feedResponse } from "~/server/product-feed.server";
import { services } from "~/server/runtime.server";

/**
 * /feeds/google.xml (ADR 078): the catalogue for Google Merchant Center (Prisjakt and PriceRunner read it too). While
 * the gate is on, a visitor who has not passed it gets the gate's bare 404 (root middleware), as for the sitemap.
 */
export function loader() {
  const { db, gate, env } = services();
  return feedResponse(db, { gated: gate.password !== null, publicUrl: env.publicUrl, now: new Date() });
}
