import { parseShopQuery, ShopQuerySchema } from "./schemas";
import { describe, expect, it } from "vitest";
import {
  filterAndSort,
  SHOP_QUERY_MAX,
  SHOP_QUERY_DEFAULTS,
  toSummary,
  type ProductFacts,
  type ProductSummary,
  type ShopSort,
} from "./catalogue";
import { bundleSavingOre, comparisonPricePerKgOre, multiBuyUnitExample } from "./pricing";

// ---------------------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------------------

function summary(id: string, over: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    kind: "blend",
    name: id,
    tagline: "",
    description: "",
    priceOre: 24_900,
    weight: "50 g",
    comparisonPerKgOre: 498_000,
    stockStatus: "in_stock",
    popularity: 50,
    pinned: false,
    unitsSold: 0,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleSavingOre: 0,
    multiBuyPairOre: 42_300,
    image: `/images/products/${id}.svg`,
    colours: { primary: "#000000", accent: "#ffffff" },
    rating: null,
    announcement: null,
    ...over,
  };
}

const LIST: ProductSummary[] = [
  summary("sleep", { name: "Sleep", tagline: "Kvällste med kamomill och lavendel", priceOre: 24_900, popularity: 100 }),
  summary("angsort", {
    name: "Ängsört",
    description: "En mild kopp från SOMMARÄNGEN, med honungston.",
    priceOre: 19_900,
    popularity: 40,
    stockStatus: "low_stock",
  }),
  summary("akerbar", { name: "Åkerbär", tagline: "Syrlig och bärig", priceOre: 14_900, popularity: 60 }),
  summary("ortagard", {
    name: "Örtagård",
    description: "Pepparmynta, citronmeliss och KAMOMILL från egen odling.",
    priceOre: 29_900,
    popularity: 70,
    stockStatus: "out_of_stock",
  }),
  summary("zinnia", { name: "Zinnia", priceOre: 14_900, popularity: 60, stockStatus: "low_stock" }),
  summary("apel", { name: "Apel", priceOre: 8_900, popularity: 20 }),
];

const ids = (list: ProductSummary[]) => list.map((p) => p.id);
const names = (list: ProductSummary[]) => list.map((p) => p.name);

// ---------------------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------------------

