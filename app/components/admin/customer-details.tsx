import { Form, Link } from "react-router";
import { adminCustomersCopy } from "~/content/admin-customers";
import { formatKr } from "~/domain/money";
import { PaymentBadge, StatusBadge } from "~/components/orders/status-badge";
import { formatDate, formatDateTime } from "./format";

const t = adminCustomersCopy.customer;
const e = adminCustomersCopy.erase;
const x = adminCustomersCopy.exportData;

export interface CustomerView {
  id: string;
  name: string;
  email: string;
  created: string;
  role: string | null;
  erased: string | null;
  spentOre: number;
  orders: { id: string; number: number; created: string; status: string; paymentStatus: string; totalOre: number }[];
  reviews: { id: number; productId: string; productName: string; rating: number; title: string; hidden: boolean; created: string }[];
  messages: { id: number; subject: string; created: string; handled: boolean; replies: number }[];
  newsletter: { email: string; status: string }[];
  waitlist: { topic: string; email: string }[];
}

const card = "mt-6 rounded-2xl bg-white p-4 ring-1 ring-ink/10 sm:p-6";
const h2 = "text-xl";

export function CustomerSummary({ c }: { c: CustomerView }) {
  return (
    <section aria-labelledby="customer-details" className={card}>
      <h2 id="customer-details" className={h2}>
        {t.details}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="text-ink-soft">{t.name}</dt>
        <dd className="break-words">{c.name}</dd>
        <dt className="text-ink-soft">{t.email}</dt>
        <dd className="break-all">{c.email}</dd>
        <dt className="text-ink-soft">{t.signedUp}</dt>
        <dd>
          <time dateTime={c.created}>{formatDate(c.created)}</time>
        </dd>
        <dt className="text-ink-soft">{t.role}</dt>
        <dd>{t.roles[c.role === "admin" ? "admin" : "customer"]}</dd>
        {c.erased && (
          <>
            <dt className="text-ink-soft">{t.erasedOn}</dt>
            <dd>
              <time dateTime={c.erased}>{formatDateTime(c.erased)}</time>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function CustomerOrders({ c }: { c: CustomerView }) {
  return (
    <section aria-labelledby="customer-orders" className={card}>
      <h2 id="customer-orders" className={h2}>
        {t.orders}
      </h2>
      {c.orders.length === 0 ? (
        <p className="mt-2">{t.noOrders}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-soft">{t.spent(formatKr(c.spentOre))}</p>
          <ul aria-label={t.ordersCaption} className="mt-3 divide-y divide-ink/10">
            {c.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2" data-testid="customer-order">
                <Link to={`/admin/orders/${o.id}`} aria-label={t.openOrder(o.number)} className="font-medium text-indigo underline tabular-nums">
                  {t.orderNumber} {o.number}
                </Link>
                <time dateTime={o.created} className="text-sm text-ink-soft">
                  {formatDate(o.created)}
                </time>
                <span className="whitespace-nowrap tabular-nums">{formatKr(o.totalOre)}</span>
                <span className="flex flex-wrap gap-2">
                  <PaymentBadge status={o.paymentStatus} />
                  <StatusBadge status={o.status} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function CustomerActivity({ c }: { c: CustomerView }) {
  return (
    <div className="grid gap-x-6 md:grid-cols-2">
      <section aria-labelledby="customer-reviews" className={card}>
        <h2 id="customer-reviews" className={h2}>
          {t.reviews}
        </h2>
        {c.reviews.length === 0 ? (
          <p className="mt-2">{t.noReviews}</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {c.reviews.map((r) => (
              <li key={r.id} className="break-words">
                <Link to={`/product/${r.productId}`} className="underline">
                  {r.productName}
                </Link>
                : {t.rating(r.rating)}, ”{r.title}” {r.hidden && <span className="rounded-full bg-ink/10 px-2 py-0.5 text-xs">{t.hidden}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-messages" className={card}>
        <h2 id="customer-messages" className={h2}>
          {t.messages}
        </h2>
        {c.messages.length === 0 ? (
          <p className="mt-2">{t.noMessages}</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {c.messages.map((m) => (
              <li key={m.id} className="break-words">
                <time dateTime={m.created} className="text-sm text-ink-soft">
                  {formatDate(m.created)}
                </time>{" "}
                {m.subject} <span className="text-sm text-ink-soft">({t.replies(m.replies)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-newsletter" className={card}>
        <h2 id="customer-newsletter" className={h2}>
          {t.newsletter}
        </h2>
        {c.newsletter.length === 0 ? (
          <p className="mt-2">{t.newsletterNone}</p>
        ) : (
          <ul className="mt-2">
            {c.newsletter.map((n) => (
              <li key={n.email} className="break-all">
                {t.newsletterStatuses[n.status] ?? n.status} ({n.email})
              </li>
            ))}
          </ul>
        )}
        {c.waitlist.length > 0 && (
          <>
            <h3 className="mt-4 font-medium">{t.waitlist}</h3>
            <ul className="mt-1">
              {c.waitlist.map((w) => (
                <li key={`${w.topic}-${w.email}`} className="break-all">
                  {w.topic} ({w.email})
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

export function CustomerExport({ c }: { c: CustomerView }) {
  return (
    <section aria-labelledby="customer-export" className={card}>
      <h2 id="customer-export" className={h2}>
        {x.title}
      </h2>
      <p className="mt-2 text-ink-soft">{x.text}</p>
      <a
        href={`/admin/customers/${c.id}/export`}
        download={x.filename(c.id)}
        className="mt-4 inline-block rounded-full bg-indigo px-5 py-2 text-white"
      >
        {x.download(c.name)}
      </a>
    </section>
  );
}

export interface EraseState {
  error: string | null;
  typed: string;
}

/**
 * Erasure in two steps without JavaScript: a link opens the confirmation (?radera=1), where the admin types the
 * customer's e-mail and confirms with a plain form post.
 */
export function CustomerErase({ c, confirming, state }: { c: CustomerView; confirming: boolean; state: EraseState | null }) {
  if (c.erased || c.role === "admin") {
    return c.role === "admin" ? (
      <section aria-labelledby="customer-erase" className={card}>
        <h2 id="customer-erase" className={h2}>
          {e.title}
        </h2>
        <p className="mt-2">{e.admin}</p>
      </section>
    ) : null;
  }
  return (
    <section aria-labelledby="customer-erase" className={`${card} ring-clay/40`}>
      <h2 id="customer-erase" className={h2}>
        {e.title}
      </h2>
      <p className="mt-2 text-ink-soft">{e.text}</p>
      {state?.error && (
        <p role="alert" className="mt-3 rounded-xl bg-clay/10 px-4 py-3 text-ink">
          {state.error}
        </p>
      )}
      {confirming || state ? (
        <Form method="post" className="mt-4" replace>
          <fieldset className="rounded-xl p-0">
            <legend className="font-medium">{e.confirmLegend}</legend>
            <input type="hidden" name="intent" value="erase" />
            <label htmlFor="confirm-email" className="mt-3 block text-sm">
              {e.confirmLabel(c.email)}
            </label>
            <input
              id="confirm-email"
              name="confirmEmail"
              type="email"
              autoComplete="off"
              defaultValue={state?.typed ?? ""}
              required
              className="mt-1 w-full max-w-md rounded-lg border border-ink/20 bg-white px-3 py-2"
            />
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="submit" className="rounded-full bg-clay px-5 py-2 text-white">
                {e.confirm}
              </button>
              <Link to={`/admin/customers/${c.id}`} className="rounded-full px-5 py-2 ring-1 ring-ink/20">
                {e.cancel}
              </Link>
            </div>
          </fieldset>
        </Form>
      ) : (
        <Link to={`/admin/customers/${c.id}?radera=1`} className="mt-4 inline-block rounded-full px-5 py-2 text-clay ring-1 ring-clay/50">
          {e.start}
        </Link>
      )}
    </section>
  );
}
