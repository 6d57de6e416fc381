import type { Route } from "./+types/admin-newsletter-csv";
import { adminMessagesCopy as t } from "~/content/admin-messages";
import { toCsv } from "~/lib/csv";
import { activeSubscribers } from "~/server/admin-messages.server";
import { services } from "~/server/runtime.server";

/** The newsletter's active subscribers as a CSV download (behind the admin layout's guard). */
export async function loader(_: Route.LoaderArgs) {
  const rows = await activeSubscribers(services().db);
  const csv = toCsv(
    t.subscribers.csvHeader,
    rows.map((r) => [r.email, r.confirmedAt?.toISOString() ?? "", r.createdAt.toISOString()]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="stilla-nyhetsbrev.csv"',
      "Cache-Control": "no-store",
    },
  });
}
