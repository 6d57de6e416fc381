import { Fragment } from "react";
import { adminCopy } from "~/content/admin";
import { deskTotalWords, totalRowText } from "~/content/order-totals";
import { orderTotalRows } from "~/domain/order-totals";
import { formatKr } from "~/domain/money";
import { formatVatRate } from "~/domain/vat";
import type { DeskLine, DeskOrder } from "~/domain/desk-view";

const t = adminCopy.order;
const th = "px-3 py-2 text-left text-sm font-medium text-ink-soft";
const td = "px-3 py-2 align-top";

/** The order's lines as they were bought (snapshots), and its totals with VAT per rate. */
export function OrderLines({ order, lines }: { order: DeskOrder; lines: DeskLine[] }) {
  return (
    <section aria-labelledby="lines-heading" className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <h2 id="lines-heading" className="text-xl">
        {t.lines}
      </h2>
      <div className="overflow-x-auto">
        <table className="mt-3 w-full min-w-[32rem] border-collapse">
          <thead>
            <tr>
              <th scope="col" className={th}>{t.product}</th>
              <th scope="col" className={`${th} text-right`}>{t.quantity}</th>
              <th scope="col" className={`${th} text-right`}>{t.unitPrice}</th>
              <th scope="col" className={`${th} text-right`}>{t.vatRate}</th>
              <th scope="col" className={`${th} text-right`}>{t.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id} className="border-t border-ink/10" data-testid="order-line">
                <th scope="row" className={`${td} text-left font-medium`}>
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
                </th>
                <td className={`${td} text-right`}>{l.quantity}</td>
                <td className={`${td} text-right whitespace-nowrap`}>{formatKr(l.unitPriceOre)}</td>
                <td className={`${td} text-right whitespace-nowrap`}>{formatVatRate(l.vatRateBp)}</td>
                <td className={`${td} text-right whitespace-nowrap`}>{formatKr(l.lineTotalOre)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
