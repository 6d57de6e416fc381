import { data, redirect } from "react-router";
import type { Route } from "./+types/order";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { ordersCopy } from "~/content/orders";
import { orderTimeline, refundStep } from "~/domain/timeline";
import { OrderPage } from "~/components/orders/order-page";
import type { OrderPageActionData } from "~/components/orders/types";
import { getUser, noStore, requireUser } from "~/server/guards.server";
import { requestInfoContext } from "~/server/context.server";
import { attachGuestOrder, getOrderForViewer } from "~/server/orders.server";
import { ORDER_LINK_PARAM, orderPath } from "~/server/order-links.server";
import { getProviderPayment } from "~/server/payments/provider-payments.server";
import { startProviderPayment } from "~/server/payments/providers.server";
import { payerAliasFrom } from "~/domain/swish-handel";
import { createAccountForGuestOrder, guestAccountOffer } from "~/server/guest-orders.server";
import { paymentView } from "~/server/payments/index.server";
import { getShopFacts, paymentConfigOf } from "~/server/shop-identity.server";
import { services } from "~/server/runtime.server";
import { refundsOf } from "~/server/refunds.server";
import { payoutPagePath } from "~/server/refund-payouts.server";
import { documentLinks } from "~/server/documents/documents.server";
import { retryAfterHeaders } from "~/server/retry-after.server";
import { withdrawalState, withdrawOrder, type WithdrawOutcome } from "~/server/withdrawal.server";
import { parcelOf } from "~/server/shipments.server";

/** Checkout redirects here with ?tack=1; the thanks shows on that visit (and its reloads) for a day at most. */
const THANKS_PARAM = "tack";
const THANKS_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * One person's data: never kept by a cache. A page opened by its private link (?nyckel=, ADR 065) is sent with
 * `Referrer-Policy: no-referrer` (server.ts, `opensByPrivateLink`), so the token does not leave through a link on it.
 */
export const middleware: Route.MiddlewareFunction[] = [noStore];

/** A 429 (too many sign-ups) carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? ordersCopy.meta.order(loaderData.order.number) : ordersCopy.meta.list },
  { name: "robots", content: "noindex" },
];

/** The private link's token as given (in the address, or a form's field). */
const tokenOf = (url: URL, form?: FormData): string | null => {
  const fromForm = form?.get(ORDER_LINK_PARAM);
  return (typeof fromForm === "string" && fromForm) || url.searchParams.get(ORDER_LINK_PARAM) || null;
};

/**
 * The order for its account's owner, or for whoever presents its private link's token (ADR 065). Without a token a
 * visitor signs in as before; anything else (another's order, a wrong token, none at all) is the same 404.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const token = tokenOf(url);
  const user = token ? getUser(context) : requireUser(context, url);
  const { db, env } = services();
  const found = await getOrderForViewer(db, params.id, { userId: user?.id ?? null, token });
  if (!found) throw data(null, { status: 404 });
  const now = new Date();
  const search = url.searchParams;
  const { userId: _userId, idempotencyKey: _key, accessTokenHash: _hash, ...order } = found.order;
  const [refunds, documents, provider, parcel] = await Promise.all([
    refundsOf(db, order.id),
    // The links carry the private link's token when the page was opened by it (ADR 065).
    documentLinks(db, order, `/orders/${order.id}`, found.byToken && token ? `?${ORDER_LINK_PARAM}=${encodeURIComponent(token)}` : ""),
    getProviderPayment(db, order.id),
    parcelOf(db, order.id, order.carrier ?? undefined),
  ]);
  // Back from a provider's page (ADR 075): "klar" shows "Betalningen behandlas…" until its event has arrived.
  const returned: "success" | "cancel" | null = search.get("betalning") === "klar" ? "success" : search.get("betalning") === "avbruten" ? "cancel" : null;
  const payPath = orderPath(order.id, found.byToken ? token : null);
  const ended = provider?.state === "failed" || provider?.state === "expired";
  const providerFacts = provider && {
    state: provider.state,
    expiresAt: provider.expiresAt,
    returned,
    payPath,
    // Swish Handel (ADR 082): its open request (the app link holds the token), where the app brings the payer back,
    // the customer's choice of paying by number, the last try's error code, and why the payment ended.
    appLink: provider.redirectUrl?.startsWith("swish://") ? provider.redirectUrl : null,
    requested: provider.reference !== null,
    pageUrl: `${env.publicUrl}${payPath}`,
    choice: search.get("swish") === "nummer" ? ("number" as const) : null,
    error: /^[A-Za-z0-9]{2,16}$/.test(search.get("fel") ?? "") ? search.get("fel") : null,
    code: ended ? provider.note : null,
  };
  return {
    order,
    items: found.items,
    timeline: orderTimeline({ ...order, refundedAt: refunds.at(-1)?.at ?? null, refundStep: refundStep(order.paymentStatus, refunds.map((r) => r.state)) }, now),
    // An owed refund (ADR 081) links to its pay-back page with a fresh token: whoever sees this order may give the account.
    refunds: refunds.map((r) => ({ ...r, payoutPath: r.state === "owed" ? payoutPagePath(env.authSecret, r.id, now) : null })),
    documents,
    withdrawal: withdrawalState(order, now),
    payment: await paymentView(paymentConfigOf(await getShopFacts(db, env), env), { ...order, provider: providerFacts }),
    justPlaced: search.get(THANKS_PARAM) === "1" && now.getTime() - order.createdAt.getTime() < THANKS_FOR_MS,
    confirming: search.get("angra") === "1",
    /** Opened by the private link: the page's own links and forms carry it (not the owner's view). */
    linkToken: found.byToken ? token : null,
    guestAccount: found.byToken ? await guestAccountOffer(db, found.order, { user, token }) : null,
    // The carrier's events in the timeline (ADR 084): what the customer sees, not the console's label or schedule.
    parcel: parcel && {
      carrier: parcel.carrier,
      trackingNumber: parcel.trackingNumber,
      state: parcel.state,
      pickupPlace: parcel.pickupPlace,
      events: parcel.events.map((e) => ({ ...e, at: new Date(e.at) })),
    },
  };
}

