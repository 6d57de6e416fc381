/**
 * The carrier registry (ADR 083): the carrier configured by the environment, or none. PostNord is the first and
 * only one: POSTNORD_API_KEY (and POSTNORD_API_BASE for the double) turn it on. Without one the shop works as it
 * did before issue #39: checkout offers home delivery (and the letter) without a service-point picker, and the owner
 * types the carrier and the tracking number by hand.
 */
import type { Env } from "../env.server";
import { postnordProvider } from "./postnord.server";
import type { CarrierProvider } from "./provider.server";

export type CarrierEnv = Pick<Env, "postnord">;

const cache = new WeakMap<object, CarrierProvider>();

/** The configured carrier, or null. The same env gives the same provider object. */
export function configuredCarrier(env: CarrierEnv): CarrierProvider | null {
  if (!env.postnord) return null;
  const known = cache.get(env.postnord);
  if (known) return known;
  const provider = postnordProvider(env.postnord);
  cache.set(env.postnord, provider);
  return provider;
}

/** The start log's line naming the carrier (or saying there is none). */
export function carrierStartLine(env: CarrierEnv): string {
  const carrier = configuredCarrier(env);
  if (!carrier || !env.postnord) return "Carrier: none configured (POSTNORD_API_KEY unset): home delivery without a service-point picker; carrier and tracking number typed by hand.";
  return `Carrier: ${carrier.name} (service points at checkout; API ${env.postnord.apiBase}).`;
}
