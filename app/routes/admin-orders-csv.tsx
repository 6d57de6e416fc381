import { redirect } from "react-router";
import type { Route } from "./+types/admin-orders-csv";
import { adminCopy } from "~/content/admin";
import { ordersCsv, parseExportPeriod } from "~/server/admin-order-export.server";
import { services } from "~/server/runtime.server";

/**
 * The orders of a period as a CSV download (ADR 067), behind the admin layout's guard. Bad dates go back to the
 * order list's export form with the dates as typed (`?export=fel`); the list's loader says what is wrong, in
 * Swedish. A resource route: no page of its own, so the shop's route manifest stays small.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const period = parseExportPeriod(url.searchParams);
  if (!period.ok) {
    const back = new URLSearchParams({ export: "fel", fran: period.from, till: period.to });
    return redirect(`/admin/orders?${back}#export`);
  }
  const { csv } = await ordersCsv(services().db, period.from, period.to);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${adminCopy.export.filename(period.from, period.to)}"`,
      "Cache-Control": "no-store",
    },
  });
}
