import { data, Form, redirect } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/refund-payout";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { payoutPageCopy as t } from "~/content/refund-payouts";
import { parsePayoutForm, PAYOUT_LINK_PARAM as ORDER_LINK_PARAM, type PayoutField } from "~/domain/refund-payout";
import { noStore } from "~/server/guards.server";
import { givePayoutAccount, payoutPage } from "~/server/refund-payouts.server";
import { services } from "~/server/runtime.server";
import { paymentMethod } from "~/payments/registry";

/**
 * The refund's private link (ADR 081): the customer gives the account an owed refund is paid back to. Whoever holds
 * the link may give or change it until the owner has paid it back; nothing else. Sent with `Referrer-Policy:
 * no-referrer` (server.ts) and kept by no cache.
 */
export const middleware: Route.MiddlewareFunction[] = [noStore];

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

const refundIdOf = (params: { refundId: string }) => (/^\d{1,9}$/.test(params.refundId) ? Number(params.refundId) : 0);

export async function loader({ params, url }: Route.LoaderArgs) {
  const { db, env } = services();
  const token = url.searchParams.get(ORDER_LINK_PARAM);
  const view = await payoutPage(db, { refundId: refundIdOf(params), token, now: new Date(), secret: env.authSecret });
  if (view.status === "invalid") return data({ view, token: null, saved: false }, { status: 404 });
  return { view, token, saved: url.searchParams.get("sparat") === "1" };
}

type ActionData = { kind: "bank" | "swish"; errors: Partial<Record<PayoutField, string>>; values: Record<string, string> } | { invalid: true };

export async function action({ params, request }: Route.ActionArgs) {
  const { db, env } = services();
  const form = await request.formData();
  const field = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v.slice(0, 60) : "";
  };
  const token = field(ORDER_LINK_PARAM);
  const values = { kind: field("kind"), clearing: field("clearing"), account: field("account"), swish: field("swish") };
  const parsed = parsePayoutForm(values);
  if (!parsed.ok) return data<ActionData>({ kind: values.kind === "swish" ? "swish" : "bank", errors: parsed.errors, values }, { status: 400 });
  const refundId = refundIdOf(params);
  const result = await givePayoutAccount(db, { refundId, token, payout: parsed.payout, now: new Date(), secret: env.authSecret });
  if (result.status === "invalid") return data<ActionData>({ invalid: true }, { status: 404 });
  // Post/Redirect/Get: a reload never sends the account again; "paid" lands on the page that says so.
  throw redirect(`/aterbetalning/${refundId}?${ORDER_LINK_PARAM}=${encodeURIComponent(token)}${result.status === "saved" ? "&sparat=1" : ""}`);
}

export const handle: CrumbHandle = { breadcrumb: t.title };

export default function RefundPayout({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const view = a && "invalid" in a ? ({ status: "invalid" } as const) : d.view;
  const failed = a && !("invalid" in a) ? a : null;
  return (
    <section className="page-narrow py-12 sm:py-16">
      <h1 className="text-3xl leading-tight sm:text-4xl">{t.title}</h1>
      {view.status === "invalid" && (
        <p role="alert" className="mt-4 text-lg text-ink-soft">
          {t.invalid}
        </p>
      )}
      {view.status === "paid" && (
        <p role="status" className="mt-4 text-lg text-ink-soft">
          {t.paid(view.amountOre, view.orderNumber)}
        </p>
      )}
      {view.status === "open" && (
        <>
          <p className="mt-4 text-lg text-ink-soft">{t.intro(view.amountOre, view.orderNumber, paymentMethod(view.paymentMethod).label.replace(/^Faktura/, "faktura"))}</p>
          {view.given && (
            <p role="status" className="mt-4 rounded-2xl bg-sage-light px-4 py-3" data-testid="payout-given">
              {d.saved ? t.saved(view.given) : t.given(view.given)}
            </p>
          )}
          {failed && (
            <p role="alert" className="mt-4 rounded-2xl bg-clay/10 px-4 py-3 text-clay">
              {t.errorSummary}
            </p>
          )}
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {/* Keyed by the account given: after a save the forms start empty again (the page says what was saved). */}
            <PayoutForm key={`bank-${view.given ?? ""}`} kind="bank" title={t.bank} submit={t.submitBank} token={d.token}>
              <Field
                label={t.clearing}
                name="clearing"
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                help={t.clearingHint}
                defaultValue={failed?.kind === "bank" ? failed.values.clearing : undefined}
                error={failed?.kind === "bank" ? failed.errors.clearing : undefined}
                required
              />
              <Field
                label={t.account}
                name="account"
                inputMode="numeric"
                autoComplete="off"
                maxLength={24}
                help={t.accountHint}
                defaultValue={failed?.kind === "bank" ? failed.values.account : undefined}
                error={failed?.kind === "bank" ? failed.errors.account : undefined}
                required
              />
            </PayoutForm>
            <PayoutForm key={`swish-${view.given ?? ""}`} kind="swish" title={t.swishOption} submit={t.submitSwish} token={d.token}>
              <Field
                label={t.swish}
                name="swish"
                type="tel"
                autoComplete="tel"
                maxLength={24}
                help={t.swishHint}
                defaultValue={failed?.kind === "swish" ? failed.values.swish : undefined}
                error={failed?.kind === "swish" ? failed.errors.swish : undefined}
                required
              />
            </PayoutForm>
          </div>
          <p className="mt-6 text-sm text-ink-soft">{t.privacy}</p>
        </>
      )}
    </section>
  );
}

/** One of the two ways to be paid back: its heading, the link's key and the kind, its fields, its button. */
function PayoutForm({ kind, title, submit, token, children }: { kind: "bank" | "swish"; title: string; submit: string; token: string | null | undefined; children: ReactNode }) {
  return (
    <Form method="post" className="space-y-4 rounded-3xl bg-white/70 p-5 ring-1 ring-ink/10" aria-labelledby={`payout-${kind}`}>
      <h2 id={`payout-${kind}`} className="text-xl">
        {title}
      </h2>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name={ORDER_LINK_PARAM} value={token ?? ""} />
      {children}
      <Button type="submit">{submit}</Button>
    </Form>
  );
}
