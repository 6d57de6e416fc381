/**
 * The shop's identity in force (ADR 063): its shape, the example values the shop starts with, and the facts texts
 * and pages read. Light on purpose (no zod, no copy): components in the browser read it through `useShop`. The
 * checks and the form are in shop-identity.ts.
 */
import { SHIPPING, SHOP } from "./constants";
import type { Ore } from "./money";

export interface ShopIdentity {
  /** The company's registered name ("Stilla Te AB"); the brand stays SHOP.name. */
  legalName: string;
  /** NNNNNN-NNNN. */
  orgNumber: string;
  street: string;
  /** NNN NN. */
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  /** Ten digits, 123…: the shop's Swish number. */
  swishNumber: string;
  /** NNN-NNNN or NNNN-NNNN. */
  bankgiro: string;
  shippingFeeOre: Ore;
  freeShippingFromOre: Ore;
  /** Approved for F-skatt: the receipts, invoices and credit notes say "Godkänd för F-skatt" (ADR 076). */
  fSkatt: boolean;
}
export type IdentityField = keyof ShopIdentity;

/** The values the shop ships with: examples, not a real company's (the org.nr and bankgiro fail their own check digits). */
export const EXAMPLE_IDENTITY: ShopIdentity = {
  legalName: SHOP.legalName,
  orgNumber: SHOP.orgNumber,
  street: "Hornsgatan 12",
  postalCode: "118 20",
  city: "Stockholm",
  phone: SHOP.phone,
  email: SHOP.email,
  swishNumber: "1231234567",
  bankgiro: "123-4567",
  shippingFeeOre: SHIPPING.feeOre,
  freeShippingFromOre: SHIPPING.freeFromOre,
  fSkatt: false,
};

/** The fields that are made-up examples until the owner saves: the shop's prices are real defaults and not announced. */
export const PLACEHOLDER_FIELDS = ["legalName", "orgNumber", "street", "postalCode", "city", "phone", "email", "swishNumber", "bankgiro"] as const satisfies readonly IdentityField[];

/** The stored section: null values until the owner saves the identity once. */
export interface IdentitySettings {
  values: ShopIdentity | null;
  log: { at: string; by: string; what: string }[];
}

/** Start values the operator gave in the environment (SWISH_NUMBER, BANKGIRO); used until the owner saves. */
export interface IdentityFallback {
  swishNumber?: string;
  bankgiro?: string;
}

/** The identity in force: the owner's, or the examples (with the environment's Swish number and bankgiro when set). */
export function effectiveIdentity(stored: IdentitySettings["values"], fallback: IdentityFallback = {}): ShopIdentity {
  if (stored) return stored;
  return {
    ...EXAMPLE_IDENTITY,
    ...(fallback.swishNumber ? { swishNumber: fallback.swishNumber } : {}),
    ...(fallback.bankgiro ? { bankgiro: fallback.bankgiro } : {}),
  };
}

/** The example fields still in force (empty once the owner has saved the identity). */
export function livePlaceholders(stored: IdentitySettings["values"], fallback: IdentityFallback = {}): IdentityField[] {
  if (stored) return [];
  const current = effectiveIdentity(null, fallback);
  return PLACEHOLDER_FIELDS.filter((f) => current[f] === EXAMPLE_IDENTITY[f]);
}

/** What texts and pages use: the shop's facts in the shape of SHOP, with the address as one line. */
export interface ShopFacts {
  name: string;
  legalName: string;
  orgNumber: string;
  address: string;
  email: string;
  phone: string;
  instagram: string;
  swishNumber: string;
  bankgiro: string;
  shipping: ShippingRule;
  /** Approved for F-skatt (the owner's statement in the settings). */
  fSkatt: boolean;
}
export interface ShippingRule {
  feeOre: Ore;
  freeFromOre: Ore;
}

export function shopFacts(id: ShopIdentity): ShopFacts {
  return {
    name: SHOP.name,
    legalName: id.legalName,
    orgNumber: id.orgNumber,
    address: `${id.street}, ${id.postalCode} ${id.city}`,
    email: id.email,
    phone: id.phone,
    instagram: SHOP.instagram,
    swishNumber: id.swishNumber,
    bankgiro: id.bankgiro,
    shipping: { feeOre: id.shippingFeeOre, freeFromOre: id.freeShippingFromOre },
    fSkatt: id.fSkatt,
  };
}

/** The shop's facts with the example identity (tests, and texts rendered before any database is read). */
export const EXAMPLE_FACTS: ShopFacts = shopFacts(EXAMPLE_IDENTITY);
