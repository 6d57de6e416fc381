import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/checkout";
import * as sv from "~/content/sv";
import { formErrors, formValues, parseDigits } from "~/domain/schemas";
import { checkoutPaymentOptions, CheckoutSchema } from "~/payments/registry";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import type { CheckoutActionData, CheckoutData } from "~/components/checkout/types";
import { checkoutDefaults, savedAddress } from "~/server/account.server";
import { findCart } from "~/server/carts.server";
import { applyCode, loadCheckout, newIdempotencyKey, placeCheckoutOrder, removeCode } from "~/server/checkout.server";
import { confirmationMailFor } from "~/server/order-mail.server";
import { shopOrderNotification } from "~/server/order-notifications.server";
import { applyGiftCard, removeGiftCard } from "~/server/gift-cards/checkout.server";
import { requestInfoContext, sentByScript } from "~/server/context.server";
import { requireUser } from "~/server/guards.server";
import { getShopFacts, paymentConfigOf } from "~/server/shop-identity.server";
import { services } from "~/server/runtime.server";
import { retryAfterHeaders } from "~/server/retry-after.server";

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = () => [{ title: `${sv.checkout.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** Signed in only (a visitor goes to /auth and comes back); an empty cart goes to /cart. */
export async function loader({ context, url }: Route.LoaderArgs): Promise<CheckoutData> {
  const user = requireUser(context, url);
  const { db, env } = services();
  const view = await loadCheckout(db, await findCart(db, { userId: user.id }), user, new Date());
  if (!view) throw redirect("/cart");
  const shop = await getShopFacts(db, env);
  return {
    ...view,
    defaults: checkoutDefaults(user, await savedAddress(db, user.id)),
    idempotencyKey: newIdempotencyKey(),
    shop,
    paymentOptions: checkoutPaymentOptions(paymentConfigOf(shop, env)),
  };
}

const reply = (body: CheckoutActionData, status = 200) => data(body, { status });

/** Intents: apply_code, remove_code, apply_gift_card, remove_gift_card, place_order. Prices and totals are never read from the request. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const { db } = services();
  const form = await request.formData();
  const byScript = sentByScript(context);
  const intent = form.get("intent");
  const now = new Date();
  if (intent === "place_order") return placeOrderAction(form, user, now);
  const row = await findCart(db, { userId: user.id });
  if (!row) throw redirect("/cart");

  if (intent === "apply_code") {
    const { clientIp } = context.get(requestInfoContext);
    const result = await applyCode(db, row, user, form.get("code"), now, { clientIp, rateLimitScale: services().env.rateLimitScale });
    if (!result.ok && result.retryAfterSeconds) {
      return data<CheckoutActionData>({ intent, ok: false, codeError: result.message }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
    }
    if (!result.ok) return reply({ intent, ok: false, codeError: result.message }, 400);
    if (!byScript) throw redirect("/checkout"); // Post/Redirect/Get without JavaScript
    return reply({ intent, ok: true });
  }
  if (intent === "remove_code") {
    await removeCode(db, row.id, now);
    if (!byScript) throw redirect("/checkout");
    return reply({ intent, ok: true });
  }
  if (intent === "apply_gift_card") {
    const { clientIp } = context.get(requestInfoContext);
    const result = await applyGiftCard(db, { cartId: row.id, userId: user.id, code: form.get("giftCardCode"), secret: services().env.authSecret, now, rateLimitScale: services().env.rateLimitScale, clientIp });
    if (!result.ok && result.retryAfterSeconds) {
      return data<CheckoutActionData>({ intent, ok: false, giftCardError: result.message }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
    }
    if (!result.ok) return reply({ intent, ok: false, giftCardError: result.message }, 400);
    if (!byScript) throw redirect("/checkout");
    return reply({ intent, ok: true });
  }
  if (intent === "remove_gift_card") {
    await removeGiftCard(db, row.id, parseDigits(form.get("giftCardId")) ?? 0);
    if (!byScript) throw redirect("/checkout");
    return reply({ intent, ok: true });
  }
  return reply({ intent: "place_order", orderError: sv.checkout.orderFailed }, 400);
}

/** place_order: placeOrder locks the account's cart itself (no cart read before it; no cart at all goes to /cart). */
async function placeOrderAction(form: FormData, user: { id: string }, now: Date) {
  const { db, env } = services();
  const intent = "place_order" as const;
  const { intent: _intent, idempotencyKey: _key, ...values } = formValues(form);
  const parsed = CheckoutSchema.safeParse(formValues(form));
  if (!parsed.success) return reply({ intent, fields: formErrors(parsed.error).fields, values }, 400);
  const placed = await placeCheckoutOrder(db, {
    userId: user.id,
    form: parsed.data,
    now,
    // Queued in the order transaction, delivered once it has committed.
    buildConfirmationMail: confirmationMailFor(env, await getShopFacts(db, env)),
    notifyShop: shopOrderNotification(services().env.publicUrl),
  });
  if (placed.ok) {
    // Both mails in one go (without SMTP: one UPDATE).
    await services().mailer.dispatchAll([placed.mailId, placed.shopMailId].filter((id): id is number => typeof id === "number"));
    // ?tack=1: the order page opens with the thanks (later visits from /orders open as the order page).
    throw redirect(`/orders/${placed.orderId}?tack=1`);
  }
  if (placed.kind === "no_cart") throw redirect("/cart");
  return reply({ intent, orderError: placed.message, values }, placed.kind === "unavailable" ? 503 : placed.kind === "failed" ? 500 : 409);
}

/** A refused order (4xx/5xx) still refreshes the summary: after the price guard it shows the new prices. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as CheckoutActionData | undefined)?.intent === "place_order" || defaultShouldRevalidate;

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} actionData={actionData} />;
}
