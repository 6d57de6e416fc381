import { ordersCopy } from "~/content/orders";
import { formatMobileNumber } from "~/domain/phone";
import { TrackingInfo } from "./tracking-info";
import { DeliveryChoice } from "./delivery-choice";
import type { OrderView } from "./types";

/** Where it goes, when it is expected, and the carrier's tracking link once the shop has set it. */
export function DeliveryPanel({ order }: { order: OrderView }) {
  const p = ordersCopy.page;
  return (
    <section aria-labelledby="delivery-heading" className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">
      <h2 id="delivery-heading" className="text-xl">
        {p.deliveryTitle}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-sans text-sm font-medium text-ink-soft">{p.deliveryTo}</h3>
          <p className="mt-1">
            {order.shippingName}
            <br />
            {order.shippingAddress}
            <br />
            {order.shippingPostalCode} {order.shippingCity}
            {order.shippingPhone && (
              <>
                <br />
                <span data-testid="delivery-phone">
                  {p.phone} {formatMobileNumber(order.shippingPhone)}
                </span>
              </>
            )}
          </p>
        </div>
        <div>
          <DeliveryChoice option={order.deliveryOption} point={order.servicePoint} className="mb-3" />
          {(order.status === "pending" || order.status === "processing") && <p className="text-sm">{p.deliveryEstimate}</p>}
          {order.status === "shipped" && <p className="text-sm">{p.deliveryOnTheWay}</p>}
          <TrackingInfo carrier={order.carrier} trackingNumber={order.trackingNumber} className="mt-2" />
        </div>
      </div>
    </section>
  );
}
