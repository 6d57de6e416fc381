import { Form, Link } from "react-router";
import { discountAdminCopy } from "~/content/admin-discount-codes";
import { Field } from "~/components/ui/field";
import { formatKr } from "~/domain/money";
import { formatDate } from "./format";

const t = discountAdminCopy;
const card = "rounded-2xl bg-white p-5 ring-1 ring-ink/10";

export interface DiscountCodeListRow {
  id: number;
  code: string;
  type: string;
  percent: number | null;
  amountOre: number | null;
  minOrderOre: number;
  startsOn: string | null;
  endsOn: string | null;
  usedCount: number;
  usageLimit: number | null;
  active: boolean;
  personal: boolean;
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm ${active ? "bg-sage/20 text-ink" : "bg-clay/15 text-clay"}`}>
      {active ? t.active : t.inactive}
    </span>
  );
}

export function DiscountCodesTable({ rows }: { rows: DiscountCodeListRow[] }) {
  if (rows.length === 0) return <p className="mt-6">{t.empty}</p>;
  return (
    <div className="mt-6 overflow-x-auto rounded-2xl bg-white ring-1 ring-ink/10">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr className="border-b border-ink/20">
            {Object.values(t.columns).map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-ink/10 last:border-0" data-testid="discount-code-row">
              <th scope="row" className="px-3 py-2 font-medium">
                <Link to={`/admin/discount-codes/${r.id}`} className="underline" aria-label={t.open(r.code)}>
                  {r.code}
                </Link>
                {r.personal && <span className="block text-xs font-normal text-ink-soft">{t.personal}</span>}
              </th>
              <td className="px-3 py-2">{t.value(r.type, r.percent, r.amountOre)}</td>
              <td className="px-3 py-2">{t.minimum(r.minOrderOre)}</td>
              <td className="px-3 py-2">{t.period(r.startsOn, r.endsOn)}</td>
              <td className="px-3 py-2">{t.uses(r.usedCount, r.usageLimit)}</td>
              <td className="px-3 py-2">
                <ActiveBadge active={r.active} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The create and edit form: plain inputs with the posted or stored values as defaults, so it works before
 * hydration and keeps what was typed when the server sends it back with messages by the fields.
 */
export function DiscountCodeForm({
  intent,
  withCode,
  values,
  errors,
  message,
  submit,
}: {
  intent: "create" | "update";
  withCode: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string | null;
  submit: string;
}) {
  const f = t.form;
  const type = values.type === "fixed" ? "fixed" : "percent";
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {message && (
        <p role="alert" className="text-clay sm:col-span-2">
          {message}
        </p>
      )}
      {withCode && <Field label={f.code} name="code" defaultValue={values.code} error={errors.code} help={f.codeHelp} maxLength={30} autoComplete="off" />}
      <fieldset className={withCode ? "" : "sm:col-span-2"} aria-invalid={errors.type ? true : undefined}>
        <legend className="text-sm font-medium">{f.type}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(["percent", "fixed"] as const).map((v) => (
            <label key={v} className="inline-flex items-center gap-2 py-2">
              <input type="radio" name="type" value={v} defaultChecked={type === v} className="h-5 w-5 accent-indigo" />
              {v === "percent" ? f.percent : f.fixed}
            </label>
          ))}
        </div>
        {errors.type && <p className="mt-1 text-sm text-clay">{errors.type}</p>}
      </fieldset>
      <Field label={f.value} name="value" defaultValue={values.value} error={errors.value} maxLength={12} autoComplete="off" />
      <Field label={f.minOrder} name="minOrder" defaultValue={values.minOrder} error={errors.minOrder} maxLength={12} autoComplete="off" />
      <Field label={f.startsOn} name="startsOn" type="date" defaultValue={values.startsOn} error={errors.startsOn} />
      <Field label={f.endsOn} name="endsOn" type="date" defaultValue={values.endsOn} error={errors.endsOn} />
      <Field label={f.usageLimit} name="usageLimit" defaultValue={values.usageLimit} error={errors.usageLimit} inputMode="numeric" maxLength={7} autoComplete="off" />
      <Field label={f.perCustomerLimit} name="perCustomerLimit" defaultValue={values.perCustomerLimit} error={errors.perCustomerLimit} inputMode="numeric" maxLength={7} autoComplete="off" />
      <Field label={f.description} name="description" defaultValue={values.description} error={errors.description} maxLength={200} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <button type="submit" className="rounded-full bg-indigo px-6 py-3 text-white">
          {submit}
        </button>
      </div>
    </Form>
  );
}

export interface CodeUse {
  orderId: string;
  number: number;
  created: string;
  email: string;
  discountOre: number;
  released: boolean;
}

export function CodeUses({ uses }: { uses: CodeUse[] }) {
  const d = t.detail;
  return (
    <section aria-labelledby="code-uses" className={card}>
      <h2 id="code-uses" className="text-xl">
        {d.uses} ({uses.length})
      </h2>
      {uses.length === 0 ? (
        <p className="mt-3 text-ink-soft">{d.usesEmpty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm tabular-nums">
            <thead>
              <tr className="border-b border-ink/20">
                {Object.values(d.useColumns).map((c) => (
                  <th key={c} scope="col" className="py-2 pr-3 font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {uses.map((u) => (
                <tr key={u.orderId} className="border-b border-ink/10 last:border-0" data-testid="code-use">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <Link to={`/admin/orders/${u.orderId}`} className="underline">
                      {d.orderLink(u.number)}
                    </Link>
                  </th>
                  <td className="py-2 pr-3">
                    <time dateTime={u.created}>{formatDate(u.created)}</time>
                  </td>
                  <td className="py-2 pr-3 break-all">{u.email}</td>
                  <td className="py-2 pr-3">{formatKr(u.discountOre)}</td>
                  <td className="py-2">{u.released ? d.released : d.counted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
