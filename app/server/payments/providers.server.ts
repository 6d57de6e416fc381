/**
 * The payment providers configured on this server (ADR 075), one list: what a provider method needs on the server
 * (start a payment, its webhook, read a payment back, refund). Nothing outside this file and the provider's own
 * module names a provider: checkout, the order page, the desk's refunds, the webhook route and the sweep ask here by
 * the order's `paymentMethod`. Swish Handel adds itself to `providersOf` the same way.
 */
import { startPeriodicJob, type PeriodicJob } from "../periodic-job.server";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { paymentExpiresAt, STRIPE_SESSION_MINUTES } from "~/domain/provider-payments";
import type { Db, Tx } from "../db.server";
import type { Env } from "../env.server";
import type { OrderRow } from "../orders.server";
import { providerPayment, refund } from "../schema";
import type { PaymentWebhook } from "./provider.server";
import {
  applyProviderEvent,
  claimOverduePayments,
  openProviderPayment,
  releaseClaim,
  unsentProviderRefunds,
  type ProviderContext,
  type ProviderOutcome,
  type ProviderPaymentRow,
} from "./provider-payments.server";
import { reconcileStripePayment, requestStripeRefund, startStripeCheckout, stripeClient, stripeWebhook, STRIPE } from "./stripe.server";
import { reconcileSwishPayment, requestSwishRefund, startSwishHandel, swishClient, swishWebhook, SwishRefused, SWISH_HANDEL } from "./swish-handel.server";
import { SWISH_REQUEST_MINUTES } from "~/domain/swish-handel";

/** The configuration the providers are built from (Swish Handel optional: tests build Stripe alone). */
export type ProvidersEnv = Pick<Env, "stripe"> & Partial<Pick<Env, "swishHandel">>;

export interface PaymentProvider {
  /** The payment method's id (app/payments/registry.ts). */
  readonly id: string;
  readonly currency: string;
  /** How long a payment may take before the shop gives up (the provider's own expiry). */
  readonly expiryMinutes: number;
  readonly webhook: PaymentWebhook;
  /**
   * Asks the provider for the order's payment; where to send the customer (a provider's page, or the order page where
   * the payment is shown). `payerAlias`: the payer's mobile number for Swish Handel's e-commerce flow.
   */
  start(db: Db, ctx: { publicUrl: string; secret: string; now: Date; payerAlias?: string | null }, orderId: string): Promise<{ url: string }>;
  /** The provider's word on an overdue payment, read back (and closed at the provider when still open). */
  reconcile(p: ProviderPaymentRow): Promise<ProviderOutcome>;
  /** A refund's method part asked of the provider; returns the provider's refund id. */
  refund(db: Db, r: { id: number; orderId: string; methodOre: number }, paymentReference: string): Promise<string>;
}

const cache = new WeakMap<object, Map<string, PaymentProvider>>();

/** The providers whose configuration is set, by method id (built once per configuration). */
export function providersOf(env: ProvidersEnv): Map<string, PaymentProvider> {
  const hit = cache.get(env);
  if (hit) return hit;
  const list: PaymentProvider[] = [];
  if (env.stripe) {
    const cfg = env.stripe;
    const client = stripeClient(cfg);
    list.push({
      id: STRIPE,
      currency: "sek",
      expiryMinutes: STRIPE_SESSION_MINUTES,
      webhook: stripeWebhook(cfg, client),
      start: (db, ctx, orderId) => startStripeCheckout(client, db, ctx, orderId),
      reconcile: (p) => reconcileStripePayment(client, p),
      refund: (db, r, ref) => requestStripeRefund(client, db, r, ref),
    });
  }
  if (env.swishHandel) {
    const client = swishClient(env.swishHandel);
    list.push({
      id: SWISH_HANDEL,
      currency: "SEK",
      expiryMinutes: SWISH_REQUEST_MINUTES,
      webhook: swishWebhook(client),
      start: (db, ctx, orderId) => startSwishHandel(client, db, ctx, orderId, { payerAlias: ctx.payerAlias ?? null }),
      reconcile: (p) => reconcileSwishPayment(client, p),
      refund: (db, r, ref) => requestSwishRefund(client, db, r, ref),
    });
  }
  const map = new Map(list.map((p) => [p.id, p]));
  cache.set(env, map);
  return map;
}

/**
 * placeOrder's hook (in the order's transaction): an order by a provider method gets its payment row, awaiting, with
 * the amount the provider will be asked for (the total less the gift-card part) and its expiry.
 */
