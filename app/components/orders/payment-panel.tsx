import { giftCardCopy } from "~/content/gift-cards";
import { formatDate, ordersCopy } from "~/content/orders";
import { formatKr } from "~/domain/money";
import { paymentMethod } from "~/payments/registry";
import type { OrderView, PaymentInstructionsView } from "./types";
import { awaitsPayment } from "~/domain/order-states";

/**
 * How to pay, as the order's payment method shows it (its module in app/payments/: Swish's app link and QR
 * code, Faktura's bankgiro, OCR and due date …), or that it is paid or needs no payment.
 */
export function PaymentPanel({ order, instructions, qrSvg }: { order: OrderView; instructions: PaymentInstructionsView; qrSvg: string | null }) {
  const t = ordersCopy.payment;
  const method = paymentMethod(instructions.kind);
  const toPay = awaitsPayment(order);
  let body: React.ReactNode;
  if (order.paymentStatus !== "unpaid") {
    body = (
      <p>
        {order.paidAt ? t.paid(formatDate(order.paidAt)) : t.paidNoDate}
        {(order.giftCardPaidOre ?? 0) > 0 && ` ${giftCardCopy.order.paidWith}: ${formatKr(order.giftCardPaidOre!)}.`}
      </p>
    );
  } else if (order.status === "cancelled") {
    body = <p data-testid="payment-cancelled">{method.cancelled?.(instructions) ?? t.cancelled}</p>;
  } else {
    body = <method.Panel order={order} instructions={instructions} qrSvg={qrSvg} />;
  }
  const title = toPay ? (method.payTitle ?? t.title) : t.title;
  return (
    <section aria-labelledby="payment-heading" className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5" data-testid="payment">
      <h2 id="payment-heading" className="text-xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t.method}: {instructions.label}
      </p>
      <div className="mt-4">{body}</div>
    </section>
  );
}
