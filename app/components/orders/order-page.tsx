import { Link } from "react-router";
import { formatDateTime, ordersCopy } from "~/content/orders";
import type { Timeline } from "~/domain/timeline";
import { DeliveryPanel } from "./delivery-panel";
import { OrderLines, OrderTotals } from "./order-lines";
import { OrderTimeline } from "./order-timeline";
import { PaymentPanel } from "./payment-panel";
import { StatusBadge } from "./status-badge";
import { ThankYou } from "./thank-you";
import type { GuestAccountOfferView, OrderItemView, OrderPageActionData, OrderView, PaymentInstructionsView, WithdrawalActionData, WithdrawalView } from "./types";
import { GuestAccountPanel } from "./guest-account-panel";
import { useOrderEvents } from "./use-order-events";
import { WithdrawalPanel } from "./withdrawal-panel";
import { RefundsPanel, type RefundView } from "./refunds-panel";
import { DocumentsPanel, type DocumentLinkView } from "./documents-panel";
import { awaitsPayment } from "~/domain/order-states";
import { ParcelPanel, type CustomerParcel } from "./parcel-panel";

export interface OrderPageProps {
  order: OrderView;
  items: OrderItemView[];
  timeline: Timeline;
  refunds: RefundView[];
  /** The receipt or invoice and the credit notes as PDF downloads (ADR 076). */
  documents?: DocumentLinkView[];
  withdrawal: WithdrawalView;
  payment: { instructions: PaymentInstructionsView; qrSvg: string | null };
  /** Arrived from checkout (?tack=1) a moment after placing the order: thank the customer first. */
  justPlaced: boolean;
  /** "Ångra köp" was pressed: show the confirmation step. */
  confirming: boolean;
  /** Opened by the private link (ADR 065): the token the page's own links and forms carry; null for the owner's view. */
  linkToken?: string | null;
  /** What a guest's order offers about an account. */
  guestAccount?: GuestAccountOfferView | null;
  /** The booked parcel and the carrier's events (ADR 084); null without one. */
  parcel?: CustomerParcel | null;
  result?: OrderPageActionData;
}

/**
 * /orders/:id. Right after checkout it opens with the thanks and what happens next (ThankYou), then how to
 * pay, then the order; on later visits it opens as the order page. "Ångra köp" sits with the order's own
 * heading and in its panel at the end.
 */
export function OrderPage({ order, items, timeline, refunds, documents = [], withdrawal, payment, justPlaced, confirming, linkToken = null, guestAccount = null, parcel = null, result }: OrderPageProps) {
  // The live updates are the account's (/orders/events); a page opened by its link reloads for news.
  useOrderEvents(undefined, !linkToken);
  const selfPath = `/orders/${order.id}${linkToken ? `?nyckel=${encodeURIComponent(linkToken)}` : ""}`;
  const withdrawalResult = result && result.status !== "account_refused" && result.status !== "attach_failed" ? (result as WithdrawalActionData) : undefined;
  const guestResult = result?.status === "account_refused" || result?.status === "attach_failed" ? result : undefined;
  const p = ordersCopy.page;
  const toPay = awaitsPayment(order);
  const paymentPanel = <PaymentPanel order={order} instructions={payment.instructions} qrSvg={payment.qrSvg} />;
  const Heading = justPlaced ? "h2" : "h1";
  const orderHeader = (
    <div className={justPlaced ? "pt-2" : "mt-4"}>
      <div className="flex flex-wrap items-center gap-3">
        <Heading className={justPlaced ? "text-2xl" : "text-4xl"}>{p.title(order.number)}</Heading>
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
    </div>
  );
  return (
    <section className="page-narrow py-10">
      {linkToken ? (
        <p className="text-sm text-ink-soft">{ordersCopy.guestAccount.privateLink}</p>
      ) : (
        <Link to="/orders" className="text-sm underline">
          ← {p.backToOrders}
        </Link>
      )}
      {justPlaced ? <ThankYou order={order} instructions={payment.instructions} /> : orderHeader}
      <div className="mt-8 space-y-6">
        {toPay && paymentPanel}
        {justPlaced && orderHeader}
        {guestAccount && linkToken && <GuestAccountPanel offer={guestAccount} token={linkToken} orderPath={selfPath} result={guestResult} />}
        <div className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">
          <OrderTimeline timeline={timeline} />
          {parcel && <ParcelPanel parcel={parcel} />}
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
        <RefundsPanel refunds={refunds} method={order.paymentMethod} />
        <DocumentsPanel links={documents} />
        <DeliveryPanel order={order} />
        {!toPay && paymentPanel}
        <WithdrawalPanel order={order} state={withdrawal} confirming={confirming} result={withdrawalResult} linkToken={linkToken} />
      </div>
    </section>
  );
}
