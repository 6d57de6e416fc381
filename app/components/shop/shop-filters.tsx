import { useEffect, useId, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { shopCopy } from "~/content/shop";
import { SORTS, STOCK_FILTERS, SHOP_QUERY_MAX, type ShopQuery } from "~/domain/catalogue";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { StockFilterDrawer, StockFilterTrigger } from "./stock-filter-drawer";
import { formSearchParams, shopSearchParams } from "./shop-url";

const SEARCH_DEBOUNCE_MS = 250;
const copy = shopCopy.filters;

const controlClass =
  "w-full rounded-full border border-ink/20 bg-white px-4 py-2.5 text-ink shadow-sm transition-colors hover:border-ink/40 focus-visible:border-indigo";
const labelClass = "mb-1.5 block text-sm font-medium text-ink-soft";

/**
 * Search, sort and stock filter as one GET form: it works without JavaScript and the URL is shareable.
 * With JavaScript the selects apply on change and the search after a short pause, replacing the history
 * entry. The stock filter is a select on wide screens and a drawer with radios on small ones.
 */
export function ShopFilters({ query }: { query: ShopQuery }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const id = useId();

  // Follow the URL (back button, "Rensa sökningen", the drawer) without fighting someone who is typing.
  // Not on mount: the form then holds what the server rendered, or what the visitor chose before hydration.
  const followed = useRef(query);
  useEffect(() => {
    const last = followed.current;
    followed.current = query;
    if (last.q === query.q && last.sort === query.sort && last.stock === query.stock) return;
    const form = formRef.current;
    if (!form) return;
    const search = searchRef.current;
    if (search && document.activeElement !== search && search.value !== query.q) search.value = query.q;
    setSelect(form, "sort", query.sort);
    setSelect(form, "stock", query.stock);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (overrides: { stock?: string } = {}) => {
    clearTimeout(timer.current);
    if (!formRef.current) return;
    submit(formSearchParams(formRef.current, overrides), {
      method: "get",
      action: "/shop",
      replace: true,
      preventScrollReset: true,
    });
  };

  // A sort, filter or search chosen before hydration had nothing to apply it (the no-JavaScript button is
  // in <noscript>): apply it now, as a change would be once the page is running (ADR 011).
  // The form is marked once React runs it (for tests), set here rather than rendered: no second render at hydration.
  useEffect(() => {
    const form = formRef.current;
    if (form) form.dataset.hydrated = "true";
    if (form && formSearchParams(form).toString() !== shopSearchParams(query).toString()) apply();
    // Once, on mount.
  }, []);

  return (
    <>
      <Form
        ref={formRef}
        method="get"
        action="/shop"
        role="search"
        aria-label={copy.formLabel}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        className="mt-8 flex flex-col gap-3 rounded-3xl bg-white/70 p-4 ring-1 ring-ink/5 md:flex-row md:items-end md:p-5"
      >
        <div className="md:flex-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {copy.searchLabel}
          </label>
          <div className="relative">
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-ink-soft">
              <circle cx="11" cy="11" r="6.5" />
              <path d="M16 16l4.5 4.5" strokeLinecap="round" />
            </svg>
            <input
              ref={searchRef}
              id={`${id}-q`}
              type="search"
              name="q"
              defaultValue={query.q}
              placeholder={copy.searchPlaceholder}
              maxLength={SHOP_QUERY_MAX}
              enterKeyHint="search"
              autoComplete="off"
              onChange={() => {
                clearTimeout(timer.current);
                timer.current = setTimeout(apply, SEARCH_DEBOUNCE_MS);
              }}
              className={cn(controlClass, "pl-11 [&::-webkit-search-cancel-button]:cursor-pointer")}
            />
          </div>
        </div>
        <div className="flex items-end gap-3">
          <div className="flex-1 md:w-52 md:flex-none">
            <label htmlFor={`${id}-sort`} className={labelClass}>
              {copy.sortLabel}
            </label>
            <Select
              id={`${id}-sort`}
              name="sort"
              defaultValue={query.sort}
              onChange={() => apply()}
              options={SORTS.map((s) => ({ value: s, label: copy.sorts[s] }))}
            />
          </div>
          <div className="hidden md:block md:w-48">
            <label htmlFor={`${id}-stock`} className={labelClass}>
              {copy.stockLabel}
            </label>
            <Select
              id={`${id}-stock`}
              name="stock"
              defaultValue={query.stock}
              onChange={() => apply()}
              options={STOCK_FILTERS.map((s) => ({ value: s, label: copy.stocks[s] }))}
            />
          </div>
          <StockFilterTrigger drawerId={`${id}-drawer`} active={query.stock} />
        </div>
        {/* Without JavaScript a changed select needs a button; with it, changes apply at once. */}
        <noscript>
          <button type="submit" className={buttonClass("primary", "w-full py-2.5")}>
            {copy.apply}
          </button>
        </noscript>
      </Form>
      <StockFilterDrawer
        id={`${id}-drawer`}
        ref={drawerRef}
        query={query}
        onApply={(value) => apply({ stock: value })}
      />
    </>
  );
}

/** Sets a select of the form to `value` (the selects are uncontrolled, so a choice made before hydration stays). */
function setSelect(form: HTMLFormElement, name: string, value: string) {
  const select = form.elements.namedItem(name);
  if (select instanceof HTMLSelectElement && select.value !== value) select.value = value;
}

function Select({
  id,
  name,
  defaultValue,
  onChange,
  options,
}: {
  id: string;
  name: string;
  defaultValue: string;
  onChange(): void;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="relative">
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange}
        className={cn(controlClass, "cursor-pointer appearance-none pr-10")}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-ink-soft">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </div>
  );
}
