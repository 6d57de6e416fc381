/**
 * The audit log (ADR 025): every change made in the admin area, written in the same transaction as the change,
 * so a change and its entry commit or roll back together. Read by /admin/logg.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { AuditFields } from "~/domain/audit";
import type { Db, Tx } from "./db.server";
import { auditLog } from "./schema";

/** Who made a change: the admin's id and e-mail (kept as they were, in case the account goes). */
export interface AuditActor {
  /** Null only for changes made outside a signed-in session (scripts, tests). */
  id: string | null;
  email: string;
}

export type AuditEntity = "discount_code" | "product" | "order" | "gift_card" | "review" | "contact_message" | "customer" | "site_setting" | "outbox" | "video";

export interface AuditEntry {
  actor: AuditActor;
  /** `<entity>.<verb>`, worded by content/admin-audit.ts. */
  action: string;
  entity: AuditEntity;
  entityId: string | number;
  before?: AuditFields | null;
  after?: AuditFields | null;
  at: Date;
}

export async function recordAudit(tx: Db | Tx, e: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: e.actor.id,
    actorEmail: e.actor.email,
    action: e.action,
    entity: e.entity,
    entityId: String(e.entityId),
    before: e.before ?? null,
    after: e.after ?? null,
    createdAt: e.at,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, a page at a time; optionally one entity kind or one row. */
export async function listAudit(db: Db, opts: { page: number; entity?: string; entityId?: string }) {
  const filters: SQL[] = [];
  if (opts.entity) filters.push(eq(auditLog.entity, opts.entity));
  if (opts.entityId) filters.push(eq(auditLog.entityId, opts.entityId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((Math.max(1, opts.page) - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}
