import { data } from "react-router";
import type { Route } from "./+types/order";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { ordersCopy } from "~/content/orders";
import { orderTimeline } from "~/domain/timeline";
import { OrderPage } from "~/components/orders/order-page";
import type { WithdrawalActionData } from "~/components/orders/types";
import { noStore, requireUser } from "~/server/guards.server";
import { getOrderForUser } from "~/server/orders.server";
import { paymentView } from "~/server/payments/index.server";
import { getShopFacts, paymentConfigOf } from "~/server/shop-identity.server";
import { services } from "~/server/runtime.server";
import { refundsOf } from "~/server/refunds.server";
import { withdrawalState, withdrawOrder, type WithdrawOutcome } from "~/server/withdrawal.server";

/** Checkout redirects here with ?tack=1; the thanks shows on that visit (and its reloads) for a day at most. */
const THANKS_PARAM = "tack";
const THANKS_FOR_MS = 24 * 60 * 60 * 1000;

/** One person's data: never kept by a cache. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? ordersCopy.meta.order(loaderData.order.number) : ordersCopy.meta.list },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { db, env } = services();
  const found = await getOrderForUser(db, params.id, user.id);
  // Another customer's order, or none at all: the same 404.
  if (!found) throw data(null, { status: 404 });
  const now = new Date();
  const search = url.searchParams;
  const { userId: _userId, idempotencyKey: _key, ...order } = found.order;
  const refunds = await refundsOf(db, order.id);
  return {
    order,
    items: found.items,
    timeline: orderTimeline({ ...order, refundedAt: refunds.at(-1)?.at ?? null }, now),
    refunds,
    withdrawal: withdrawalState(order, now),
    payment: await paymentView(paymentConfigOf(await getShopFacts(db, env), env), order),
    justPlaced: search.get(THANKS_PARAM) === "1" && now.getTime() - order.createdAt.getTime() < THANKS_FOR_MS,
    confirming: search.get("angra") === "1",
  };
}

/** "Ångra köp": the one action on this page. */
export async function action({ request, params, context, url }: Route.ActionArgs): Promise<WithdrawalActionData> {
  const user = requireUser(context, url);
  const form = await request.formData();
  if (form.get("intent") !== "withdraw") throw data(null, { status: 400 });
  const { db, mailer, env } = services();
  let result: WithdrawOutcome;
  try {
    result = await withdrawOrder(db, mailer, { orderId: params.id, userId: user.id, now: new Date(), publicUrl: env.publicUrl });
  } catch (err) {
    console.error("[withdrawal]", err);
    return { status: "failed" };
  }
  if (result.status === "not_found") throw data(null, { status: 404 });
  return result.status === "recorded" ? { status: "recorded", withdrawnAt: result.withdrawnAt, email: result.email } : { status: result.status };
}

/** Breadcrumb: "Order 1042" (the page's heading). */
export const handle: CrumbHandle<Route.ComponentProps["loaderData"]> = { breadcrumb: (data) => data && ordersCopy.page.title(data.order.number) };

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPage {...loaderData} result={actionData} />;
}
