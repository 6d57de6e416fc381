import { useId } from "react";
import * as sv from "~/content/sv";
import { cn } from "~/lib/cn";
import type { CheckoutPaymentOption } from "~/payments/registry";

const t = sv.checkout;

/** The registry's checkout methods (Swish, Faktura), none pre-selected (a credit option must be the customer's own choice). */
export function PaymentOptions({ options, error, defaultValue }: { options: CheckoutPaymentOption[]; error?: string; defaultValue?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">{t.paymentLegend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 transition has-checked:bg-lavender/25 has-checked:ring-2 has-checked:ring-indigo has-focus-visible:ring-2 has-focus-visible:ring-indigo",
              error ? "ring-clay" : "ring-ink/15 hover:ring-ink/30",
            )}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={o.id}
              defaultChecked={defaultValue === o.id}
              aria-labelledby={`${id}-${o.id}-label`}
              aria-describedby={`${id}-${o.id}-help${error ? ` ${errorId}` : ""}`}
              aria-invalid={error ? true : undefined}
              className="mt-1 h-4 w-4 accent-indigo"
            />
            <span className="min-w-0 flex-1">
              <span id={`${id}-${o.id}-label`} className="block font-medium">
                {o.label}
              </span>
              <span id={`${id}-${o.id}-help`} className="mt-1 block text-sm text-ink-soft">
                {o.help}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-clay">
          {error}
        </p>
      )}
    </fieldset>
  );
}

