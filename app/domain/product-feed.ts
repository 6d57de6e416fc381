/**
 * The product feed for Google Merchant Center (ADR 078): RSS 2.0 with the `g:` namespace
 * (http://base.google.com/ns/1.0), built from plain values. Prisjakt and PriceRunner read the same format. Pure.
 *
 * Fields, from Google's product data specification (support.google.com/merchants/answer/7052112, read 2026-11-29):
 * id, title, description, link, image_link, additional_image_link (up to 10), availability (in_stock | out_of_stock),
 * price and sale_price ("249.00 SEK"), sale_price_effective_date (ISO 8601 start/end with time and zone, separated by
 * "/"), brand, gtin or identifier_exists "no" (own brand, no GTIN), shipping (country, service, price), condition.
 */
import { escapeXml } from "./seo";
import { formatKronorDecimal } from "./money";

export const GOOGLE_NS = "http://base.google.com/ns/1.0";
export const MAX_ADDITIONAL_IMAGES = 10;

export interface FeedProduct {
  id: string;
  title: string;
  description: string;
  /** Absolute. */
  link: string;
  /** Absolute image URLs, the main one first. */
  images: string[];
  inStock: boolean;
  /** The price in force now (a running reduction's). */
  priceOre: number;
  /**
   * The cut announced now, as every page of the shop announces it (ADR 036, ADR 068): null when no cut may be
   * announced (none, or a reduction not below the lowest price of the 30 days before it).
   */
  announcement: { earlierOre: number; reduced: boolean } | null;
  /** The running reduction's period (for sale_price_effective_date); null when none runs. */
  reduction: { from: Date; until: Date } | null;
}

export interface FeedPrices {
  priceOre: number;
  salePriceOre: number | null;
  saleEffective: { from: Date; until: Date } | null;
}

/**
 * What the feed says about price. A cut the 30-day rule lets the shop announce: `price` is the earlier price it
 * announces (the lowest of the 30 days before the cut) and `sale_price` the price in force, with the reduction's
 * period when it has one. Otherwise `price` is simply the price in force (a reduction that may not be announced is
 * still the price charged, but never shown as a sale).
 */
export function feedPrices(p: Pick<FeedProduct, "priceOre" | "announcement" | "reduction">): FeedPrices {
  if (p.announcement && p.announcement.earlierOre > p.priceOre) {
    return { priceOre: p.announcement.earlierOre, salePriceOre: p.priceOre, saleEffective: p.announcement.reduced ? p.reduction : null };
  }
  return { priceOre: p.priceOre, salePriceOre: null, saleEffective: null };
}

/** "249.00 SEK": a dot decimal and the ISO currency, as the specification writes a price. */
export const feedPrice = (ore: number) => `${formatKronorDecimal(ore, ".")} SEK`;

/** ISO 8601 to the minute in UTC ("2026-11-20T09:00Z"): the format sale_price_effective_date takes. */
export function feedTime(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError("feedTime: invalid date");
  return at.toISOString().slice(0, 16) + "Z";
}

export interface FeedChannel {
  title: string;
  /** Absolute: the shop's home page. */
  link: string;
  description: string;
  brand: string;
  /** The shipping to Sweden, per item: the fee, free from the threshold (the shop's shipping rule). */
  shipping: { feeOre: number; freeFromOre: number; service: string };
}

/** Characters XML 1.0 does not allow at all (control characters but tab, newline and return): dropped, not escaped. */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is matched
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const el = (name: string, value: string) => `<${name}>${escapeXml(value.replace(NOT_XML, ""))}</${name}>`;

/** One `<item>`. */
export function feedItemXml(p: FeedProduct, channel: FeedChannel): string {
  const prices = feedPrices(p);
  const [main, ...more] = p.images;
  const shippingOre = prices.salePriceOre ?? prices.priceOre;
  const lines = [
    el("g:id", p.id),
    el("title", p.title),
    el("description", p.description),
    el("link", p.link),
    ...(main ? [el("g:image_link", main)] : []),
    ...more.slice(0, MAX_ADDITIONAL_IMAGES).map((url) => el("g:additional_image_link", url)),
    el("g:availability", p.inStock ? "in_stock" : "out_of_stock"),
    el("g:price", feedPrice(prices.priceOre)),
    ...(prices.salePriceOre !== null ? [el("g:sale_price", feedPrice(prices.salePriceOre))] : []),
    ...(prices.saleEffective ? [el("g:sale_price_effective_date", `${feedTime(prices.saleEffective.from)}/${feedTime(prices.saleEffective.until)}`)] : []),
    el("g:brand", channel.brand),
    el("g:identifier_exists", "no"),
    el("g:condition", "new"),
    `<g:shipping>${el("g:country", "SE")}${el("g:service", channel.shipping.service)}${el("g:price", feedPrice(shippingOre >= channel.shipping.freeFromOre ? 0 : channel.shipping.feeOre))}</g:shipping>`,
  ];
  return `<item>\n${lines.map((l) => `  ${l}`).join("\n")}\n</item>`;
}

/** The whole feed: an RSS 2.0 channel with one item per product, in the order given. */
export function googleFeedXml(channel: FeedChannel, products: readonly FeedProduct[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NS}">`,
    "<channel>",
    el("title", channel.title),
    el("link", channel.link),
    el("description", channel.description),
    ...products.map((p) => feedItemXml(p, channel)),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
