import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { sv } from "~/content/sv";
import { formatKr } from "~/domain/money";
import { JsMarker } from "~/components/cart/js-marker";
import { cn } from "~/lib/cn";
import type { CheckoutActionData, CheckoutData } from "./types";

const t = sv.checkout;

/**
 * 'Rabattkod' with 'Använd', and the applied (or no longer valid) code with 'Ta bort'. Its own forms,
 * outside the delivery form; with JavaScript they post through fetchers, without as plain forms.
 */
export function DiscountCode({ state, serverError }: { state: CheckoutData["code"]; serverError?: string }) {
  const apply = useFetcher<CheckoutActionData>();
  const remove = useFetcher<CheckoutActionData>();
  const [value, setValue] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  const id = useId();

  const applied = apply.state === "idle" && apply.data?.intent === "apply_code" ? apply.data : undefined;
  useEffect(() => {
    if (applied?.ok) setValue("");
  }, [applied]);

  const busy = apply.state !== "idle";
  const error = clientError ?? (busy ? undefined : (applied?.codeError ?? (apply.data ? undefined : serverError)));
  const removing = remove.state !== "idle";

  return (
    <div className="mt-5 border-t border-ink/10 pt-5">
      {state.status !== "none" && !removing && (
        <div
          className={cn(
            "mb-4 flex items-center justify-between gap-3 rounded-2xl px-4 py-3 text-sm",
            state.status === "applied" ? "bg-sage-light/70" : "bg-clay/10 text-clay",
          )}
          data-testid="code-state"
        >
          <p role="status" className="min-w-0">
            {state.status === "applied" ? (
              <>
                <span className="font-medium">{t.codeApplied(state.code)}</span>
                {state.discountOre > 0 && <span className="ml-1 whitespace-nowrap">(−{formatKr(state.discountOre)})</span>}
              </>
            ) : (
              t.codeNotApplied(state.code, state.message)
            )}
          </p>
          <remove.Form method="post" action="/checkout">
            <JsMarker />
            <input type="hidden" name="intent" value="remove_code" />
            <button type="submit" aria-label={t.codeRemoveLabel(state.code)} className="whitespace-nowrap font-medium underline underline-offset-2 hover:text-clay">
              {t.codeRemove}
            </button>
          </remove.Form>
        </div>
      )}
      <apply.Form
        method="post"
        action="/checkout"
        noValidate
        onSubmit={(e) => {
          const code = String(new FormData(e.currentTarget).get("code") ?? "").trim();
          if (!code) {
            e.preventDefault();
            setClientError(t.codeEmpty);
          } else setClientError(null);
        }}
      >
        <JsMarker />
        <input type="hidden" name="intent" value="apply_code" />
        <label htmlFor={id} className="block text-sm font-medium">
          {t.codeLabel}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={id}
            name="code"
            value={value}
            onChange={(e) => {
              setValue(e.target.value.toUpperCase());
              setClientError(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            className={cn("min-w-0 flex-1 rounded-xl border bg-white px-4 py-2.5 uppercase tracking-wide", error ? "border-clay" : "border-ink/20")}
          />
          <button type="submit" disabled={busy} className="rounded-full bg-white px-5 py-2.5 font-medium ring-1 ring-ink/25 hover:bg-oat-dark disabled:opacity-60">
            {t.codeApply}
          </button>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {t.codeHint}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-clay">
            {error}
          </p>
        )}
      </apply.Form>
    </div>
  );
}
