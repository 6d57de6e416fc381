import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Database } from "./db.server";
import { countReportedReviews, dismissReports, hideReview, listReviewsForAdmin, reportReview, showReview } from "./admin-reviews.server";
import { getOwnReview, listReviews, ratingsFor, upsertReview } from "./reviews.server";
import { auditLog, outbox } from "./schema";
import { reviewTotals } from "./site-settings.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { createCustomer } from "./test-factories";

const now = new Date("2026-11-21T12:00:00Z");
const actor = { id: null, email: "agare@stilla.se" };

describe(`review moderation (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });

  it("a hidden review is kept, leaves the list and every rating, its author is told why; shown again it counts again", async () => {
    const happy = await createCustomer(db);
    const angry = await createCustomer(db);
    await upsertReview(db, { userId: happy.userId, productId: "teapot", rating: 5, title: "Underbar", comment: "Bästa kannan jag haft.", now });
    await upsertReview(db, { userId: angry.userId, productId: "teapot", rating: 1, title: "Usch, ring 070-1234567", comment: "Ring mig på 070-1234567.", now });
    expect((await ratingsFor(db, ["teapot"])).get("teapot")).toEqual({ average: 3, count: 2 });
    const totalsBefore = await reviewTotals(db);
    const target = (await listReviews(db, "teapot")).find((r) => r.rating === 1)!;

    const hidden = await hideReview(db, target.id, "Innehåller ett telefonnummer", actor, now);
    expect(hidden).toMatchObject({ ok: true, changed: true });
    expect((await listReviews(db, "teapot")).map((r) => r.title)).toEqual(["Underbar"]);
    expect((await ratingsFor(db, ["teapot"])).get("teapot")).toEqual({ average: 5, count: 1 });
    expect(await reviewTotals(db)).toEqual({ sum: totalsBefore.sum - 1, count: totalsBefore.count - 1 });
    expect(await getOwnReview(db, "teapot", angry.userId)).toMatchObject({ rating: 1, hiddenReason: "Innehåller ett telefonnummer" });
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.kind, "review_hidden"), eq(outbox.to, angry.email)));
    expect(mail?.text).toContain("Anledning: Innehåller ett telefonnummer");
    expect((await listReviewsForAdmin(db, "hidden")).map((r) => r.id)).toContain(target.id);
    // Hiding twice changes nothing.
    expect(await hideReview(db, target.id, "Igen", actor, now)).toEqual({ ok: true, changed: false });

    expect(await showReview(db, target.id, actor, now)).toEqual({ ok: true, changed: true });
    expect((await ratingsFor(db, ["teapot"])).get("teapot")).toEqual({ average: 3, count: 2 });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, String(target.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["review.hide", "review.show"]);
  });

  it("customers report a review once each; the overview counts it until the owner keeps it visible or hides it", async () => {
    const author = await createCustomer(db);
    await upsertReview(db, { userId: author.userId, productId: "thermos", rating: 2, title: "Läcker", comment: "Termosen läcker.", now });
    const [r] = await listReviews(db, "thermos");
    const before = await countReportedReviews(db);
    const a = await createCustomer(db);
    const b = await createCustomer(db);
    expect(await reportReview(db, { reviewId: r!.id, userId: a.userId, reason: "offensive", now })).toBe(true);
    expect(await reportReview(db, { reviewId: r!.id, userId: a.userId, reason: "spam", now })).toBe(true);
    expect(await reportReview(db, { reviewId: r!.id, userId: b.userId, reason: "spam", now })).toBe(true);
    expect(await countReportedReviews(db)).toBe(before + 1);
    expect((await listReviewsForAdmin(db, "reported")).find((x) => x.id === r!.id)?.openReports).toBe(2);

    // A negative review is kept visible: the reports close, the review stays.
    expect(await dismissReports(db, r!.id, actor, now)).toEqual({ ok: true, changed: true });
    expect(await countReportedReviews(db)).toBe(before);
    expect((await listReviews(db, "thermos")).map((x) => x.id)).toEqual([r!.id]);
  });

  it("refuses unknown reviews and changes nothing", async () => {
    expect(await hideReview(db, 999_999, "Finns inte", actor, now)).toEqual({ ok: false, notFound: true });
    expect(await showReview(db, 999_999, actor, now)).toEqual({ ok: false, notFound: true });
    expect(await reportReview(db, { reviewId: 999_999, userId: (await createCustomer(db)).userId, reason: "spam", now })).toBe(false);
  });
});
