import { DeliveryChoice } from "~/components/orders/delivery-choice";
import { adminCopy } from "~/content/admin";
import { formatMobileNumber } from "~/domain/phone";
import { findPaymentMethod, paymentMethodLabel } from "~/payments/registry";
import { formatDateTime } from "./format";
import { PaymentBadge } from "~/components/orders/status-badge";
import type { DeskOrder } from "~/domain/desk-view";

const t = adminCopy.order;
const card = "rounded-2xl bg-white p-4 ring-1 ring-ink/10";

/** Customer, delivery address, payment and shipment of one order. */
export function OrderDetails({ order }: { order: DeskOrder }) {
  const reference = findPaymentMethod(order.paymentMethod)?.deskReference?.(order);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="customer-heading" className={card}>
        <h2 id="customer-heading" className="text-xl">
          {t.customer}
        </h2>
        <p className="mt-2">{order.customer.name}</p>
        {order.customer.guest && <p className="text-sm">{t.guest}</p>}
        {order.customer.email && (
          <p className="text-sm">
            {t.account}: <a href={`mailto:${order.customer.email}`} className="underline">{order.customer.email}</a>
          </p>
        )}
      </section>
      <section aria-labelledby="address-heading" className={card}>
        <h2 id="address-heading" className="text-xl">
          {t.address}
        </h2>
        <address className="mt-2 not-italic">
          {order.shippingName}
          <br />
          {order.shippingAddress}
          <br />
          {order.shippingPostalCode} {order.shippingCity}
          {order.shippingPhone && (
            <>
              <br />
              <span className="text-sm">
                {t.phone}:{" "}
                <a href={`tel:${order.shippingPhone}`} className="underline" data-testid="desk-phone">
                  {formatMobileNumber(order.shippingPhone)}
                </a>
              </span>
            </>
          )}
          {order.shippingEmail && (
            <>
              <br />
              <a href={`mailto:${order.shippingEmail}`} className="text-sm underline">
                {order.shippingEmail}
              </a>
            </>
          )}
        </address>
        <DeliveryChoice option={order.deliveryOption} point={order.servicePoint} className="mt-3" />
      </section>
      <section aria-labelledby="payment-heading" className={card}>
        <h2 id="payment-heading" className="text-xl">
          {t.paymentHeading}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-ink-soft">{t.method}</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          {/* What the payment carries, to match it against the bank or Swish account. */}
          {reference && (
            <>
              <dt className="text-ink-soft">{reference.label}</dt>
              <dd className="tabular-nums tracking-wider" data-testid={reference.testId}>
                {reference.value}
              </dd>
            </>
          )}
          <dt className="text-ink-soft">{t.payment}</dt>
          <dd>
            <PaymentBadge status={order.paymentStatus} />
          </dd>
          {order.paid && (
            <>
              <dt className="text-ink-soft">{t.paidAt}</dt>
              <dd>
                <time dateTime={order.paid}>{formatDateTime(order.paid)}</time>
              </dd>
            </>
          )}
          {order.withdrawn && (
            <>
              <dt className="text-ink-soft">{t.withdrawnAt}</dt>
              <dd>
                <time dateTime={order.withdrawn}>{formatDateTime(order.withdrawn)}</time>
              </dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="delivery-heading" className={card}>
        <h2 id="delivery-heading" className="text-xl">
          {t.delivery}
        </h2>
        {order.carrier ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-ink-soft">{t.carrier}</dt>
            <dd>{order.carrier}</dd>
            <dt className="text-ink-soft">{t.trackingNumber}</dt>
            <dd className="tabular-nums" data-testid="tracking-number">
              {order.trackingNumber}
            </dd>
          </dl>
        ) : (
          <p className="mt-2 text-ink-soft">{t.notShipped}</p>
        )}
      </section>
    </div>
  );
}
