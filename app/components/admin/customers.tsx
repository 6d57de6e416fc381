import { Form, Link } from "react-router";
import { adminCustomersCopy } from "~/content/admin-customers";
import { formatKr } from "~/domain/money";
import { formatDate } from "./format";

const t = adminCustomersCopy;

export interface CustomerRowView {
  id: string;
  name: string;
  email: string;
  created: string;
  role: string | null;
  erased: boolean;
  orderCount: number;
  spentOre: number;
}

/** The search: a plain GET form, so it works before hydration and the result can be bookmarked. */
export function CustomerSearch({ q, error }: { q: string; error: string | null }) {
  return (
    <Form method="get" role="search" aria-label={t.search.form} className="mt-6 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor="customer-q" className="mb-1 block text-sm font-medium">
          {t.search.label}
        </label>
        <input
          id="customer-q"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "customer-q-error" : undefined}
          className="w-full rounded-lg border border-ink/20 bg-white px-3 py-2"
        />
        {error && (
          <p id="customer-q-error" className="mt-1 text-sm text-clay">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="rounded-full bg-indigo px-5 py-2 text-white">
        {t.search.submit}
      </button>
      {q && (
        <Link to="/admin/customers" className="py-2 underline">
          {t.search.clear}
        </Link>
      )}
    </Form>
  );
}

const dt = "text-sm text-ink-soft";

/** The customers as cards: one column on a phone, a row each from `md` up (no sideways scrolling at 390 px). */
export function CustomerList({ rows, q, more }: { rows: CustomerRowView[]; q: string; more: boolean }) {
  if (rows.length === 0) return <p className="mt-8">{t.list.empty}</p>;
  const caption = q ? t.list.captionSearch(q) : t.list.caption;
  return (
    <section aria-label={caption} className="mt-6">
      <p className="text-sm text-ink-soft" role="status">
        {t.list.count(rows.length, more)}
      </p>
      <div aria-hidden="true" className="mt-2 hidden gap-x-4 px-4 text-sm text-ink-soft md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_7rem_5rem_8rem]">
        <span>{t.list.name}</span>
        <span>{t.list.email}</span>
        <span>{t.list.signedUp}</span>
        <span className="text-right">{t.list.orders}</span>
        <span className="text-right">{t.list.spent}</span>
      </div>
      <ul className="mt-2 divide-y divide-ink/10 rounded-2xl bg-white ring-1 ring-ink/10">
        {rows.map((c) => (
          <li key={c.id} className="grid gap-x-4 gap-y-1 px-4 py-3 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_7rem_5rem_8rem]" data-testid="customer-row">
            <p className="min-w-0 font-medium">
              <Link to={`/admin/customers/${c.id}`} aria-label={t.list.open(c.name)} className="break-words text-indigo underline">
                {c.name}
              </Link>
              {c.role === "admin" && <span className="ml-2 rounded-full bg-lavender/50 px-2 py-0.5 text-xs">{t.list.admin}</span>}
              {c.erased && <span className="ml-2 rounded-full bg-ink/10 px-2 py-0.5 text-xs">{t.list.erased}</span>}
            </p>
            <dl className="contents">
              <div className="min-w-0">
                <dt className="sr-only">{t.list.email}</dt>
                <dd className="break-all text-sm md:text-base">{c.email}</dd>
              </div>
              <div className="flex gap-2 md:block">
                <dt className={`${dt} md:sr-only`}>{t.list.signedUp}</dt>
                <dd>
                  <time dateTime={c.created}>{formatDate(c.created)}</time>
                </dd>
              </div>
              <div className="flex gap-2 md:block md:text-right">
                <dt className={`${dt} md:sr-only`}>{t.list.orders}</dt>
                <dd className="tabular-nums">{c.orderCount}</dd>
              </div>
              <div className="flex gap-2 md:block md:text-right">
                <dt className={`${dt} md:sr-only`}>{t.list.spent}</dt>
                <dd className="whitespace-nowrap tabular-nums">{formatKr(c.spentOre)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
