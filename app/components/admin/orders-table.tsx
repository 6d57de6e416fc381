import { Link } from "react-router";
import { adminCopy } from "~/content/admin";
import { formatKr } from "~/domain/money";
import { formatDate } from "./format";
import { PaymentBadge, StatusBadge } from "~/components/orders/status-badge";
import type { DeskListRow } from "~/domain/desk-view";

const t = adminCopy.orders;
const th = "px-3 py-2 text-left text-sm font-medium text-ink-soft";
const td = "px-3 py-2 align-top";

export function OrdersTable({ rows }: { rows: DeskListRow[] }) {
  if (rows.length === 0) return <p className="mt-8">{t.empty}</p>;
  return (
    <div className="mt-6 overflow-x-auto rounded-2xl bg-white ring-1 ring-ink/10">
      <table className="w-full min-w-[44rem] border-collapse">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>{t.columns.reference}</th>
            <th scope="col" className={th}>{t.columns.date}</th>
            <th scope="col" className={th}>{t.columns.customer}</th>
            <th scope="col" className={`${th} text-right`}>{t.columns.items}</th>
            <th scope="col" className={`${th} text-right`}>{t.columns.total}</th>
            <th scope="col" className={th}>{t.columns.payment}</th>
            <th scope="col" className={th}>{t.columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id} className="border-t border-ink/10" data-testid="order-row">
              <th scope="row" className={`${td} text-left font-medium tabular-nums`}>
                <Link to={`/admin/orders/${o.id}`} aria-label={t.open(o.number)} className="text-indigo underline">
                  {o.number}
                </Link>
              </th>
              <td className={td}>
                <time dateTime={o.created}>{formatDate(o.created)}</time>
              </td>
              <td className={td}>
                <span className="block">{o.customerName}</span>
                <span className="block text-sm text-ink-soft">{o.customerEmail}</span>
              </td>
              <td className={`${td} text-right`}>{o.itemCount}</td>
              <td className={`${td} text-right whitespace-nowrap`}>{formatKr(o.totalOre)}</td>
              <td className={td}>
                <PaymentBadge status={o.paymentStatus} />
              </td>
              <td className={td}>
                <StatusBadge status={o.status} labelled />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
