import { describe, expect, it } from "vitest";
import { identityCopy as t } from "~/content/shop-identity";
import { priceCart, type PricingProduct } from "./pricing";
import {
  effectiveIdentity,
  EXAMPLE_IDENTITY,
  identityFormValues,
  livePlaceholders,
  luhnValid,
  normaliseBankgiro,
  normaliseBusinessSwish,
  normaliseOrgNumber,
  normalisePhone,
  normalisePostalCode,
  shopFacts,
} from "./shop-identity";
import { ownIdentity } from "./shop-identity.fixtures";
import { SettingsFormSchema, applySettingsChange, DEFAULT_SETTINGS, parseStoredSection } from "./site-settings";

const OWN = ownIdentity();

const form = (over: Record<string, string> = {}) => ({ intent: "save_identity", ...identityFormValues(OWN), ...over });

describe("Swedish number checks", () => {
  it("Luhn: the last digit is the check digit of the rest", () => {
    expect(luhnValid("5560125790")).toBe(true);
    expect(luhnValid("5560125791")).toBe(false);
    expect(luhnValid("50501055")).toBe(true);
    expect(luhnValid("12a4")).toBe(false);
  });

  it("org.nr: ten digits with a valid check digit, written NNNNNN-NNNN; the shipped example fails its own check", () => {
    expect(normaliseOrgNumber("5560125790")).toBe("556012-5790");
    expect(normaliseOrgNumber("556012-5790")).toBe("556012-5790");
    expect(normaliseOrgNumber("16556012-5790")).toBe("556012-5790");
    expect(normaliseOrgNumber("556012-5791")).toBeNull();
    expect(normaliseOrgNumber("556012-579")).toBeNull();
    expect(normaliseOrgNumber(EXAMPLE_IDENTITY.orgNumber)).toBeNull();
  });

  it("bankgiro: 7 or 8 digits with a valid check digit; the shipped example fails", () => {
    expect(normaliseBankgiro("50501055")).toBe("5050-1055");
    expect(normaliseBankgiro("5050-1055")).toBe("5050-1055");
    expect(normaliseBankgiro("5050-1056")).toBeNull();
    expect(normaliseBankgiro("123456")).toBeNull();
    expect(normaliseBankgiro("123456789")).toBeNull();
    expect(normaliseBankgiro(EXAMPLE_IDENTITY.bankgiro)).toBeNull();
    expect(normaliseBankgiro("2345676")).toBe("234-5676");
    expect(normaliseBankgiro("2345678")).toBeNull();
  });

  it("Swish: a business number is 123 and seven digits", () => {
    expect(normaliseBusinessSwish("123 900 12 34")).toBe("1239001234");
    expect(normaliseBusinessSwish("0701234567")).toBeNull();
    expect(normaliseBusinessSwish("123900123")).toBeNull();
  });

  it("phone and postal code", () => {
    expect(normalisePhone(" 08-123 456 78 ")).toBe("08-123 456 78");
    expect(normalisePhone("+46 70 123 45 67")).toBe("+46 70 123 45 67");
    expect(normalisePhone("12345")).toBeNull();
    expect(normalisePhone("070-abc")).toBeNull();
    expect(normalisePostalCode("90326")).toBe("903 26");
    expect(normalisePostalCode("0326")).toBeNull();
  });
});

describe("the identity form", () => {
  it("accepts a real identity, normalised, amounts in öre", () => {
    const parsed = SettingsFormSchema.parse(form({ orgNumber: "5560125790", bankgiro: "50501055", swishNumber: "123-900 12 34", shippingFee: "59", freeShippingFrom: "600,00" }));
    const r = applySettingsChange(DEFAULT_SETTINGS, parsed, { newId: "x", mark: { at: "2026-11-29T00:00:00Z", by: "a@b.se" } });
    expect(r).toMatchObject({ ok: true, section: "identity", value: { values: OWN } });
  });

  it.each([
    ["orgNumber", "556012-5791", t.orgNumberInvalid],
    ["orgNumber", EXAMPLE_IDENTITY.orgNumber, t.orgNumberInvalid],
    ["bankgiro", "5050-1056", t.bankgiroInvalid],
    ["swishNumber", "070 123 45 67", t.swishInvalid],
    ["swishNumber", "123 123 45 67", t.exampleRefused],
    ["phone", EXAMPLE_IDENTITY.phone, t.exampleRefused],
    ["phone", "123", t.phoneInvalid],
    ["email", "inte-en-adress", t.emailInvalid],
    ["postalCode", "1234", t.postalCodeInvalid],
    ["shippingFee", "-1", t.amountInvalid],
    ["freeShippingFrom", "abc", t.amountInvalid],
    ["legalName", "  ", t.required],
  ])("refuses %s = %j with a Swedish message", (field, value, message) => {
    const parsed = SettingsFormSchema.safeParse(form({ [field]: value }));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});

describe("placeholders", () => {
  it("every example field is live until the owner saves; the environment's Swish number and bankgiro are not examples", () => {
    expect(livePlaceholders(null)).toEqual(["legalName", "orgNumber", "street", "postalCode", "city", "phone", "email", "swishNumber", "bankgiro"]);
    expect(livePlaceholders(null, { swishNumber: "1239001234", bankgiro: "5050-1055" })).not.toContain("swishNumber");
    expect(effectiveIdentity(null, { swishNumber: "1239001234" }).swishNumber).toBe("1239001234");
    expect(livePlaceholders(OWN)).toEqual([]);
    expect(effectiveIdentity(OWN, { swishNumber: "1231111111" })).toBe(OWN);
  });

  it("a malformed stored value is read as not saved", () => {
    expect(parseStoredSection("identity", { values: { ...OWN, shippingFeeOre: -5 }, log: [] }).values).toBeNull();
    expect(parseStoredSection("identity", { values: OWN, log: [] }).values).toEqual(OWN);
  });
});

describe("pricing with the owner's shipping", () => {
  const tea: PricingProduct = { id: "tea", name: "Te", priceOre: 24_900, taxClass: "food", kind: "blend", isBundle: false, stockCount: 10, active: true, netWeightGrams: 100 };
  const products = new Map([[tea.id, tea]]);
  const now = new Date("2026-11-29T10:00:00Z");
  it("charges the set fee below the set threshold and none from it", () => {
    const shipping = shopFacts(OWN).shipping;
    const two = priceCart({ lines: [{ lineId: "a", kind: "product", productId: "tea", quantity: 2 }], products, now, shipping });
    expect(two.goodsAfterDiscountsOre).toBeLessThan(60_000);
    expect(two.shippingOre).toBe(5_900);
    expect(two.progress.thresholdOre).toBe(60_000);
    expect(two.totalOre).toBe(two.goodsAfterDiscountsOre + 5_900);
    const three = priceCart({ lines: [{ lineId: "a", kind: "product", productId: "tea", quantity: 3 }], products, now, shipping });
    expect(three.goodsAfterDiscountsOre).toBeGreaterThanOrEqual(60_000);
    expect(three.shippingOre).toBe(0);
    const free = priceCart({ lines: [{ lineId: "a", kind: "product", productId: "tea", quantity: 1 }], products, now, shipping: { feeOre: 4_900, freeFromOre: 0 } });
    expect(free.shippingOre).toBe(0);
    expect(free.progress.percent).toBe(100);
  });
});