/** "Ångra köp", and for a guest's order "Skapa konto" and "Spara ordern i mitt konto": each checks the token again. */
export async function action({ request, params, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const token = tokenOf(url, form);
  const user = token ? getUser(context) : requireUser(context, url);
  const intent = form.get("intent");
  const s = services();
  const { db, mailer, env } = s;
  if (intent === "create_account" || intent === "attach") {
    const found = token ? await getOrderForViewer(db, params.id, { userId: null, token }) : null;
    if (!found || found.order.userId !== null || !token) throw data(null, { status: 404 });
    if (intent === "attach") {
      // Signed in with the order's address (case-insensitive): the order joins that account.
      if (!user || user.email.trim().toLowerCase() !== found.order.shippingEmail.trim().toLowerCase()) throw data(null, { status: 404 });
      if (!(await attachGuestOrder(db, found.order.id, token, user.id))) return data<OrderPageActionData>({ status: "attach_failed" }, { status: 409 });
      throw redirect(`/orders/${found.order.id}`);
    }
    if (user) throw data(null, { status: 400 });
    const { clientIp } = context.get(requestInfoContext);
    const made = await createAccountForGuestOrder(s, request, clientIp, found.order, token, form.get("password"));
    if (made.ok) throw redirect(`/orders/${found.order.id}`, { headers: made.headers });
    if (made.status === 404) throw data(null, { status: 404 });
    const body: OrderPageActionData = { status: "account_refused", message: made.message, exists: made.exists ?? false };
    return data(body, { status: made.status, headers: made.retryAfterSeconds ? { "Retry-After": String(made.retryAfterSeconds) } : undefined });
  }
  if (intent === "pay") {
    // "Till betalningen" (ADR 075): the provider's page for the order's open payment, for its owner or link holder.
    const found = await getOrderForViewer(db, params.id, { userId: user?.id ?? null, token });
    if (!found) throw data(null, { status: 404 });
    const started = await startProviderPayment(env, db, found.order.id, found.order.paymentMethod, new Date());
    const page = orderPath(found.order.id, found.byToken ? token : null);
    throw redirect(started.ok ? started.url : `${page}${page.includes("?") ? "&" : "?"}fel=${started.code && /^[A-Z0-9]{2,16}$/.test(started.code) ? started.code : "start"}`);
  }
  if (intent === "swish_number") {
    // Swish Handel's e-commerce flow (ADR 082): the request goes to the payer's number and appears in their app.
    const found = await getOrderForViewer(db, params.id, { userId: user?.id ?? null, token });
    if (!found) throw data(null, { status: 404 });
    const page = orderPath(found.order.id, found.byToken ? token : null);
    const again = (code: string) => redirect(`${page}${page.includes("?") ? "&" : "?"}swish=nummer&fel=${code}`);
    const payer = payerAliasFrom(String(form.get("payer") ?? ""));
    if (!payer) throw again("nummer");
    const started = await startProviderPayment(env, db, found.order.id, found.order.paymentMethod, new Date(), { payerAlias: payer });
    throw started.ok ? redirect(started.url) : again(started.code ?? "start");
  }
  if (intent !== "withdraw") throw data(null, { status: 400 });
  let result: WithdrawOutcome;
  try {
    result = await withdrawOrder(db, mailer, { orderId: params.id, userId: user?.id ?? null, accessToken: token, now: new Date(), publicUrl: env.publicUrl });
  } catch (err) {
    console.error("[withdrawal]", err);
    return { status: "failed" } as OrderPageActionData;
  }
  if (result.status === "not_found") throw data(null, { status: 404 });
  const answer: OrderPageActionData =
    result.status === "recorded" ? { status: "recorded", withdrawnAt: result.withdrawnAt, email: result.email } : { status: result.status };
  return answer;
}

/** Breadcrumb: "Order 1042" (the page's heading). */
export const handle: CrumbHandle<Route.ComponentProps["loaderData"]> = { breadcrumb: (data) => data && ordersCopy.page.title(data.order.number) };

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPage {...loaderData} result={actionData} />;
}
