import * as sv from "~/content/sv";
import { CheckoutForm } from "./checkout-form";
import { DeliveryChoiceForm, deliverySummaryLine } from "./delivery-options";
import { DiscountCode } from "./discount-code";
import { GiftCardPayment, GiftCardTotals } from "./gift-card-payment";
import { GuestSignIn } from "./guest-sign-in";
import { OrderSummary } from "./order-summary";
import type { CheckoutActionData, CheckoutData } from "./types";

/**
 * /checkout. On a phone the summary and the two code boxes are one folded line each above the delivery form
 * (the first field within the first screen, ADR 066); on a wide screen the summary sits open to the right of the
 * form and stays in view.
 */
export function CheckoutPage({ data: loaded, actionData }: { data: CheckoutData; actionData?: CheckoutActionData }) {
  // The delivery step posted without JavaScript answers with the page's priced parts for the choice (ADR 083).
  const delivered = actionData?.intent === "delivery" ? actionData : undefined;
  const data: CheckoutData = delivered ? { ...loaded, ...delivered.checkout } : loaded;
  const placeResult = actionData?.intent === "place_order" ? actionData : delivered ? { intent: "place_order" as const, values: delivered.values } : undefined;
  const codeError = actionData?.intent === "apply_code" ? actionData.codeError : undefined;
  const giftCardError = actionData?.intent === "apply_gift_card" ? actionData.giftCardError : undefined;
  return (
    <section className="page pt-6 pb-16">
      <h1 className="text-3xl sm:text-4xl">{sv.checkout.title}</h1>
      <p className="mt-2 hidden max-w-2xl text-ink-soft sm:block">{sv.checkout.intro}</p>
      {data.guest && <GuestSignIn />}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] items-start gap-4 sm:mt-8 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_25rem]">
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <OrderSummary
            cart={data.cart}
            deliveryLine={deliverySummaryLine(data.delivery)}
            after={<GiftCardTotals state={data.giftCards} />}
            codes={
              <>
                <DiscountCode state={data.code} serverError={codeError} />
                <GiftCardPayment state={data.giftCards} serverError={giftCardError} />
              </>
            }
          />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <DeliveryChoiceForm />
          <CheckoutForm data={data} result={placeResult} />
        </div>
      </div>
    </section>
  );
}
