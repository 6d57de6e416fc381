import { useFetcher } from "react-router";
import { giftCardCopy } from "~/content/gift-cards";
import { formatKr } from "~/domain/money";
import { cn } from "~/lib/cn";
import { CodeEntryForm } from "./code-entry";
import { Disclosure } from "./disclosure";
import type { CheckoutData } from "./types";

const t = giftCardCopy.checkout;

/**
 * 'Presentkort' with 'Använd', next to the discount code: every applied card (masked) with what it pays
 * and 'Ta bort'. Its own forms; fetchers with JavaScript, plain posts without. On a phone behind the line
 * "Har du ett presentkort?", open when a card is applied or was refused (ADR 066).
 */
export function GiftCardPayment({
  state,
  serverError,
}: {
  state: CheckoutData["giftCards"];
  serverError?: string;
}) {
  return (
    <Disclosure
      line={t.toggle}
      open={state.cards.length > 0 || Boolean(state.refused) || Boolean(serverError)}
      className="border-t border-ink/10 lg:mt-5 lg:pt-5"
    >
    <div className="pb-4 lg:pb-0" data-testid="gift-card-payment">
      {state.refused && (
        <p
          role="alert"
          className="mb-3 rounded-2xl bg-clay/10 px-4 py-3 text-sm text-clay"
        >
          {state.refused}
        </p>
      )}
      {state.cards.length > 0 && (
        <ul className="mb-4 space-y-2" aria-label={t.appliedList}>
          {state.cards.map((c) => (
            <AppliedCard key={c.id} card={c} />
          ))}
        </ul>
      )}
      <CodeEntryForm
        intent="apply_gift_card"
        name="giftCardCode"
        copy={t}
        serverError={serverError}
        errorOf={(answer) => (answer.intent === "apply_gift_card" && !answer.ok ? answer.giftCardError : undefined)}
      />
    </div>
    </Disclosure>
  );
}

function AppliedCard({
  card,
}: {
  card: CheckoutData["giftCards"]["cards"][number];
}) {
  const remove = useFetcher();
  if (remove.state !== "idle") return null;
  return (
    <li
      className={cn(
        "flex items-center justify-between gap-3 rounded-2xl px-4 py-3 text-sm",
        card.problem ? "bg-clay/10 text-clay" : "bg-sage-light/70",
      )}
      data-testid="applied-gift-card"
    >
      <p className="min-w-0">
        <span className="font-medium whitespace-nowrap">
          {t.applied(card.masked)}
        </span>{" "}
        {card.problem ?? (
          <span className="whitespace-nowrap">
            {t.pays(formatKr(card.amountOre))} (
            {t.balance(formatKr(card.balanceOre))})
          </span>
        )}
      </p>
      <remove.Form method="post" action="/checkout">
        <input type="hidden" name="intent" value="remove_gift_card" />
        <input type="hidden" name="giftCardId" value={card.id} />
        <button
          type="submit"
          aria-label={t.removeLabel(card.masked)}
          className="font-medium whitespace-nowrap underline underline-offset-2 hover:text-clay"
        >
          {t.remove}
        </button>
      </remove.Form>
    </li>
  );
}

/** "Betalas med presentkort" and "Kvar att betala" under the totals, when cards pay part or all. */
export function GiftCardTotals({
  state,
}: {
  state: CheckoutData["giftCards"];
}) {
  if (state.paidOre <= 0) return null;
  return (
    <dl className="mt-2 space-y-2 text-sm" data-testid="gift-card-totals">
      <div className="flex justify-between gap-4">
        <dt>{t.paidWith}</dt>
        <dd data-testid="gift-card-paid">−{formatKr(state.paidOre)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-base font-semibold">
        <dt>{t.rest}</dt>
        <dd data-testid="gift-card-rest">{formatKr(state.remainingOre)}</dd>
      </div>
    </dl>
  );
}
