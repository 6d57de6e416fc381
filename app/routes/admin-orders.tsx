import { useId } from "react";
import { Form, useLocation } from "react-router";
import type { Route } from "./+types/admin-orders";
import { adminCopy } from "~/content/admin";
import { OrdersFilter, WorkQueueNote } from "~/components/admin/orders-filter";
import { OrdersExportForm } from "~/components/admin/orders-export";
import { OrdersPager, OrdersTable } from "~/components/admin/orders-table";
import { addDays } from "~/domain/order-summary";
import { stockholmDate } from "~/domain/vat";
import { listOrdersForDesk, parseOrderFilter } from "~/server/admin-orders.server";
import { parseExportPeriod } from "~/server/admin-order-export.server";
import { services } from "~/server/runtime.server";

const t = adminCopy.orders;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

export async function loader({ url }: Route.LoaderArgs) {
  const filter = parseOrderFilter(url.searchParams);
  const { db, env } = services();
  const now = new Date();
  const list = await listOrdersForDesk(db, filter, { now, invoiceDueDays: env.invoiceDueDays });
  const today = stockholmDate(now);
  // The export's period: the last 30 days, today included (Stockholm), or, back from a refused export, what was typed.
  const refused = url.searchParams.get("export") === "fel" ? parseExportPeriod(url.searchParams) : null;
  return {
    exportPeriod: refused && !refused.ok ? { from: refused.from, to: refused.to, error: refused.message } : { from: addDays(today, -29), to: today, error: undefined },
    filter: { status: filter.status ?? "", payment: filter.payment ?? "", q: filter.q ?? "" },
    work: filter.work ?? null,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map(({ createdAt, ...r }) => ({ ...r, created: createdAt.toISOString() })),
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <OrdersFilter values={loaderData.filter} />
      {loaderData.work && <WorkQueueNote queue={loaderData.work} />}
      <p role="status" className="mt-6 text-sm text-ink-soft">
        {t.count(loaderData.total)}
      </p>
      {loaderData.rows.length > 0 && <BulkShipBar />}
      <OrdersTable rows={loaderData.rows} bulkForm={BULK_FORM} />
      <OrdersPager page={loaderData.page} pageCount={loaderData.pageCount} search={new URLSearchParams(search)} />
      <div id="export" className="mt-10">
        <OrdersExportForm from={loaderData.exportPeriod.from} to={loaderData.exportPeriod.to} error={loaderData.exportPeriod.error} />
      </div>
    </section>
  );
}

const BULK_FORM = "bulk-ship";
const b = adminCopy.bulkShip;

/**
 * Several orders shipped at once (ADR 067): the rows' checkboxes belong to this GET form, which opens the bulk page
 * with the chosen orders and carrier, where each gets its tracking number. Works without JavaScript.
 */
function BulkShipBar() {
  const id = useId();
  return (
    <Form id={BULK_FORM} method="get" action="/admin/orders/skicka" aria-label={b.chosen} className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <p className="w-full text-sm text-ink-soft">{b.hint}</p>
      <div>
        <label htmlFor={`${id}-carrier`} className="mb-1 block text-sm font-medium">
          {adminCopy.actions.carrier}
        </label>
        <select id={`${id}-carrier`} name="fraktbolag" className="rounded-lg border border-ink/20 bg-white px-3 py-2">
          {adminCopy.actions.carriers.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-full bg-indigo px-5 py-2 text-white">
        {b.button}
      </button>
    </Form>
  );
}
