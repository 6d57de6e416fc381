/**
 * The shop's identity in force (ADR 063): the owner's values from /admin/settings (site_setting "shop.identity",
 * changed through changeSiteSettings like every other section, so a change drops the catalogue and response
 * caches at once), or the example values with the environment's SWISH_NUMBER and BANKGIRO until the owner saves.
 * Everything customers see — checkout, the shipping fee the pricing charges, mails, legal pages, the footer,
 * payment instructions — reads it from here.
 */
import { identityCopy } from "~/content/shop-identity";
import { effectiveIdentity, livePlaceholders, shopFacts, type IdentityField, type IdentityFallback, type ShippingRule, type ShopFacts, type ShopIdentity } from "~/domain/shop-identity";
import type { PaymentConfig } from "~/payments/method";
import { footerPaymentNames } from "~/payments/registry";
import type { Db } from "./db.server";
import type { Env } from "./env.server";
import { getSettingsSection } from "./site-settings.server";

type Reader = Pick<Db, "select">;
export type IdentityEnv = Pick<Env, "swishNumber" | "bankgiro">;

/** The environment's start values (they equal the examples when unset). */
export function identityFallback(env?: IdentityEnv): IdentityFallback {
  return env ? { swishNumber: env.swishNumber, bankgiro: env.bankgiro } : {};
}

/** The identity in force, and the example fields still live. */
export async function getShopIdentity(db: Reader, env?: IdentityEnv): Promise<{ identity: ShopIdentity; placeholders: IdentityField[]; saved: boolean }> {
  const section = await getSettingsSection(db, "identity");
  const fallback = identityFallback(env);
  return { identity: effectiveIdentity(section.values, fallback), placeholders: livePlaceholders(section.values, fallback), saved: section.values !== null };
}

/** The shop's facts as texts and pages use them. */
export async function getShopFacts(db: Reader, env?: IdentityEnv): Promise<ShopFacts> {
  return shopFacts((await getShopIdentity(db, env)).identity);
}

/** The shipping fee and free-shipping threshold the pricing uses. */
export async function getShippingRule(db: Reader): Promise<ShippingRule> {
  return (await getShopFacts(db)).shipping;
}

/** The payment methods' configuration: Swish number and bankgiro from the identity, the invoice's days from the environment. */
/** The footer's payment names for this shop and server (the methods its checkout offers). */
export function footerPaymentNamesOf(facts: ShopFacts, env: Pick<Env, "invoiceDueDays"> & Partial<Pick<Env, "stripe" | "swishHandel">>): string[] {
  return footerPaymentNames(paymentConfigOf(facts, env));
}

export function paymentConfigOf(facts: ShopFacts, env: Pick<Env, "invoiceDueDays"> & Partial<Pick<Env, "stripe" | "swishHandel">>): PaymentConfig {
  return { swishNumber: facts.swishNumber, bankgiro: facts.bankgiro, invoiceDueDays: env.invoiceDueDays, providers: configuredProviders(env) };
}

/** The provider methods whose keys are configured (ADR 075; Swish Handel, ADR 082). */
export function configuredProviders(env: Partial<Pick<Env, "stripe" | "swishHandel">>): string[] {
  return [...(env.stripe ? ["stripe"] : []), ...(env.swishHandel ? ["swish-handel"] : [])];
}

/** The start log's line when example values are in force, or null. */
export async function identityStartLine(db: Reader, env: IdentityEnv): Promise<string | null> {
  const { placeholders } = await getShopIdentity(db, env);
  return placeholders.length ? identityCopy.startLog(placeholders) : null;
}
