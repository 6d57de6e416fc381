import { data, Link } from "react-router";
import type { Route } from "./+types/admin-orders-csv";
import { adminCopy } from "~/content/admin";
import { OrdersExportForm } from "~/components/admin/orders-export";
import { ordersCsv, parseExportPeriod } from "~/server/admin-order-export.server";
import { services } from "~/server/runtime.server";

const t = adminCopy.export;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/**
 * The orders of a period as a CSV download (ADR 067), behind the admin layout's guard. Bad dates get this page
 * with the form and a Swedish message (status 400) instead of a file.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const period = parseExportPeriod(url.searchParams);
  if (!period.ok) return data({ message: period.message, from: period.from, to: period.to }, { status: 400 });
  const { csv } = await ordersCsv(services().db, period.from, period.to);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t.filename(period.from, period.to)}"`,
      "Cache-Control": "no-store",
    },
  });
}

export default function AdminOrdersCsv({ loaderData }: Route.ComponentProps) {
  return (
    <section className="space-y-4">
      <Link to="/admin/orders" className="text-sm underline">
        {t.back}
      </Link>
      <h1 className="text-3xl">{t.title}</h1>
      <OrdersExportForm from={loaderData.from} to={loaderData.to} error={loaderData.message} />
    </section>
  );
}
