import { Link } from "react-router";
import { formatDateTime, ordersCopy } from "~/content/orders";
import type { Timeline } from "~/domain/timeline";
import { DeliveryPanel } from "./delivery-panel";
import { OrderLines, OrderTotals } from "./order-lines";
import { OrderTimeline } from "./order-timeline";
import { PaymentPanel } from "./payment-panel";
import { StatusBadge } from "./status-badge";
import type { OrderItemView, OrderView, PaymentInstructionsView, WithdrawalActionData, WithdrawalView } from "./types";
import { useOrderEvents } from "./use-order-events";
import { WithdrawalPanel } from "./withdrawal-panel";

export interface OrderPageProps {
  order: OrderView;
  items: OrderItemView[];
  timeline: Timeline;
  withdrawal: WithdrawalView;
  payment: { instructions: PaymentInstructionsView; qrSvg: string | null };
  /** The order was placed a moment ago: thank the customer. */
  justPlaced: boolean;
  /** "Ångra köp" was pressed: show the confirmation step. */
  confirming: boolean;
  result?: WithdrawalActionData;
}

/** /orders/:id: the confirmation and order page. */
export function OrderPage({ order, items, timeline, withdrawal, payment, justPlaced, confirming, result }: OrderPageProps) {
  useOrderEvents();
  const p = ordersCopy.page;
  const toPay = order.paymentStatus !== "paid" && order.status !== "cancelled";
  const paymentPanel = <PaymentPanel order={order} instructions={payment.instructions} qrSvg={payment.qrSvg} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/orders" className="text-sm underline">
        ← {p.backToOrders}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-4xl">{p.title(order.reference)}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-2 text-ink-soft">
        {p.placedAt(formatDateTime(order.createdAt))}
        {withdrawal.open && (
          <>
            {" · "}
            <a href="#angra" className="underline">
              {ordersCopy.withdrawal.functionLink}
            </a>
          </>
        )}
      </p>
      {justPlaced && (
        <div role="status" className="mt-6 rounded-2xl bg-sage-light px-5 py-4">
          <p className="text-lg font-medium">{p.thanks}</p>
          <p className="mt-1">{p.confirmationSent(order.shippingEmail)}</p>
        </div>
      )}
      <div className="mt-8 space-y-6">
        {toPay && paymentPanel}
        <div className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">
          <OrderTimeline timeline={timeline} />
        </div>
        <section aria-labelledby="items-heading" className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">
          <h2 id="items-heading" className="text-xl">
            {p.items}
          </h2>
          <div className="mt-2">
            <OrderLines order={order} items={items} />
          </div>
          <OrderTotals order={order} className="mt-4 border-t border-ink/10 pt-4" />
        </section>
        <DeliveryPanel order={order} />
        {!toPay && paymentPanel}
        <WithdrawalPanel order={order} state={withdrawal} confirming={confirming} result={result} />
      </div>
    </section>
  );
}
