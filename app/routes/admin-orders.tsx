import { useLocation } from "react-router";
import type { Route } from "./+types/admin-orders";
import { adminCopy } from "~/content/admin";
import { OrdersFilter, WorkQueueNote } from "~/components/admin/orders-filter";
import { OrdersPager, OrdersTable } from "~/components/admin/orders-table";
import { listOrdersForDesk, parseOrderFilter } from "~/server/admin-orders.server";
import { services } from "~/server/runtime.server";

const t = adminCopy.orders;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

export async function loader({ url }: Route.LoaderArgs) {
  const filter = parseOrderFilter(url.searchParams);
  const { db, env } = services();
  const list = await listOrdersForDesk(db, filter, { now: new Date(), invoiceDueDays: env.invoiceDueDays });
  return {
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
      <OrdersTable rows={loaderData.rows} />
      <OrdersPager page={loaderData.page} pageCount={loaderData.pageCount} search={new URLSearchParams(search)} />
    </section>
  );
}
