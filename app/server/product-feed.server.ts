/**
 * The product feed for Google Merchant Center at /feeds/google.xml (ADR 078): every active product of the catalogue at
 * the price in force now, announced as the product page announces it (the same `rowsAtPrice` → ADR 068), with the
 * shop's shipping rule in force (ADR 063). Gift cards are not catalogue products (a value the buyer chooses) and are
 * not listed. The XML is built by domain/product-feed.ts; who may fetch it is the gate's rule (as the sitemap).
 */
import { uploadedImagePath } from "~/domain/catalogue";
import { SHOP } from "~/domain/constants";
import { googleFeedXml, type FeedChannel, type FeedProduct } from "~/domain/product-feed";
import { reductionInForce } from "~/domain/reduced-price";
import { largestRendering } from "~/lib/art";
import { feedCopy } from "~/content/seo";
import type { Db } from "./db.server";
import { listProductRows, listProducts, reductionOf } from "./catalogue.server";
import { getShippingRule } from "./shop-identity.server";

/** The feed's items at `now`, absolute from `publicUrl`, in the catalogue's id order (stable between fetches). */
export async function feedProducts(db: Db, opts: { publicUrl: string; now: Date }): Promise<FeedProduct[]> {
  const [summaries, rows] = await Promise.all([listProducts(db, opts.now), listProductRows(db)]);
  const rowById = new Map(rows.map((r) => [r.id, r]));
  return summaries
    .filter((p) => rowById.has(p.id))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((p) => {
      const row = rowById.get(p.id)!;
      const running = reductionInForce(row.priceOre, reductionOf(row), opts.now);
      return {
        id: p.id,
        title: p.name,
        description: p.description,
        link: `${opts.publicUrl}/product/${encodeURIComponent(p.id)}`,
        // The owner's photos in their order, the main one first (ADR 079); the drawn art while there are none.
        images: (row.photos.length > 0 ? row.photos.map((ph) => uploadedImagePath(ph.key)) : [p.image]).map((src) => `${opts.publicUrl}${largestRendering(src)}`),
        inStock: p.stockStatus !== "out_of_stock",
        priceOre: p.priceOre,
        announcement: p.announcement ? { earlierOre: p.announcement.earlierOre, reduced: p.announcement.reduced } : null,
        reduction: running ? { from: running.from, until: running.until } : null,
      };
    });
}

/** The feed's channel: the shop, its brand and its shipping to Sweden. */
export async function feedChannel(db: Db, publicUrl: string): Promise<FeedChannel> {
  const shipping = await getShippingRule(db);
  return {
    title: SHOP.name,
    link: `${publicUrl}/`,
    description: feedCopy.description,
    brand: SHOP.name,
    shipping: { feeOre: shipping.feeOre, freeFromOre: shipping.freeFromOre, service: feedCopy.shippingService },
  };
}

/**
 * /feeds/google.xml. While the gate is on only a visitor past it gets here (the owner checking it before the shop
 * opens): private and not stored. With the gate off, an hour in a crawler's or proxy's cache (Merchant Center fetches
 * on a schedule of its own).
 */
export async function feedResponse(db: Db, opts: { gated: boolean; publicUrl: string; now: Date }): Promise<Response> {
  const [channel, products] = await Promise.all([feedChannel(db, opts.publicUrl), feedProducts(db, opts)]);
  return new Response(googleFeedXml(channel, products), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": opts.gated ? "private, no-store" : "public, max-age=3600" },
  });
}
