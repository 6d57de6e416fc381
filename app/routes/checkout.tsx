import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/checkout";
import * as sv from "~/content/sv";
import { formErrors, formValues, parseDigits } from "~/domain/schemas";
import { checkoutPaymentOptions, CheckoutSchema, isAvailable, paymentMethod } from "~/payments/registry";
import { providerPaymentHook, providerPaymentUrl } from "~/server/payments/providers.server";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import type { CheckoutActionData, CheckoutData } from "~/components/checkout/types";
import { checkoutDefaults, savedAddress } from "~/server/account.server";
import { cartIdFromRequest, findCart } from "~/server/carts.server";
import { applyCode, guestCheckoutCustomer, loadCheckout, newIdempotencyKey, placeCheckoutOrder, removeCode } from "~/server/checkout.server";
import { guestIdempotencyKey, orderPath } from "~/server/order-links.server";
import { confirmationMailFor } from "~/server/order-mail.server";
import { shopOrderNotification } from "~/server/order-notifications.server";
import { applyGiftCard, removeGiftCard } from "~/server/gift-cards/checkout.server";
import { requestInfoContext, sentByScript, type SessionUser } from "~/server/context.server";
import { getUser } from "~/server/guards.server";
import { getShopFacts, paymentConfigOf } from "~/server/shop-identity.server";
import { services } from "~/server/runtime.server";
import { configuredCarrier } from "~/server/carriers/carriers.server";
import { deliveryQuery, resolveDeliveryChoice, type DeliveryQuery } from "~/server/delivery.server";
import { retryAfterHeaders } from "~/server/retry-after.server";

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = () => [{ title: `${sv.checkout.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** The signed-in customer's cart, or a guest's: the visitor's cart of the cookie (ADR 065). */
function checkoutCart(request: Request, user: SessionUser | null) {
  return findCart(services().db, user ? { userId: user.id } : { cookieCartId: cartIdFromRequest(request) });
}

/** The cart priced for the asked delivery choice, the cart's row and the form's defaults; an empty cart goes to /cart. */
async function checkoutFor(request: Request, user: SessionUser | null, query: DeliveryQuery, now: Date) {
  const { db, env } = services();
  const row = await checkoutCart(request, user);
  const defaults = user ? checkoutDefaults(user, await savedAddress(db, user.id)) : { name: "", email: "" };
  const view = await loadCheckout(db, row, user ?? guestCheckoutCustomer(row?.id ?? ""), now, { carrier: configuredCarrier(env), query, defaultPostalCode: defaults.postalCode });
  if (!view) throw redirect("/cart");
  return { row: row!, defaults, view };
}

/** Open to guests (ADR 065: signing in is offered, never required); an empty cart goes to /cart. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<CheckoutData> {
  const user = getUser(context);
  const { db, env } = services();
  // The delivery option and service point asked for in the address (?leverans=…&postnummer=…&ombud=…, ADR 083).
  const { row, defaults, view } = await checkoutFor(request, user, deliveryQuery(new URL(request.url)), new Date());
  const shop = await getShopFacts(db, env);
  return {
    ...view,
    defaults,
    guest: !user,
    // A guest's key is bound to the cart, so only this browser gets the order's link back on a replay (ADR 065).
    idempotencyKey: user ? newIdempotencyKey() : guestIdempotencyKey(env.authSecret, row.id),
    shop,
    paymentOptions: checkoutPaymentOptions(paymentConfigOf(shop, env)),
  };
}

const reply = (body: CheckoutActionData, status = 200) => data(body, { status });

/** Intents: apply_code, remove_code, apply_gift_card, remove_gift_card, place_order. Prices and totals are never read from the request. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = getUser(context);
  const { db } = services();
  const form = await request.formData();
  const byScript = sentByScript(context);
  const intent = form.get("intent");
  const now = new Date();
  const { clientIp } = context.get(requestInfoContext);
  // The delivery step's buttons before hydration submit the whole checkout form (its hidden intent says place_order).
  if (form.get("delivery") === "1") return deliveryAction(request, form, user, now);
  if (intent === "place_order") return placeOrderAction(form, user, user ? undefined : cartIdFromRequest(request), clientIp, now);
  const row = await checkoutCart(request, user);
  if (!row) throw redirect("/cart");
  const customer = user ?? guestCheckoutCustomer(row.id);

  if (intent === "apply_code") {
    const result = await applyCode(db, row, customer, form.get("code"), now, { clientIp, rateLimitScale: services().env.rateLimitScale });
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
    const result = await applyGiftCard(db, { cartId: row.id, userId: customer.id, code: form.get("giftCardCode"), secret: services().env.authSecret, now, rateLimitScale: services().env.rateLimitScale, clientIp });
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

/**
 * The delivery step without JavaScript (ADR 083): "Visa ombud" and "Uppdatera leveranssätt" post the checkout form,
 * so the options and points for the asked postal code come back with everything the customer typed (a GET of the
 * step alone would lose it, and would put an address in the URL). Nothing is stored; prices are the server's.
 */
async function deliveryAction(request: Request, form: FormData, user: SessionUser | null, now: Date) {
  const text = (k: string) => (typeof form.get(k) === "string" ? (form.get(k) as string) : null);
  const { view } = await checkoutFor(request, user, { option: text("leverans"), postalCode: text("postnummer"), pointId: text("ombud") }, now);
  const { intent: _intent, idempotencyKey: _key, delivery: _delivery, leverans: _o, postnummer: _p, ombud: _s, ...values } = formValues(form);
  return reply({ intent: "delivery", checkout: view, values });
}

/**
 * place_order: placeOrder locks the account's cart (or the guest's cart of the cookie) itself (no cart read before it;
 * no cart at all goes to /cart). A guest's order lands on its private link (ADR 065).
 */
async function placeOrderAction(form: FormData, user: { id: string } | null, guestCartId: string | undefined, clientIp: string, now: Date) {
  const { db, env } = services();
  const intent = "place_order" as const;
  const { intent: _intent, idempotencyKey: _key, ...values } = formValues(form);
  const parsed = CheckoutSchema.safeParse(formValues(form));
  if (!parsed.success) return reply({ intent, fields: formErrors(parsed.error).fields, values }, 400);
  if (!user && !guestCartId) throw redirect("/cart");
  // A method registered but not configured here (a provider without its keys) is refused as an unknown one.
  const shop = await getShopFacts(db, env);
  if (!isAvailable(paymentMethod(parsed.data.paymentMethod), paymentConfigOf(shop, env))) {
    return reply({ intent, fields: { paymentMethod: sv.checkout.paymentRequired }, values }, 400);
  }
  // The delivery option and service point: ids only from the form; the point is re-read from the carrier (ADR 083).
  const carrier = configuredCarrier(env);
  const delivery = await resolveDeliveryChoice(
    { deliveryOption: form.get("deliveryOption"), servicePointId: form.get("servicePointId"), servicePointPostalCode: form.get("servicePointPostalCode"), addressPostalCode: parsed.data.postalCode },
    carrier,
  );
  if (!delivery.ok) return reply({ intent, orderError: delivery.message, values }, 409);
  const placed = await placeCheckoutOrder(db, {
    userId: user?.id ?? null,
    ...(user ? {} : { cartId: guestCartId, linkSecret: env.authSecret, clientIp, rateLimitScale: env.rateLimitScale }),
    form: parsed.data,
    now,
    // Queued in the order transaction, delivered once it has committed.
    buildConfirmationMail: confirmationMailFor(env, shop),
    notifyShop: shopOrderNotification(services().env.publicUrl),
    // A provider method's payment row, in the order's transaction (ADR 075).
    withinOrder: providerPaymentHook(env),
    delivery: delivery.choice,
    carrierConfigured: carrier !== null,
  });
  if (placed.ok) {
    // Both mails in one go (without SMTP: one UPDATE).
    await services().mailer.dispatchAll([placed.mailId, placed.shopMailId].filter((id): id is number => typeof id === "number"));
    // Card or Klarna: on to the provider's hosted page (ADR 075); only its webhook marks the order paid.
    const hosted = await providerPaymentUrl(env, db, placed.orderId, parsed.data.paymentMethod, now);
    // Swish Handel answers with the order page itself (its request is shown there): with the thanks.
    if (hosted) throw redirect(hosted.startsWith("/") ? `${hosted}${hosted.includes("?") ? "&" : "?"}tack=1` : hosted);
    // ?tack=1: the order page opens with the thanks (later visits from /orders open as the order page).
    const path = orderPath(placed.orderId, placed.accessToken);
    throw redirect(`${path}${path.includes("?") ? "&" : "?"}tack=1`);
  }
  if (placed.kind === "no_cart") throw redirect("/cart");
  if (placed.kind === "rate_limited") {
    return data<CheckoutActionData>({ intent, orderError: placed.message, values }, { status: 429, headers: { "Retry-After": String(placed.retryAfterSeconds) } });
  }
  return reply({ intent, orderError: placed.message, values }, placed.kind === "unavailable" ? 503 : placed.kind === "failed" ? 500 : 409);
}

/** A refused order (4xx/5xx) still refreshes the summary: after the price guard it shows the new prices. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as CheckoutActionData | undefined)?.intent === "place_order" || defaultShouldRevalidate;

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} actionData={actionData} />;
}
