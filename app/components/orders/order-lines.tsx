import { giftCardCopy } from "~/content/gift-cards";
import { ordersCopy } from "~/content/orders";
import { formatKr } from "~/domain/money";
import { orderTotalRows, type OrderTotalRow } from "~/domain/order-totals";
import { customerTotalWords, totalRowText } from "~/content/order-totals";
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
            {(i.togetherDiscountOre ?? 0) > 0 && (
              <p className="text-sm text-sage" data-testid="together-discount">
                {p.together(formatKr(i.togetherDiscountOre!))}
              </p>
            )}
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

/** Goods, discounts, shipping, total and VAT per rate, as stored with the order (domain/order-totals.ts). */
export function OrderTotals({ order, className }: { order: OrderView; className?: string }) {
  const row = "flex justify-between gap-4";
  const style: Partial<Record<OrderTotalRow["key"], string>> = { total: "border-t border-ink/10 pt-2 text-base font-semibold", rest: "font-semibold", vat: "text-ink-soft" };
  return (
    <dl className={cn("space-y-2 text-sm", className)} data-testid="order-totals">
      {orderTotalRows(order).map((r) => {
        const { label, value } = totalRowText(r, customerTotalWords, order.discountCode);
        return (
          <div key={r.key === "vat" ? `vat-${r.rateBp}` : r.key} className={cn(row, style[r.key])} data-testid={r.key === "giftCardPaid" ? "order-gift-card-paid" : undefined}>
            <dt>{label}</dt>
            <dd data-testid={r.key === "total" ? "order-total" : r.key === "rest" ? "order-rest" : undefined}>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
