import { formatDateTime, ordersCopy } from "~/content/orders";
import { paymentMethod } from "~/payments/registry";
import type { OrderView, PaymentInstructionsView } from "./types";

/**
 * The top of /orders/:id right after checkout (?tack=1, ADR 015): the thanks, the order number, and what
 * happens next — how to pay if it is unpaid, when it ships, where the confirmation went.
 */
export function ThankYou({ order, instructions }: { order: OrderView; instructions: PaymentInstructionsView }) {
  const p = ordersCopy.page;
  const unpaid = order.paymentStatus !== "paid";
  const method = paymentMethod(instructions.kind);
  const pay = unpaid ? method.nextStep(instructions) : p.nextPaid;
  // Swish orders are packed once the payment is in; Faktura and paid orders ship straight away.
  const ship = unpaid && method.packsAfterPayment ? p.nextShipAfterPayment : p.nextShip;
  const steps = [pay, ship, p.confirmationSent(order.shippingEmail)];
  return (
    <header className="mt-4 rounded-3xl bg-sage-light px-5 py-6 sm:px-6 sm:py-7" data-testid="thank-you">
      <h1 className="text-3xl sm:text-4xl">{p.thanks}</h1>
      <p className="mt-3 sm:text-lg">
        {p.orderNumberLine} <strong className="tabular-nums">{order.number}</strong>
        <span className="text-ink-soft"> · {p.placedAt(formatDateTime(order.createdAt))}</span>
      </p>
      <h2 className="mt-5 text-xl">{p.nextTitle}</h2>
      <ol className="mt-3 space-y-3">
        {steps.map((s, i) => (
          <li key={s} className="flex gap-3">
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-sm font-semibold text-sage">
              {i + 1}
            </span>
            <span className="pt-0.5">{s}</span>
          </li>
        ))}
      </ol>
    </header>
  );
}
