import type { Route } from "./+types/orders";
import { ordersCopy } from "~/content/orders";
import { orderTimeline } from "~/domain/timeline";
import { OrdersPage } from "~/components/orders/orders-page";
import { noStore, requireUser } from "~/server/guards.server";
import { listOrdersForUser } from "~/server/orders.server";
import { services } from "~/server/runtime.server";

/** One person's data: never kept by a cache. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

export const meta: Route.MetaFunction = () => [{ title: ordersCopy.meta.list }, { name: "robots", content: "noindex" }];

/** The signed-in customer's orders, newest first (a visitor goes to /auth and comes back). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const now = new Date();
  const list = await listOrdersForUser(services().db, user.id);
  return {
    orders: list.map(({ order: o, items }) => ({
      order: {
        id: o.id,
        number: o.number,
        status: o.status,
        createdAt: o.createdAt,
        totalOre: o.totalOre,
        withdrawnAt: o.withdrawnAt,
        carrier: o.carrier,
        trackingNumber: o.trackingNumber,
      },
      items: items.map((i) => ({ id: i.id, kind: i.kind, productName: i.productName, quantity: i.quantity })),
      timeline: orderTimeline(o, now),
    })),
  };
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersPage orders={loaderData.orders} />;
}
