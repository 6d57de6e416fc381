/**
 * Stripe Checkout's server side (ADR 075), through the official SDK: the Checkout Session for an order (SEK, öre,
 * one line per order line with its VAT rate, shipping, the gift-card part as a one-off coupon, `client_reference_id`
 * = the order, an idempotency key derived from the order, `expires_at` from the payment row), the webhook (the raw
 * body verified with `webhooks.constructEvent` within a tolerance, then mapped to a provider-neutral outcome), the
 * expiry sweep's read-back of a session, and refunds through the refunds API with an idempotency key.
 * STRIPE_API_BASE points the SDK at the local double (tests, `npm run dev`).
 */
import Stripe from "stripe";
import { chargeCopy, giftCardDeduction } from "~/content/provider-payments";
import { chargeFor } from "~/domain/provider-payments";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db.server";
import type { Env } from "../env.server";
import { orderPageUrl } from "../order-links.server";
import { order, orderItem, refund } from "../schema";
import type { PaymentWebhook } from "./provider.server";
import { applyProviderEvent, getProviderPayment, setProviderReference, type ProviderContext, type ProviderEvent, type ProviderOutcome, type ProviderPaymentRow } from "./provider-payments.server";

export const STRIPE = "stripe";
/** How old a webhook's signature may be (seconds): Stripe's own default. */
export const WEBHOOK_TOLERANCE_S = 300;

export type StripeConfig = NonNullable<Env["stripe"]>;

export function stripeClient(cfg: StripeConfig): Stripe {
  const base = cfg.apiBase ? new URL(cfg.apiBase) : null;
  return new Stripe(cfg.secretKey, {
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === "https:" ? 443 : 80)), protocol: base.protocol.replace(":", "") as "http" | "https" } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Stilla" },
  });
}

/** The order page the customer comes back to, with what happened there. */
function returnUrl(publicUrl: string, secret: string, o: { id: string; userId: string | null }, what: "success" | "cancel"): string {
  const page = orderPageUrl(publicUrl, secret, o);
  const sep = page.includes("?") ? "&" : "?";
  return what === "success" ? `${page}${sep}tack=1&betalning=klar` : `${page}${sep}betalning=avbruten`;
}

export class PaymentStartError extends Error {}

/**
 * The Checkout Session of an awaiting order: created once (idempotency key from the order; a session already made is
 * read back and reused while open). Returns where to send the customer.
 */
export async function startStripeCheckout(
  client: Stripe,
  db: Db,
  ctx: { publicUrl: string; secret: string; now: Date },
  orderId: string,
): Promise<{ url: string }> {
  const p = await getProviderPayment(db, orderId);
  if (!p || p.provider !== STRIPE || p.state !== "awaiting") throw new PaymentStartError("no awaiting Stripe payment");
  if (p.reference) {
    const s = await client.checkout.sessions.retrieve(p.reference);
    if (s.status === "open" && s.url) return { url: s.url };
    throw new PaymentStartError(`session ${s.status}`);
  }
  const [o] = await db.select().from(order).where(eq(order.id, orderId));
  if (!o) throw new PaymentStartError("no order");
  const items = await db.select().from(orderItem).where(eq(orderItem.orderId, orderId)).orderBy(asc(orderItem.id));
  const rates = new Set(items.filter((i) => i.kind !== "gift_card").map((i) => i.vatRateBp));
  const charge = chargeFor({ totalOre: o.totalOre, shippingOre: o.shippingOre, giftCardPaidOre: o.giftCardPaidOre, shippingVatRateBp: rates.size === 1 ? [...rates][0]! : null }, items, chargeCopy);
  if (charge.amountOre !== p.amountOre) throw new PaymentStartError(`the charge (${charge.amountOre}) is not the payment asked (${p.amountOre})`);
  const key = `stilla-order-${o.id}`;
  const metadata = { order_id: o.id, order_number: String(o.number) };
  const coupon =
    charge.giftCardOre > 0
      ? await client.coupons.create({ amount_off: charge.giftCardOre, currency: "sek", duration: "once", max_redemptions: 1, name: giftCardDeduction, metadata }, { idempotencyKey: `${key}-gift-cards` })
      : null;
  const session = await client.checkout.sessions.create(
    {
      mode: "payment",
      client_reference_id: o.id,
      ...(o.shippingEmail ? { customer_email: o.shippingEmail } : {}),
      locale: "sv",
      line_items: charge.lines.map((l) => ({
        quantity: l.quantity,
        price_data: {
          currency: "sek",
          unit_amount: l.unitOre,
          product_data: { name: l.name, ...(l.description ? { description: l.description } : {}), metadata: vatMetadata(l.vatRateBp) },
        },
      })),
      ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
      expires_at: Math.floor(p.expiresAt.getTime() / 1000),
      success_url: returnUrl(ctx.publicUrl, ctx.secret, o, "success"),
      cancel_url: returnUrl(ctx.publicUrl, ctx.secret, o, "cancel"),
      metadata,
      payment_intent_data: { metadata },
    },
    { idempotencyKey: `${key}-session` },
  );
  if (session.amount_total !== p.amountOre) throw new PaymentStartError(`Stripe's session asks ${session.amount_total}, the order ${p.amountOre}`);
  if (!session.url) throw new PaymentStartError("the session has no url");
  await setProviderReference(db, o.id, { reference: session.id, redirectUrl: session.url }, ctx.now);
  return { url: session.url };
}

