import { Fragment, useEffect, useState } from "react";
import { data, Link } from "react-router";
import { DeliveryChoice } from "~/components/orders/delivery-choice";
import type { Route } from "./+types/admin-order-print";
import { adminCopy } from "~/content/admin";
import { deskTotalWords, totalRowText } from "~/content/order-totals";
import { formatCalendarDate } from "~/lib/calendar-date";
import { formatDate } from "~/components/admin/format";
import { formatKr } from "~/domain/money";
import type { SalesDocument } from "~/domain/sales-document";
import { documentCopy } from "~/content/documents";
import { formatVatRate } from "~/domain/vat";
import { paymentMethodLabel } from "~/payments/registry";
import { getOrderForDesk, toDeskView } from "~/server/admin-orders.server";
import { getShopFacts } from "~/server/shop-identity.server";
import { loadSalesDocument } from "~/server/documents/documents.server";
import { services } from "~/server/runtime.server";

const p = adminCopy.print;

/**
 * The order's packing slip (/admin/orders/:id/packsedel) and receipt or invoice (/admin/orders/:id/kvitto), as
 * plain A4 pages to print (ADR 067): under the admin layout's guard, drawn without the console (handle layout
 * "print"), with the shop's identity from the settings (ADR 063).
 */
export const handle = { layout: "print" };

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d ? `${d.kind === "packing" ? p.packingSlip : d.invoice ? p.invoice : p.receipt} ${d.order.number} – Stilla` : "Stilla" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, url }: Route.LoaderArgs) {
  const { db, env } = services();
  const [found, facts] = await Promise.all([getOrderForDesk(db, params.id), getShopFacts(db, env)]);
  if (!found) throw data(null, { status: 404 });
  const view = toDeskView(found);
  const kind = url.pathname.endsWith("/packsedel") ? ("packing" as const) : ("receipt" as const);
  const invoice = found.order.paymentMethod === "invoice";
  return {
    kind,
    invoice,
    shop: { name: facts.name, legalName: facts.legalName, orgNumber: facts.orgNumber, address: facts.address, email: facts.email, phone: facts.phone, bankgiro: facts.bankgiro },
    order: view.order,
    lines: view.lines,
    // The receipt or invoice: the same model as its PDF (ADR 076), so the printed figures are the PDF's.
    doc: kind === "receipt" ? await loadSalesDocument(db, env, found.order) : null,
  };
}

export default function AdminOrderPrint({ loaderData }: Route.ComponentProps) {
  const { kind, invoice, shop, order } = loaderData;
  const title = kind === "packing" ? p.packingSlip : invoice ? p.invoice : p.receipt;
  return (
    <article className="mx-auto max-w-[210mm] bg-white px-6 py-8 text-ink print:max-w-none print:p-0" data-testid="print-page">
      <PrintBar orderId={order.id} orderNumber={order.number} />
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-ink/20 pb-4">
        <div>
          <p className="font-serif text-3xl text-indigo">{shop.name}</p>
          <p className="mt-1 text-sm">{shop.legalName}</p>
          <p className="text-sm">{shop.address}</p>
          <p className="text-sm">{p.orgNumber(shop.orgNumber)}</p>
          {kind === "receipt" && <p className="text-sm">{p.vatNumber(shop.orgNumber)}</p>}
          {kind === "receipt" && loaderData.doc?.seller.fSkatt && <p className="text-sm">{documentCopy.fSkatt}</p>}
          <p className="text-sm">{p.contact(shop.email, shop.phone)}</p>
        </div>
        <div className="sm:text-right">
          <h1 className="text-3xl">{title}</h1>
          <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-4 text-sm sm:justify-end">
            <dt>{p.orderNumber}</dt>
            <dd className="tabular-nums" data-testid="print-order-number">
              {order.number}
            </dd>
            <dt>{p.orderDate}</dt>
            <dd>
              <time dateTime={order.created}>{formatDate(order.created)}</time>
            </dd>
          </dl>
        </div>
      </header>
      <section aria-label={p.deliverTo} className="mt-4">
        <h2 className="text-sm font-semibold tracking-wide uppercase">{kind === "packing" ? p.deliverTo : p.buyer}</h2>
        <address className="mt-1 not-italic">
          {order.shippingName}
          <br />
          {order.shippingAddress}
          <br />
          {order.shippingPostalCode} {order.shippingCity}
          {kind === "receipt" && order.shippingEmail && (
            <>
              <br />
              {order.shippingEmail}
            </>
          )}
        </address>
        <DeliveryChoice option={order.deliveryOption} point={order.servicePoint} className="mt-2" />
      </section>
      {kind === "packing" || !loaderData.doc ? <PackingLines lines={loaderData.lines} shopEmail={shop.email} /> : <ReceiptBody doc={loaderData.doc} />}
    </article>
  );
}

/** "Skriv ut" once JavaScript runs (window.print); before that, or without it, how to print with the browser. */
function PrintBar({ orderId, orderNumber }: { orderId: string; orderNumber: number }) {
  // Not lib/use-hydrated: importing it here would split it into a chunk of its own that the shop's pages load too.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="mb-6 flex flex-wrap items-center gap-4 print:hidden">
      <Link to={`/admin/orders/${orderId}`} className="text-sm underline">
        {p.back(orderNumber)}
      </Link>
      {hydrated ? (
        <button type="button" onClick={() => window.print()} className="rounded-full bg-indigo px-5 py-2 text-white">
          {p.printButton}
        </button>
      ) : (
        <p className="text-sm text-ink-soft">{p.printHint}</p>
      )}
    </div>
  );
}

