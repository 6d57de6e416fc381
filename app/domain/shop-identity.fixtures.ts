import type { ShopIdentity } from "./shop-facts";

/**
 * For tests: a shop's own identity, every value valid and none an example (the org.nr and bankgiro pass their check
 * digits). `over` changes what a test needs changed.
 */
export function ownIdentity(over: Partial<ShopIdentity> = {}): ShopIdentity {
  return {
    legalName: "Teverket i Umeå AB",
    orgNumber: "556012-5790",
    street: "Storgatan 3",
    postalCode: "903 26",
    city: "Umeå",
    phone: "090-12 34 56",
    email: "order@teverket.se",
    swishNumber: "1239001234",
    bankgiro: "5050-1055",
    shippingFeeOre: 5_900,
    freeShippingFromOre: 60_000,
    fSkatt: true,
    ...over,
  };
}
