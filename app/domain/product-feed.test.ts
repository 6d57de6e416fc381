import { describe, expect, it } from "vitest";
import { feedItemXml, feedPrices, feedTime, googleFeedXml, type FeedChannel, type FeedProduct } from "./product-feed";

const channel: FeedChannel = { title: "Stilla", link: "https://stilla.se/", description: "Te", brand: "Stilla", shipping: { feeOre: 4_900, freeFromOre: 50_000, service: "PostNord" } };
const sleep: FeedProduct = {
  id: "sleep",
  title: "Sleep",
  description: "Mild.",
  link: "https://stilla.se/product/sleep",
  images: ["https://stilla.se/a.webp"],
  inStock: true,
  priceOre: 24_900,
  announcement: null,
  reduction: null,
};
const period = { from: new Date("2026-11-20T09:00:00Z"), until: new Date("2026-11-29T23:00:00Z") };

describe("feedPrices", () => {
  it.each([
    ["no cut", { priceOre: 24_900, announcement: null, reduction: null }, { priceOre: 24_900, salePriceOre: null, saleEffective: null }],
    ["an announced reduction", { priceOre: 19_900, announcement: { earlierOre: 22_900, reduced: true }, reduction: period }, { priceOre: 22_900, salePriceOre: 19_900, saleEffective: period }],
    ["an announced cut of the regular price (no end)", { priceOre: 19_900, announcement: { earlierOre: 24_900, reduced: false }, reduction: null }, { priceOre: 24_900, salePriceOre: 19_900, saleEffective: null }],
    ["a reduction the 30-day rule does not let be announced", { priceOre: 19_900, announcement: null, reduction: period }, { priceOre: 19_900, salePriceOre: null, saleEffective: null }],
  ])("%s", (_name, input, expected) => expect(feedPrices(input)).toEqual(expected));
});

describe("the feed's XML", () => {
  it("writes times to the minute in UTC", () => {
    expect(feedTime(new Date("2026-11-20T09:00:30.500Z"))).toBe("2026-11-20T09:00Z");
    expect(() => feedTime(new Date("x"))).toThrow(RangeError);
  });

  it("an item: required fields, more photos as additional_image_link (at most 10), free shipping from the threshold", () => {
    const images = Array.from({ length: 13 }, (_, i) => `https://stilla.se/${i}.webp`);
    const xml = feedItemXml({ ...sleep, images, priceOre: 55_000 }, channel);
    expect(xml).toContain("<g:image_link>https://stilla.se/0.webp</g:image_link>");
    expect(xml.match(/<g:additional_image_link>/g)?.length).toBe(10);
    expect(xml).toContain("<g:shipping><g:country>SE</g:country><g:service>PostNord</g:service><g:price>0.00 SEK</g:price></g:shipping>");
    expect(feedItemXml(sleep, channel)).toContain("<g:price>49.00 SEK</g:price></g:shipping>");
    expect(feedItemXml({ ...sleep, inStock: false }, channel)).toContain("<g:availability>out_of_stock</g:availability>");
  });

  it("escapes the five XML characters and drops control characters XML cannot carry", () => {
    const xml = feedItemXml({ ...sleep, title: "A & B <c> \"d\" 'e'\u0001", link: "https://stilla.se/product/a?b=1&c=2" }, channel);
    expect(xml).toContain("<title>A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos;</title>");
    expect(xml).toContain("<link>https://stilla.se/product/a?b=1&amp;c=2</link>");
  });

  it("the whole feed is an RSS 2.0 channel with the g: namespace", () => {
    const xml = googleFeedXml(channel, [sleep, { ...sleep, id: "calm" }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>')).toBe(true);
    expect(xml.match(/<item>/g)?.length).toBe(2);
    expect(xml.trimEnd().endsWith("</channel>\n</rss>")).toBe(true);
  });
});
