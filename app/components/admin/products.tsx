import { useId } from "react";
import { Form, Link, useFetcher } from "react-router";
import { productAdminCopy, STOCK_REASONS } from "~/content/admin-products";
import { stockAlertCopy } from "~/content/stock-alerts";
import { Field } from "~/components/ui/field";
import * as sv from "~/content/sv";
import { formatKr, formatKronorInput } from "~/domain/money";
import { PRODUCT_KINDS, TAX_CLASSES } from "~/domain/product";
import { artImage } from "~/lib/art";
import { cn } from "~/lib/cn";
import { formatDateTime } from "./format";
import { FilterSelect } from "./orders-filter";

const t = productAdminCopy;
const cardFrame = "rounded-2xl p-5 ring-1 ring-ink/10";
export const card = `${cardFrame} bg-white`;
const control = (error?: string) => cn("mt-1 w-full rounded-xl border bg-white px-4 py-3", error ? "border-clay" : "border-ink/20");

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm ${active ? "bg-sage/20 text-ink" : "bg-clay/15 text-clay"}`}>
      {active ? t.active : t.inactive}
    </span>
  );
}

export interface ProductFilterValues {
  q: string;
  status: string;
  lager: string;
  sort: string;
}

/** Search, filter and sort as a GET form: works without JavaScript, and the URL can be shared (ADR 067). */
export function ProductFilter({ values }: { values: ProductFilterValues }) {
  const id = useId();
  const f = t.filter;
  const label = "mb-1 block text-sm font-medium";
  const select = (name: keyof ProductFilterValues, text: string, options: Record<string, string>) => (
    <FilterSelect id={`${id}-${name}`} name={name} label={text} value={values[name]} options={options} />
  );
  return (
    <Form method="get" action="/admin/products" role="search" aria-label={f.label} className="mt-6 grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink/10 sm:grid-cols-2 lg:grid-cols-[1fr_9rem_10rem_11rem_auto]">
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className={label}>
          {f.search}
        </label>
        <input id={`${id}-q`} type="search" name="q" defaultValue={values.q} key={`q-${values.q}`} maxLength={100} className="w-full rounded-lg border border-ink/20 bg-white px-3 py-2" />
      </div>
      {select("status", f.status, f.statuses)}
      {select("lager", f.stock, f.stocks)}
      {select("sort", f.sort, f.sorts)}
      <div className="flex items-end gap-3">
        <button type="submit" className="rounded-full bg-indigo px-5 py-2 text-white">
          {f.submit}
        </button>
        <Link to="/admin/products" className="py-2 text-sm underline">
          {f.clear}
        </Link>
      </div>
    </Form>
  );
}

export interface ProductListRow {
  id: string;
  name: string;
  image: string;
  priceOre: number;
  stockCount: number;
  lowStockLevel: number;
  active: boolean;
}

/** What the list's quick edit answers, for the product it saved. */
export interface QuickEditAnswer {
  ok: boolean;
  message: string;
  productId: string;
}

/**
 * Price and stock straight from the list (a fetcher: the page stays where it is). Saved before hydration, the
 * form posts as a plain form and the answer comes back as the page's action data (`answer`).
 */
function QuickEdit({ p, answer }: { p: ProductListRow; answer?: QuickEditAnswer }) {
  const fetcher = useFetcher<QuickEditAnswer>();
  const shown = fetcher.data ?? (answer?.productId === p.id ? answer : undefined);
  const q = sv.admin.products;
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="productId" value={p.id} />
      <label className="text-sm">
        <span className="block text-ink-soft">{t.list.price}</span>
        <input name="price" aria-label={q.price(p.name)} defaultValue={formatKronorInput(p.priceOre)} inputMode="decimal" className="mt-1 w-28 rounded-lg border border-ink/20 bg-white px-3 py-1.5" />
      </label>
      <label className="text-sm">
        <span className="block text-ink-soft">{t.list.stock}</span>
        <input name="stock" aria-label={q.stock(p.name)} defaultValue={p.stockCount} inputMode="numeric" className="mt-1 w-24 rounded-lg border border-ink/20 bg-white px-3 py-1.5" />
      </label>
      <button type="submit" aria-label={q.save(p.name)} className="rounded-full bg-indigo px-4 py-1.5 text-sm text-white">
        {q.saveLabel}
      </button>
      {shown && (
        <span role="status" className={shown.ok ? "text-sm text-sage" : "text-sm text-clay"}>
          {shown.message}
        </span>
      )}
    </fetcher.Form>
  );
}

/** Every product as a card: one column on a phone, two or three beside each other on a wide screen. */
export function ProductList({ rows, answer, filtered = false }: { rows: ProductListRow[]; answer?: QuickEditAnswer; filtered?: boolean }) {
  if (rows.length === 0) return <p className="mt-6">{filtered ? t.filter.none : t.empty}</p>;
  return (
    <ul aria-label={t.caption} className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {rows.map((p) => (
        <li key={p.id} className={cn(cardFrame, "min-w-0", p.active ? "bg-white" : "bg-oat")} data-testid="admin-product">
          <div className="flex items-start gap-3">
            <img {...artImage(p.image, "64px")} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-xl bg-oat-dark object-cover" />
            <div className="min-w-0 flex-1">
              <h2 className="text-lg leading-snug">
                <Link to={`/admin/products/${p.id}`} className="underline" aria-label={t.open(p.name)}>
                  {p.name}
                </Link>
              </h2>
              <p className="text-sm break-all text-ink-soft">{p.id}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <StatusBadge active={p.active} />
                <span data-testid="admin-product-price">{formatKr(p.priceOre)}</span>
                <span className={p.stockCount <= p.lowStockLevel ? "font-medium text-clay" : ""}>
                  {t.list.stock}: {p.stockCount}
                  {p.stockCount <= p.lowStockLevel && ` (${t.list.low})`}
                </span>
                <span className="text-ink-soft">
                  {t.list.lowStock}: {t.list.lowStockValue(p.lowStockLevel)}
                </span>
              </p>
            </div>
          </div>
          <QuickEdit p={p} answer={answer} />
        </li>
      ))}
    </ul>
  );
}

function TextArea({ label, name, value, error, rows = 3, className }: { label: string; name: string; value?: string; error?: string; rows?: number; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea id={id} name={name} rows={rows} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined} className={control(error)} />
      {error && (
        <p id={`${id}-e`} className="mt-1 text-sm text-clay">
          {error}
        </p>
      )}
    </div>
  );
}

function Select({ label, name, value, options, error }: { label: string; name: string; value?: string; options: Record<string, string>; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined} className={control(error)}>
        {Object.entries(options).map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-e`} className="mt-1 text-sm text-clay">
          {error}
        </p>
      )}
    </div>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="inline-flex items-center gap-2 py-2">
      <input type="checkbox" name={name} defaultChecked={checked} className="h-5 w-5 accent-indigo" />
      {label}
    </label>
  );
}

