/**
 * The admin's discount codes: list, create, edit, switch off and on, and the orders that carry a code. Every
 * change runs under the code's row lock (the same lock placeOrder takes to count a use, so a limit lowered
 * here and a concurrent order cannot both win) and is written to the audit log in the same transaction.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { auditSnapshot } from "~/domain/audit";
import type { DiscountCodeFields } from "~/domain/discount-code-form";
import { recordAudit, type AuditActor } from "./audit-log.server";
import type { Db } from "./db.server";
import { discountCode, discountRedemption, order } from "./schema";

type CodeRow = typeof discountCode.$inferSelect;
/** What the log keeps of a code (the counter moves with orders and is not an admin change). */
const snapshot = (row: CodeRow) => auditSnapshot(row, ["usedCount", "createdAt"]);

export async function listDiscountCodes(db: Db) {
  return db.select().from(discountCode).orderBy(desc(discountCode.createdAt), desc(discountCode.id));
}

export async function getDiscountCode(db: Db, id: number) {
  const [row] = await db.select().from(discountCode).where(eq(discountCode.id, id));
  if (!row) return null;
  const uses = await db
    .select({
      orderId: order.id,
      number: order.number,
      createdAt: discountRedemption.createdAt,
      email: order.shippingEmail,
      discountOre: order.discountOre,
      releasedAt: discountRedemption.releasedAt,
    })
    .from(discountRedemption)
    .innerJoin(order, eq(order.id, discountRedemption.orderId))
    .where(eq(discountRedemption.codeId, id))
    .orderBy(desc(discountRedemption.createdAt), desc(order.number));
  return { row, uses };
}

/** Uses that count against the limits (not given back by a cancellation). */
export async function countedUses(db: Db, id: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(discountRedemption)
    .where(and(eq(discountRedemption.codeId, id), isNull(discountRedemption.releasedAt)));
  return Number(r?.n ?? 0);
}

export type CreateResult = { ok: true; id: number } | { ok: false; reason: "taken" };

export async function createDiscountCode(db: Db, code: string, fields: DiscountCodeFields, actor: AuditActor, now: Date): Promise<CreateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discountCode)
      .values({ code, ...fields, active: true, createdAt: now })
      .onConflictDoNothing({ target: discountCode.code })
      .returning();
    if (!row) return { ok: false, reason: "taken" } as const;
    await recordAudit(tx, { actor, action: "discount_code.create", entity: "discount_code", entityId: row.id, after: snapshot(row), at: now });
    return { ok: true, id: row.id } as const;
  });
}

/** Changes a code's terms (not the code itself: orders carry it by name). Returns null for an unknown id. */
export async function updateDiscountCode(db: Db, id: number, fields: DiscountCodeFields, actor: AuditActor, now: Date): Promise<{ changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCode).where(eq(discountCode.id, id)).for("update");
    if (!before) return null;
    const [after] = await tx.update(discountCode).set(fields).where(eq(discountCode.id, id)).returning();
    const changed = JSON.stringify(snapshot(before)) !== JSON.stringify(snapshot(after!));
    if (changed) {
      await recordAudit(tx, { actor, action: "discount_code.update", entity: "discount_code", entityId: id, before: snapshot(before), after: snapshot(after!), at: now });
    }
    return { changed };
  });
}

/** Switches a code off (a leaked code: refused at checkout from this moment) or on again. */
export async function setDiscountCodeActive(db: Db, id: number, active: boolean, actor: AuditActor, now: Date): Promise<{ changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCode).where(eq(discountCode.id, id)).for("update");
    if (!before) return null;
    if (before.active === active) return { changed: false };
    await tx.update(discountCode).set({ active }).where(eq(discountCode.id, id));
    await recordAudit(tx, {
      actor,
      action: active ? "discount_code.activate" : "discount_code.deactivate",
      entity: "discount_code",
      entityId: id,
      before: { active: before.active },
      after: { active },
      at: now,
    });
    return { changed: true };
  });
}
