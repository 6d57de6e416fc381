import { data } from "react-router";
import type { Route } from "./+types/admin-order-label";
import { services } from "~/server/runtime.server";
import { shipmentLabel } from "~/server/shipments.server";

/**
 * The label of the order's booked parcel as the carrier returned it (ADR 084): `/admin/orders/:id/etikett.pdf`, under
 * the admin layout's guard, opened in the browser's PDF viewer to print (inline, not a download).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const label = await shipmentLabel(services().db, params.id);
  if (!label) throw data(null, { status: 404 });
  return new Response(new Uint8Array(label.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="etikett-order-${label.orderNumber}-${label.trackingNumber.replace(/[^A-Za-z0-9]/g, "")}.pdf"`,
      "Content-Length": String(label.pdf.length),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
