import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "./db.server";
import { product, profile, review } from "./schema";
import { getProductDetail, listProducts } from "./catalogue.server";
import { applyDeskAction } from "./orders.server";
import { getProductPage } from "./product-page.server";
import { getOwnReview, listReviews, ratingsFor, submitReview, upsertReview } from "./reviews.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { createCustomer, placedOrder } from "./test-factories";

const t0 = new Date("2026-11-21T12:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe(`reviews (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });

  /** A user, with a profile full name unless `fullName` is null. */
  async function customer(fullName: string | null = "Åsa Öberg") {
    const { userId: id } = await createCustomer(db, { name: "Kontonamn" });
    if (fullName !== null) await db.insert(profile).values({ userId: id, fullName });
    return id;
  }

  async function orderOf(userId: string, productId: string, paid: boolean) {
    const placed = await placedOrder(db, [[productId, 1]], { userId, now: t0, form: { email: "asa@example.se" } });
    if (paid) expect(await applyDeskAction(db, placed.orderId, { type: "mark_paid" }, "admin", t0)).toBe(true);
    return placed.orderId;
  }

  const write = (userId: string, productId: string, rating: number, now: Date, title = "Rubrik", comment = "Text") =>
    upsertReview(db, { userId, productId, rating, title, comment, now });

  it("lists newest first with the profile's full name, and 'Anonym' without one", async () => {
    const [a, b, c] = [await customer("Åsa Öberg"), await customer(null), await customer("   ")];
    await write(a, "calm", 5, at(1), "Första", "Den äldsta");
    await write(b, "calm", 3, at(3), "Tredje", "Den nyaste");
    await write(c, "calm", 4, at(2), "Andra", "Mitt emellan");
    const list = await listReviews(db, "calm");
    expect(list.map((r) => [r.title, r.authorName, r.rating, r.comment])).toEqual([
      ["Tredje", "Anonym", 3, "Den nyaste"],
      ["Andra", "Anonym", 4, "Mitt emellan"],
      ["Första", "Åsa Öberg", 5, "Den äldsta"],
    ]);
    expect(list[0]!.createdAt).toEqual(at(3));
    expect(list.every((r) => r.editedAt === null && r.verifiedPurchase === false)).toBe(true);
    expect(await listReviews(db, "focus")).toEqual([]);
  });

  it("keeps text exactly as written (it is rendered as text, never HTML)", async () => {
    const u = await customer();
    const title = "<script>alert(1)</script>";
    const comment = '<img src=x onerror=alert(1)> & "citat"';
    await write(u, "tea-box", 2, at(0), title, comment);
    const [r] = await listReviews(db, "tea-box");
    expect([r!.title, r!.comment]).toEqual([title, comment]);
  });

  it("one review per user and product: a second submit edits the first and keeps its date", async () => {
    const u = await customer("Per Persson");
    expect(await write(u, "tea-jar", 2, at(0), "Nja", "Locket kärvar")).toEqual({ created: true });
    expect(await write(u, "tea-jar", 5, at(30), "Bra ändå", "Locket blev bättre")).toEqual({ created: false });
    const rows = await db.select().from(review).where(eq(review.productId, "tea-jar"));
    expect(rows).toHaveLength(1);
    const [r] = await listReviews(db, "tea-jar");
    expect(r).toMatchObject({ authorName: "Per Persson", rating: 5, title: "Bra ändå", comment: "Locket blev bättre", createdAt: at(0), editedAt: at(30) });
    expect(await getOwnReview(db, "tea-jar", u)).toEqual({ rating: 5, title: "Bra ändå", comment: "Locket blev bättre", hiddenReason: null });
    // The same user may review another product.
    expect(await write(u, "glass-cup", 4, at(31))).toEqual({ created: true });
    expect(await getOwnReview(db, "tea-jar", await customer())).toBeNull();
  });

  it("'Verifierat köp' only for an author with a paid order that contains the product", async () => {
    const paidBuyer = await customer("Betald Köpare");
    const unpaidBuyer = await customer("Obetald Köpare");
    const otherProduct = await customer("Köpte Annat");
    const stranger = await customer("Ingen Order");
    await orderOf(paidBuyer, "tea-infuser", true);
    await orderOf(unpaidBuyer, "tea-infuser", false);
    await orderOf(otherProduct, "thermos", true);
    for (const [i, u] of [paidBuyer, unpaidBuyer, otherProduct, stranger].entries()) await write(u, "tea-infuser", 4, at(i));
    const verified = Object.fromEntries((await listReviews(db, "tea-infuser")).map((r) => [r.authorName, r.verifiedPurchase]));
    expect(verified).toEqual({ "Betald Köpare": true, "Obetald Köpare": false, "Köpte Annat": false, "Ingen Order": false });

    // A payment later makes the same review verified.
    const orderId = await orderOf(unpaidBuyer, "tea-infuser", false);
    await applyDeskAction(db, orderId, { type: "mark_paid" }, "admin", at(10));
    const after = (await listReviews(db, "tea-infuser")).find((r) => r.authorName === "Obetald Köpare");
    expect(after?.verifiedPurchase).toBe(true);
  });

  it("aggregates average and count per product in one call; cards, the page and JSON-LD follow", async () => {
    expect((await ratingsFor(db, ["teapot"])).size).toBe(0);
    const before = await listProducts(db);
    expect(before.find((p) => p.id === "teapot")?.rating).toBeNull();
    const page0 = await getProductPage(db, "teapot", t0, "https://stilla.example");
    expect(page0?.jsonLd.aggregateRating).toBeUndefined();

    const [a, b, c] = [await customer(), await customer(), await customer()];
    await write(a, "teapot", 5, at(0));
    await write(b, "teapot", 4, at(1));
    await write(c, "tea-bags", 3, at(2));
    const ratings = await ratingsFor(db, ["teapot", "tea-bags", "tea-spoon", "teapot"]);
    expect(Object.fromEntries(ratings)).toEqual({ teapot: { average: 4.5, count: 2 }, "tea-bags": { average: 3, count: 1 } });

    expect((await listProducts(db)).find((p) => p.id === "teapot")?.rating).toEqual({ average: 4.5, count: 2 });
    expect((await getProductDetail(db, "teapot", t0))?.rating).toEqual({ average: 4.5, count: 2 });
    const page = await getProductPage(db, "teapot", t0, "https://stilla.example", a);
    expect(page?.jsonLd.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(page?.reviews.map((r) => r.rating)).toEqual([4, 5]);
    expect(page?.viewer).toEqual({ signedIn: true, ownReview: { rating: 5, title: "Rubrik", comment: "Text", hiddenReason: null } });
    expect((await getProductPage(db, "teapot", t0, "https://stilla.example"))?.viewer).toEqual({ signedIn: false, ownReview: null });

    // 5 + 4 + 4 = 13 / 3 = 4.33… → 4.3
    await write(await customer(), "teapot", 4, at(3));
    expect((await ratingsFor(db, ["teapot"])).get("teapot")).toEqual({ average: 4.3, count: 3 });
  });

  it("submitReview: an active product only, and at most 5 submits per user in 10 minutes", async () => {
    const u = await customer();
    const input = { userId: u, productId: "focus-mini", rating: 4, title: "Pigg", comment: "Bra på morgonen" };
    for (let i = 0; i < 5; i++) {
      expect(await submitReview(db, { ...input, rating: 1 + i }, { now: at(i) })).toEqual({ ok: true, created: i === 0 });
    }
    const refused = await submitReview(db, input, { now: at(5) });
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(!refused.ok && refused.reason).toMatch(/^Du har skickat många recensioner på kort tid\. Försök igen om \d+ minuter?\.$/);
    expect(await getOwnReview(db, "focus-mini", u)).toMatchObject({ rating: 5 });
    // Another user is not affected; after the window the first may write again.
    expect(await submitReview(db, { ...input, userId: await customer() }, { now: at(5) })).toEqual({ ok: true, created: true });
    expect(await submitReview(db, input, { now: at(11) })).toEqual({ ok: true, created: false });
    // RATE_LIMIT_SCALE multiplies the allowance.
    const scaled = await customer();
    for (let i = 0; i < 10; i++) expect((await submitReview(db, { ...input, userId: scaled }, { now: at(i / 2), rateLimitScale: 2 })).ok).toBe(true);
    expect((await submitReview(db, { ...input, userId: scaled }, { now: at(6), rateLimitScale: 2 })).ok).toBe(false);

    await db.update(product).set({ active: false }).where(eq(product.id, "tea-spoon"));
    const gone = await submitReview(db, { ...input, userId: await customer(), productId: "tea-spoon" }, { now: at(20) });
    expect(gone).toEqual({ ok: false, status: 404, reason: "Produkten finns inte längre i sortimentet." });
    await db.update(product).set({ active: true }).where(eq(product.id, "tea-spoon"));
    expect(await listReviews(db, "tea-spoon")).toEqual([]);
  });

  it("the database refuses a rating outside 1–5 and a second row for the same user and product", async () => {
    const u = await customer();
    await expect(write(u, "sleep", 6, at(0))).rejects.toThrow();
    await write(u, "sleep", 5, at(0));
    await expect(db.insert(review).values({ userId: u, productId: "sleep", rating: 3, title: "x", comment: "y" })).rejects.toThrow();
  });
});
