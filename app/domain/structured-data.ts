/**
 * The shop's structured data (schema.org JSON-LD, ADR 078): Product with its Offer and AggregateRating, BreadcrumbList
 * and Organization, built from plain values, and the fields Google's documentation asks for, written down here so a
 * test can hold every block the pages render against them. Pure: no I/O, `now` passed in.
 *
 * Sources (read 2026-11-29):
 * - Merchant listing (Product, Offer), developers.google.com/search/docs/appearance/structured-data/merchant-listing:
 *   Product requires `name`, `image`, `offers`; Offer requires `price` (above 0) and `priceCurrency`; recommended
 *   `availability`, `url`, `itemCondition`, `priceValidUntil` (when the price ends), `shippingDetails`,
 *   `hasMerchantReturnPolicy`; Product recommends `description`, `brand`, `sku`/`gtin`, `aggregateRating`.
 * - Product snippet (same page family, …/structured-data/product-snippet): AggregateRating requires `ratingValue` and
 *   `ratingCount` or `reviewCount`; `bestRating` defaults to 5 (given anyway).
 * - Breadcrumb, …/structured-data/breadcrumb: BreadcrumbList requires `itemListElement` with at least two ListItems;
 *   a ListItem requires `position`, `name` and `item` (the last one may leave `item` out; we give it).
 * - Organization, …/structured-data/organization: no field is required; recommended `name`, `url`, `logo`, `address`,
 *   `email`, `telephone`, `legalName`, `vatID`/`taxID`, `sameAs`.
 */
import { formatKronorDecimal } from "./money";
import { toStockholmLocal } from "./reduced-price";

type Json = Record<string, unknown>;

/** The fields each type must have (`required`) and should have (`recommended`), as the sources above say. */
export const STRUCTURED_DATA_FIELDS = {
  Product: { required: ["name", "image", "offers"], recommended: ["description", "brand", "sku"] },
  Offer: { required: ["price", "priceCurrency"], recommended: ["availability", "url", "itemCondition", "shippingDetails", "hasMerchantReturnPolicy"] },
  AggregateRating: { required: ["ratingValue", "reviewCount"], recommended: ["bestRating"] },
  BreadcrumbList: { required: ["itemListElement"], recommended: [] },
  ListItem: { required: ["position", "name", "item"], recommended: [] },
  Organization: { required: [], recommended: ["name", "url", "logo", "address", "email", "telephone", "legalName", "vatID", "sameAs"] },
} as const satisfies Record<string, { required: readonly string[]; recommended: readonly string[] }>;

const AVAILABILITY = {
  in_stock: "https://schema.org/InStock",
  low_stock: "https://schema.org/LimitedAvailability",
  out_of_stock: "https://schema.org/OutOfStock",
} as const;

export interface ProductFactsForJsonLd {
  id: string;
  name: string;
  description: string;
  /** Absolute image URLs, the main one first. */
  images: string[];
  /** The price in force now (a running reduction's). */
  priceOre: number;
  stockStatus: keyof typeof AVAILABILITY;
  rating: { average: number; count: number } | null;
  /** When the price in force ends (a running reduction's end); null when it has no end. */
  priceEndsAt: Date | null;
}

export interface OfferTerms {
  shippingFeeOre: number;
  freeShippingFromOre: number;
  /** Days the open purchase lasts (ADR 017: 30). */
  returnDays: number;
  /** Handling and transit days, inclusive ranges. */
  handlingDays: { min: number; max: number };
  transitDays: { min: number; max: number };
}

const kronor = (ore: number) => formatKronorDecimal(ore, ".");

/**
 * `priceValidUntil` is a date (schema.org Date): the last Stockholm day the price is in force. A reduction ends at
 * `until` (exclusive), so the last day is the day of the moment just before it.
 */
export function lastDayInForce(until: Date): string {
  return toStockholmLocal(new Date(until.getTime() - 1)).slice(0, 10);
}

/** schema.org Product with its Offer (and AggregateRating only when real reviews exist). */
export function productJsonLd(p: ProductFactsForJsonLd, opts: { publicUrl: string; brand: string; terms: OfferTerms }): Json {
  const url = `${opts.publicUrl}/product/${encodeURIComponent(p.id)}`;
  const { terms } = opts;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description,
    image: p.images,
    sku: p.id,
    brand: { "@type": "Brand", name: opts.brand },
    ...(p.rating && p.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(p.rating.average * 10) / 10,
            reviewCount: p.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      "@type": "Offer",
      url,
      price: kronor(p.priceOre),
      priceCurrency: "SEK",
      availability: AVAILABILITY[p.stockStatus],
      itemCondition: "https://schema.org/NewCondition",
      ...(p.priceEndsAt ? { priceValidUntil: lastDayInForce(p.priceEndsAt) } : {}),
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: kronor(p.priceOre >= terms.freeShippingFromOre ? 0 : terms.shippingFeeOre), currency: "SEK" },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "SE" },
        deliveryTime: {
          "@type": "ShippingDeliveryTime",
          handlingTime: { "@type": "QuantitativeValue", minValue: terms.handlingDays.min, maxValue: terms.handlingDays.max, unitCode: "DAY" },
          transitTime: { "@type": "QuantitativeValue", minValue: terms.transitDays.min, maxValue: terms.transitDays.max, unitCode: "DAY" },
        },
      },
      hasMerchantReturnPolicy: {
        "@type": "MerchantReturnPolicy",
        applicableCountry: "SE",
        returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
        merchantReturnDays: terms.returnDays,
        returnMethod: "https://schema.org/ReturnByMail",
        returnFees: "https://schema.org/ReturnShippingFees",
      },
    },
  };
}