const vatMetadata = (bp: number | null): Stripe.MetadataParam => (bp === null ? {} : { vat_rate_bp: String(bp) });

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === "string" ? v : v.id);

function paidOutcome(s: Stripe.Checkout.Session): ProviderOutcome {
  if (s.payment_status !== "paid") return { kind: "none", why: `payment_status ${s.payment_status}` };
  return { kind: "paid", amountOre: s.amount_total, currency: s.currency, paymentReference: idOf(s.payment_intent) };
}

function refundOutcome(r: Stripe.Refund): { orderId: string | null; outcome: ProviderOutcome } {
  const orderId = r.metadata?.order_id ?? null;
  if (r.status !== "succeeded") return { orderId, outcome: { kind: "none", why: `refund ${r.status}` } };
  const n = Number(r.metadata?.refund_id);
  return { orderId, outcome: { kind: "refunded", refundId: Number.isSafeInteger(n) && n > 0 ? n : null, providerRefundId: r.id } };
}

/** A verified Stripe event as the provider-neutral events the shop applies (a charge with several refunds gives one each). */
export function stripeEvents(event: Stripe.Event): ProviderEvent[] {
  const base = { provider: STRIPE, eventId: event.id, type: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const s = event.data.object;
      return [{ ...base, orderId: s.client_reference_id, outcome: paidOutcome(s) }];
    }
    case "checkout.session.async_payment_failed":
      return [{ ...base, orderId: event.data.object.client_reference_id, outcome: { kind: "failed" } }];
    case "checkout.session.expired":
      return [{ ...base, orderId: event.data.object.client_reference_id, outcome: { kind: "expired" } }];
    case "refund.created":
    case "refund.updated":
      return [{ ...base, ...refundOutcome(event.data.object) }];
    case "charge.refunded": {
      const refunds = event.data.object.refunds?.data ?? [];
      if (refunds.length === 0) return [{ ...base, orderId: event.data.object.metadata?.order_id ?? null, outcome: { kind: "none", why: "charge.refunded without refunds" } }];
      return refunds.map((r) => ({ ...base, eventId: `${event.id}:${r.id}`, ...refundOutcome(r) }));
    }
    default:
      return [{ ...base, orderId: null, outcome: { kind: "none", why: "not an event the shop acts on" } }];
  }
}

/** The webhook (`POST /webhooks/stripe`): nothing is believed before the signature over the raw body checks out. */
export function stripeWebhook(cfg: StripeConfig, client: Stripe = stripeClient(cfg)): PaymentWebhook {
  return {
    id: STRIPE,
    async handleWebhook(request, ctx) {
      const body = await request.text();
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(body, request.headers.get("stripe-signature") ?? "", cfg.webhookSecret, WEBHOOK_TOLERANCE_S, undefined, ctx.now.getTime());
      } catch (err) {
        console.warn("[stripe] webhook refused:", (err as Error).message);
        return new Response("invalid signature", { status: 400 });
      }
      const results = [];
      for (const e of stripeEvents(event)) results.push(await applyProviderEvent(ctx as ProviderContext, e));
      return Response.json({ received: true, results });
    },
  };
}

/**
 * The sweep's read-back of an overdue payment: paid after all (a webhook lost), still open (expired now at Stripe,
 * so it can no longer be paid, then cancelled here), expired, or not final yet (an async method still running).
 */
export async function reconcileStripePayment(client: Stripe, p: ProviderPaymentRow): Promise<ProviderOutcome> {
  if (!p.reference) return { kind: "expired" };
  let s = await client.checkout.sessions.retrieve(p.reference);
  if (s.status === "open") {
    try {
      s = await client.checkout.sessions.expire(p.reference);
    } catch {
      s = await client.checkout.sessions.retrieve(p.reference);
    }
  }
  if (s.status === "expired") return { kind: "expired" };
  if (s.status === "complete") return paidOutcome(s);
  return { kind: "none", why: `session ${s.status}` };
}

/** A refund's method part asked of Stripe (idempotency key from our refund id); confirmed later by its webhook. */
export async function requestStripeRefund(client: Stripe, db: Db, r: { id: number; orderId: string; methodOre: number }, paymentIntent: string): Promise<string> {
  const created = await client.refunds.create(
    { payment_intent: paymentIntent, amount: r.methodOre, reason: "requested_by_customer", metadata: { refund_id: String(r.id), order_id: r.orderId } },
    { idempotencyKey: `stilla-refund-${r.id}` },
  );
  await db.update(refund).set({ providerRefundId: created.id }).where(eq(refund.id, r.id));
  return created.id;
}
