import { describe, expect, it } from "vitest";
import { canonicalUrl, pageHead } from "./seo";
import { breadcrumbJsonLd, checkStructuredData, lastDayInForce, organizationJsonLd, productJsonLd, type ProductFactsForJsonLd } from "./structured-data";

const terms = { shippingFeeOre: 4_900, freeShippingFromOre: 50_000, returnDays: 30, handlingDays: { min: 1, max: 2 }, transitDays: { min: 1, max: 2 } };
const sleep: ProductFactsForJsonLd = {
  id: "sleep",
  name: "Sleep",
  description: "En mild örtblandning.",
  images: ["https://stilla.se/images/products/sleep-800.webp"],
  priceOre: 24_900,
  stockStatus: "in_stock",
  rating: null,
  priceEndsAt: null,
};
const product = (over: Partial<ProductFactsForJsonLd> = {}) => productJsonLd({ ...sleep, ...over }, { publicUrl: "https://stilla.se", brand: "Stilla", terms });
const required = (block: unknown) => checkStructuredData(block).filter((p) => p.level === "required");

describe("canonicalUrl", () => {
  it.each([
    ["/shop", "https://stilla.se/shop"],
    ["/shop/", "https://stilla.se/shop"],
    ["/", "https://stilla.se/"],
    ["//", "https://stilla.se/"],
    ["/product/sleep", "https://stilla.se/product/sleep"],
  ])("%s → %s (the query is never part of it)", (path, url) => expect(canonicalUrl("https://stilla.se", path)).toBe(url));
});

describe("pageHead", () => {
  it("gives title, description, canonical, the required Open Graph tags, the Twitter card and the JSON-LD blocks, absolute", () => {
    const tags = pageHead({ publicUrl: "https://stilla.se", path: "/shop", title: "Butik – Stilla", description: "Te.", image: "/videos/hero-1.jpg", imageAlt: "En kopp", type: "website", jsonLd: [{ "@type": "X" }] });
    const byKey = (k: string) => tags.find((t) => ("property" in t && t.property === k) || ("name" in t && t.name === k));
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://stilla.se/shop" });
    for (const k of ["og:title", "og:type", "og:image", "og:url", "og:description", "og:site_name", "og:locale", "twitter:card", "twitter:image"]) expect(byKey(k), k).toBeDefined();
    expect(byKey("og:image")).toMatchObject({ content: "https://stilla.se/videos/hero-1.jpg" });
    expect(byKey("twitter:card")).toMatchObject({ content: "summary_large_image" });
    expect(tags.at(-1)).toEqual({ "script:ld+json": { "@type": "X" } });
  });
});

describe("productJsonLd against the fields Google's merchant listing and product snippet ask for", () => {
  it("has every required and recommended field", () => {
    expect(checkStructuredData(product())).toEqual([]);
  });

  it("AggregateRating only when real reviews exist, from the real count", () => {
    expect(product().aggregateRating).toBeUndefined();
    expect(product({ rating: { average: 0, count: 0 } }).aggregateRating).toBeUndefined();
    expect(product({ rating: { average: 4.666, count: 3 } }).aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(checkStructuredData(product({ rating: { average: 4.666, count: 3 } }))).toEqual([]);
  });

  it("priceValidUntil only while a reduction runs: its last day in Stockholm", () => {
    expect((product().offers as Record<string, unknown>).priceValidUntil).toBeUndefined();
    // Ends 2026-11-30 00:00 Stockholm (23:00Z the day before): the 29th is the last day.
    expect((product({ priceEndsAt: new Date("2026-11-29T23:00:00Z") }).offers as Record<string, unknown>).priceValidUntil).toBe("2026-11-29");
    expect(lastDayInForce(new Date("2026-07-01T10:00:00Z"))).toBe("2026-07-01");
  });

  it("availability follows stock; shipping is free from the threshold", () => {
    expect(product({ stockStatus: "out_of_stock" }).offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    expect(product({ priceOre: 55_000 }).offers).toMatchObject({ shippingDetails: { shippingRate: { value: "0.00", currency: "SEK" } } });
    expect(product().offers).toMatchObject({ price: "249.00", shippingDetails: { shippingRate: { value: "49.00" } } });
  });

  it("the checker finds what is missing or wrong", () => {
    const broken = { ...product(), image: ["/images/products/sleep-800.webp"], offers: { "@type": "Offer", price: "249,00" } };
    const found = required(broken).map((p) => `${p.at}:${p.field}`);
    expect(found).toEqual(expect.arrayContaining(["$:image", "$.offers:price", "$.offers:priceCurrency"]));
    expect(required({ "@type": "Product", name: "X" }).map((p) => p.field)).toEqual(expect.arrayContaining(["image", "offers"]));
    expect(required({ "@type": "AggregateRating", ratingValue: 0, reviewCount: 0 }).map((p) => p.field)).toEqual(["ratingValue", "reviewCount"]);
  });
});

describe("breadcrumbJsonLd and organizationJsonLd", () => {
  it("numbers the crumbs from 1 with absolute items", () => {
    const list = breadcrumbJsonLd([
      { name: "Hem", url: "https://stilla.se/" },
      { name: "Sleep", url: "https://stilla.se/product/sleep" },
    ]);
    expect(checkStructuredData(list)).toEqual([]);
    expect(required(breadcrumbJsonLd([{ name: "Hem", url: "/" }])).map((p) => p.field)).toEqual(expect.arrayContaining(["itemListElement", "item"]));
  });

  it("the Organization carries every recommended field, the VAT number from the org. number", () => {
    const org = organizationJsonLd(
      { name: "Stilla", legalName: "Stilla Te AB", orgNumber: "559123-4567", street: "Hornsgatan 12", postalCode: "118 20", city: "Stockholm", email: "hej@stilla.se", phone: "08-123 45 67", sameAs: ["https://www.instagram.com/stilla.te"] },
      { publicUrl: "https://stilla.se", logo: "https://stilla.se/favicon.svg" },
    );
    expect(checkStructuredData(org)).toEqual([]);
    expect(org).toMatchObject({ vatID: "SE559123456701", address: { postalCode: "118 20", addressCountry: "SE" } });
  });
});
