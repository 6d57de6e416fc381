import { describe, expect, it } from "vitest";
import { chosenOption, deliveryEstimate, deliveryOptions, optionFee, parcelWeightGrams, postalCodeDigits, shippingRuleFor, type DeliveryContext } from "./delivery";
import { DEFAULT_DELIVERY, DeliveryFormFields, deliveryFromForm } from "./delivery-settings";
import { priceCart, type PricingProduct } from "./pricing";
import { z } from "zod";

const NOW = new Date("2026-11-25T09:00:00Z"); // a Wednesday
const shipping = { feeOre: 4900, freeFromOre: 50_000 };
const ctx = (over: Partial<DeliveryContext> = {}): DeliveryContext => ({
  settings: DEFAULT_DELIVERY,
  shipping,
  carrierConfigured: true,
  goodsAfterDiscountsOre: 24_900,
  hasGoods: true,
  weightGrams: 110,
  now: NOW,
  ...over,
});

describe("deliveryOptions: which options a cart may choose, at what price", () => {
  it.each([
    ["a light cart with a carrier: all three", ctx(), ["postnord-service-point:4900", "postnord-home:4900", "letter:2900"]],
    ["no carrier: no service point (home at the shop's fee, as before)", ctx({ carrierConfigured: false }), ["postnord-home:4900", "letter:2900"]],
    ["at the letter's limit exactly: the letter", ctx({ weightGrams: 250 }), ["postnord-service-point:4900", "postnord-home:4900", "letter:2900"]],
    ["a gram over the letter's limit: no letter", ctx({ weightGrams: 251 }), ["postnord-service-point:4900", "postnord-home:4900"]],
    ["a product without a shipping weight: no letter", ctx({ weightGrams: null }), ["postnord-service-point:4900", "postnord-home:4900"]],
    ["free shipping from the threshold: every option 0", ctx({ goodsAfterDiscountsOre: 50_000 }), ["postnord-service-point:0", "postnord-home:0", "letter:0"]],
    ["one öre under the threshold: the fees", ctx({ goodsAfterDiscountsOre: 49_999 }), ["postnord-service-point:4900", "postnord-home:4900", "letter:2900"]],
    ["gift cards only: nothing ships, no option", ctx({ hasGoods: false }), []],
    [
      "the owner turned the service point and the letter off",
      ctx({ settings: { ...DEFAULT_DELIVERY, servicePoint: { offered: false, feeOre: 3900 }, letter: { offered: false, feeOre: 1900, maxGrams: 500 } } }),
      ["postnord-home:4900"],
    ],
    [
      "the owner's own prices",
      ctx({ shipping: { feeOre: 7900, freeFromOre: 60_000 }, settings: { ...DEFAULT_DELIVERY, servicePoint: { offered: true, feeOre: 3900 }, letter: { offered: true, feeOre: 1900, maxGrams: 500 } } }),
      ["postnord-service-point:3900", "postnord-home:7900", "letter:1900"],
    ],
  ])("%s", (_name, c, expected) => {
    expect(deliveryOptions(c).map((o) => `${o.id}:${o.priceOre}`)).toEqual(expected);
  });

  it("refuses with a reason", () => {
    expect(optionFee("letter", ctx({ weightGrams: 900 }))).toEqual({ ok: false, reason: "too_heavy" });
    expect(optionFee("postnord-service-point", ctx({ carrierConfigured: false }))).toEqual({ ok: false, reason: "not_offered" });
    expect(optionFee("postnord-home", ctx({ hasGoods: false }))).toEqual({ ok: false, reason: "nothing_to_ship" });
  });

  it("starts with the option asked for when offered, else the first", () => {
    const options = deliveryOptions(ctx());
    expect(chosenOption(options, "letter")?.id).toBe("letter");
    expect(chosenOption(options, "drone")?.id).toBe("postnord-service-point");
    expect(chosenOption(deliveryOptions(ctx({ carrierConfigured: false })), "postnord-service-point")?.id).toBe("postnord-home");
    expect(chosenOption([], "letter")).toBeNull();
  });
});

