import { Form, Link } from "react-router";
import { auditCopy } from "~/content/admin-audit";
import { formatDateTime } from "./format";

const t = auditCopy;

export interface AuditEntryView {
  id: number;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  /** The row's human name: "Order 1001", "Produkt Sleep". */
  subject: string;
  /** Its state before and after, in words: the headline. */
  state: { field: string; before: string; after: string }[];
  changes: { field: string; before: string; after: string }[];
}

/** Where the changed row is looked at, for the kinds that have a page of their own. */
function entityLink(entity: string, id: string): string | null {
  if (entity === "discount_code") return `/admin/discount-codes/${id}`;
  if (entity === "order") return `/admin/orders/${id}`;
  if (entity === "product") return `/admin/products/${id}`;
  if (entity === "site_setting") return "/admin/settings";
  if (entity === "contact_message") return "/admin/messages?visa=alla";
  if (entity === "customer") return `/admin/customers/${id}`;
  if (entity === "gift_card") return "/admin/gift-cards";
  if (entity === "review") return "/admin/reviews";
  if (entity === "outbox") return "/admin/outbox";
  return null;
}

export function AuditFilter({ entity }: { entity: string }) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label={t.filter}>
      <div>
        <label htmlFor="audit-entity" className="mb-1 block text-sm font-medium">
          {t.filter}
        </label>
        <select id="audit-entity" name="typ" defaultValue={entity} key={entity} className="rounded-lg border border-ink/20 bg-white px-3 py-2">
          <option value="">{t.all}</option>
          {Object.entries(t.entities).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-full bg-indigo px-5 py-2 text-white">
        {t.show}
      </button>
    </Form>
  );
}

export function AuditEntries({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) return <p className="mt-6">{t.empty}</p>;
  return (
    <ol aria-label={t.caption} className="mt-4 space-y-3">
      {entries.map((e) => {
        const link = entityLink(e.entity, e.entityId);
        return (
          <li key={e.id} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="audit-entry">
            <p className="font-medium break-words">
              {link ? (
                <Link to={link} className="underline">
                  {e.subject}
                </Link>
              ) : (
                e.subject
              )}
              {e.state.length > 0 && `: ${e.state.map((c) => `${c.before} → ${c.after}`).join(", ")}`}
            </p>
            <p className="text-sm text-ink-soft">
              {e.action} · <time dateTime={e.at}>{formatDateTime(e.at)}</time> {t.by} <span className="break-all">{e.actor}</span>
            </p>
            {e.changes.length > 0 && (
              <ul className="mt-2 space-y-0.5 text-sm tabular-nums">
                {e.changes.map((c) => (
                  <li key={c.field} className="break-words">
                    <span className="text-ink-soft">{t.field(c.field)[0]!.toUpperCase() + t.field(c.field).slice(1)}:</span> {c.before} → {c.after}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function AuditPager({ page, pageCount, entity }: { page: number; pageCount: number; entity: string }) {
  if (pageCount <= 1) return null;
  const href = (p: number) => `/admin/logg?${new URLSearchParams({ ...(entity ? { typ: entity } : {}), sida: String(p) })}`;
  return (
    <nav aria-label={t.pages} className="mt-6 flex items-center gap-4">
      {page > 1 && (
        <Link to={href(page - 1)} className="underline">
          {t.previous}
        </Link>
      )}
      <span>{t.page(page, pageCount)}</span>
      {page < pageCount && (
        <Link to={href(page + 1)} className="underline">
          {t.next}
        </Link>
      )}
    </nav>
  );
}
