import { useId, useSyncExternalStore } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import {
  deliveryCopy as t,
  deliveryOptionHelp,
  deliveryOptionNames,
  deliveryOptionShort,
  formatDistance,
  servicePointKinds,
} from "~/content/delivery";
import type { CheckoutDelivery, DeliveryOption } from "~/domain/delivery";
import { formatKr } from "~/domain/money";
import { cn } from "~/lib/cn";
import { lazy } from "~/lib/lazy";
import { Disclosure } from "./disclosure";

/** The GET form the delivery choice is sent with (?leverans=…&postnummer=…&ombud=…): its inputs sit in the checkout form's step. */
export const DELIVERY_FORM_ID = "delivery-choice";

const subscribeNever = () => () => {};
const dayFormat = lazy(() => new Intl.DateTimeFormat("sv-SE", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "Europe/Stockholm",
}));

function estimateText(o: DeliveryOption): string {
  return t.estimate(
    o.estimate.minDays,
    o.estimate.maxDays,
    dayFormat().format(new Date(o.estimate.earliest)),
    dayFormat().format(new Date(o.estimate.latest)),
  );
}

/**
 * The delivery choice's own form (ADR 083), once the page is hydrated: a GET of /checkout, so the loader prices the
 * chosen option and lists the service points near the postal code. It holds no inputs of its own: they sit in the
 * checkout form's delivery step with `form=` this id, so nothing the shopper typed in the address is sent with it
 * (and the inputs keep what was typed, since the page is not reloaded).
 */
export function DeliveryChoiceForm() {
  return (
    <Form
      id={DELIVERY_FORM_ID}
      method="get"
      action="/checkout"
      preventScrollReset
      replace
      aria-label={t.legend}
    />
  );
}

/**
 * The options (radio buttons with price and estimate) and, for a service point, the postal-code search and the
 * nearest points. With JavaScript a change is sent at once (the summary follows); without, "Uppdatera
 * leveranssätt" sends the same GET form. The checkout form carries the choice the page was priced with.
 */
