/**
 * The payment providers in the running process (ADR 075): the webhook route's handler (`POST /webhooks/:provider`,
 * mounted by server.ts outside the gate), the start log's line naming the live methods, the hosted pages a form may
 * be redirected to (CSP form-action), and the expiry sweep.
 */
import type { PeriodicJob } from "../periodic-job.server";
import type { Env } from "../env.server";
import { services } from "../runtime.server";
import { paymentConfig } from "./index.server";
import { providersOf, startPaymentSweep } from "./providers.server";
import type { ProviderContext } from "./provider-payments.server";
import { liveMethodIds, paymentMethodLabel } from "~/payments/registry";

function context(): ProviderContext {
  const { db, env, mailer } = services();
  return { db, now: new Date(), giftCards: { secret: env.authSecret, publicUrl: env.publicUrl }, mailer };
}

/**
 * A provider's webhook: the raw bytes and headers as they arrived (the signature is over the exact bytes), handed to
 * the provider's `PaymentWebhook`; 404 for a provider not configured here. The answer is plain values for server.ts.
 */
export async function handlePaymentWebhook(providerId: string, body: Uint8Array, headers: Record<string, string | string[] | undefined>): Promise<{ status: number; type: string; body: string }> {
  // By the webhook's own path: /webhooks/stripe, /webhooks/swish (Swish Handel's callback).
  const provider = [...providersOf(services().env).values()].find((p) => p.webhook.id === providerId);
  if (!provider) return { status: 404, type: "text/plain", body: "not found" };
  const h = new Headers();
  for (const [k, v] of Object.entries(headers)) if (typeof v === "string") h.set(k, v);
  const answer = await provider.webhook.handleWebhook(new Request(`${services().env.publicUrl}/webhooks/${providerId}`, { method: "POST", headers: h, body: new Uint8Array(body) }), context());
  return { status: answer.status, type: answer.headers.get("content-type") ?? "text/plain", body: await answer.text() };
}

/** "Payment methods: …" for the start log. */
export function paymentStartLine(env: Env): string {
  const ids = liveMethodIds(paymentConfig(env));
  const stripe = env.stripe ? ` Stripe webhook: ${env.publicUrl}/webhooks/stripe${env.stripe.apiBase ? ` (API at ${env.stripe.apiBase})` : ""}.` : " Card and Klarna through Stripe: off (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET unset).";
  const swish = env.swishHandel
    ? ` Swish Handel: ${env.swishHandel.payeeAlias}, callbacks to ${env.swishHandel.callbackUrl} (API at ${env.swishHandel.apiBase}).`
    : env.swishHandelOff
      ? ` ${env.swishHandelOff}; Swish is the manual one.`
      : " Swish Handel: off (SWISH_CERT, SWISH_KEY and SWISH_PAYEE_ALIAS unset); Swish is the manual one.";
  return `Payment methods: ${ids.map((id) => `${paymentMethodLabel(id)} (${id})`).join(", ")}.${stripe}${swish}`;
}

/** The origins of the providers' hosted pages that "Slutför köp" redirects to (CSP form-action). */
export function paymentFormTargets(env: Env): string[] {
  return env.stripe ? [env.stripe.apiBase ? new URL(env.stripe.apiBase).origin : "https://checkout.stripe.com"] : [];
}

export function startProviderPayments(env: Env): PeriodicJob {
  return startPaymentSweep(env, context);
}
