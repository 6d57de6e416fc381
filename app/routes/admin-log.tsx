import type { Route } from "./+types/admin-log";
import { auditCopy as t } from "~/content/admin-audit";
import { AuditEntries, AuditFilter, AuditPager } from "~/components/admin/audit-log";
import { auditChanges, auditSubjectKey, splitStateChanges } from "~/domain/audit";
import { auditSubjects, listAudit } from "~/server/audit-log.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

export async function loader({ url }: Route.LoaderArgs) {
  const search = url.searchParams;
  const entity = search.get("typ") ?? "";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get("sida") ?? "1", 10) || 1));
  const { db } = services();
  const list = await listAudit(db, { page, entity: entity in t.entities ? entity : undefined });
  const subjects = await auditSubjects(db, list.rows);
  const words = (c: { field: string; before: unknown; after: unknown }) => ({ field: c.field, before: t.value(c.field, c.before), after: t.value(c.field, c.after) });
  return {
    entity: entity in t.entities ? entity : "",
    page,
    pageCount: list.pageCount,
    total: list.total,
    entries: list.rows.map((r) => {
      const { state, rest } = splitStateChanges(auditChanges(r.before, r.after));
      return {
        id: r.id,
        at: r.createdAt.toISOString(),
        actor: r.actorEmail,
        action: t.action(r.action),
        entity: r.entity,
        entityId: r.entityId,
        // "Order 1001: betald → delvis återbetald" (ADR 062).
        subject: t.subject(r.entity, r.entityId, subjects[auditSubjectKey(r.entity, r.entityId)]),
        state: state.map(words),
        changes: rest.map(words),
      };
    }),
  };
}

export default function AdminLog({ loaderData: d }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <AuditFilter entity={d.entity} />
      <p role="status" className="mt-4 text-sm text-ink-soft">
        {t.count(d.total)}
      </p>
      <AuditEntries entries={d.entries} />
      <AuditPager page={d.page} pageCount={d.pageCount} entity={d.entity} />
    </section>
  );
}
