import { data } from "react-router";
import type { Route } from "./+types/order-documents";
import { documentFileName } from "~/domain/sales-document";
import { loadCreditNote, loadSalesDocument, orderRow, pdfResponse } from "~/server/documents/documents.server";
import { renderSalesDocumentPdf } from "~/server/documents/pdf.server";
import { getUser, noStore } from "~/server/guards.server";
import { viewerMayOpen } from "~/server/orders.server";
import { ORDER_LINK_PARAM } from "~/server/order-links.server";
import { services } from "~/server/runtime.server";
import { getShopFacts } from "~/server/shop-identity.server";

/**
 * The customer's documents as PDF (ADR 076): `/orders/:id/kvitto.pdf` (the receipt or invoice) and
 * `/orders/:id/kreditfaktura/:refundId.pdf` (a refund's credit note). For the order's account, or whoever holds its
 * private link (`?nyckel=`, ADR 065); anyone else, signed in or not, gets the same 404 as for no order at all.
 */
export const middleware: Route.MiddlewareFunction[] = [noStore];

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db, env } = services();
  const o = await orderRow(db, params.id);
  const viewer = { userId: getUser(context)?.id ?? null, token: url.searchParams.get(ORDER_LINK_PARAM) };
  if (!o || !viewerMayOpen(o, viewer)) throw data(null, { status: 404 });
  const doc = params.refundId === undefined ? await loadSalesDocument(db, env, o) : await creditNote(o, params.refundId);
  if (!doc) throw data(null, { status: 404 });
  return pdfResponse(await renderSalesDocumentPdf(doc), documentFileName(doc));
}

async function creditNote(o: NonNullable<Awaited<ReturnType<typeof orderRow>>>, refundId: string) {
  if (!/^\d{1,9}$/.test(refundId)) return null;
  const { db, env } = services();
  return loadCreditNote(db, o, Number(refundId), await getShopFacts(db, env));
}
