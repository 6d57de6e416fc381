/**
 * Review moderation (ADR 027): the owner hides a review with a reason the author is told by e-mail, shows
 * it again, or keeps it and closes the customers' reports. Nothing is deleted; a hidden review leaves the
 * list and every rating at once (reviews.server.ts filters on hidden_at). Customers report reviews once
 * each; open reports wait on the overview. Every change is in the audit log.
 */
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { adminReviewsCopy, type ReportReason } from "~/content/admin-reviews";
import { mailSignature } from "~/content/mail-signature";
import { recordAudit, type AuditActor } from "./audit-log.server";
import { getShopFacts } from "./shop-identity.server";
import type { Db } from "./db.server";
import { queueMail } from "./mail.server";
import { product, profile, review, reviewReport, user } from "./schema";
import { afterCatalogueWrite } from "./catalogue-cache.server";

export type ReviewFilter = "all" | "reported" | "hidden";

export interface AdminReviewRow {
  id: number;
  productId: string;
  productName: string;
  authorName: string;
  authorEmail: string;
  rating: number;
  title: string;
  comment: string;
  createdAt: Date;
  hiddenReason: string | null;
  openReports: number;
}

const openReports = sql<number>`(select count(*)::int from ${reviewReport} where ${reviewReport.reviewId} = ${review.id} and ${reviewReport.handledAt} is null)`;

export async function listReviewsForAdmin(db: Db, filter: ReviewFilter, limit = 200): Promise<AdminReviewRow[]> {
  const where = filter === "hidden" ? isNotNull(review.hiddenAt) : filter === "reported" ? sql`${openReports} > 0` : undefined;
  const rows = await db
    .select({
      id: review.id,
      productId: review.productId,
      productName: product.name,
      fullName: profile.fullName,
      userName: user.name,
      authorEmail: user.email,
      rating: review.rating,
      title: review.title,
      comment: review.comment,
      createdAt: review.createdAt,
      hiddenReason: review.hiddenReason,
      openReports,
    })
    .from(review)
    .innerJoin(product, eq(product.id, review.productId))
    .innerJoin(user, eq(user.id, review.userId))
    .leftJoin(profile, eq(profile.userId, review.userId))
    .where(where)
    .orderBy(desc(review.createdAt), desc(review.id))
    .limit(limit);
  return rows.map(({ fullName, userName, ...r }) => ({ ...r, authorName: fullName?.trim() || userName, openReports: Number(r.openReports) }));
}

/** Reviews with reports the owner has not handled yet (the overview's count). */
export async function countReportedReviews(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reviewReport.reviewId})::int` })
    .from(reviewReport)
    .where(isNull(reviewReport.handledAt));
  return Number(row?.n ?? 0);
}

/** A signed-in customer reports a review; a second report by the same customer changes nothing. */
export async function reportReview(db: Db, input: { reviewId: number; userId: string; reason: ReportReason; now: Date }): Promise<boolean> {
  const [r] = await db.select({ id: review.id }).from(review).where(eq(review.id, input.reviewId));
  if (!r) return false;
  await db
    .insert(reviewReport)
    .values({ reviewId: input.reviewId, userId: input.userId, reason: input.reason, createdAt: input.now })
    .onConflictDoNothing();
  return true;
}

type Outcome = { ok: true; changed: boolean; mailId?: number } | { ok: false; notFound: true };

export async function hideReview(db: Db, reviewId: number, reason: string, actor: AuditActor, now: Date): Promise<Outcome> {
  return afterCatalogueWrite(db, db.transaction(async (tx) => {
    const [r] = await tx
      .select({ review, email: user.email, userName: user.name, fullName: profile.fullName, productName: product.name })
      .from(review)
      .innerJoin(user, eq(user.id, review.userId))
      .innerJoin(product, eq(product.id, review.productId))
      .leftJoin(profile, eq(profile.userId, review.userId))
      .where(eq(review.id, reviewId))
      .for("update", { of: review });
    if (!r) return { ok: false, notFound: true } as const;
    if (r.review.hiddenAt) return { ok: true, changed: false } as const;
    await tx.update(review).set({ hiddenAt: now, hiddenReason: reason }).where(eq(review.id, reviewId));
    await tx.update(reviewReport).set({ handledAt: now }).where(and(eq(reviewReport.reviewId, reviewId), isNull(reviewReport.handledAt)));
    await recordAudit(tx, { actor, action: "review.hide", entity: "review", entityId: reviewId, before: { hidden: false }, after: { hidden: true, reason }, at: now });
    const name = r.fullName?.trim() || r.userName;
    const m = adminReviewsCopy.mail;
    const mailId = await queueMail(tx, {
      kind: "review_hidden",
      to: r.email,
      subject: m.subject,
      text: `${m.body(name, r.productName, r.review.title, reason)}\n\n${mailSignature(await getShopFacts(tx))}`,
    });
    return { ok: true, changed: true, mailId } as const;
  }));
}

export async function showReview(db: Db, reviewId: number, actor: AuditActor, now: Date): Promise<Outcome> {
  return afterCatalogueWrite(db, db.transaction(async (tx) => {
    const [r] = await tx.select().from(review).where(eq(review.id, reviewId)).for("update");
    if (!r) return { ok: false, notFound: true } as const;
    if (!r.hiddenAt) return { ok: true, changed: false } as const;
    await tx.update(review).set({ hiddenAt: null, hiddenReason: null }).where(eq(review.id, reviewId));
    await recordAudit(tx, { actor, action: "review.show", entity: "review", entityId: reviewId, before: { hidden: true, reason: r.hiddenReason }, after: { hidden: false }, at: now });
    return { ok: true, changed: true } as const;
  }));
}

/** The owner keeps the review visible: its open reports are closed. */
export async function dismissReports(db: Db, reviewId: number, actor: AuditActor, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(reviewReport)
      .set({ handledAt: now })
      .where(and(eq(reviewReport.reviewId, reviewId), isNull(reviewReport.handledAt)))
      .returning({ id: reviewReport.id });
    if (closed.length) await recordAudit(tx, { actor, action: "review.report_handled", entity: "review", entityId: reviewId, after: { reports: closed.length }, at: now });
    return { ok: true, changed: closed.length > 0 } as const;
  });
}

