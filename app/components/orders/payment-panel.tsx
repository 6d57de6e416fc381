import { giftCardCopy } from "~/content/gift-cards";
import { formatCalendarDate, formatDate, ordersCopy } from "~/content/orders";
import { formatKr } from "~/domain/money";
import { buttonClass } from "~/components/ui/button";
import type { OrderView, PaymentInstructionsView } from "./types";

/**
 * How to pay (Swish: "Öppna Swish" on a phone, the QR code on a large screen, and the details to type;
 * Faktura: bankgiro, OCR and due date), or that it is paid.
 */
export function PaymentPanel({ order, instructions, qrSvg }: { order: OrderView; instructions: PaymentInstructionsView; qrSvg: string | null }) {
  const t = ordersCopy.payment;
  const detail = "flex flex-wrap justify-between gap-x-4";
  let body: React.ReactNode;
  if (order.paymentStatus === "paid") {
    body = (
      <p>
        {order.paidAt ? t.paid(formatDate(order.paidAt)) : t.paidNoDate}
        {(order.giftCardPaidOre ?? 0) > 0 && ` ${giftCardCopy.order.paidWith}: ${formatKr(order.giftCardPaidOre!)}.`}
      </p>
    );
  } else if (order.status === "cancelled") {
    body = <p>{t.cancelled}</p>;
  } else if (instructions.kind === "gift_card") {
    body = <p>{giftCardCopy.order.paidWith}</p>;
  } else if (instructions.kind === "swish") {
    // A phone cannot scan its own screen: below lg the page offers the app link, from lg the QR code.
    body = (
      <div className="grid gap-6 lg:grid-cols-[auto_1fr] lg:items-start">
        {qrSvg && (
          <div
            role="img"
            aria-label={t.qrLabel(order.number)}
            className="mx-auto hidden h-56 w-56 overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10 lg:block [&>svg]:h-full [&>svg]:w-full"
            data-testid="swish-qr"
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
        )}
        <div className="space-y-4">
          <div className="space-y-3 lg:hidden" data-testid="swish-app">
            <a
              href={instructions.appLink}
              className={buttonClass("primary", "w-full py-4 text-lg")}
            >
              {t.openSwish}
            </a>
            <p className="text-sm">{t.openSwishHint}</p>
            <p className="text-sm text-ink-soft">{t.swishOtherDevice}</p>
          </div>
          <div className="hidden space-y-4 lg:block">
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {t.swishSteps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            <p className="text-sm text-ink-soft">{t.swishManual}</p>
          </div>
          <dl className="space-y-1 rounded-2xl bg-oat p-4" data-testid="swish-details">
            <div className={detail}>
              <dt>{t.swishNumber}</dt>
              <dd className="font-semibold tabular-nums">{instructions.numberDisplay}</dd>
            </div>
            <div className={detail}>
              <dt>{t.amount}</dt>
              <dd className="font-semibold tabular-nums">{formatKr(instructions.amountOre)}</dd>
            </div>
            <div className={detail}>
              <dt>{t.message}</dt>
              <dd className="font-semibold tabular-nums tracking-wider">{instructions.message}</dd>
            </div>
          </dl>
          <p className="text-sm text-ink-soft">{t.swishConfirmed}</p>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <p>{t.invoiceText(instructions.dueDays, formatCalendarDate(instructions.dueDate))}</p>
        <dl className="space-y-1 rounded-2xl bg-oat p-4" data-testid="invoice-details">
          <div className={detail}>
            <dt>{t.amount}</dt>
            <dd className="font-semibold tabular-nums">{formatKr(instructions.amountOre)}</dd>
          </div>
          <div className={detail}>
            <dt>{t.bankgiro}</dt>
            <dd className="font-semibold tabular-nums">{instructions.bankgiro}</dd>
          </div>
          {instructions.iban && (
            <div className={detail}>
              <dt>{t.iban}</dt>
              <dd className="font-semibold">{instructions.iban}</dd>
            </div>
          )}
          <div className={detail}>
            <dt>{t.ocr}</dt>
            <dd className="font-semibold tabular-nums tracking-wider" data-testid="invoice-ocr">
              {instructions.ocr}
            </dd>
          </div>
          <div className={detail}>
            <dt>{t.dueDate}</dt>
            <dd className="font-semibold">{formatCalendarDate(instructions.dueDate)}</dd>
          </div>
        </dl>
        <p className="text-sm text-ink-soft">{t.invoiceConfirmed}</p>
      </div>
    );
  }
  const title = order.paymentStatus !== "paid" && order.status !== "cancelled" ? (instructions.kind === "swish" ? t.swishTitle : t.invoiceTitle) : t.title;
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
