import { useId } from "react";
import { Form, Link } from "react-router";
import { adminCopy } from "~/content/admin";
import type { DeskFilterValues } from "~/domain/desk-view";
import type { WorkQueue } from "~/domain/overview";

const t = adminCopy.orders;
const control = "w-full rounded-lg border border-ink/20 bg-white px-3 py-2";
const label = "mb-1 block text-sm font-medium";

/** The work queue the list shows (from the overview's "Väntar på dig"), with a way back to every order. */
export function WorkQueueNote({ queue }: { queue: WorkQueue }) {
  return (
    <p className="mt-4 flex flex-wrap items-baseline gap-x-3 rounded-xl bg-lavender/40 px-4 py-3">
      <span>
        {t.work.showing} <strong>{t.work.queues[queue]}</strong>, {t.work.oldestFirst}
      </span>
      <Link to="/admin/orders" className="text-sm underline">
        {t.clear}
      </Link>
    </p>
  );
}

/** Status, payment and search as a GET form: works without JavaScript, and the URL is shareable. */
export function OrdersFilter({ values }: { values: DeskFilterValues }) {
  const id = useId();
  return (
    <Form method="get" action="/admin/orders" role="search" aria-label={t.filters} className="mt-6 grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink/10 sm:grid-cols-[10rem_10rem_1fr_auto]">
      <FilterSelect id={`${id}-status`} name="status" label={t.status} value={values.status} options={adminCopy.statuses} all={t.all} />
      <FilterSelect id={`${id}-payment`} name="payment" label={t.payment} value={values.payment} options={adminCopy.payments} all={t.all} />
      <div>
        <label htmlFor={`${id}-q`} className={label}>
          {t.search}
        </label>
        <input id={`${id}-q`} type="search" name="q" defaultValue={values.q} key={`q-${values.q}`} maxLength={100} className={control} />
      </div>
      <div className="flex items-end gap-3">
        <button type="submit" className="rounded-full bg-indigo px-5 py-2 text-white">
          {t.filter}
        </button>
        <Link to="/admin/orders" className="py-2 text-sm underline">
          {t.clear}
        </Link>
      </div>
    </Form>
  );
}

/** One labelled select of a GET filter form; `all` adds the empty choice first (orders: "Alla"). */
export function FilterSelect({ id, name, label: text, value, options, all }: { id: string; name: string; label: string; value: string; options: Record<string, string>; all?: string }) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} name={name} defaultValue={value} key={`${name}-${value}`} className={control}>
        {all !== undefined && <option value="">{all}</option>}
        {Object.entries(options).map(([v, optionText]) => (
          <option key={v} value={v}>
            {optionText}
          </option>
        ))}
      </select>
    </div>
  );
}