describe("filterAndSort – search", () => {
  it.each([
    ["kamomill", ["sleep", "ortagard"]], // tagline (lower case) and description (upper case)
    ["KAMOMILL", ["sleep", "ortagard"]],
    ["Kamomill", ["sleep", "ortagard"]],
    ["ängsört", ["angsort"]], // name with ä and ö
    ["ÄNGSÖRT", ["angsort"]],
    ["sommaräng", ["angsort"]], // description, upper-case Ä matched by lower-case ä
    ["åkerbär", ["akerbar"]],
    ["ÅKER", ["akerbar"]],
    ["örta", ["ortagard"]],
    ["bärig", ["akerbar"]], // tagline
    ["  lavendel  ", ["sleep"]], // trimmed
    ["mild honungston", ["angsort"]], // every word must occur, in any order and field
    ["mild kamomill", []],
    ["lakrits", []],
  ])("%j matches %j", (q, expected) => {
    expect(ids(filterAndSort(LIST, { q }))).toEqual(expected);
  });

  it("matches decomposed å/ä/ö (NFD) the same as composed ones", () => {
    expect(ids(filterAndSort(LIST, { q: "ängsört".normalize("NFD") }))).toEqual(["angsort"]);
  });

  it("does not match on å for a (Swedish letters are letters of their own)", () => {
    expect(ids(filterAndSort(LIST, { q: "akerbar" }))).toEqual([]);
  });

  it("an empty or blank search returns everything", () => {
    expect(filterAndSort(LIST, { q: "" })).toHaveLength(LIST.length);
    expect(filterAndSort(LIST, { q: "   " })).toHaveLength(LIST.length);
    expect(filterAndSort(LIST, {})).toHaveLength(LIST.length);
  });

  it("does not change the input list", () => {
    const before = ids(LIST);
    filterAndSort(LIST, { sort: "name" });
    expect(ids(LIST)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Sorting
// ---------------------------------------------------------------------------------------------------------

describe("filterAndSort – sorting", () => {
  it.each<[ShopSort | undefined, string[]]>([
    // popularity descending; the tie (Åkerbär, Zinnia at 60) in Swedish name order
    [undefined, ["Sleep", "Örtagård", "Zinnia", "Åkerbär", "Ängsört", "Apel"]],
    ["popularity", ["Sleep", "Örtagård", "Zinnia", "Åkerbär", "Ängsört", "Apel"]],
    // price ascending; the tie at 149 kr in Swedish name order (Z before Å)
    ["price-asc", ["Apel", "Zinnia", "Åkerbär", "Ängsört", "Sleep", "Örtagård"]],
    ["price-desc", ["Örtagård", "Sleep", "Ängsört", "Zinnia", "Åkerbär", "Apel"]],
    // Swedish collation: Å, Ä, Ö come after Z, in that order
    ["name", ["Apel", "Sleep", "Zinnia", "Åkerbär", "Ängsört", "Örtagård"]],
  ])("sort %s", (sort, expected) => {
    expect(names(filterAndSort(LIST, { sort }))).toEqual(expected);
  });

  it("sorts Å before Ä before Ö, all after Z, and ignores case", () => {
    const list = ["öl", "Äpple", "zebra", "ål", "Avokado", "Ödla", "äng"].map((name) => summary(name, { name }));
    expect(names(filterAndSort(list, { sort: "name" }))).toEqual(["Avokado", "zebra", "ål", "äng", "Äpple", "Ödla", "öl"]);
  });

  it("popularity: pinned first, then units sold in 90 days, then the owner's order, then the name", () => {
    const sold = LIST.map((p) =>
      p.id === "apel" ? { ...p, unitsSold: 7 } : p.id === "angsort" ? { ...p, pinned: true } : p.id === "zinnia" ? { ...p, unitsSold: 7 } : p,
    );
    // Ängsört pinned (no sales); Zinnia (60) and Apel (20) sold 7 each: the owner's order decides; the rest as before.
    expect(names(filterAndSort(sold, { sort: "popularity" }))).toEqual(["Ängsört", "Zinnia", "Apel", "Sleep", "Örtagård", "Åkerbär"]);
  });

  it("an unknown sort falls back to popularity", () => {
    expect(names(filterAndSort(LIST, { sort: "cheapest" as ShopSort }))).toEqual(names(filterAndSort(LIST, {})));
  });

  it("searches, filters and sorts together", () => {
    expect(names(filterAndSort(LIST, { q: "kamomill", sort: "name", stock: "in_stock" }))).toEqual(["Sleep"]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Stock filter
// ---------------------------------------------------------------------------------------------------------

describe("filterAndSort – stock filter", () => {
  it("all keeps every product, sold-out ones included", () => {
    expect(filterAndSort(LIST, { stock: "all" })).toHaveLength(LIST.length);
  });

  it("in_stock keeps what can be bought now (plenty or few left), not sold-out products", () => {
    expect(ids(filterAndSort(LIST, { stock: "in_stock", sort: "name" }))).toEqual(["apel", "sleep", "zinnia", "akerbar", "angsort"]);
  });

  it("low_stock keeps exactly the products with few left", () => {
    expect(ids(filterAndSort(LIST, { stock: "low_stock", sort: "name" }))).toEqual(["zinnia", "angsort"]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// URL parsing
// ---------------------------------------------------------------------------------------------------------

describe("parseShopQuery", () => {
  const parse = (search: string) => parseShopQuery(new URLSearchParams(search));

  it("defaults: no search, popularity, all", () => {
    expect(parse("")).toEqual({ q: "", sort: "popularity", stock: "all" });
  });

  it("reads valid values", () => {
    expect(parse("q=kamomill&sort=price-desc&stock=low_stock")).toEqual({ q: "kamomill", sort: "price-desc", stock: "low_stock" });
    expect(parse("sort=name&stock=in_stock")).toEqual({ q: "", sort: "name", stock: "in_stock" });
  });

  it("unknown values fall back to the defaults, independently of each other", () => {
    expect(parse("sort=billigast&stock=slut&q=te")).toEqual({ q: "te", sort: "popularity", stock: "all" });
    expect(parse("sort=PRICE-ASC&stock=low_stock")).toEqual({ q: "", sort: "popularity", stock: "low_stock" });
  });

  it("takes the first of repeated values", () => {
    expect(parse("sort=name&sort=price-asc&stock=low_stock&stock=all")).toMatchObject({ sort: "name", stock: "low_stock" });
  });

  it("trims and collapses whitespace in the search, normalises to NFC and cuts it to the maximum length", () => {
    expect(parse("q=%20%20kamomill%20%20%20lavendel%20").q).toBe("kamomill lavendel");
    expect(parse(`q=${encodeURIComponent("ängsört".normalize("NFD"))}`).q).toBe("ängsört");
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(SHOP_QUERY_MAX);
  });
});

// ---------------------------------------------------------------------------------------------------------
// toSummary
// ---------------------------------------------------------------------------------------------------------

function facts(id: string, over: Partial<ProductFacts> = {}): ProductFacts {
  return {
    id,
    kind: "blend",
    name: id,
    tagline: "",
    description: "",
    priceOre: 24_900,
    weight: "50 g",
    netWeightGrams: 50,
    stockCount: 100,
    popularity: 50,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: [],
    taxClass: "food",
    colours: { primary: "#000000", accent: "#ffffff" },
    active: true,
    ...over,
  };
}

describe("toSummary", () => {
  const sleep = facts("sleep", { priceOre: 24_900 });
  const calm = facts("calm", { priceOre: 24_900 });
  const focus = facts("focus", { priceOre: 24_900 });
  const cup = facts("tea-cup", { kind: "accessory", priceOre: 22_900, weight: "", netWeightGrams: null, taxClass: "non_food" });
  const complete = facts("bundle-complete", {
    kind: "bundle",
    priceOre: 64_900,
    weight: "3 × 50 g",
    netWeightGrams: 150,
    isBundle: true,
    bundleProducts: ["focus", "calm", "sleep"],
  });
  const ritual = facts("ritual-set", {
    kind: "bundle",
    priceOre: 69_900,
    netWeightGrams: null,
    isBundle: true,
    bundleProducts: ["sleep", "tea-cup", "tea-infuser", "tea-spoon"],
  });
  const infuser = facts("tea-infuser", { kind: "accessory", priceOre: 14_900, netWeightGrams: null });
  const spoon = facts("tea-spoon", { kind: "accessory", priceOre: 8_900, netWeightGrams: null });
  const byId = new Map([sleep, calm, focus, cup, infuser, spoon, complete, ritual].map((p) => [p.id, p]));

  it("a bundle saves its parts' prices minus its own price, from the pricing helper; no multi-buy", () => {
    const s = toSummary(complete, byId);
    expect(s.bundleSavingOre).toBe(bundleSavingOre(64_900, [24_900, 24_900, 24_900]));
    expect(s.bundleSavingOre).toBe(9_800); // 747 kr − 649 kr
    expect(s.multiBuyPairOre).toBeNull();
    expect(toSummary(ritual, byId).bundleSavingOre).toBe(1_700); // 249 + 229 + 149 + 89 kr − 699 kr
  });

  it("a bundle never claims a negative saving, and counts a missing part as nothing", () => {
    const dear = facts("dear", { isBundle: true, kind: "bundle", priceOre: 60_000, bundleProducts: ["sleep", "gone"] });
    expect(toSummary(dear, byId).bundleSavingOre).toBe(0);
  });

  it("a single product gets the multi-buy pair price from the pricing helper and no saving", () => {
    const s = toSummary(sleep, byId);
    expect(s.multiBuyPairOre).toBe(multiBuyUnitExample(24_900));
    expect(s.multiBuyPairOre).toBe(42_300); // 2 × 249 kr − 15 %, whole kronor
    expect(s.bundleSavingOre).toBe(0);
    expect(toSummary(cup, byId).multiBuyPairOre).toBe(multiBuyUnitExample(22_900));
  });

  it("jämförpris per kg only when sold by weight", () => {
    expect(toSummary(sleep, byId).comparisonPerKgOre).toBe(comparisonPricePerKgOre(24_900, 50));
    expect(toSummary(sleep, byId).comparisonPerKgOre).toBe(498_000); // 4 980 kr/kg
    expect(toSummary(cup, byId).comparisonPerKgOre).toBeNull();
  });

  it("stock status follows the count; an inactive product is sold out", () => {
    expect(toSummary(facts("a", { stockCount: 100 }), byId).stockStatus).toBe("in_stock");
    expect(toSummary(facts("b", { stockCount: 8 }), byId).stockStatus).toBe("low_stock");
    expect(toSummary(facts("c", { stockCount: 0 }), byId).stockStatus).toBe("out_of_stock");
    expect(toSummary(facts("d", { active: false }), byId).stockStatus).toBe("out_of_stock");
  });

  it("carries the image path and the rating (null while there are no reviews)", () => {
    expect(toSummary(sleep, byId)).toMatchObject({ image: "/images/products/sleep.svg", rating: null });
    expect(toSummary(sleep, byId, { average: 4.7, count: 12 }).rating).toEqual({ average: 4.7, count: 12 });
  });
});

describe("shop query defaults", () => {
  it("SHOP_QUERY_DEFAULTS is what an empty URL parses to", () => {
    expect(ShopQuerySchema.parse({})).toEqual(SHOP_QUERY_DEFAULTS);
  });
});
