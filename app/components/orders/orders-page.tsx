import { useState } from "react";
import { Link } from "react-router";
import { formatDate, ordersCopy } from "~/content/orders";
import { formatKr } from "~/domain/money";
import type { Timeline } from "~/domain/timeline";
import { buttonClass } from "~/components/ui/button";
import { OrderTimeline } from "./order-timeline";
import { StatusBadge } from "./status-badge";
import { TrackingInfo } from "./tracking-info";
import type { OrderItemView, OrderView } from "./types";
import { useOrderEvents } from "./use-order-events";

export interface OrderListEntry {
  order: Pick<OrderView, "id" | "number" | "status" | "createdAt" | "totalOre" | "withdrawnAt" | "carrier" | "trackingNumber">;
  items: Pick<OrderItemView, "id" | "kind" | "productName" | "quantity">[];
  timeline: Timeline;
}

/** /orders: the customer's orders, newest first, kept up to date by server-sent events. */
export function OrdersPage({ orders }: { orders: OrderListEntry[] }) {
  const t = ordersCopy.list;
  const [announcement, setAnnouncement] = useState("");
  useOrderEvents((orderId) => {
    const ref = orders.find((o) => o.order.id === orderId)?.order.number;
    if (ref) setAnnouncement(t.updated(ref));
  });
  return (
    <section className="page-narrow py-10">
      <h1 className="text-4xl">{t.title}</h1>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {orders.length === 0 ? (
        <div className="mt-8 rounded-3xl bg-white/70 p-10 text-center ring-1 ring-ink/5">
          <h2 className="text-2xl">{t.emptyTitle}</h2>
          <p className="mt-2 text-ink-soft">{t.emptyText}</p>
          <Link to="/shop" className={buttonClass("primary", "mt-6")}>
            {t.toShop}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-soft">{t.intro}</p>
          <ul className="mt-8 space-y-6">
            {orders.map((entry) => (
              <OrderCard key={entry.order.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function OrderCard({ entry }: { entry: OrderListEntry }) {
  const t = ordersCopy.list;
  const { order, items, timeline } = entry;
  const headingId = `order-${order.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5" data-testid="order-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl">
            <Link to={`/orders/${order.id}`} className="underline decoration-ink/30 underline-offset-4 hover:decoration-ink">
              {t.orderHeading(order.number)}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            {t.placed} <time dateTime={order.createdAt.toISOString()}>{formatDate(order.createdAt)}</time>
            {order.withdrawnAt && ` · ${t.withdrawn}`}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p className="min-w-0 flex-1">
          <span className="sr-only">{t.items}: </span>
          {items.map((i) => `${i.quantity} × ${i.productName}`).join(", ")}
        </p>
        <p className="font-semibold">
          {t.total} {formatKr(order.totalOre)}
        </p>
      </div>
      <TrackingInfo carrier={order.carrier} trackingNumber={order.trackingNumber} className="mt-3" />
      <OrderTimeline timeline={timeline} headingLevel={3} className="mt-5 border-t border-ink/10 pt-5" />
    </li>
  );
}