export function providerPaymentHook(env: ProvidersEnv) {
  return async (tx: Tx, o: OrderRow, now: Date): Promise<void> => {
    const provider = providersOf(env).get(o.paymentMethod);
    if (!provider || o.paymentStatus !== "unpaid") return;
    await openProviderPayment(tx, {
      orderId: o.id,
      provider: provider.id,
      amountOre: o.totalOre - o.giftCardPaidOre,
      currency: provider.currency,
      expiresAt: paymentExpiresAt(now, provider.expiryMinutes),
      now,
    });
  };
}

/** One pass of the sweep: overdue payments read back and settled (or given up on), unsent refunds asked again. */
export async function sweepProviderPayments(env: ProvidersEnv, ctx: ProviderContext, workerId: string): Promise<number> {
  const providers = providersOf(env);
  if (providers.size === 0) return 0;
  let settled = 0;
  for (const p of await claimOverduePayments(ctx.db, workerId, ctx.now)) {
    const provider = providers.get(p.provider);
    if (!provider) continue;
    try {
      const outcome = await provider.reconcile(p);
      if (outcome.kind === "none") continue; // not final at the provider: the claim's lease runs out, asked again then
      const result = await applyProviderEvent(ctx, { provider: p.provider, eventId: `sweep:${p.reference ?? p.orderId}:${outcome.kind}`, type: "sweep", orderId: p.orderId, outcome });
      if (result === "applied") settled++;
      await releaseClaim(ctx.db, p.orderId, workerId);
    } catch (err) {
      console.error(`[payments] the overdue ${p.provider} payment of order ${p.orderId} could not be read back:`, (err as Error).message);
    }
  }
  for (const r of await unsentProviderRefunds(ctx.db)) await sendProviderRefund(env, ctx.db, r.id).catch(() => {});
  return settled;
}

/**
 * Asks the provider that took the order's payment for a refund's method part (idempotent by our refund id). A
 * failure leaves the refund `requested` without a provider id; the sweep asks again.
 */
export async function sendProviderRefund(env: ProvidersEnv, db: Db, refundId: number): Promise<boolean> {
  const [r] = await db.select().from(refund).where(eq(refund.id, refundId));
  if (!r || r.state !== "requested" || r.providerRefundId) return false;
  const [p] = await db.select().from(providerPayment).where(eq(providerPayment.orderId, r.orderId));
  const provider = p ? providersOf(env).get(p.provider) : undefined;
  if (!p?.paymentReference || !provider) return false;
  try {
    await provider.refund(db, r, p.paymentReference);
    return true;
  } catch (err) {
    console.error(`[payments] refund ${refundId} could not be asked of ${p.provider} (tried again by the sweep):`, (err as Error).message);
    return false;
  }
}

/** The sweep in this process: every `intervalMs`, and once at start. Several processes share the work by claims. */
export function startPaymentSweep(env: ProvidersEnv, ctx: () => ProviderContext, intervalMs = 30_000): PeriodicJob {
  if (providersOf(env).size === 0) return { stop: async () => {} };
  const workerId = `sweep-${randomUUID()}`;
  return startPeriodicJob("payments sweep", () => sweepProviderPayments(env, ctx(), workerId), { intervalMs });
}

/**
 * Where to send the customer after "Slutför köp" or "Till betalningen": the provider's page for an order awaiting a
 * provider payment, or null (not a provider method, or the provider could not be reached: the order page then offers
 * "Till betalningen" again, and the sweep cancels the order if it is never paid).
 */
export async function providerPaymentUrl(env: ProvidersEnv & Pick<Env, "publicUrl" | "authSecret">, db: Db, orderId: string, paymentMethod: string, now: Date): Promise<string | null> {
  const started = await startProviderPayment(env, db, orderId, paymentMethod, now);
  return started.ok ? started.url : null;
}

/**
 * As `providerPaymentUrl`, with the provider's reason when it refused (Swish's error code, such as ACMT03 for a number
 * not in Swish), and the payer's number for Swish Handel's e-commerce flow.
 */
export async function startProviderPayment(
  env: ProvidersEnv & Pick<Env, "publicUrl" | "authSecret">,
  db: Db,
  orderId: string,
  paymentMethod: string,
  now: Date,
  opts: { payerAlias?: string | null } = {},
): Promise<{ ok: true; url: string } | { ok: false; code: string | null }> {
  const provider = providersOf(env).get(paymentMethod);
  if (!provider) return { ok: false, code: null };
  try {
    return { ok: true, url: (await provider.start(db, { publicUrl: env.publicUrl, secret: env.authSecret, now, payerAlias: opts.payerAlias ?? null }, orderId)).url };
  } catch (err) {
    console.error(`[payments] the ${provider.id} payment of order ${orderId} could not be started:`, (err as Error).message);
    return { ok: false, code: err instanceof SwishRefused ? err.code : null };
  }
}