export function DeliveryOptions({ delivery }: { delivery: CheckoutDelivery }) {
  const id = useId();
  const submit = useSubmit();
  const navigation = useNavigation();
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  // Before hydration (or without JavaScript) the step's inputs and buttons belong to the checkout form around them:
  // a button posts the whole form (`delivery=1`), so the address typed so far comes back with the options. Once
  // hydrated they belong to the GET form, and a change navigates to ?leverans=…&postnummer=…&ombud=… on its own.
  const stepForm = hydrated ? DELIVERY_FORM_ID : undefined;
  const postsCheckout = hydrated ? {} : { name: "delivery", value: "1", formNoValidate: true };
  const searching =
    navigation.state !== "idle" &&
    navigation.location?.pathname === "/checkout" &&
    navigation.formMethod?.toLowerCase() === "get";
  const send = () => {
    const form = document.getElementById(DELIVERY_FORM_ID);
    if (form instanceof HTMLFormElement)
      void submit(form, {
        method: "get",
        action: "/checkout",
        preventScrollReset: true,
        replace: true,
      });
  };
  const picker =
    delivery.chosen === "postnord-service-point" ? delivery.picker : null;
  const chosenPoint =
    picker?.points.find((p) => p.id === picker.chosenId) ?? null;

  const current = delivery.options.find((o) => o.id === delivery.chosen);
  const open =
    delivery.asked || Boolean(picker?.postalCodeError || picker?.carrierError);
  return (
    <Disclosure
      testId="delivery-disclosure"
      open={open}
      line={
        <span className="min-w-0">
          {current ? deliveryOptionShort[current.id] : t.legend}
          {current && <span className="font-semibold whitespace-nowrap"> · {current.priceOre === 0 ? t.free : formatKr(current.priceOre)}</span>}
          {chosenPoint && <span className="block text-sm font-normal text-ink-soft">{chosenPoint.name}</span>}
        </span>
      }
    >
      <div className="space-y-4 pt-2 lg:pt-0">
        <input
          type="hidden"
          name="deliveryOption"
          value={delivery.chosen ?? ""}
        />
        <input
          type="hidden"
          name="servicePointId"
          value={chosenPoint?.id ?? ""}
        />
        <input
          type="hidden"
          name="servicePointPostalCode"
          value={picker?.postalCode ?? ""}
        />
        <fieldset key={`options-${delivery.chosen}`}>
          <legend className="sr-only">{t.legend}</legend>
          <div className="grid gap-3">
            {delivery.options.map((o) => (
              <label
                key={o.id}
                className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/15 transition hover:ring-ink/30 has-checked:bg-lavender/25 has-checked:ring-2 has-checked:ring-indigo has-focus-visible:ring-2 has-focus-visible:ring-indigo"
              >
                <input
                  type="radio"
                  name="leverans"
                  value={o.id}
                  form={stepForm}
                  defaultChecked={o.id === delivery.chosen}
                  onChange={send}
                  aria-labelledby={`${id}-${o.id}-label`}
                  aria-describedby={`${id}-${o.id}-help`}
                  className="mt-1 h-4 w-4 accent-indigo"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span id={`${id}-${o.id}-label`} className="font-medium">
                      {deliveryOptionNames[o.id]}
                    </span>
                    <span className="font-medium tabular-nums">
                      {o.priceOre === 0 ? t.free : formatKr(o.priceOre)}
                    </span>
                  </span>
                  <span
                    id={`${id}-${o.id}-help`}
                    className="mt-1 block text-sm text-ink-soft"
                  >
                    {deliveryOptionHelp[o.id]}{" "}
                    <span className="block text-ink">{estimateText(o)}</span>
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {picker && (
          <div
            className="rounded-2xl bg-sage-light/40 p-4"
            data-testid="service-point-picker"
          >
            <h3 className="font-medium">{t.servicePoints.title}</h3>
            <div className="mt-3 flex items-end gap-3">
              <div className="min-w-0 flex-1">
                <label
                  htmlFor={`${id}-postnummer`}
                  className="block text-sm font-medium"
                >
                  {t.servicePoints.postalCode}
                </label>
                <input
                  id={`${id}-postnummer`}
                  name="postnummer"
                  form={stepForm}
                  inputMode="numeric"
                  autoComplete="shipping postal-code"
                  maxLength={6}
                  defaultValue={
                    picker.postalCode
                      ? `${picker.postalCode.slice(0, 3)} ${picker.postalCode.slice(3)}`
                      : ""
                  }
                  aria-invalid={picker.postalCodeError ? true : undefined}
                  aria-describedby={`${id}-postnummer-help${picker.postalCodeError ? ` ${id}-postnummer-error` : ""}`}
                  className={cn(
                    "mt-1 w-full rounded-xl border bg-white px-4 py-3",
                    picker.postalCodeError ? "border-clay" : "border-ink/20",
                  )}
                />
              </div>
              <button
                type="submit"
                form={stepForm}
                {...postsCheckout}
                className="rounded-full bg-indigo px-5 py-3 font-medium text-white hover:bg-indigo/90 disabled:opacity-60"
                disabled={searching}
              >
                {searching ? t.servicePoints.searching : t.servicePoints.search}
              </button>
            </div>
            <p
              id={`${id}-postnummer-help`}
              className="mt-1 text-sm text-ink-soft"
            >
              {picker.postalCode
                ? t.servicePoints.postalCodeHelp
                : t.servicePoints.nearestDefault}
            </p>
            {picker.postalCodeError && (
              <p
                id={`${id}-postnummer-error`}
                className="mt-1 text-sm text-clay"
                role="alert"
              >
                {picker.postalCodeError}
              </p>
            )}
            {picker.carrierError && (
              <p className="mt-3 text-sm font-medium text-clay" role="alert">
                {picker.carrierError}
              </p>
            )}
            {picker.postalCode &&
              !picker.carrierError &&
              picker.points.length === 0 && (
                <p className="mt-3 text-sm">{t.servicePoints.none}</p>
              )}
            {picker.postalCode && picker.points.length > 0 && (
              <fieldset
                key={`points-${picker.postalCode}-${picker.chosenId}`}
                className="mt-4"
              >
                <legend className="mb-2 text-sm font-medium">
                  {t.servicePoints.listLabel(picker.postalCode)}
                </legend>
                <ul className="grid gap-2">
                  {picker.points.map((p) => (
                    <li key={p.id}>
                      <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-ink/15 transition hover:ring-ink/30 has-checked:ring-2 has-checked:ring-indigo has-focus-visible:ring-2 has-focus-visible:ring-indigo">
                        <input
                          type="radio"
                          name="ombud"
                          value={p.id}
                          form={stepForm}
                          defaultChecked={p.id === picker.chosenId}
                          onChange={send}
                          aria-labelledby={`${id}-p-${p.id}`}
                          aria-describedby={`${id}-p-${p.id}-info`}
                          className="mt-1 h-4 w-4 accent-indigo"
                        />
                        <span className="min-w-0 flex-1 text-sm">
                          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                            <span
                              id={`${id}-p-${p.id}`}
                              className="font-medium"
                            >
                              {p.name}
                            </span>
                            {p.distanceM !== null && (
                              <span className="text-ink-soft tabular-nums">
                                {t.servicePoints.distance(
                                  formatDistance(p.distanceM),
                                )}
                              </span>
                            )}
                          </span>
                          <span
                            id={`${id}-p-${p.id}-info`}
                            className="block text-ink-soft"
                          >
                            {servicePointKinds[p.kind]} · {p.street}, {p.city}
                            {p.openingHours.length > 0 && (
                              <span className="block">
                                {t.servicePoints.hoursLabel}:{" "}
                                {p.openingHours.join(", ")}
                              </span>
                            )}
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
          </div>
        )}
        {!hydrated && delivery.options.length > 1 && (
          <button
            type="submit"
            form={stepForm}
            {...postsCheckout}
            className="rounded-full px-4 py-2 text-sm font-medium underline underline-offset-2 ring-1 ring-ink/20"
          >
            {t.servicePoints.update}
          </button>
        )}
      </div>
    </Disclosure>
  );
}

/** The summary's line: "PostNord till ombud: ICA Nära Hornstull · 2–4 arbetsdagar (…)"; undefined when nothing ships. */
export function deliverySummaryLine(
  delivery: CheckoutDelivery,
): string | undefined {
  const o = delivery.options.find((x) => x.id === delivery.chosen);
  if (!o) return undefined;
  const point =
    delivery.chosen === "postnord-service-point"
      ? delivery.picker?.points.find((p) => p.id === delivery.picker?.chosenId)
      : undefined;
  return `${deliveryOptionNames[o.id]}${point ? `: ${point.name}` : ""} · ${estimateText(o)}`;
}
