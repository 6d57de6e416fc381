import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useFetchers } from "react-router";
import { SitePart } from "~/components/layout/site-parts";
import { cartLines } from "~/content/sv-cart";
import { optimisticCart, type CartChange, type CartView } from "~/domain/cart";
import type { PricedCart, PricedLine, priceCart } from "~/domain/pricing";
import { formatKr, formatVatRate } from "~/domain/money";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { EarlierPrice, LowestBeforeCut } from "~/components/shop/price-announcement";
import { artImage } from "~/lib/art";

/** Pending cart changes from every fetcher on the page, for the optimistic view. */
function usePendingChanges(): CartChange[] {
  return useFetchers()
    .filter((f) => f.formAction === "/cart" && f.formData)
    .flatMap((f): CartChange[] => {
      const fd = f.formData!;
      const intent = fd.get("intent");
      const lineId = String(fd.get("lineId") ?? "");
      if (intent === "set") return [{ intent, lineId, quantity: Number(fd.get("quantity")) }];
      if (intent === "remove") return [{ intent, lineId }];
      if (intent === "clear") return [{ intent }];
      return [];
    });
}

let engine: typeof priceCart | null = null;
let engineLoad: Promise<typeof priceCart> | undefined;

/**
 * The pricing engine for the optimistic view, fetched when the cart's contents first mount (right after hydration
 * on /cart, when the drawer first opens elsewhere) instead of with the page: it is 3–4 KB gzip that only a change
 * needs (ADR 043). A change made before it arrives shows the server's last totals until the server answers.
 */
