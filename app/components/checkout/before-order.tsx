import { Link } from "react-router";
import { giftCardCopy } from "~/content/gift-cards";
import * as sv from "~/content/sv";
import { RETURNS } from "~/domain/constants";
import type { ShopFacts } from "~/domain/shop-identity";
import { formatKr } from "~/domain/money";
import type { PricedCart } from "~/domain/pricing";
import { formatVatRate } from "~/domain/vat";

const t = sv.checkout;

/**
 * What the customer must be told right before ordering (distansavtalslagen 2 kap. 2 §): who sells,
 * the total price including VAT and shipping, and the right of withdrawal with its exception.
 */
export function BeforeOrder({ shop, priced, payOre }: { shop: ShopFacts; priced: PricedCart; /** Left to pay after gift cards. */ payOre?: number }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <section aria-labelledby="seller-title" className="rounded-2xl bg-oat/70 p-4">
          <h3 id="seller-title" className="font-sans text-sm font-semibold">
            {t.seller}
          </h3>
          <address className="mt-1 not-italic leading-relaxed text-ink-soft" data-testid="seller">
            {shop.legalName}
            <br />
            {t.orgNumber(shop.orgNumber)}
            <br />
            {shop.address}
            <br />
            <a href={`mailto:${shop.email}`} className="underline underline-offset-2">
              {shop.email}
            </a>
          </address>
        </section>
        <section aria-labelledby="withdrawal-title" className="rounded-2xl bg-oat/70 p-4">
          <h3 id="withdrawal-title" className="font-sans text-sm font-semibold">
            {t.withdrawalTitle}
          </h3>
          <p className="mt-1 leading-relaxed text-ink-soft">
            {t.withdrawalText(RETURNS.withdrawalDays)} {t.withdrawalException}
          </p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <Link to="/returns" className="underline underline-offset-2">
              {t.returnsLink}
            </Link>
            <Link to="/angerblankett" className="underline underline-offset-2">
              {t.withdrawalFormLink}
            </Link>
          </p>
        </section>
      </div>
      <div className="rounded-2xl bg-indigo/5 px-5 py-4" data-testid="total-to-pay">
        <div className="flex items-baseline justify-between gap-4">
          <p className="font-semibold">{t.totalToPay}</p>
          <p className="whitespace-nowrap font-serif text-3xl" data-testid="pay-total">
            {formatKr(payOre ?? priced.totalOre)}
          </p>
        </div>
        {payOre !== undefined && (
          <p className="mt-1 text-sm" data-testid="pay-gift-card-note">
            {sv.cartLines.total} {formatKr(priced.totalOre)} · {giftCardCopy.checkout.paidWith} −{formatKr(priced.totalOre - payOre)}
          </p>
        )}
        <p className="mt-1 text-sm text-ink-soft">
          {t.totalNote}
          {priced.vat.map((v) => (
            <span key={v.rateBp} className="whitespace-nowrap">
              {" · "}
              {sv.cartLines.vatOf(formatVatRate(v.rateBp))} {formatKr(v.vatOre)}
            </span>
          ))}
        </p>
      </div>
    </div>
  );
}