type Data = Route.ComponentProps["loaderData"];

function PackingLines({ lines, shopEmail }: { lines: Data["lines"]; shopEmail: string }) {
  const packed = lines.filter((l) => l.kind !== "gift_card");
  const cards = lines.filter((l) => l.kind === "gift_card");
  return (
    <>
      <table className="mt-6 w-full border-collapse text-left">
        <caption className="mb-2 text-left text-sm">{p.itemCount(packed.reduce((n, l) => n + l.quantity, 0))}</caption>
        <thead>
          <tr className="border-b border-ink/40">
            <th scope="col" className="w-20 py-2 pr-3 text-right">
              {p.quantity}
            </th>
            <th scope="col" className="py-2">
              {p.product}
            </th>
            <th scope="col" className="w-20 py-2 text-center">
              {p.packed}
            </th>
          </tr>
        </thead>
        <tbody>
          {packed.map((l) => (
            <tr key={l.id} className="border-b border-ink/15" data-testid="print-line">
              <td className="py-2 pr-3 text-right text-lg font-semibold tabular-nums">{l.quantity}</td>
              <th scope="row" className="py-2 font-normal">
                {l.name}
                {l.kind === "free_gift" && <span className="ml-2 text-sm">({p.gift})</span>}
              </th>
              <td className="py-2 text-center" aria-hidden="true">
                <span className="inline-block size-5 border border-ink/60" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {cards.length > 0 && (
        <p className="mt-4 text-sm">
          {p.giftCard}: {cards.map((l) => `${l.quantity} × ${l.name}`).join(", ")}
        </p>
      )}
      <p className="mt-8 text-sm">{p.thanks(shopEmail)}</p>
    </>
  );
}

function ReceiptBody({ doc }: { doc: SalesDocument }) {
  return (
    <>
      <table className="mt-6 w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{p.linesCaption}</caption>
        <thead>
          <tr className="border-b border-ink/40">
            <th scope="col" className="py-2 pr-2">
              {p.product}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {p.quantity}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {p.unitPrice}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {p.vat}
            </th>
            <th scope="col" className="py-2 text-right">
              {p.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((l, i) => (
            <tr key={i} className="border-b border-ink/15 align-top" data-testid="print-line">
              <th scope="row" className="py-2 pr-2 font-normal break-words">
                {l.name}
                {l.kind === "free_gift" && <span className="ml-1">({p.gift})</span>}
                {l.discountOre > 0 && (
                  <span className="block text-sm text-ink-soft">
                    {p.discount} −{formatKr(l.discountOre)}
                  </span>
                )}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{l.quantity}</td>
              <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">{formatKr(l.unitPriceOre)}</td>
              <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">{formatVatRate(l.vatRateBp)}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatKr(l.amountOre)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-y-1" data-testid="print-totals">
        {doc.totals.map((r) => {
          const { label, value } = totalRowText(r, deskTotalWords, doc.discountCode);
          const cls = r.key === "total" ? "font-semibold border-t border-ink/40 pt-1" : "";
          return (
            <Fragment key={r.key}>
              <dt className={cls}>{label}</dt>
              <dd className={`pl-6 text-right tabular-nums ${cls}`}>{value}</dd>
            </Fragment>
          );
        })}
        {doc.vat.map((v) => (
          <Fragment key={`vat-${v.rateBp}`}>
            <dt className="text-sm">{deskTotalWords.vatOf(formatVatRate(v.rateBp))}</dt>
            <dd className="pl-6 text-right text-sm tabular-nums">{formatKr(v.vatOre)}</dd>
          </Fragment>
        ))}
        {doc.refundedOre > 0 && (
          <>
            <dt>{p.refunded}</dt>
            <dd className="pl-6 text-right tabular-nums">−{formatKr(doc.refundedOre)}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="print-payment" className="mt-6 border-t border-ink/20 pt-4">
        <h2 id="print-payment" className="text-sm font-semibold tracking-wide uppercase">
          {doc.invoice ? p.invoiceTerms : p.paymentMethod}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt>{p.paymentMethod}</dt>
          <dd>{paymentMethodLabel(doc.paymentMethod)}</dd>
          <dt>{p.paymentStatus}</dt>
          <dd>{adminCopy.payments[doc.paymentStatus] ?? doc.paymentStatus}</dd>
          {doc.invoice && (
            <>
              {doc.paymentStatus === "unpaid" && (
                <>
                  <dt>{p.toPay}</dt>
                  <dd className="font-semibold tabular-nums">{formatKr(doc.dueOre)}</dd>
                </>
              )}
              <dt>{p.bankgiro}</dt>
              <dd className="tabular-nums">{doc.invoice.bankgiro}</dd>
              <dt>{p.ocr}</dt>
              <dd className="tabular-nums tracking-wider" data-testid="print-ocr">
                {doc.invoice.ocr}
              </dd>
              <dt>{p.dueDate}</dt>
              <dd data-testid="print-due-date">
                <time dateTime={doc.invoice.dueDate}>{formatCalendarDate(doc.invoice.dueDate)}</time>
              </dd>
            </>
          )}
        </dl>
      </section>
    </>
  );
}
