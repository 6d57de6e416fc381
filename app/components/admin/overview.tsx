import { Form, Link } from "react-router";
import { overviewCopy } from "~/content/admin-overview";
import { formatKr } from "~/domain/money";
import type { VatReport, WorkQueue } from "~/domain/overview";
import { Field } from "~/components/ui/field";
import { CardRow, CardTable, CardTableBody, CardTableFoot, CardTableHead, Cell, HeadCell } from "~/components/ui/card-table";
import { formatDate } from "./format";

const t = overviewCopy;
const card = "rounded-2xl bg-white p-5 ring-1 ring-ink/10";

interface Sales {
  orders: number;
  revenueOre: number;
}

/** Today's and this month's orders and revenue. */
export function OverviewFigures({ today, month }: { today: Sales; month: Sales }) {
  return (
    <div>
      <dl className="grid gap-4 sm:grid-cols-2">
        {[
          { label: t.today, s: today },
          { label: t.month, s: month },
        ].map(({ label, s }) => (
          <div key={label} className={card}>
            <dt className="text-sm font-medium text-ink-soft">{label}</dt>
            <dd className="mt-1 text-2xl tabular-nums">{formatKr(s.revenueOre)}</dd>
            <dd className="text-sm text-ink-soft">{t.orders(s.orders)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-ink-soft">{t.salesNote}</p>
    </div>
  );
}

interface WaitingOrder {
  id: string;
  number: number;
  name: string;
  totalOre: number;
  at: string;
}

/**
 * "Väntar på dig" (ADR 062): what needs doing now, each a count that links to the list filtered to it: the order
 * queues (oldest first), messages without an answer, reported reviews, products low on stock; then the withdrawn
 * purchases to refund and the products low on stock by name. Only what has something shows.
 */
export function WaitingList({
  queues,
  withdrawals,
  lowStock,
  waitingMessages,
  reportedReviews,
}: {
  queues: { queue: WorkQueue; count: number; oldest: string | null }[];
  waitingMessages: number;
  reportedReviews: number;
  withdrawals: WaitingOrder[];
  lowStock: { id: string; name: string; stockCount: number; lowStockLevel: number }[];
}) {
  const w = t.waiting;
  const items = [
    ...queues.map((q) => ({ key: q.queue, n: q.count, to: `/admin/orders?att=${q.queue}`, text: w.queues[q.queue](q.count), oldest: q.oldest })),
    { key: "messages", n: waitingMessages, to: "/admin/messages", text: w.messages(waitingMessages), oldest: null },
    { key: "reviews", n: reportedReviews, to: "/admin/reviews?visa=anmalda", text: w.reviews(reportedReviews), oldest: null },
    { key: "stock", n: lowStock.length, to: "/admin/products?lager=lagt", text: w.lowStockCount(lowStock.length), oldest: null },
  ].filter((i) => i.n > 0);
  const nothing = items.length === 0 && withdrawals.length === 0;
  return (
    <section aria-labelledby="overview-waiting" className={card}>
      <h2 id="overview-waiting" className="text-xl">
        {w.heading}
      </h2>
      {nothing ? (
        <p className="mt-3 text-ink-soft">{w.nothing}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/10" data-testid="work-list">
          {items.map((i) => (
            <li key={i.key} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2" data-testid={`work-${i.key}`}>
              <Link to={i.to} className="font-medium underline">
                {i.text}
              </Link>
              {i.oldest && (
                <span className="text-sm text-ink-soft">
                  {w.oldest} <time dateTime={i.oldest}>{formatDate(i.oldest)}</time>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {withdrawals.length > 0 && (
        <div className="mt-4">
          <h3 className="font-medium">
            {w.withdrawals} ({withdrawals.length})
          </h3>
          <ul className="mt-2 divide-y divide-ink/10">
            {withdrawals.map((r) => (
              <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <Link to={`/admin/orders/${r.id}`} className="underline">
                  {w.open(r.number)}
                </Link>
                <span className="text-sm text-ink-soft">
                  {r.name} · {w.withdrawn} <time dateTime={r.at}>{formatDate(r.at)}</time> · <span className="tabular-nums">{formatKr(r.totalOre)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {lowStock.length > 0 && (
        <div className="mt-4">
          <h3 className="font-medium">
            {w.lowStock} ({lowStock.length})
          </h3>
          <ul className="mt-2 divide-y divide-ink/10">
            {lowStock.map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2" data-testid="low-stock">
                <Link to={`/admin/products/${p.id}`} className="underline">
                  {p.name}
                </Link>
                <span className="text-sm text-ink-soft tabular-nums">{w.stock(p.stockCount, p.lowStockLevel)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The VAT report for a chosen period: a GET form (works without JavaScript, the URL can be bookmarked) and the table. */
export function VatReportSection({
  period,
  vat,
}: {
  period: { from: string; to: string; error: string | null };
  vat: VatReport & { orders: number; refunds: number; refunded: VatReport };
}) {
  return (
    <section aria-labelledby="overview-vat" className={card}>
      <h2 id="overview-vat" className="text-xl">
        {t.vat.heading}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t.vat.intro}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-4" aria-label={t.vat.heading}>
        <Field label={t.vat.from} name="fran" type="date" defaultValue={period.from} key={`f-${period.from}`} error={period.error ?? undefined} />
        <Field label={t.vat.to} name="till" type="date" defaultValue={period.to} key={`t-${period.to}`} invalid={Boolean(period.error)} />
        <button type="submit" className="rounded-full bg-indigo px-5 py-3 text-white">
          {t.vat.show}
        </button>
      </Form>
      {vat.rows.length === 0 ? (
        <p className="mt-4">{t.vat.empty}</p>
      ) : (
        <>
          {/* A card table (ADR 062): on a phone each rate is a card with every column; nothing scrolls sideways. */}
          <CardTable caption={t.vat.caption(period.from, period.to, vat.orders)} captionVisible inset className="mt-4" tableClassName="text-sm tabular-nums sm:text-base">
            <CardTableHead>
              <HeadCell>{t.vat.rate}</HeadCell>
              <HeadCell align="right">{t.vat.gross}</HeadCell>
              <HeadCell align="right">{t.vat.net}</HeadCell>
              <HeadCell align="right">{t.vat.vat}</HeadCell>
            </CardTableHead>
            <CardTableBody>
              {vat.rows.map((r) => (
                <CardRow key={r.rateBp} data-testid="vat-row">
                  <Cell rowHeader>{t.vat.rateLabel(r.rateBp)}</Cell>
                  <Cell label={t.vat.gross} align="right">{formatKr(r.grossOre)}</Cell>
                  <Cell label={t.vat.net} align="right">{formatKr(r.netOre)}</Cell>
                  <Cell label={t.vat.vat} align="right">{formatKr(r.vatOre)}</Cell>
                </CardRow>
              ))}
            </CardTableBody>
            <CardTableFoot>
              <CardRow className="font-medium">
                <Cell rowHeader>{t.vat.total}</Cell>
                <Cell label={t.vat.gross} align="right">{formatKr(vat.total.grossOre)}</Cell>
                <Cell label={t.vat.net} align="right">{formatKr(vat.total.netOre)}</Cell>
                <Cell label={t.vat.vat} align="right">{formatKr(vat.total.vatOre)}</Cell>
              </CardRow>
            </CardTableFoot>
          </CardTable>
          {vat.refunds > 0 && (
            <p className="mt-2 text-sm text-ink-soft" data-testid="vat-refunds">
              {t.vat.refunds(vat.refunds, formatKr(vat.refunded.total.grossOre), formatKr(vat.refunded.total.vatOre))}
            </p>
          )}
        </>
      )}
    </section>
  );
}
