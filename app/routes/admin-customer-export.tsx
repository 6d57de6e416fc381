import type { Route } from "./+types/admin-customer-export";
import { adminCustomersCopy as t } from "~/content/admin-customers";
import { exportCustomerDataLogged } from "~/server/customer-data.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";

/** The GDPR export (art. 15/20) of one customer as a JSON download; written to the audit log (ADR 028). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const data = await exportCustomerDataLogged(services().db, params.id, { id: admin.id, email: admin.email }, new Date());
  if (!data) throw new Response(null, { status: 404 });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t.exportData.filename(params.id.replace(/[^A-Za-z0-9_-]/g, ""))}"`,
      "Cache-Control": "no-store",
    },
  });
}
