import { describe, expect, it } from "vitest";
import { productAdminCopy } from "~/content/admin-products";
import { formErrors } from "./schemas";
import { NEW_PRODUCT_VALUES, ProductFieldsSchema, productFormValues, ProductIdSchema, StockAdjustmentSchema } from "./product-form";

const e = productAdminCopy.errors;
const valid: Record<string, string> = {
  ...NEW_PRODUCT_VALUES,
  name: "Kvällste",
  tagline: "Lugn i koppen",
  description: "En mild blandning för kvällen.",
  fullDescription: "Första stycket.\r\n\r\nAndra stycket.",
  ingredients: "Kamomill\n\n  Lavendel  \n",
  benefits: "Lugnande",
  howToUse: "Häll upp vatten\nDra 5 minuter",
  storage: "Torrt och mörkt.",
  weight: "50 g",
  netWeightGrams: "50",
  shippingWeightGrams: "110",
  price: "249,50",
};

const fieldError = (values: Record<string, string>) => {
  const r = ProductFieldsSchema.safeParse(values);
  return r.success ? null : formErrors(r.error).fields;
};

describe("ProductFieldsSchema", () => {
  it("turns the owner's input into a product row's fields", () => {
    const r = ProductFieldsSchema.parse(valid);
    expect(r).toMatchObject({
      name: "Kvällste",
      kind: "blend",
      priceOre: 24_950,
      netWeightGrams: 50,
      ingredients: ["Kamomill", "Lavendel"],
      howToUse: ["Häll upp vatten", "Dra 5 minuter"],
      fullDescription: "Första stycket.\n\nAndra stycket.",
      taxClass: "food",
      isBestseller: false,
      active: true,
      lowStockLevel: 5,
      colours: { primary: "#8a9a7b", accent: "#e8dcc8" },
    });
  });

  it.each([
    ["name", "", e.name],
    ["name", "x".repeat(81), e.name],
    ["kind", "tea", e.kind],
    ["tagline", "  ", e.tagline],
    ["description", "", e.description],
    ["fullDescription", " ", e.fullDescription],
    ["price", "0,50", e.price],
    ["price", "249,505", e.price],
    ["price", "-10", e.price],
    ["price", "tvåhundra", e.price],
    ["netWeightGrams", "0", e.netWeight],
    ["netWeightGrams", "12,5", e.netWeight],
    ["taxClass", "luxury", e.taxClass],
    ["lowStockLevel", "-1", e.lowStockLevel],
    ["lowStockLevel", "", e.lowStockLevel],
    ["primaryColour", "red", e.colour],
    ["ingredients", Array.from({ length: 21 }, (_, i) => `rad ${i}`).join("\n"), e.lines],
  ])("refuses %s = %j with a Swedish message by the field", (field, value, message) => {
    expect(fieldError({ ...valid, [field]: value })).toMatchObject({ [field]: message });
  });

  it.each([
    ["249", 24_900],
    [" 1 200 ", 120_000],
    ["99.9", 9_990],
    ["1", 100],
  ])("reads the price %j as %i öre", (price, ore) => {
    expect(ProductFieldsSchema.parse({ ...valid, price }).priceOre).toBe(ore);
  });

  it("leaves the net weight empty for an accessory (no jämförpris)", () => {
    expect(ProductFieldsSchema.parse({ ...valid, netWeightGrams: "", weight: "" }).netWeightGrams).toBeNull();
  });

  it("reads checkboxes as present or absent", () => {
    const { active: _a, ...noActive } = valid;
    const r = ProductFieldsSchema.parse({ ...noActive, isBestseller: "on", isOnlineOnly: "on" });
    expect([r.isBestseller, r.isLimitedEdition, r.isOnlineOnly, r.active]).toEqual([true, false, true, false]);
  });

  it("fills the edit form so that saving it unchanged gives the same fields back", () => {
    const fields = ProductFieldsSchema.parse({ ...valid, isLimitedEdition: "on" });
    const again = ProductFieldsSchema.parse(productFormValues({ ...fields, lowStockLevel: fields.lowStockLevel }));
    expect(again).toEqual(fields);
  });
});

describe("ProductIdSchema", () => {
  it.each([
    ["kvallste", true],
    ["calm-mini-2", true],
    ["  te-ask ", true],
    ["ny", false],
    ["a", false],
    ["Kvallste", false],
    ["kväll", false],
    ["-te", false],
    ["te-", false],
    ["te--ask", false],
    ["te ask", false],
    ["../etc", false],
    ["x".repeat(61), false],
  ])("%j is %s as an id", (id, ok) => {
    expect(ProductIdSchema.safeParse(id).success).toBe(ok);
  });
});

describe("StockAdjustmentSchema", () => {
  it.each([
    [{ delta: "24", reason: "delivery" }, { delta: 24, reason: "Inleverans" }],
    [{ delta: "+3", reason: "return", note: "" }, { delta: 3, reason: "Retur" }],
    [{ delta: "-2", reason: "waste", note: "Trasig påse" }, { delta: -2, reason: "Svinn: Trasig påse" }],
    [{ delta: "\u22125", reason: "count" }, { delta: -5, reason: "Inventering" }],
    [{ delta: "1", reason: "other", note: "Prov till café" }, { delta: 1, reason: "Annat: Prov till café" }],
  ])("reads %j", (input, output) => {
    expect(StockAdjustmentSchema.parse(input)).toEqual(output);
  });

  it.each([
    [{ delta: "0", reason: "delivery" }, "delta"],
    [{ delta: "2,5", reason: "delivery" }, "delta"],
    [{ delta: "", reason: "delivery" }, "delta"],
    [{ delta: "1000001", reason: "delivery" }, "delta"],
    [{ delta: "5", reason: "gift" }, "reason"],
    [{ delta: "5", reason: "other", note: " " }, "note"],
  ])("refuses %j (%s)", (input, field) => {
    const r = StockAdjustmentSchema.safeParse(input);
    expect(r.success).toBe(false);
    if (!r.success) expect(Object.keys(formErrors(r.error).fields)).toContain(field);
  });
});
