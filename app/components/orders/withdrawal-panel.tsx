import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { formatCalendarDate, formatDateTime, ordersCopy } from "~/content/orders";
import { SHOP } from "~/domain/constants";
import { buttonClass } from "~/components/ui/button";
import type { RootData } from "~/root";
import type { OrderView, WithdrawalActionData, WithdrawalView } from "./types";

const resultText: Record<Exclude<WithdrawalActionData["status"], "recorded">, string> = {
  already: ordersCopy.withdrawal.already,
  closed: ordersCopy.withdrawal.closed,
  cancelled: ordersCopy.withdrawal.cancelledOrder,
  not_found: ordersCopy.withdrawal.notFound,
  failed: ordersCopy.withdrawal.failed,
};

/**
 * The withdrawal right and "Ångra köp": one button, one confirmation step (works without JavaScript:
 * the button opens ?angra=1, the confirmation posts).
 */
export function WithdrawalPanel({
  order,
  state,
  confirming,
  result,
  linkToken = null,
}: {
  order: OrderView;
  state: WithdrawalView;
  confirming: boolean;
  result?: WithdrawalActionData;
  /** A guest's order opened by its private link: its forms and links carry the token (ADR 065). */
  linkToken?: string | null;
}) {
  const w = ordersCopy.withdrawal;
  // The shop's e-mail in force (ADR 063).
  const shopEmail = useRouteLoaderData<RootData>("root")?.shop.email ?? SHOP.email;
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "withdraw";
  useEffect(() => {
    if (confirming && state.open) confirmRef.current?.focus();
  }, [confirming, state.open]);
  useEffect(() => {
    if (result) doneRef.current?.focus();
  }, [result]);

  if (state.open === false && state.reason === "cancelled" && !order.withdrawnAt) return null;
  return (
    <section id="angra" aria-labelledby="withdrawal-heading" className="scroll-mt-24 rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5" data-testid="withdrawal">
      <h2 id="withdrawal-heading" className="text-xl">
        {w.title}
      </h2>
      {order.withdrawnAt ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="mt-4 rounded-xl bg-sage-light px-4 py-3 focus:outline-none" data-testid="withdrawal-registered">
          {w.registered(formatDateTime(order.withdrawnAt))}
          {result?.status === "recorded" && ` ${w.ackSent(result.email)}`}
          {order.status === "cancelled" && ` ${w.cancelledNote}`}
        </p>
      ) : (
        result &&
        result.status !== "recorded" && (
          <p ref={doneRef} tabIndex={-1} role="alert" className="mt-4 rounded-xl bg-clay/10 px-4 py-3 text-clay focus:outline-none">
            {resultText[result.status]}
          </p>
        )
      )}
      <p className="mt-4">{w.text}</p>
      {state.open && <p className="mt-2 text-sm text-ink-soft">{state.lastDay ? w.lastDay(formatCalendarDate(state.lastDay)) : w.fromDelivery}</p>}
      {!state.open && state.reason === "expired" && <p className="mt-2 text-sm text-ink-soft">{w.closed}</p>}
      {state.open && <p className="mt-2">{w.how}</p>}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/angerblankett" className="underline">
          {w.formLink}
        </Link>
        {state.open && (
          <a href={`mailto:${shopEmail}?subject=${encodeURIComponent(`${ordersCopy.angerblankett.mailSubject} ${order.number}`)}`} className="underline">
            {w.mailUs(shopEmail)}
          </a>
        )}
      </p>
      {state.open &&
        (confirming ? (
          <div className="mt-6 rounded-2xl bg-oat p-5 ring-1 ring-clay/40" data-testid="withdrawal-confirm">
            <h3 ref={confirmRef} tabIndex={-1} className="text-lg focus:outline-none">
              {w.confirmTitle}
            </h3>
            <p className="mt-2 text-sm">{w.confirmText(order.number)}</p>
            <div className="mt-4 flex flex-wrap items-center gap-4">
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="withdraw" />
                {linkToken && <input type="hidden" name="nyckel" value={linkToken} />}
                <button type="submit" disabled={busy} className={buttonClass("primary")}>
                  {w.confirmButton}
                </button>
              </Form>
              <Link to={`/orders/${order.id}${linkToken ? `?nyckel=${encodeURIComponent(linkToken)}` : ""}`} preventScrollReset className="underline">
                {w.cancel}
              </Link>
            </div>
          </div>
        ) : (
          <Form method="get" preventScrollReset className="mt-6">
            {linkToken && <input type="hidden" name="nyckel" value={linkToken} />}
            <button type="submit" name="angra" value="1" className={buttonClass("secondary")}>
              {w.button}
            </button>
          </Form>
        ))}
    </section>
  );
}
