import * as sv from "~/content/sv";
import type { CartView } from "~/domain/cart";
import { SHIPPING } from "~/domain/constants";
import { formatKr } from "~/domain/money";
import type { PricedCart, PricedLine } from "~/domain/pricing";
import { CartTotals, GiftCardLineDetails } from "~/components/cart/cart-contents";
import { artImage } from "~/lib/art";
import { Disclosure } from "./disclosure";

const range = (r: { min: number; max: number }) => `${r.min}–${r.max}`;

/**
 * "Din beställning": every line and total as the pricing engine computed them (code discount included). On a phone
 * it is one line with the total ("Visa ordersammanfattning · 423 kr") that opens to show them, and the code boxes
 * (`codes`) are one line each below it; on a wide screen everything is open beside the form (ADR 066).
 */
export function OrderSummary({ cart, codes, after, deliveryLine }: { cart: CartView; codes?: React.ReactNode; after?: React.ReactNode; /** The chosen delivery option and its estimate (ADR 083). */ deliveryLine?: string }) {
  const { priced } = cart;
  return (
    <section aria-labelledby="summary-title" className="rounded-3xl bg-white/70 px-5 py-2 ring-1 ring-ink/5 sm:px-6 lg:py-6">
      <Disclosure
        testId="summary-disclosure"
        line={
          <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <span>{sv.checkout.summaryToggle}</span>
            <span aria-hidden="true">·</span>
            <span className="whitespace-nowrap font-semibold" data-testid="summary-toggle-total">
              {formatKr(priced.totalOre)}
            </span>
          </span>
        }
      >
        <div className="pt-3 pb-4 lg:p-0">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="summary-title" className="text-2xl">
              {sv.checkout.summary}
            </h2>
            <p className="text-sm text-ink-soft">{sv.cartLines.count(priced.itemCount)}</p>
          </div>
          <ul className="mt-4 divide-y divide-ink/10" data-testid="summary-lines">
            {priced.lines.map((line) => (
              <SummaryLine
                key={line.lineId}
                line={line}
                image={cart.lines[line.lineId]?.image}
                giftCard={cart.lines[line.lineId]?.giftCard}
                problem={priced.problems.find((p) => p.lineId === line.lineId)}
              />
            ))}
          </ul>
          <CartTotals priced={priced} className="mt-5 border-t border-ink/10 pt-5" />
          {after}
          <p className="mt-4 text-xs text-ink-soft" data-testid="summary-delivery">
            {deliveryLine ?? sv.checkout.deliveryEstimate(range(SHIPPING.dispatchDays), range(SHIPPING.deliveryDays))}
          </p>
        </div>
      </Disclosure>
      {codes}
    </section>
  );
}

function SummaryLine({
  line,
  image,
  giftCard,
  problem,
}: {
  line: PricedLine;
  image?: string;
  giftCard?: CartView["lines"][string]["giftCard"];
  problem?: PricedCart["problems"][number];
}) {
  return (
    <li className="flex gap-3 py-3" data-testid="summary-line">
      <img {...artImage(image ?? "/favicon.svg", "56px")} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-xl bg-white object-cover ring-1 ring-ink/10" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="font-medium">
            {line.name}
            {line.kind === "free_gift" && <span className="ml-2 rounded-full bg-sage-light px-2 py-0.5 text-xs">{sv.cartLines.freeGift}</span>}
          </p>
          <p className="whitespace-nowrap font-medium" data-testid="line-total">
            {formatKr(line.lineTotalOre)}
          </p>
        </div>
        <p className="text-sm text-ink-soft">{sv.checkout.lineQuantity(line.quantity, formatKr(line.unitPriceOre))}</p>
        {giftCard && <GiftCardLineDetails details={giftCard} />}
        {line.multiBuyDiscountOre > 0 && (
          <p className="text-sm text-sage" data-testid="multibuy">
            {sv.cartLines.multiBuySaving(formatKr(line.multiBuyDiscountOre))}
          </p>
        )}
        {(line.togetherDiscountOre ?? 0) > 0 && (
          <p className="text-sm text-sage" data-testid="together-discount">
            {sv.cartLines.togetherSaving(formatKr(line.togetherDiscountOre!))}
          </p>
        )}
        {problem && (
          <p className="text-sm text-clay">
            {problem.kind === "insufficient_stock" ? sv.cartLines.problems.insufficient_stock(problem.available) : sv.cartLines.problems[problem.kind]}
          </p>
        )}
      </div>
    </li>
  );
}
