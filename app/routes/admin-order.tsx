import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-order";
import { adminCopy } from "~/content/admin";
import { giftCardCopy } from "~/content/gift-cards";
import { formErrors, formValues, parseDigits } from "~/domain/schemas";
import { DeskActions } from "~/components/admin/desk-actions";
import { GiftCardsPanel } from "~/components/admin/gift-cards-panel";
import { formatDateTime } from "~/components/admin/format";
import { OrderDetails } from "~/components/admin/order-details";
import { OrderEvents } from "~/components/admin/order-events";
import { OrderLines } from "~/components/admin/order-lines";
import { PaymentBadge, StatusBadge } from "~/components/orders/status-badge";
import { OwnerNote, PrintLinks } from "~/components/admin/owner-note";
import { DeskFormSchema, getOrderForDesk, OWNER_NOTE_MAX, OwnerNoteSchema, runDeskAction, saveOwnerNote, toDeskAction, toDeskView } from "~/server/admin-orders.server";
import { cardsIssuedByOrder, resendGiftCard } from "~/server/gift-cards/desk.server";
import { requireAdmin } from "~/server/guards.server";
import { refundOrder, refundPanel } from "~/server/refunds.server";
import { documentLinks } from "~/server/documents/documents.server";
import { RefundPanel } from "~/components/admin/refund-panel";
import { refundCopy } from "~/content/admin-refunds";
import { parseRefundForm } from "~/domain/refund-form";
import { services } from "~/server/runtime.server";
import { ProviderPaymentPanel } from "~/components/admin/provider-payment";
import { providerPaymentForDesk } from "~/server/payments/provider-payments.server";
import { sendProviderRefund } from "~/server/payments/providers.server";
import { OwedRefundsPanel } from "~/components/admin/refund-payouts";
import { markPaidBack, owedRefunds } from "~/server/refund-payouts.server";
import { ShipmentPanel } from "~/components/admin/shipment-panel";
import { bookShipment, parcelOf, unansweredBookingAt } from "~/server/shipments.server";
import { configuredCarrier } from "~/server/carriers/carriers.server";

