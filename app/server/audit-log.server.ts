/**
 * The audit log (ADR 025): every change made in the admin area, written in the same transaction as the change,
 * so a change and its entry commit or roll back together. Read by /admin/logg.
 */
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { auditSubjectKey, type AuditFields, type AuditSubject } from "~/domain/audit";
import { maskCode } from "~/domain/gift-cards";
import type { Db, Tx } from "./db.server";
import { auditLog, contactMessage, discountCode, giftCard, order, outbox, product, review, user, videoJob } from "./schema";

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

const numericIds = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);

/**
 * The human names of the rows a page of the log refers to (ADR 062), keyed by auditSubjectKey: one query per kind
 * on the page. A row that is gone (or a kind without a name, the settings) has no entry; the log then shows its id.
 */
export async function auditSubjects(db: Db, rows: readonly { entity: string; entityId: string }[]): Promise<Record<string, AuditSubject>> {
  const ids = (entity: string) => [...new Set(rows.filter((r) => r.entity === entity).map((r) => r.entityId))];
  const out: Record<string, AuditSubject> = {};
  const put = (entity: string, id: string | number, subject: AuditSubject) => (out[auditSubjectKey(entity, String(id))] = subject);
  const when = <T>(list: unknown[], q: () => Promise<T[]>) => (list.length ? q() : Promise.resolve([] as T[]));
  const orderIds = ids("order");
  const productIds = ids("product");
  const customerIds = ids("customer");
  const codeIds = numericIds(ids("discount_code"));
  const cardIds = numericIds(ids("gift_card"));
  const messageIds = numericIds(ids("contact_message"));
  const mailIds = numericIds(ids("outbox"));
  const reviewIds = numericIds(ids("review"));
  const videoIds = ids("video").flatMap((id) => id.split(","));
  const [orders, products, customers, codes, cards, messages, mails, reviews, videos] = await Promise.all([
    when(orderIds, () => db.select({ id: order.id, number: order.number }).from(order).where(inArray(order.id, orderIds))),
    when(productIds, () => db.select({ id: product.id, name: product.name }).from(product).where(inArray(product.id, productIds))),
    when(customerIds, () => db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, customerIds))),
    when(codeIds, () => db.select({ id: discountCode.id, code: discountCode.code }).from(discountCode).where(inArray(discountCode.id, codeIds))),
    when(cardIds, () => db.select({ id: giftCard.id, last4: giftCard.codeLast4 }).from(giftCard).where(inArray(giftCard.id, cardIds))),
    when(messageIds, () => db.select({ id: contactMessage.id, email: contactMessage.email }).from(contactMessage).where(inArray(contactMessage.id, messageIds))),
    when(mailIds, () => db.select({ id: outbox.id, to: outbox.to }).from(outbox).where(inArray(outbox.id, mailIds))),
    when(reviewIds, () =>
      db.select({ id: review.id, product: product.name, title: review.title }).from(review).innerJoin(product, eq(product.id, review.productId)).where(inArray(review.id, reviewIds)),
    ),
    when(videoIds, () => db.select({ id: videoJob.id, prompt: videoJob.prompt }).from(videoJob).where(inArray(videoJob.id, videoIds))),
  ]);
  for (const r of orders) put("order", r.id, { kind: "order", number: r.number });
  for (const r of products) put("product", r.id, { kind: "product", name: r.name });
  for (const r of customers) put("customer", r.id, { kind: "customer", name: r.email });
  for (const r of codes) put("discount_code", r.id, { kind: "discount_code", name: r.code });
  for (const r of cards) put("gift_card", r.id, { kind: "gift_card", name: maskCode(r.last4) });
  for (const r of messages) put("contact_message", r.id, { kind: "contact_message", name: r.email });
  for (const r of mails) put("outbox", r.id, { kind: "outbox", name: r.to });
  for (const r of reviews) put("review", r.id, { kind: "review", product: r.product, title: r.title });
  const prompts = new Map(videos.map((v) => [v.id, v.prompt]));
  for (const id of ids("video")) {
    const names = id.split(",").map((v) => prompts.get(v)).filter((p): p is string => Boolean(p));
    if (names.length) put("video", id, { kind: "video", name: names.join(" · ") });
  }
  return out;
}
