import { useId } from "react";
import { Form } from "react-router";
import { adminCopy } from "~/content/admin";

const t = adminCopy.export;
const control = "mt-1 w-full rounded-lg border bg-white px-3 py-2";

/**
 * The period to export (ADR 067): a GET form that the browser sends itself (reloadDocument), since the answer is a
 * file to download, not a page.
 */
export function OrdersExportForm({ from, to, error }: { from: string; to: string; error?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <h2 id={`${id}-heading`} className="text-xl">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t.intro}</p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-3 rounded-lg bg-clay/10 px-3 py-2 text-clay">
          {error}
        </p>
      )}
      <Form reloadDocument method="get" action="/admin/orders/export.csv" className="mt-3 grid gap-4 sm:grid-cols-[12rem_12rem_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-medium">
            {t.from}
          </label>
          <input id={`${id}-from`} type="date" name="fran" required defaultValue={from} aria-describedby={error ? `${id}-error` : undefined} className={`${control} ${error ? "border-clay" : "border-ink/20"}`} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-medium">
            {t.to}
          </label>
          <input id={`${id}-to`} type="date" name="till" required defaultValue={to} aria-describedby={error ? `${id}-error` : undefined} className={`${control} ${error ? "border-clay" : "border-ink/20"}`} />
        </div>
        <button type="submit" className="rounded-full bg-indigo px-5 py-2 text-white sm:justify-self-start">
          {t.submit}
        </button>
      </Form>
    </section>
  );
}
