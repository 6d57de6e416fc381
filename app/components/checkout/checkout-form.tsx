import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { giftCardCopy } from "~/content/gift-cards";
import * as sv from "~/content/sv";
import { formatKr } from "~/domain/money";
import { PHONE_INPUT_MAX } from "~/domain/phone";
import type { RootData } from "~/root";
import { useClientValidation } from "~/components/ui/use-client-validation";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { CheckoutSchema } from "~/payments/registry";
import { BeforeOrder } from "./before-order";
import { DeliveryOptions } from "./delivery-options";
import { deliveryCopy } from "~/content/delivery";
import { PaymentOptions } from "./payment-options";
import type { CheckoutActionData, CheckoutData } from "./types";

const t = sv.checkout;
const FIELD_ORDER = [
  "name",
  "email",
  "address",
  "postalCode",
  "city",
  "phone",
  "paymentMethod",
] as const;

/**
 * The delivery form, payment choice, the information required before ordering, and the order button.
 * The browser checks the same CheckoutSchema as the action before anything is sent.
 */
export function CheckoutForm({
  data,
  result,
}: {
  data: CheckoutData;
  result?: Extract<CheckoutActionData, { intent: "place_order" }>;
}) {
  const check = useClientValidation(CheckoutSchema, FIELD_ORDER);
  const navigation = useNavigation();
  const placing =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "place_order";
  const fields = check.errors ?? result?.fields ?? {};
  const invalid = Object.keys(fields).length > 0;
  const values = result?.values ?? {};
  // What the customer typed (a refused order's values) always wins over the account's defaults.
  const value = (k: keyof CheckoutData["defaults"]) =>
    values[k] ?? data.defaults[k];
  const covered =
    data.giftCards.paidOre > 0 && data.giftCards.remainingOre === 0;
  // "Spara adressen till nästa gång" is an account's (ADR 066): ticked when the account already keeps an address
  // (it stays the one last used), unticked when it does not (saving it is the customer's own choice).
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.user);
  const saveChecked = result?.values
    ? result.values.saveAddress === "on"
    : data.defaults.address !== undefined;
  // The delivery option is chosen in the delivery step (ADR 083); payment and review follow.
  const step = 1;

  return (
    <Form
      method="post"
      noValidate
      aria-label={t.title}
      className="space-y-4 sm:space-y-6"
      onSubmit={check.onSubmit}
      onChange={check.onChange}
    >
      <input type="hidden" name="intent" value="place_order" />
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      <input type="hidden" name="giftCardOre" value={data.giftCards.paidOre} />

      <Step n={1} title={t.delivery} id="delivery-title">
        <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
          <Field
            label={t.name}
            name="name"
            autoComplete="shipping name"
            autoCapitalize="words"
            enterKeyHint="next"
            maxLength={100}
            defaultValue={value("name")}
            error={fields.name}
            className="col-span-2"
          />
          <Field
            label={t.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="next"
            maxLength={255}
            defaultValue={value("email")}
            error={fields.email}
            className="col-span-2"
          />
          <Field
            label={t.address}
            name="address"
            autoComplete="shipping street-address"
            enterKeyHint="next"
            maxLength={200}
            defaultValue={value("address")}
            error={fields.address}
            className="col-span-2"
          />
          <Field
            label={t.postalCode}
            name="postalCode"
            inputMode="numeric"
            autoComplete="shipping postal-code"
            enterKeyHint="next"
            maxLength={6}
            defaultValue={value("postalCode")}
            error={fields.postalCode}
          />
          <Field
            label={t.city}
            name="city"
            autoComplete="shipping address-level2"
            autoCapitalize="words"
            enterKeyHint="next"
            maxLength={100}
            defaultValue={value("city")}
            error={fields.city}
          />
          <Field
            label={t.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="shipping tel"
            enterKeyHint="done"
            maxLength={PHONE_INPUT_MAX}
            defaultValue={value("phone")}
            error={fields.phone}
            help={t.phoneHelp}
            className="col-span-2"
          />
          {signedIn && (
            <div className="col-span-2 flex items-start gap-3">
              <input
                id="save-address"
                type="checkbox"
                name="saveAddress"
                defaultChecked={saveChecked}
                aria-describedby="save-address-help"
                className="mt-0.5 h-6 w-6 shrink-0 accent-indigo"
              />
              <div>
                <label htmlFor="save-address" className="font-medium">
                  {t.saveAddress}
                </label>
                <p id="save-address-help" className="text-sm text-ink-soft">
                  {t.saveAddressHelp}
                </p>
              </div>
            </div>
          )}
        </div>
        {data.delivery.options.length > 0 && (
          <section
            aria-labelledby="delivery-option-title"
            className="mt-4 border-t border-ink/10 pt-2 sm:mt-6 sm:pt-4"
          >
            <h3
              id="delivery-option-title"
              className="sr-only sm:not-sr-only sm:mb-3 sm:text-lg"
            >
              {deliveryCopy.stepTitle}
            </h3>
            <DeliveryOptions delivery={data.delivery} />
          </section>
        )}
      </Step>

      <Step n={step + 1} title={t.payment} id="payment-title">
        {covered ? (
          <div
            className="rounded-2xl bg-sage-light/70 p-4"
            data-testid="covered-by-gift-cards"
          >
            <input type="hidden" name="paymentMethod" value="gift_card" />
            <p className="font-medium">{giftCardCopy.checkout.coveredTitle}</p>
            <p className="mt-1 text-sm">{giftCardCopy.checkout.coveredText}</p>
          </div>
        ) : (
          <>
            {data.giftCards.paidOre > 0 && (
              <p className="mb-3 text-sm">
                {giftCardCopy.checkout.restText(
                  formatKr(data.giftCards.remainingOre),
                )}
              </p>
            )}
            <PaymentOptions
              options={data.paymentOptions}
              error={fields.paymentMethod}
              defaultValue={values.paymentMethod}
            />
          </>
        )}
      </Step>

      <Step n={step + 2} title={t.review} id="review-title">
        <BeforeOrder
          shop={data.shop}
          priced={data.cart.priced}
          payOre={
            data.giftCards.paidOre > 0 ? data.giftCards.remainingOre : undefined
          }
        />
        {(invalid || result?.orderError) && !placing && (
          <div
            role="alert"
            className="mt-4 space-y-1 rounded-xl bg-clay/10 px-4 py-3 text-sm font-medium text-clay"
          >
            {invalid && <p>{t.formInvalid}</p>}
            {fields.idempotencyKey && <p>{fields.idempotencyKey}</p>}
            {result?.orderError && <p>{result.orderError}</p>}
          </div>
        )}
        <Button
          type="submit"
          disabled={placing}
          className="mt-4 w-full py-4 sm:text-lg"
        >
          {placing && <Spinner />}
          {placing ? t.placing : t.placeOrder}
        </Button>
        <p className="mt-3 text-center text-xs text-ink-soft">
          {t.termsNote}{" "}
          <Link to="/terms" className="underline underline-offset-2">
            {t.termsLink}
          </Link>
          .
        </p>
      </Step>
    </Form>
  );
}

function Step({
  n,
  title,
  id,
  children,
}: {
  n: number;
  title: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-white/70 p-4 ring-1 ring-ink/5 sm:p-6"
    >
      <h2
        id={id}
        className="mb-4 flex items-center gap-3 text-xl sm:mb-5 sm:text-2xl"
      >
        <span
          aria-hidden="true"
          className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-indigo font-sans text-sm font-semibold text-white"
        >
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
    />
  );
}