function usePricingEngine(): typeof priceCart | null {
  const [loaded, setLoaded] = useState<typeof priceCart | null>(() => engine); // a function as state: set through updaters
  useEffect(() => {
    if (loaded) return;
    let live = true;
    engineLoad ??= import("~/domain/pricing").then((m) => (engine = m.priceCart));
    engineLoad.then(
      (e) => live && setLoaded(() => e),
      () => (engineLoad = undefined), // the next mount tries again; until then the server's totals stand
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/** Lines, progress and totals, from the pricing engine (re-run in the browser for pending changes). */
export function CartContents({ view, onNavigate }: { view: CartView; onNavigate?: () => void }) {
  const priced = optimisticCart(view, usePendingChanges(), usePricingEngine());
  const lines = priced.lines;
  const said = useChangeSaid(priced);
  const removedAt = useFocusAfterRemoval(lines.length);
  return (
    <>
      {/* One polite live region for the whole cart, in the page from the start so screen readers hear its changes. */}
      <p role="status" className="sr-only">
        {said}
      </p>
      {lines.length === 0 ? (
        <EmptyCart onNavigate={onNavigate} />
      ) : (
        <div className="flex flex-col gap-6" onSubmitCapture={(e) => removedAt(e.target)}>
          <p className="text-sm text-ink-soft">{cartLines.count(priced.itemCount)}</p>
          <FreeShippingProgress priced={priced} />
          <ul className="divide-y divide-ink/10">
            {lines.map((line) => (
              <CartLineItem key={line.lineId} line={line} view={view} problem={priced.problems.find((p) => p.lineId === line.lineId)} />
            ))}
          </ul>
          <CartTotals priced={priced} />
          <Link to="/checkout" onClick={onNavigate} className={buttonClass("primary", "w-full")}>
            {cartLines.toCheckout}
          </Link>
        </div>
      )}
    </>
  );
}

/**
 * What the cart says after a change (ADR 072): the line's new quantity and the new total, or that the line is gone.
 * Read from the cart shown (optimistic, then the server's), so it follows what the customer sees.
 */
function useChangeSaid(priced: PricedCart): string {
  const [change, setChange] = useState<{ lineId: string; name: string } | null>(null);
  useEffect(() => {
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target;
      if (!(form instanceof HTMLFormElement) || form.getAttribute("action") !== "/cart") return;
      const lineId = new FormData(form).get("lineId");
      const name = form.closest("[data-line-name]")?.getAttribute("data-line-name");
      if (typeof lineId === "string" && name) setChange({ lineId, name });
    };
    document.addEventListener("submit", onSubmit);
    return () => document.removeEventListener("submit", onSubmit);
  }, []);
  if (!change) return "";
  const total = formatKr(priced.totalOre);
  const line = priced.lines.find((l) => l.lineId === change.lineId);
  return line ? cartLines.changed(change.name, line.quantity, total) : cartLines.removed(change.name, total);
}

/**
 * Removing a line (or taking its quantity to 0) takes its controls out of the page: focus then goes to the line that
 * took its place (the one after, else the one before), or with no line left to the cart's heading, never to <body>
 * (ADR 072). Returns the handler that notes which line a submitted form belongs to.
 */
function useFocusAfterRemoval(lineCount: number) {
  const at = useRef<{ index: number; list: HTMLElement } | null>(null);
  useEffect(() => {
    const noted = at.current;
    if (!noted || (document.activeElement && document.activeElement !== document.body)) return;
    at.current = null;
    const rows = noted.list.isConnected ? noted.list.querySelectorAll("li") : [];
    const row = rows[Math.min(noted.index, rows.length - 1)];
    const target = row?.querySelector<HTMLElement>("a, button:not(:disabled)") ?? document.querySelector<HTMLElement>("dialog[open] h2, main h1");
    if (target && !row) target.tabIndex = -1;
    target?.focus();
  }, [lineCount]);
  return (target: EventTarget) => {
    const li = target instanceof Element ? target.closest("li") : null;
    if (li?.parentElement) at.current = { index: [...li.parentElement.children].indexOf(li), list: li.parentElement };
  };
}

export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="py-6">
      <p className="text-lg">{cartLines.empty}</p>
      <Link to="/shop" onClick={onNavigate} className={buttonClass("secondary", "mt-4")}>
        {cartLines.toShop}
      </Link>
      <SitePart render={(m) => <m.NextSteps onNavigate={onNavigate} className="mt-8" />} />
    </div>
  );
}

export function FreeShippingProgress({ priced }: { priced: PricedCart }) {
  const { percent, remainingOre } = priced.progress;
  return (
    <div>
      <p className="text-sm" aria-live="polite">
        {remainingOre > 0 ? cartLines.progress(formatKr(remainingOre)) : cartLines.progressDone}
      </p>
      <div
        role="progressbar"
        aria-label={cartLines.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-oat-dark"
      >
        <div className="h-full rounded-full bg-sage transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function QuantityButton({ lineId, quantity, label, children, disabled }: { lineId: string; quantity: number; label: string; children: React.ReactNode; disabled?: boolean }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/cart">
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="quantity" value={quantity} />
      <button
        type="submit"
        aria-label={label}
        disabled={disabled}
        className="inline-flex h-9 w-9 items-center justify-center rounded-full ring-1 ring-ink/20 hover:bg-oat-dark disabled:opacity-40"
      >
        {children}
      </button>
    </fetcher.Form>
  );
}

function CartLineItem({ line, view, problem }: { line: PricedLine; view: CartView; problem?: PricedCart["problems"][number] }) {
  const remove = useFetcher();
  const meta = view.lines[line.lineId];
  const isGift = line.kind === "free_gift";
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line" data-line-name={line.name}>
      <img {...artImage(meta?.image ?? "/favicon.svg", "72px")} alt="" width={72} height={72} className="h-18 w-18 shrink-0 rounded-xl bg-white object-cover ring-1 ring-ink/10" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="font-medium">
            {line.productId && !isGift ? <Link to={`/product/${line.productId}`}>{line.name}</Link> : line.name}
            {isGift && <span className="ml-2 rounded-full bg-sage-light px-2 py-0.5 text-xs">{cartLines.freeGift}</span>}
          </p>
          <p className="whitespace-nowrap font-medium" data-testid="line-total">
            {formatKr(line.lineTotalOre)}
          </p>
        </div>
        {meta?.announcement?.reduced ? (
          <>
            <p className="flex flex-wrap gap-x-2 text-sm text-ink-soft tabular-nums">
              <span>{line.quantity > 1 ? `${line.quantity} × ${formatKr(line.unitPriceOre)}` : formatKr(line.unitPriceOre)}</span>
              <EarlierPrice announcement={meta.announcement} />
            </p>
            <LowestBeforeCut announcement={meta.announcement} className="text-xs" />
          </>
        ) : (
          line.quantity > 1 && <p className="text-sm text-ink-soft">{`${line.quantity} × ${formatKr(line.unitPriceOre)}`}</p>
        )}
        {meta?.giftCard && <GiftCardLineDetails details={meta.giftCard} />}
        {line.multiBuyDiscountOre > 0 && (
          <p className="text-sm text-sage" data-testid="multibuy">
            {cartLines.multiBuySaving(formatKr(line.multiBuyDiscountOre))}
          </p>
        )}
        {(line.togetherDiscountOre ?? 0) > 0 && (
          <p className="text-sm text-sage" data-testid="together-discount">
            {cartLines.togetherSaving(formatKr(line.togetherDiscountOre!))}
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-clay">
            {problem.kind === "insufficient_stock" ? cartLines.problems.insufficient_stock(problem.available) : cartLines.problems[problem.kind]}
          </p>
        )}
        {!isGift && (
          <div className="mt-1 flex items-center gap-2">
            {line.kind === "product" && (
              <div role="group" aria-label={cartLines.quantityOf(line.name)} className="flex items-center gap-2">
                <QuantityButton lineId={line.lineId} quantity={line.quantity - 1} label={cartLines.decrease(line.name)}>
                  −
                </QuantityButton>
                <span className="min-w-6 text-center">{line.quantity}</span>
                <QuantityButton
                  lineId={line.lineId}
                  quantity={line.quantity + 1}
                  label={cartLines.increase(line.name)}
                  disabled={line.quantity >= (meta?.maxQuantity ?? 0)}
                >
                  +
                </QuantityButton>
              </div>
            )}
            <remove.Form method="post" action="/cart" className="ml-auto">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="lineId" value={line.lineId} />
              <button type="submit" className="text-sm underline hover:text-clay" aria-label={cartLines.remove(line.name)}>
                {cartLines.remove("").trim()}
              </button>
            </remove.Form>
          </div>
        )}
      </div>
    </li>
  );
}

/** A gift-card line's recipient, sender and message (user text, rendered as text). */
export function GiftCardLineDetails({ details }: { details: NonNullable<CartView["lines"][string]["giftCard"]> }) {
  const t = cartLines.giftCard;
  return (
    <div className="text-sm text-ink-soft" data-testid="gift-card-details">
      <p className="break-words">{t.to(details.recipientName, details.recipientEmail)}</p>
      <p className="break-words">{t.from(details.senderName)}</p>
      {details.message && <p className="line-clamp-2 break-words italic">”{details.message}”</p>}
      <p className="text-xs">{t.delivered}</p>
    </div>
  );
}

export function CartTotals({ priced, className }: { priced: PricedCart; className?: string }) {
  const row = "flex justify-between gap-4";
  return (
    <dl className={cn("space-y-2 text-sm", className)} data-testid="cart-totals">
      <div className={row}>
        <dt>{cartLines.subtotal}</dt>
        <dd data-testid="subtotal">{formatKr(priced.goodsAfterAutomaticOre + priced.giftCardsOre)}</dd>
      </div>
      {priced.codeDiscountOre > 0 && (
        <div className={row}>
          <dt>{cartLines.discount}</dt>
          <dd>−{formatKr(priced.codeDiscountOre)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{cartLines.shipping}</dt>
        <dd data-testid="shipping">{priced.freeShipping ? cartLines.freeShipping : formatKr(priced.shippingOre)}</dd>
      </div>
      <div className={cn(row, "border-t border-ink/10 pt-2 text-base font-semibold")}>
        <dt>{cartLines.total}</dt>
        <dd data-testid="total">{formatKr(priced.totalOre)}</dd>
      </div>
      {priced.vat.map((v) => (
        <div key={v.rateBp} className={cn(row, "text-ink-soft")}>
          <dt>{cartLines.vatOf(formatVatRate(v.rateBp))}</dt>
          <dd>{formatKr(v.vatOre)}</dd>
        </div>
      ))}
    </dl>
  );
}