describe("the option's price through priceCart", () => {
  const tea: PricingProduct = { id: "sleep", name: "Sömn", kind: "blend", priceOre: 24_900, taxClass: "food", isBundle: false, stockCount: 10, active: true, netWeightGrams: 50, shippingWeightGrams: 110 };
  const cup: PricingProduct = { ...tea, id: "tea-cup", name: "Kopp", kind: "accessory", priceOre: 19_900, taxClass: "non_food", shippingWeightGrams: 320 };
  const products = new Map([tea, cup].map((p) => [p.id, p]));
  const lines = [
    { kind: "product" as const, lineId: "a", productId: "sleep", quantity: 1 },
    { kind: "product" as const, lineId: "b", productId: "tea-cup", quantity: 1 },
  ];

  it("charges the chosen option's fee with VAT split over the goods' rates, and the option's price equals the summary's shipping", () => {
    const options = deliveryOptions(ctx({ goodsAfterDiscountsOre: 44_800, weightGrams: parcelWeightGrams(lines, products) }));
    expect(options.map((o) => o.id)).toEqual(["postnord-service-point", "postnord-home"]); // 430 g: no letter
    const sp = options[0]!;
    const priced = priceCart({ lines, products, now: NOW, shipping: shippingRuleFor(sp.feeOre, shipping) });
    expect(priced.shippingOre).toBe(sp.priceOre);
    expect(priced.totalOre).toBe(44_800 + 4900);
    // Shipping's VAT follows the goods: 249 kr at 12 % and 199 kr at 25 %, the 49 kr split in proportion.
    expect(priced.vat.map((r) => r.grossOre)).toEqual([24_900 + 2723, 19_900 + 2177]);
  });

  it("free from the threshold whichever option", () => {
    const two = [{ kind: "product" as const, lineId: "a", productId: "sleep", quantity: 2 }, lines[1]!];
    const priced = priceCart({ lines: two, products, now: NOW, shipping: shippingRuleFor(2900, shipping) });
    expect(priced.goodsAfterDiscountsOre).toBeGreaterThanOrEqual(50_000);
    expect(priced.shippingOre).toBe(0);
  });

  it("adds the lines' shipping weights × quantity; a product without one makes the weight unknown", () => {
    expect(parcelWeightGrams([{ kind: "product", productId: "sleep", quantity: 3 }], products)).toBe(330);
    expect(parcelWeightGrams([{ kind: "gift_card" }], products)).toBe(0);
    expect(parcelWeightGrams(lines, new Map([["sleep", { shippingWeightGrams: 110 }], ["tea-cup", { shippingWeightGrams: 0 }]]))).toBeNull();
  });
});

describe("delivery estimates in working days", () => {
  it("dispatch plus the carrier's days, counted over weekends", () => {
    const e = deliveryEstimate("postnord-service-point", NOW);
    expect([e.minDays, e.maxDays]).toEqual([2, 4]);
    expect(e.earliest.toISOString().slice(0, 10)).toBe("2026-11-27"); // Wed + 2 working days = Fri
    expect(e.latest.toISOString().slice(0, 10)).toBe("2026-12-01"); // Wed + 4 = Tue (over the weekend)
    const letter = deliveryEstimate("letter", NOW);
    expect([letter.minDays, letter.maxDays]).toEqual([3, 6]);
  });
});

describe("postal codes and the owner's form", () => {
  it.each([
    ["11820", "11820"],
    ["118 20", "11820"],
    [" 903 26 ", "90326"],
    ["01234", null],
    ["1182", null],
    ["118200", null],
    [42, null],
  ])("%s → %s", (input, expected) => {
    expect(postalCodeDigits(input)).toBe(expected);
  });

  const schema = z.object(DeliveryFormFields);
  it("reads kronor and grams, and refuses bad amounts in Swedish", () => {
    const v = schema.parse({ servicePointOffered: "on", servicePointFee: "39", letterFee: "19,50", letterMaxGrams: "500" });
    expect(deliveryFromForm(v)).toEqual({ servicePoint: { offered: true, feeOre: 3900 }, letter: { offered: false, feeOre: 1950, maxGrams: 500 } });
    const bad = schema.safeParse({ servicePointFee: "-5", letterFee: "abc", letterMaxGrams: "0" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(["servicePointFee", "letterFee", "letterMaxGrams"]);
    expect(bad.error?.issues[0]?.message).toMatch(/kronor/);
  });
});
