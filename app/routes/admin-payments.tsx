import type { Route } from "./+types/admin-payments";
import { ReconcileList } from "~/components/admin/provider-payment";
import { paymentLabel, statusLabel } from "~/content/order-status";
import { reconciliationCopy as t } from "~/content/provider-payments";
import { paymentsToReconcile } from "~/server/payments/provider-payments.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** Orders whose shop status and provider status disagree, with the action to take (ADR 075). */
export async function loader() {
  return { rows: await paymentsToReconcile(services().db, new Date()) };
}

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <ReconcileList rows={loaderData.rows} statusLabel={(s, p) => `${statusLabel(s)}, ${paymentLabel(p).toLowerCase()}`} />
    </section>
  );
}
