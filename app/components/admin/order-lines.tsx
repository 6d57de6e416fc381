import { Fragment } from "react";
import { adminCopy } from "~/content/admin";
import { deskTotalWords, totalRowText } from "~/content/order-totals";
import { orderTotalRows } from "~/domain/order-totals";
import { formatKr } from "~/domain/money";
import { formatVatRate } from "~/domain/vat";
import type { DeskLine, DeskOrder } from "~/domain/desk-view";
import { CardRow, CardTable, CardTableBody, CardTableHead, Cell, HeadCell } from "~/components/ui/card-table";

const t = adminCopy.order;

/** The order's lines as they were bought (snapshots), and its totals with VAT per rate. */
export function OrderLines({ order, lines }: { order: DeskOrder; lines: DeskLine[] }) {
  return (
    <section aria-labelledby="lines-heading" className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <h2 id="lines-heading" className="text-xl">
        {t.lines}
      </h2>
      <CardTable caption={t.lines} inset className="mt-3">
        <CardTableHead>
          <HeadCell>{t.product}</HeadCell>
          <HeadCell align="right">{t.quantity}</HeadCell>
          <HeadCell align="right">{t.unitPrice}</HeadCell>
          <HeadCell align="right">{t.vatRate}</HeadCell>
          <HeadCell align="right">{t.lineTotal}</HeadCell>
        </CardTableHead>
        <CardTableBody>
          {lines.map((l) => (
            <CardRow key={l.id} data-testid="order-line">
              <Cell rowHeader className="font-medium">
                {l.name}
                {l.kind === "free_gift" && <span className="ml-2 text-sm text-sage">{t.gift}</span>}
                {l.kind === "gift_card" && <span className="ml-2 text-sm text-ink-soft">{t.giftCard}</span>}
                {l.multiBuyDiscountOre > 0 && (
                  <span className="block text-sm font-normal text-ink-soft">
                    {t.multiBuy} −{formatKr(l.multiBuyDiscountOre)}
                  </span>
                )}
                {(l.togetherDiscountOre ?? 0) > 0 && (
                  <span className="block text-sm font-normal text-ink-soft">
                    {t.together} −{formatKr(l.togetherDiscountOre!)}
                  </span>
                )}
                {l.codeDiscountOre > 0 && order.discountCode && (
                  <span className="block text-sm font-normal text-ink-soft">
                    {t.code(order.discountCode)} −{formatKr(l.codeDiscountOre)}
                  </span>
                )}
              </Cell>
              <Cell label={t.quantity} align="right" className="tabular-nums">
                {l.quantity}
              </Cell>
              <Cell label={t.unitPrice} align="right" className="whitespace-nowrap tabular-nums">
                {formatKr(l.unitPriceOre)}
              </Cell>
              <Cell label={t.vatRate} align="right" className="whitespace-nowrap tabular-nums">
                {formatVatRate(l.vatRateBp)}
              </Cell>
              <Cell label={t.lineTotal} align="right" className="whitespace-nowrap tabular-nums">
                {formatKr(l.lineTotalOre)}
              </Cell>
            </CardRow>
          ))}
        </CardTableBody>
      </CardTable>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-ink/10 pt-3">
        {orderTotalRows(order, { rest: false, allVatRates: true }).map((r) => {
          const { label, value } = totalRowText(r, deskTotalWords, order.discountCode);
          const cls = r.key === "total" ? "font-semibold" : r.key === "vat" ? "text-sm text-ink-soft" : "";
          const testId = r.key === "total" ? "order-total" : r.key === "giftCardPaid" ? "order-gift-card-paid" : undefined;
          return (
            <Fragment key={r.key === "vat" ? `vat-${r.rateBp}` : r.key}>
              <dt className={cls}>{label}</dt>
              <dd className={`text-right ${cls}`} data-testid={testId}>
                {value}
              </dd>
            </Fragment>
          );
        })}
      </dl>
    </section>
  );
}
