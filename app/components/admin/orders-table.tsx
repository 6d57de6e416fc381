import { Link } from "react-router";
import { adminCopy } from "~/content/admin";
import { formatKr } from "~/domain/money";
import { formatDate } from "./format";
import { PaymentBadge, StatusBadge } from "~/components/orders/status-badge";
import type { DeskListRow } from "~/domain/desk-view";
import { CardRow, CardTable, CardTableBody, CardTableHead, Cell, HeadCell } from "~/components/ui/card-table";

const t = adminCopy.orders;

/** `bulkForm`: the id of the bulk shipment's form; each row then has a checkbox for it (ADR 067). */
export function OrdersTable({ rows, bulkForm }: { rows: DeskListRow[]; bulkForm?: string }) {
  if (rows.length === 0) return <p className="mt-8">{t.empty}</p>;
  const c = t.columns;
  return (
    <CardTable caption={t.caption} className="mt-6">
      <CardTableHead>
        {bulkForm && <HeadCell className="w-12">{c.choose}</HeadCell>}
        <HeadCell>{c.reference}</HeadCell>
        <HeadCell>{c.date}</HeadCell>
        <HeadCell>{c.customer}</HeadCell>
        <HeadCell align="right">{c.items}</HeadCell>
        <HeadCell align="right">{c.total}</HeadCell>
        <HeadCell>{c.payment}</HeadCell>
        <HeadCell>{c.status}</HeadCell>
      </CardTableHead>
      <CardTableBody>
        {rows.map((o) => (
          <CardRow key={o.id} data-testid="order-row">
            {bulkForm && (
              <Cell label={c.choose}>
                <input type="checkbox" name="order" value={o.id} form={bulkForm} aria-label={adminCopy.bulkShip.choose(o.number)} className="size-6 accent-indigo" />
              </Cell>
            )}
            <Cell rowHeader label={c.reference} className="font-medium tabular-nums">
              <Link to={`/admin/orders/${o.id}`} aria-label={t.open(o.number)} className="text-indigo underline">
                {o.number}
              </Link>
            </Cell>
            <Cell label={c.date}>
              <time dateTime={o.created}>{formatDate(o.created)}</time>
            </Cell>
            <Cell label={c.customer}>
              <span className="block">{o.customerName}</span>
              <span className="block text-sm break-all text-ink-soft">{o.customerEmail}</span>
            </Cell>
            <Cell label={c.items} align="right" className="tabular-nums">
              {o.itemCount}
            </Cell>
            <Cell label={c.total} align="right" className="whitespace-nowrap tabular-nums">
              {formatKr(o.totalOre)}
            </Cell>
            <Cell label={c.payment}>
              <PaymentBadge status={o.paymentStatus} />
            </Cell>
            <Cell label={c.status}>
              <StatusBadge status={o.status} labelled />
            </Cell>
          </CardRow>
        ))}
      </CardTableBody>
    </CardTable>
  );
}

/** Previous/next links that keep the filter. */
export function OrdersPager({ page, pageCount, search }: { page: number; pageCount: number; search: URLSearchParams }) {
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const s = new URLSearchParams(search);
    if (p === 1) s.delete("page");
    else s.set("page", String(p));
    const q = s.toString();
    return `/admin/orders${q ? `?${q}` : ""}`;
  };
  return (
    <nav aria-label={t.pages} className="mt-6 flex items-center gap-4">
      {page > 1 && (
        <Link to={href(page - 1)} className="underline">
          {t.previous}
        </Link>
      )}
      <span aria-current="page">{t.page(page, pageCount)}</span>
      {page < pageCount && (
        <Link to={href(page + 1)} className="underline">
          {t.next}
        </Link>
      )}
    </nav>
  );
}
