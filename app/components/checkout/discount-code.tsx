import { useFetcher } from "react-router";
import * as sv from "~/content/sv";
import { formatKr } from "~/domain/money";
import { cn } from "~/lib/cn";
import { CodeEntryForm } from "./code-entry";
import { Disclosure } from "./disclosure";
import type { CheckoutActionData, CheckoutData } from "./types";

const t = sv.checkout;

/**
 * 'Rabattkod' with 'Använd', and the applied (or no longer valid) code with 'Ta bort'. Its own forms,
 * outside the delivery form; with JavaScript they post through fetchers, without as plain forms. On a phone
 * behind the line "Har du en rabattkod?", open when a code is stored or was refused (ADR 066).
 */
export function DiscountCode({ state, serverError }: { state: CheckoutData["code"]; serverError?: string }) {
  const remove = useFetcher<CheckoutActionData>();
  const removing = remove.state !== "idle";

  return (
    <Disclosure line={t.codeToggle} open={state.status !== "none" || Boolean(serverError)} className="border-t border-ink/10 lg:mt-5 lg:pt-5" testId="code-disclosure">
    <div className="pb-4 lg:pb-0">
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
            <input type="hidden" name="intent" value="remove_code" />
            <button type="submit" aria-label={t.codeRemoveLabel(state.code)} className="whitespace-nowrap font-medium underline underline-offset-2 hover:text-clay">
              {t.codeRemove}
            </button>
          </remove.Form>
        </div>
      )}
      <CodeEntryForm
        intent="apply_code"
        name="code"
        copy={{ label: t.codeLabel, hint: t.codeHint, apply: t.codeApply, empty: t.codeEmpty }}
        serverError={serverError}
        errorOf={(answer) => (answer.intent === "apply_code" ? answer.codeError : undefined)}
      />
    </div>
    </Disclosure>
  );
}
