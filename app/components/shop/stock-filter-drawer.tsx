import { useId } from "react";
import { Form } from "react-router";
import { shopCopy } from "~/content/shop";
import { STOCK_FILTERS, type ShopQuery, type StockFilter } from "~/domain/catalogue";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { CloseIcon, Sheet, SheetClose, SheetTrigger } from "~/components/ui/sheet";
import { shopSearchParams } from "./shop-url";

const copy = shopCopy.filters;

/** The small-screen button that opens the stock filter drawer. Hidden on wide screens (they get a select). */
export function StockFilterTrigger({ drawerId, active }: { drawerId: string; active: StockFilter }) {
  return (
    <SheetTrigger
      sheetId={drawerId}
      className="inline-flex shrink-0 items-center gap-2 rounded-full border border-ink/20 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-ink/40 md:hidden"
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
        <circle cx="16" cy="7" r="2" />
        <circle cx="10" cy="17" r="2" />
      </svg>
      {copy.openDrawer}
      {active !== "all" && <span className="rounded-full bg-indigo px-2 py-0.5 text-xs text-white">{copy.stocks[active]}</span>}
    </SheetTrigger>
  );
}

/**
 * The stock filter as a drawer with radios: its own GET form that carries the current search and sort,
 * so choosing "Visa produkter" works with or without JavaScript.
 */
export function StockFilterDrawer({
  id,
  ref,
  query,
  onApply,
}: {
  id: string;
  ref: React.RefObject<HTMLDialogElement | null>;
  query: ShopQuery;
  onApply(stock: StockFilter): void;
}) {
  const titleId = useId();
  const close = () => ref.current?.close();
  return (
    <Sheet id={id} ref={ref} side="right" labelledBy={titleId} className="md:hidden" bodyClassName="flex min-h-full flex-col">
      <Form
        method="get"
        action="/shop"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get("stock");
          onApply(STOCK_FILTERS.find((s) => s === value) ?? "all");
          close();
        }}
        className="flex flex-1 flex-col p-6"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-2xl">
            {copy.drawerTitle}
          </h2>
          <SheetClose
            sheetId={id}
            aria-label={copy.closeDrawer}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-ink/5"
          >
            <CloseIcon />
          </SheetClose>
        </div>
        {[...shopSearchParams({ q: query.q, sort: query.sort })].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset key={query.stock} className="mt-6">
          <legend className="mb-3 font-medium">{copy.stockLabel}</legend>
          <div className="space-y-2">
            {STOCK_FILTERS.map((value) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-ink/10",
                  "has-[:checked]:ring-2 has-[:checked]:ring-indigo",
                )}
              >
                <input
                  type="radio"
                  name="stock"
                  value={value}
                  defaultChecked={query.stock === value}
                  className="h-4 w-4 accent-indigo"
                />
                {copy.stocks[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={buttonClass("primary", "mt-auto w-full")}>
          {copy.drawerApply}
        </button>
      </Form>
    </Sheet>
  );
}
