import type { Route } from "./+types/admin-overview";
import { overviewCopy as t } from "~/content/admin-overview";
import { OverviewFigures, VatReportSection, WaitingList } from "~/components/admin/overview";
import { parsePeriod, WORK_QUEUES } from "~/domain/overview";
import { stockholmDate } from "~/domain/vat";
import { getOverview } from "~/server/admin-overview.server";
import { services } from "~/server/runtime.server";
import { getShopIdentity } from "~/server/shop-identity.server";
import { IdentityNotice } from "~/components/admin/identity-settings";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

export async function loader({ url }: Route.LoaderArgs) {
  const { db, env } = services();
  const now = new Date();
  const period = parsePeriod(url.searchParams, stockholmDate(now), t.vat.errors);
  const o = await getOverview(db, now, period, env.invoiceDueDays);
  return {
    todaySales: o.todaySales,
    monthSales: o.monthSales,
    period,
    vat: o.vat,
    queues: WORK_QUEUES.map((q) => ({ queue: q, count: o.queues[q].count, oldest: o.queues[q].oldest?.toISOString() ?? null })),
    lowStock: o.lowStock,
    waitingMessages: o.waitingMessages,
    reportedReviews: o.reportedReviews,
    withdrawals: o.withdrawals.map((r) => ({ id: r.id, number: r.number, name: r.name, totalOre: r.totalOre, at: r.withdrawnAt!.toISOString() })),
    /** Example identity values still in force (ADR 063). */
    identityPlaceholders: (await getShopIdentity(db, env)).placeholders,
  };
}

export default function AdminOverview({ loaderData: d }: Route.ComponentProps) {
  return (
    <section className="space-y-10">
      <div>
        <h1 className="text-3xl">{t.title}</h1>
        <p className="mt-2 text-ink-soft">{t.intro}</p>
      </div>
      <IdentityNotice placeholders={d.identityPlaceholders} />
      <OverviewFigures today={d.todaySales} month={d.monthSales} />
      <WaitingList queues={d.queues} withdrawals={d.withdrawals} lowStock={d.lowStock} waitingMessages={d.waitingMessages} reportedReviews={d.reportedReviews} />
      <VatReportSection period={d.period} vat={d.vat} />
    </section>
  );
}
