import { giftCardCopy } from "~/content/gift-cards";
import { ordersCopy } from "~/content/orders";
import { formatKr } from "~/domain/money";
import { formatVatRate } from "~/domain/vat";
import { cn } from "~/lib/cn";
import type { OrderItemView, OrderView } from "./types";

/** Each line as it was bought (snapshot): quantity, unit price, multi-buy and code shares, line total. */
export function OrderLines({ order, items }: { order: OrderView; items: OrderItemView[] }) {
  const p = ordersCopy.page;
  return (
    <ul className="divide-y divide-ink/10" data-testid="order-lines">
      {items.map((i) => (
        <li key={i.id} className="flex items-start justify-between gap-4 py-3" data-testid="order-line">
          <div className="min-w-0">
            <p className="font-medium">
              {i.productName}
              {i.kind === "free_gift" && <span className="ml-2 rounded-full bg-sage-light px-2 py-0.5 text-xs">{p.gift}</span>}
            </p>
            <p className="text-sm text-ink-soft">
              <span className="sr-only">{p.quantity}: </span>
              {p.quantityTimesPrice(i.quantity, formatKr(i.unitPriceOre))}
            </p>
            {i.multiBuyDiscountOre > 0 && <p className="text-sm text-sage">{p.multiBuy(formatKr(i.multiBuyDiscountOre))}</p>}
            {i.codeDiscountOre > 0 && order.discountCode && <p className="text-sm text-sage">{p.codeShare(order.discountCode, formatKr(i.codeDiscountOre))}</p>}
            {i.giftCard && (
              <p className="text-sm text-ink-soft" data-testid="gift-card-recipient">
                {giftCardCopy.cart.to(i.giftCard.recipientName, i.giftCard.recipientEmail)} · {giftCardCopy.cart.from(i.giftCard.senderName)}
              </p>
            )}
          </div>
          <p className="whitespace-nowrap font-medium">
            <span className="sr-only">{p.lineTotal}: </span>
            {formatKr(i.lineTotalOre)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Goods, discounts, shipping, total and VAT per rate, as stored with the order. */
export function OrderTotals({ order, className }: { order: OrderView; className?: string }) {
  const p = ordersCopy.page;
  const row = "flex justify-between gap-4";
  return (
    <dl className={cn("space-y-2 text-sm", className)} data-testid="order-totals">
      <div className={row}>
        <dt>{p.goods}</dt>
        <dd>{formatKr(order.goodsListOre)}</dd>
      </div>
      {order.multiBuyDiscountOre > 0 && (
        <div className={row}>
          <dt>{p.multiBuyTotal}</dt>
          <dd>−{formatKr(order.multiBuyDiscountOre)}</dd>
        </div>
      )}
      {order.discountOre > 0 && (
        <div className={row}>
          <dt>{p.discount(order.discountCode ?? "")}</dt>
          <dd>−{formatKr(order.discountOre)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{p.shipping}</dt>
        <dd>{order.shippingOre === 0 ? p.freeShipping : formatKr(order.shippingOre)}</dd>
      </div>
      <div className={cn(row, "border-t border-ink/10 pt-2 text-base font-semibold")}>
        <dt>{p.total}</dt>
        <dd data-testid="order-total">{formatKr(order.totalOre)}</dd>
      </div>
      {(order.giftCardPaidOre ?? 0) > 0 && (
        <>
          <div className={row} data-testid="order-gift-card-paid">
            <dt>{giftCardCopy.order.paidWith}</dt>
            <dd>−{formatKr(order.giftCardPaidOre!)}</dd>
          </div>
          <div className={cn(row, "font-semibold")}>
            <dt>{giftCardCopy.order.rest}</dt>
            <dd data-testid="order-rest">{formatKr(order.totalOre - order.giftCardPaidOre!)}</dd>
          </div>
        </>
      )}
      {order.vatSummary
        .filter((v) => v.vatOre > 0)
        .map((v) => (
          <div key={v.rateBp} className={cn(row, "text-ink-soft")}>
            <dt>{p.vatOf(formatVatRate(v.rateBp))}</dt>
            <dd>{formatKr(v.vatOre)}</dd>
          </div>
        ))}
    </dl>
  );
}