const t = adminCopy.order;

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: `${d ? t.title(d.order.number) : t.notFound} – Stilla` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, url }: Route.LoaderArgs) {
  const [found, giftCards] = await Promise.all([getOrderForDesk(services().db, params.id), cardsIssuedByOrder(services().db, params.id)]);
  if (!found) throw data(null, { status: 404 });
  const carrier = configuredCarrier(services().env);
  const [refunds, documents, providerPayment, owed, parcel, unansweredAt] = await Promise.all([
    refundPanel(services().db, found.order),
    documentLinks(services().db, found.order, `/admin/orders/${found.order.id}`),
    providerPaymentForDesk(services().db, found.order.id),
    owedRefunds(services().db, { orderId: found.order.id, now: new Date() }),
    parcelOf(services().db, found.order.id, carrier?.name),
    unansweredBookingAt(services().db, found.order.id),
  ]);
  const point = found.order.servicePoint;
  const search = url.searchParams;
  const refunded = Number(search.get("aterbetalt"));
  const done = search.get("klart");
  return {
    ...toDeskView(found),
    allowed: found.allowed,
    confirmingCancel: search.get("makulera") === "1" && found.allowed.includes("cancel"),
    done: done && adminCopy.actions.done[done] ? done : null,
    giftCards,
    giftCardResent: search.get("presentkort") === "skickat",
    refunds,
    documents,
    providerPayment,
    // The carrier's booking (ADR 084): only with a configured carrier; the parcel once booked.
    shipping: {
      carrierName: carrier?.name ?? null,
      canBook: found.allowed.includes("shipped"),
      parcel,
      unansweredAt,
      servicePoint: point ? `${point.name}, ${point.street}, ${point.postalCode} ${point.city}` : null,
      booked: search.get("frakt") === "bokad" ? ("new" as const) : search.get("frakt") === "redan" ? ("again" as const) : null,
    },
    refunded: Number.isInteger(refunded) && refunded > 0 ? refunded : null,
    refundRequested: search.get("begard") === "1",
    refundOwed: search.get("skuld") === "1",
    owed,
    paidBack: search.get("aterbetald") === "1" ? ("done" as const) : search.get("aterbetald") === "redan" ? ("already" as const) : null,
    // The owner's note (ADR 067): on the desk only, never in what the customer's pages load.
    ownerNote: found.order.ownerNote ?? "",
    noteMax: OWNER_NOTE_MAX,
    noteSaved: search.get("anteckning") === "sparad" ? ("saved" as const) : search.get("anteckning") === "oforandrad" ? ("unchanged" as const) : null,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { db, env, mailer } = services();
  const form = formValues(await request.formData());
  const giftCardDeps = { secret: env.authSecret, publicUrl: env.publicUrl, mailer, actorEmail: admin.email };
  if (form.intent === "resend_gift_card") {
    const mailId = await resendGiftCard(db, parseDigits(form.giftCardId) ?? 0, giftCardDeps, { id: admin.id, email: admin.email }, new Date());
    if (mailId === null) return data({ message: giftCardCopy.admin.resendFailed, fields: {} as Record<string, string> }, { status: 404 });
    await mailer.dispatch(mailId);
    return redirect(`/admin/orders/${encodeURIComponent(params.id)}?presentkort=skickat`);
  }
  if (form.intent === "note") {
    const parsed = OwnerNoteSchema.safeParse({ note: form.note ?? "" });
    if (!parsed.success) return data({ message: parsed.error.issues[0]!.message, fields: {} as Record<string, string>, note: true }, { status: 400 });
    const saved = await saveOwnerNote(db, params.id, parsed.data.note, { id: admin.id, email: admin.email }, new Date());
    if (!saved.found) throw data(null, { status: 404 });
    return redirect(`/admin/orders/${encodeURIComponent(params.id)}?anteckning=${saved.changed ? "sparad" : "oforandrad"}`);
  }
  if (form.intent === "paid_back") {
    // "Återbetald" (ADR 081): the owner has transferred an owed refund.
    const result = await markPaidBack(db, { orderId: params.id, refundId: parseDigits(form.refundId) ?? 0, actor: { id: admin.id, email: admin.email }, now: new Date(), publicUrl: env.publicUrl, secret: env.authSecret });
    if (!result.ok) throw data(null, { status: 404 });
    if (result.mailId !== null) await mailer.dispatch(result.mailId);
    return redirect(`/admin/orders/${encodeURIComponent(params.id)}?aterbetald=${result.changed ? "1" : "redan"}`);
  }
  if (form.intent === "book_shipment") {
    const carrier = configuredCarrier(services().env);
    if (!carrier) throw data(null, { status: 404 });
    const booked = await bookShipment(db, params.id, { id: admin.id, email: admin.email }, new Date(), { ...giftCardDeps, carrier }, { confirmUnanswered: form.confirmUnanswered === "1" });
    if (!booked.ok) {
      if (booked.notFound) throw data(null, { status: 404 });
      return data({ message: booked.message, fields: {} as Record<string, string>, shipment: true, unanswered: booked.unanswered ?? false }, { status: 409 });
    }
    return redirect(`/admin/orders/${encodeURIComponent(params.id)}?frakt=${booked.alreadyBooked ? "redan" : "bokad"}`);
  }
  if (form.intent === "refund") {
    const refund = parseRefundForm(form);
    if (!refund.ok) return data({ message: refundCopy.errors.invalid!, fields: refund.fields, refund: true }, { status: 400 });
    const result = await refundOrder(db, {
      orderId: params.id,
      request: refund.request,
      restock: refund.form.restock,
      reason: refund.form.reason,
      withdrawal: refund.form.withdrawal,
      actor: { id: admin.id, email: admin.email },
      now: new Date(),
      publicUrl: env.publicUrl,
      secret: env.authSecret,
    });
    if (!result.ok) {
      if (result.error === "not_found") throw data(null, { status: 404 });
      return data({ message: refundCopy.errors[result.error]!, fields: {} as Record<string, string>, refund: true }, { status: 409 });
    }
    if (result.mailId !== null) await mailer.dispatch(result.mailId);
    // Paid through a provider (ADR 075): its part is asked of it now; "återbetald" once its webhook confirms.
    if (result.providerRefund) await sendProviderRefund(env, db, result.refundId);
    return redirect(`/admin/orders/${encodeURIComponent(params.id)}?aterbetalt=${result.amountOre}${result.providerRefund ? "&begard=1" : ""}${result.owed ? "&skuld=1" : ""}`);
  }
  const parsed = DeskFormSchema.safeParse(form);
  if (!parsed.success) return data({ message: adminCopy.actions.invalid, fields: formErrors(parsed.error).fields }, { status: 400 });
  const result = await runDeskAction(db, params.id, toDeskAction(parsed.data), admin.id, new Date(), giftCardDeps);
  if (!result.ok) {
    if (result.notFound) throw data(null, { status: 404 });
    return data({ message: result.message, fields: {} as Record<string, string> }, { status: 409 });
  }
  // Post/Redirect/Get: a reload never re-sends the change (which would be a no-op anyway).
  return redirect(`/admin/orders/${encodeURIComponent(params.id)}?klart=${result.changed ? parsed.data.intent : "none"}`);
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, events } = loaderData;
  return (
    <section>
      <div className="space-y-6">
        <div>
          <Link to="/admin/orders" className="text-sm underline">
            {t.back}
          </Link>
          <h1 className="mt-2 text-3xl">{t.title(order.number)}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-ink-soft">
            <span>
              {t.placed} <time dateTime={order.created}>{formatDateTime(order.created)}</time>
            </span>
            <span>
              {t.status}: <StatusBadge status={order.status} labelled />
            </span>
            <span>
              {t.payment}: <PaymentBadge status={order.paymentStatus} />
            </span>
          </p>
          <div className="mt-3">
            <PrintLinks orderId={order.id} orderNumber={order.number} invoice={order.paymentMethod === "invoice"} documents={loaderData.documents} />
          </div>
        </div>
        <DeskActions
          order={order}
          allowed={loaderData.allowed}
          confirmingCancel={loaderData.confirmingCancel}
          result={actionData && !("refund" in actionData) && !("note" in actionData) && !("shipment" in actionData) ? actionData : undefined}
          done={loaderData.done}
        />
        <ShipmentPanel orderId={order.id} orderNumber={order.number} {...loaderData.shipping} message={actionData && "shipment" in actionData ? actionData.message : undefined} unansweredNow={Boolean(actionData && "unanswered" in actionData && actionData.unanswered)} />
        <OrderLines order={order} lines={lines} />
        {actionData && "refund" in actionData && (
          <p role="alert" className="rounded-lg bg-clay/10 px-3 py-2 text-clay">
            {actionData.message}
          </p>
        )}
        <RefundPanel
          orderId={order.id}
          panel={loaderData.refunds}
          fields={actionData && "refund" in actionData ? actionData.fields : {}}
          done={loaderData.refunded}
          requested={loaderData.refundRequested}
          owed={loaderData.refundOwed}
        />
        <OwedRefundsPanel rows={loaderData.owed} orderId={order.id} done={loaderData.paidBack} />
        {(loaderData.giftCards.length > 0 || lines.some((l) => l.kind === "gift_card")) && (
          <GiftCardsPanel cards={loaderData.giftCards} resent={loaderData.giftCardResent} />
        )}
        <OrderDetails order={order} />
        {loaderData.providerPayment && <ProviderPaymentPanel data={loaderData.providerPayment} />}
        <OwnerNote
          orderId={order.id}
          note={loaderData.ownerNote}
          max={loaderData.noteMax}
          error={actionData && "note" in actionData ? actionData.message : undefined}
          saved={loaderData.noteSaved}
        />
        <OrderEvents events={events} />
      </div>
    </section>
  );
}
