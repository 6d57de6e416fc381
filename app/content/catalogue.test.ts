import { describe, it, expect } from "vitest";
import { CATALOGUE } from "~/content/catalogue";
import { PRODUCT_KINDS, STOCK_STATUSES, TAX_CLASSES } from "~/domain/product";

/** The spec's built-in catalogue (§3), in kronor. */
const EXPECTED_PRICES_KR: Record<string, number> = {
  "sleep-mini": 149,
  "calm-mini": 149,
  "focus-mini": 149,
  sleep: 249,
  calm: 249,
  focus: 249,
  midvinter: 279,
  "bundle-complete": 649,
  "bundle-evening": 449,
  "bundle-mini-discovery": 399,
  "ritual-set": 699,
  "tea-infuser": 149,
  "tea-cup": 229,
  teapot: 449,
  "tea-jar": 199,
  "glass-cup": 179,
  "tea-bags": 129,
  "tea-spoon": 89,
  "tea-box": 549,
  thermos: 449,
};

const byId = new Map(CATALOGUE.map((p) => [p.id, p]));

function product(id: string) {
  const p = byId.get(id);
  if (!p) throw new Error(`missing product ${id}`);
  return p;
}

describe("built-in catalogue", () => {
  it("has exactly 20 products with unique ids", () => {
    expect(CATALOGUE).toHaveLength(20);
    expect(byId.size).toBe(20);
    expect([...byId.keys()].sort()).toEqual(Object.keys(EXPECTED_PRICES_KR).sort());
  });

  it("has the spec's exact prices, as integer öre", () => {
    for (const p of CATALOGUE) {
      expect(Number.isInteger(p.priceOre), p.id).toBe(true);
      expect(p.priceOre, p.id).toBe(EXPECTED_PRICES_KR[p.id]! * 100);
    }
  });

  it("uses only known kinds, stock statuses and tax classes", () => {
    for (const p of CATALOGUE) {
      expect(PRODUCT_KINDS, p.id).toContain(p.kind);
      expect(STOCK_STATUSES, p.id).toContain(p.stockStatus);
      expect(TAX_CLASSES, p.id).toContain(p.taxClass);
      expect(Number.isInteger(p.stockCount) && p.stockCount >= 0, p.id).toBe(true);
    }
  });

  it("only refers to existing products, never to itself", () => {
    for (const p of CATALOGUE) {
      expect(p.relatedProducts.length, p.id).toBeGreaterThanOrEqual(2);
      for (const ref of [...p.bundleProducts, ...p.relatedProducts]) {
        expect(byId.has(ref), `${p.id} -> ${ref}`).toBe(true);
        expect(ref, p.id).not.toBe(p.id);
      }
      expect(new Set(p.relatedProducts).size, p.id).toBe(p.relatedProducts.length);
    }
  });

  it("marks bundles consistently and prices each bundle below the sum of its parts", () => {
    for (const p of CATALOGUE) {
      expect(p.isBundle, p.id).toBe(p.kind === "bundle");
      if (!p.isBundle) {
        expect(p.bundleProducts, p.id).toEqual([]);
        continue;
      }
      expect(p.bundleProducts.length, p.id).toBeGreaterThanOrEqual(2);
      const parts = p.bundleProducts.map(product);
      expect(parts.some((part) => part.isBundle), p.id).toBe(false);
      const sum = parts.reduce((acc, part) => acc + part.priceOre, 0);
      expect(p.priceOre, p.id).toBeLessThan(sum);
    }
  });

  it("gives a bundle the food tax class only when all its parts are food", () => {
    for (const p of CATALOGUE.filter((x) => x.isBundle)) {
      const allFood = p.bundleProducts.map(product).every((part) => part.taxClass === "food");
      expect(p.taxClass, p.id).toBe(allFood ? "food" : "non_food");
    }
  });

  it("has Midvinter as the low-stock limited edition", () => {
    const m = product("midvinter");
    expect(m.name).toContain("Midvinter");
    expect(m.stockStatus).toBe("low_stock");
    expect(m.stockCount).toBe(8);
    expect(m.isLimitedEdition).toBe(true);
    expect(CATALOGUE.filter((p) => p.isLimitedEdition).map((p) => p.id)).toEqual(["midvinter"]);
  });

  it("has nothing out of stock, so tests can set that themselves", () => {
    expect(CATALOGUE.filter((p) => p.stockStatus === "out_of_stock")).toEqual([]);
    expect(product("tea-spoon").stockCount).toBeGreaterThanOrEqual(100);
  });

  it("gives every food product its food information", () => {
    for (const p of CATALOGUE.filter((x) => x.taxClass === "food")) {
      expect(p.ingredients.length, p.id).toBeGreaterThan(0);
      expect(p.benefits.length, p.id).toBeGreaterThan(0);
      expect(p.howToUse.length, p.id).toBeGreaterThan(0);
      expect(p.storage.trim(), p.id).not.toBe("");
      expect(p.netWeightGrams, p.id).not.toBeNull();
      for (const s of [...p.ingredients, ...p.benefits, ...p.howToUse]) expect(s.trim(), p.id).not.toBe("");
    }
  });

  it("gives accessories no weight and the non-food tax class", () => {
    for (const p of CATALOGUE.filter((x) => x.kind === "accessory")) {
      expect(p.taxClass, p.id).toBe("non_food");
      expect(p.weight, p.id).toBe("");
      expect(p.netWeightGrams, p.id).toBeNull();
    }
  });

  it("states the caffeine in Focus", () => {
    for (const id of ["focus", "focus-mini"]) {
      expect(product(id).benefits.join(" "), id).toMatch(/koffein/i);
      expect(product(id).description, id).toMatch(/\d+–\d+ mg/);
    }
  });

  it("has unique integer popularity values, with Sleep the most popular", () => {
    const values = CATALOGUE.map((p) => p.popularity);
    expect(new Set(values).size).toBe(values.length);
    for (const v of values) expect(Number.isInteger(v) && v >= 1 && v <= 100).toBe(true);
    expect(Math.max(...values)).toBe(product("sleep").popularity);
  });

  it("has non-empty copy and hex colours everywhere", () => {
    for (const p of CATALOGUE) {
      for (const text of [p.name, p.tagline, p.description, p.fullDescription]) expect(text.trim(), p.id).not.toBe("");
      expect(p.fullDescription.split("\n\n").length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.colours.primary, p.id).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(p.colours.accent, p.id).toMatch(/^#[0-9A-Fa-f]{6}$/);
    }
  });
});
