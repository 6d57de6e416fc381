import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-payments";
import { ReconcileList } from "~/components/admin/provider-payment";
import { OwedRefundList } from "~/components/admin/refund-payouts";
import { paymentLabel, statusLabel } from "~/content/order-status";
import { reconciliationCopy as t } from "~/content/provider-payments";
import { payoutDeskCopy } from "~/content/refund-payouts";
import { formValues, parseDigits } from "~/domain/schemas";
import { requireAdmin } from "~/server/guards.server";
import { paymentsToReconcile } from "~/server/payments/provider-payments.server";
import { markPaidBack, owedRefunds } from "~/server/refund-payouts.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/**
 * Orders whose shop status and provider status disagree, with the action to take (ADR 075), and the refunds the owner
 * pays back by hand: what to transfer to whom (ADR 081).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { db } = services();
  const now = new Date();
  const [rows, owed] = await Promise.all([paymentsToReconcile(db, now), owedRefunds(db, { now })]);
  const done = url.searchParams.get("aterbetald");
  return { rows, owed, paidBack: done === "1" ? ("done" as const) : done === "redan" ? ("already" as const) : null };
}

/** "Återbetald" from the list: the same exactly-once change as on the desk. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { db, env, mailer } = services();
  const form = formValues(await request.formData());
  if (form.intent !== "paid_back") throw data(null, { status: 400 });
  const result = await markPaidBack(db, {
    orderId: (form.orderId ?? "").slice(0, 100),
    refundId: parseDigits(form.refundId) ?? 0,
    actor: { id: admin.id, email: admin.email },
    now: new Date(),
    publicUrl: env.publicUrl,
    secret: env.authSecret,
  });
  if (!result.ok) throw data(null, { status: 404 });
  if (result.mailId !== null) await mailer.dispatch(result.mailId);
  return redirect(`/admin/betalningar?aterbetald=${result.changed ? "1" : "redan"}`);
}

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { owed, paidBack } = loaderData;
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <section aria-labelledby="owed-list-heading" className="mt-6" data-testid="owed-refund-list">
        <h2 id="owed-list-heading" className="text-2xl">
          {payoutDeskCopy.listHeading}
        </h2>
        {paidBack && (
          <p role="status" className="mt-3 rounded-lg bg-sage-light px-3 py-2">
            {paidBack === "done" ? payoutDeskCopy.done : payoutDeskCopy.already}
          </p>
        )}
        <p className="mt-2 text-ink-soft">{owed.length ? payoutDeskCopy.listIntro : payoutDeskCopy.empty}</p>
        <OwedRefundList rows={owed} action={() => "/admin/betalningar"} showOrder />
      </section>
      <section aria-labelledby="reconcile-heading" className="mt-10">
        <h2 id="reconcile-heading" className="text-2xl">
          {t.reconcileHeading}
        </h2>
        <p className="mt-2 text-ink-soft">{t.intro}</p>
        <ReconcileList rows={loaderData.rows} statusLabel={(s, p) => `${statusLabel(s)}, ${paymentLabel(p).toLowerCase()}`} />
      </section>
    </section>
  );
}
