import { Form, Link } from "react-router";
import { discountAdminCopy } from "~/content/admin-discount-codes";
import { Field } from "~/components/ui/field";
import { formatKr } from "~/domain/money";
import { formatDate } from "./format";
import { CardRow, CardTable, CardTableBody, CardTableHead, Cell, HeadCell } from "~/components/ui/card-table";
import type { DiscountCodeStatus } from "~/domain/discounts";

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
  status: DiscountCodeStatus;
  personal: boolean;
}

const STATUS_CLASS: Record<DiscountCodeStatus, string> = {
  active: "bg-sage/20 text-ink",
  upcoming: "bg-lavender/50 text-ink",
  expired: "bg-ink/10 text-ink",
  used_up: "bg-ink/10 text-ink",
  disabled: "bg-clay/15 text-clay",
};

/** Aktiv, Kommande, Utgången, Förbrukad or Avstängd (ADR 062). */
export function CodeStatusBadge({ status }: { status: DiscountCodeStatus }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm ${STATUS_CLASS[status]}`}>{t.statuses[status]}</span>;
}

export function DiscountCodesTable({ rows }: { rows: DiscountCodeListRow[] }) {
  if (rows.length === 0) return <p className="mt-6">{t.empty}</p>;
  const c = t.columns;
  return (
    <CardTable caption={t.caption} className="mt-6" tableClassName="text-sm tabular-nums">
      <CardTableHead>
        {Object.values(c).map((h) => (
          <HeadCell key={h}>{h}</HeadCell>
        ))}
      </CardTableHead>
      <CardTableBody>
        {rows.map((r) => (
          <CardRow key={r.id} data-testid="discount-code-row">
            <Cell rowHeader label={c.code} className="font-medium">
              <Link to={`/admin/discount-codes/${r.id}`} className="underline" aria-label={t.open(r.code)}>
                {r.code}
              </Link>
              {r.personal && <span className="block text-xs font-normal text-ink-soft">{t.personal}</span>}
            </Cell>
            <Cell label={c.value}>{t.value(r.type, r.percent, r.amountOre)}</Cell>
            <Cell label={c.minimum}>{t.minimum(r.minOrderOre)}</Cell>
            <Cell label={c.period}>{t.period(r.startsOn, r.endsOn)}</Cell>
            <Cell label={c.uses}>{t.uses(r.usedCount, r.usageLimit)}</Cell>
            <Cell label={c.status}>
              <CodeStatusBadge status={r.status} />
            </Cell>
          </CardRow>
        ))}
      </CardTableBody>
    </CardTable>
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
        <CardTable caption={d.uses} inset className="mt-3" tableClassName="text-sm tabular-nums">
          <CardTableHead>
            {Object.values(d.useColumns).map((h) => (
              <HeadCell key={h}>{h}</HeadCell>
            ))}
          </CardTableHead>
          <CardTableBody>
            {uses.map((u) => (
              <CardRow key={u.orderId} data-testid="code-use">
                <Cell rowHeader label={d.useColumns.order} className="font-normal">
                  <Link to={`/admin/orders/${u.orderId}`} className="underline">
                    {d.orderLink(u.number)}
                  </Link>
                </Cell>
                <Cell label={d.useColumns.date}>
                  <time dateTime={u.created}>{formatDate(u.created)}</time>
                </Cell>
                <Cell label={d.useColumns.customer} className="break-all">
                  {u.email}
                </Cell>
                <Cell label={d.useColumns.discount}>{formatKr(u.discountOre)}</Cell>
                <Cell label={d.useColumns.state}>{u.released ? d.released : d.counted}</Cell>
              </CardRow>
            ))}
          </CardTableBody>
        </CardTable>
      )}
    </section>
  );
}
