import { data } from "react-router";
import type { Route } from "./+types/admin-order-documents";
import { documentFileName } from "~/domain/sales-document";
import { loadCreditNote, loadSalesDocument, orderRow, pdfResponse } from "~/server/documents/documents.server";
import { renderSalesDocumentPdf } from "~/server/documents/pdf.server";
import { services } from "~/server/runtime.server";
import { getShopFacts } from "~/server/shop-identity.server";

/**
 * The owner's downloads of an order's documents (ADR 076): `/admin/orders/:id/kvitto.pdf` and
 * `/admin/orders/:id/kreditfaktura/:refundId.pdf`, under the admin layout's guard (non-admins get 404). The same
 * model and PDF as the customer's.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { db, env } = services();
  const o = await orderRow(db, params.id);
  if (!o) throw data(null, { status: 404 });
  const refundId = params.refundId;
  const doc =
    refundId === undefined ? await loadSalesDocument(db, env, o) : /^\d{1,9}$/.test(refundId) ? await loadCreditNote(db, o, Number(refundId), await getShopFacts(db, env)) : null;
  if (!doc) throw data(null, { status: 404 });
  return pdfResponse(await renderSalesDocumentPdf(doc), documentFileName(doc));
}