/** schema.org BreadcrumbList: the trail the page shows, each crumb absolute, numbered from 1. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: c.url })),
  };
}

export interface OrganizationFacts {
  name: string;
  legalName: string;
  /** NNNNNN-NNNN. */
  orgNumber: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  sameAs: string[];
}

/**
 * schema.org Organization (an OnlineStore) from the shop's identity in force (ADR 063). The VAT number is the Swedish
 * one derived from the organisation number: SE + its ten digits + 01.
 */
export function organizationJsonLd(o: OrganizationFacts, opts: { publicUrl: string; logo: string }): Json {
  const digits = o.orgNumber.replace(/\D/g, "");
  return {
    "@context": "https://schema.org",
    "@type": "OnlineStore",
    name: o.name,
    legalName: o.legalName,
    url: `${opts.publicUrl}/`,
    logo: opts.logo,
    email: o.email,
    telephone: o.phone,
    ...(digits.length === 10 ? { vatID: `SE${digits}01`, taxID: o.orgNumber } : {}),
    address: { "@type": "PostalAddress", streetAddress: o.street, postalCode: o.postalCode, addressLocality: o.city, addressCountry: "SE" },
    sameAs: o.sameAs,
  };
}

/** A problem found in a JSON-LD block: where (a dotted path) and which field is missing or wrong. */
export interface StructuredDataProblem {
  at: string;
  field: string;
  level: "required" | "recommended";
}

const present = (v: unknown) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0);

/**
 * Every object of a known `@type` in the block, nested ones included, held against STRUCTURED_DATA_FIELDS; plus the
 * rules the sources state beside the fields (an Offer's price above 0 with a dot decimal, a three-letter currency,
 * absolute URLs, a BreadcrumbList of two or more items numbered from 1).
 */
export function checkStructuredData(block: unknown, at = "$"): StructuredDataProblem[] {
  if (Array.isArray(block)) return block.flatMap((b, i) => checkStructuredData(b, `${at}[${i}]`));
  if (!block || typeof block !== "object") return [];
  const obj = block as Json;
  const problems: StructuredDataProblem[] = [];
  const rawType = obj["@type"];
  const type = rawType === "OnlineStore" ? "Organization" : rawType;
  const rules = typeof type === "string" ? (STRUCTURED_DATA_FIELDS as Record<string, { required: readonly string[]; recommended: readonly string[] }>)[type] : undefined;
  if (rules) {
    for (const field of rules.required) if (!present(obj[field])) problems.push({ at, field, level: "required" });
    for (const field of rules.recommended) if (!present(obj[field])) problems.push({ at, field, level: "recommended" });
  }
  const isAbsolute = (v: unknown) => typeof v === "string" && /^https?:\/\/[^/]/.test(v);
  if (type === "Offer") {
    if (!(typeof obj.price === "string" && /^\d+(\.\d{1,2})?$/.test(obj.price) && Number(obj.price) > 0)) problems.push({ at, field: "price", level: "required" });
    if (!(typeof obj.priceCurrency === "string" && /^[A-Z]{3}$/.test(obj.priceCurrency))) problems.push({ at, field: "priceCurrency", level: "required" });
    if (obj.priceValidUntil !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(obj.priceValidUntil))) problems.push({ at, field: "priceValidUntil", level: "recommended" });
  }
  if (type === "Product") {
    const images = Array.isArray(obj.image) ? obj.image : [obj.image];
    if (!images.every(isAbsolute)) problems.push({ at, field: "image", level: "required" });
  }
  if (type === "AggregateRating") {
    const v = Number(obj.ratingValue);
    if (!(v >= 1 && v <= 5)) problems.push({ at, field: "ratingValue", level: "required" });
    if (!(Number.isInteger(obj.reviewCount) && (obj.reviewCount as number) > 0)) problems.push({ at, field: "reviewCount", level: "required" });
  }
  if (type === "BreadcrumbList") {
    const items = Array.isArray(obj.itemListElement) ? (obj.itemListElement as Json[]) : [];
    if (items.length < 2) problems.push({ at, field: "itemListElement", level: "required" });
    items.forEach((item, i) => {
      if (item.position !== i + 1) problems.push({ at: `${at}.itemListElement[${i}]`, field: "position", level: "required" });
      if (!isAbsolute(item.item)) problems.push({ at: `${at}.itemListElement[${i}]`, field: "item", level: "required" });
    });
  }
  for (const [key, value] of Object.entries(obj)) {
    if (value && typeof value === "object") problems.push(...checkStructuredData(value, `${at}.${key}`));
  }
  return problems;
}