/**
 * The create and edit form: plain inputs with the posted or stored values as defaults, so it works before
 * hydration and keeps what was typed when the server sends it back with messages by the fields.
 */
export function ProductForm({
  intent,
  values: v,
  errors: err,
  message,
  comparison,
}: {
  intent: "create" | "update";
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string | null;
  /** The stored jämförpris (edit), computed from price and net weight; never typed. */
  comparison?: number | null;
}) {
  const f = t.form;
  const pick = (keys: readonly string[], labels: Record<string, string>) => Object.fromEntries(keys.map((k) => [k, labels[k] ?? k]));
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {message && (
        <p role="alert" className="text-clay sm:col-span-2">
          {message}
        </p>
      )}
      <Field label={f.name} name="name" defaultValue={v.name} error={err.name} maxLength={80} autoComplete="off" />
      {intent === "create" && <Field label={f.id} name="id" defaultValue={v.id} error={err.id} help={f.idHelp} maxLength={60} autoComplete="off" />}
      <Select label={f.kind} name="kind" value={v.kind} options={pick(PRODUCT_KINDS, f.kinds)} error={err.kind} />
      <Field label={f.tagline} name="tagline" defaultValue={v.tagline} error={err.tagline} maxLength={120} autoComplete="off" />
      <TextArea label={f.description} name="description" value={v.description} error={err.description} className="sm:col-span-2" />
      <TextArea label={f.fullDescription} name="fullDescription" value={v.fullDescription} error={err.fullDescription} rows={6} className="sm:col-span-2" />
      <TextArea label={f.ingredients} name="ingredients" value={v.ingredients} error={err.ingredients} rows={4} />
      <TextArea label={f.benefits} name="benefits" value={v.benefits} error={err.benefits} rows={4} />
      <TextArea label={f.howToUse} name="howToUse" value={v.howToUse} error={err.howToUse} rows={4} />
      <TextArea label={f.storage} name="storage" value={v.storage} error={err.storage} rows={4} />
      <Field label={f.price} name="price" defaultValue={v.price} error={err.price} maxLength={12} autoComplete="off" />
      <Select label={f.taxClass} name="taxClass" value={v.taxClass} options={pick(TAX_CLASSES, f.taxClasses)} error={err.taxClass} />
      <Field label={f.weight} name="weight" defaultValue={v.weight} error={err.weight} maxLength={40} autoComplete="off" />
      <Field label={f.netWeight} name="netWeightGrams" defaultValue={v.netWeightGrams} error={err.netWeightGrams} inputMode="numeric" maxLength={6} autoComplete="off" />
      <Field label={f.shippingWeight} name="shippingWeightGrams" defaultValue={v.shippingWeightGrams} error={err.shippingWeightGrams} inputMode="numeric" maxLength={5} autoComplete="off" />
      {comparison !== undefined && (
        <p className="text-sm sm:col-span-2">
          <span className="font-medium">{f.comparison}:</span> <span data-testid="comparison-price">{f.comparisonValue(comparison)}</span>{" "}
          <span className="text-ink-soft">({f.comparisonHelp})</span>
        </p>
      )}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">{f.reduction}</legend>
        <p className="mt-1 text-sm text-ink-soft">{f.reductionHelp}</p>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <Field label={f.reducedPrice} name="reducedPrice" defaultValue={v.reducedPrice} error={err.reducedPrice} maxLength={12} autoComplete="off" />
          <Field label={f.reducedFrom} name="reducedFrom" type="datetime-local" defaultValue={v.reducedFrom} error={err.reducedFrom} />
          <Field label={f.reducedUntil} name="reducedUntil" type="datetime-local" defaultValue={v.reducedUntil} error={err.reducedUntil} />
        </div>
      </fieldset>
      <Field label={f.lowStockLevel} name="lowStockLevel" defaultValue={v.lowStockLevel} error={err.lowStockLevel} inputMode="numeric" maxLength={5} autoComplete="off" />
      <fieldset>
        <legend className="text-sm font-medium">{f.flags}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          <Check name="isBestseller" label={f.isBestseller} checked={v.isBestseller === "on"} />
          <Check name="isLimitedEdition" label={f.isLimitedEdition} checked={v.isLimitedEdition === "on"} />
          <Check name="isOnlineOnly" label={f.isOnlineOnly} checked={v.isOnlineOnly === "on"} />
          <Check name="pinned" label={f.pinned} checked={v.pinned === "on"} />
        </div>
      </fieldset>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">{f.colours}</legend>
        <div className="mt-1 flex flex-wrap gap-5">
          {(["primaryColour", "accentColour"] as const).map((k) => (
            <label key={k} className="inline-flex items-center gap-2 py-1">
              <input type="color" name={k} defaultValue={v[k]} aria-invalid={err[k] ? true : undefined} className="h-10 w-14 rounded border border-ink/20 bg-white" />
              {k === "primaryColour" ? f.primaryColour : f.accentColour}
            </label>
          ))}
        </div>
        {(err.primaryColour || err.accentColour) && <p className="mt-1 text-sm text-clay">{err.primaryColour ?? err.accentColour}</p>}
      </fieldset>
      {intent === "create" && (
        <div className="sm:col-span-2">
          <Check name="active" label={f.active} checked={v.active === "on"} />
        </div>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className="rounded-full bg-indigo px-6 py-3 text-white">
          {intent === "create" ? f.create : f.save}
        </button>
      </div>
    </Form>
  );
}

export interface AdminPhoto {
  key: string;
  alt: string;
  src: string;
}

const photoButton = "rounded-full px-4 py-2 text-sm ring-1 ring-ink/20 hover:bg-oat disabled:opacity-40";

/**
 * The product's photos (ADR 079): each with its alt text, moved up or down, made the main photo or removed; and a
 * form to add one more (file and alt text) while there are fewer than the maximum. Plain forms: the console works
 * before hydration too.
 */
export function PhotosSection({ drawn, photos, max, error }: { drawn: string; photos: AdminPhoto[]; max: number; error: { key: string | null; message: string } | null }) {
  const id = useId();
  const i = t.image;
  const b = i.buttons;
  const addError = error && error.key === null ? error.message : null;
  return (
    <section aria-labelledby={`${id}-h`} className={card}>
      <h2 id={`${id}-h`} className="text-xl">
        {i.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{i.intro(max)}</p>
      {photos.length === 0 ? (
        <div className="mt-3 flex items-center gap-4">
          <img {...artImage(drawn, "80px")} alt="" width={80} height={80} className="size-20 shrink-0 rounded-2xl bg-oat-dark object-cover" />
          <p className="text-sm text-ink-soft">{i.drawn}</p>
        </div>
      ) : (
        <ol className="mt-4 space-y-4" aria-label={t.image.heading}>
          {photos.map((photo, index) => {
            const n = index + 1;
            const rowError = error && error.key === photo.key ? error.message : null;
            return (
              <li key={photo.key} className="flex flex-col gap-3 rounded-2xl p-3 ring-1 ring-ink/10 sm:flex-row sm:items-start" data-photo={photo.key}>
                <figure className="shrink-0">
                  <img {...artImage(photo.src, "112px")} alt={i.photo(n, photo.alt)} width={112} height={112} className="size-28 rounded-xl bg-oat-dark object-cover" />
                  {index === 0 && <figcaption className="mt-1 text-sm font-medium">{i.main}</figcaption>}
                </figure>
                <Form method="post" className="min-w-0 flex-1 space-y-2">
                  <input type="hidden" name="key" value={photo.key} />
                  <label htmlFor={`${id}-alt-${n}`} className="block text-sm font-medium">
                    {i.alt}
                  </label>
                  <input
                    id={`${id}-alt-${n}`}
                    name="alt"
                    defaultValue={photo.alt}
                    required
                    maxLength={200}
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? `${id}-e-${n}` : undefined}
                    className="block w-full rounded-xl border border-ink/20 px-3 py-2"
                  />
                  {rowError && (
                    <p id={`${id}-e-${n}`} role="alert" className="text-sm text-clay">
                      {rowError}
                    </p>
                  )}
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" name="intent" value="photo-alt" className={photoButton} aria-label={i.ofPhoto(b.saveAlt, n)}>
                      {b.saveAlt}
                    </button>
                    <button type="submit" name="intent" value="photo-up" formNoValidate disabled={index === 0} className={photoButton} aria-label={i.ofPhoto(b.moveUp, n)}>
                      {b.moveUp}
                    </button>
                    <button type="submit" name="intent" value="photo-down" formNoValidate disabled={index === photos.length - 1} className={photoButton} aria-label={i.ofPhoto(b.moveDown, n)}>
                      {b.moveDown}
                    </button>
                    {index > 0 && (
                      <button type="submit" name="intent" value="photo-main" formNoValidate className={photoButton} aria-label={i.ofPhoto(b.makeMain, n)}>
                        {b.makeMain}
                      </button>
                    )}
                    <button type="submit" name="intent" value="photo-remove" formNoValidate className={cn(photoButton, "text-clay")} aria-label={i.ofPhoto(b.remove, n)}>
                      {b.remove}
                    </button>
                  </div>
                </Form>
              </li>
            );
          })}
        </ol>
      )}
      {photos.length >= max ? (
        <p className="mt-4 text-sm text-ink-soft">{i.full(max)}</p>
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-5 space-y-3 border-t border-ink/10 pt-4">
          <h3 className="text-lg">{i.add}</h3>
          <input type="hidden" name="intent" value="photo-add" />
          <div>
            <label htmlFor={`${id}-f`} className="block text-sm font-medium">
              {i.file}
            </label>
            <input
              id={`${id}-f`}
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`${id}-help`}
              className="mt-1 block w-full max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-oat-dark file:px-4 file:py-2"
            />
            <p id={`${id}-help`} className="mt-1 text-sm text-ink-soft">
              {i.help}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-newalt`} className="block text-sm font-medium">
              {i.alt}
            </label>
            <input id={`${id}-newalt`} name="alt" required maxLength={200} aria-describedby={`${id}-althelp`} className="mt-1 block w-full rounded-xl border border-ink/20 px-3 py-2" />
            <p id={`${id}-althelp`} className="mt-1 text-sm text-ink-soft">
              {i.altHelp}
            </p>
          </div>
          {addError && (
            <p role="alert" className="text-sm text-clay">
              {addError}
            </p>
          )}
          <button type="submit" className="rounded-full bg-indigo px-6 py-3 text-white">
            {i.upload}
          </button>
        </Form>
      )}
    </section>
  );
}

export function StockForm({ stockCount, waiting, values, errors }: { stockCount: number; waiting: number; values: Record<string, string>; errors: Record<string, string> }) {
  const s = t.stock;
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className={card}>
      <h2 id={`${id}-h`} className="text-xl">
        {s.heading}
      </h2>
      <p className="mt-1 text-ink-soft" data-testid="stock-now">
        {s.current(stockCount)}
      </p>
      <p className="mt-1 text-ink-soft" data-testid="stock-alerts-waiting">
        {stockAlertCopy.admin.waiting(waiting)}
      </p>
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-3" noValidate>
        <input type="hidden" name="intent" value="stock" />
        {errors.form && (
          <p role="alert" className="text-clay sm:col-span-3">
            {errors.form}
          </p>
        )}
        <Field label={s.delta} name="delta" defaultValue={values.delta} error={errors.delta} help={s.deltaHelp} maxLength={8} autoComplete="off" />
        <Select label={s.reason} name="reason" value={values.reason ?? "delivery"} options={STOCK_REASONS} error={errors.reason} />
        <Field label={s.note} name="note" defaultValue={values.note} error={errors.note} maxLength={200} autoComplete="off" />
        <div className="sm:col-span-3">
          <button type="submit" className="rounded-full bg-indigo px-6 py-3 text-white">
            {s.submit}
          </button>
        </div>
      </Form>
    </section>
  );
}

export interface HistoryRow {
  id: number;
  at: string;
  actorEmail: string;
  stock: { before: number | null; after: number } | null;
  price: { before: number | null; after: number } | null;
  reason: string | null;
}

export function StockAndPriceHistory({ rows }: { rows: HistoryRow[] }) {
  const h = t.history;
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className={card}>
      <h2 id={`${id}-h`} className="text-xl">
        {h.heading}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-ink-soft">{h.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/10 text-sm">
          {rows.map((r) => (
            <li key={r.id} className="py-2" data-testid="product-history">
              <time dateTime={r.at} className="tabular-nums">
                {formatDateTime(r.at)}
              </time>{" "}
              <span className="break-all text-ink-soft">{r.actorEmail}</span>
              <span className="block">
                {[r.stock && h.stock(r.stock.before, r.stock.after), r.price && h.price(r.price.before, r.price.after)].filter(Boolean).join(", ")}
                {r.reason && ` – ${r.reason}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link to="/admin/logg?typ=product" className="underline">
          {h.all}
        </Link>
      </p>
    </section>
  );
}
