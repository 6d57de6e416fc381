import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settingsCopy } from "~/content/site-settings";
import { SettingsFormSchema, SETTING_KEYS, type SettingsChange } from "~/domain/site-settings";
import { addProduct, ensureCart } from "./carts.server";
import type { Database } from "./db.server";
import { applyDeskAction, placeOrder } from "./orders.server";
import { order, review, siteSetting } from "./schema";
import { changeSiteSettings, getHomeClaims, getSiteSettings, paidCustomerCount, reviewTotals } from "./site-settings.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { createCustomer } from "./test-factories";

const now = new Date("2026-11-23T10:00:00Z");
let seq = 0;
const admin = { actorEmail: "agare@stilla.se", now };
const change = (values: Record<string, string>): SettingsChange => {
  const parsed = SettingsFormSchema.safeParse(values);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
};

describe(`site settings and home claims (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });

  async function newUser() {
    const id = `u-${seq++}-${Math.random().toString(36).slice(2, 8)}`;
    await createCustomer(db, { id });
    return id;
  }
  async function orderFor(userId: string) {
    const c = await ensureCart(db, { userId });
    await addProduct(db, c.id, "sleep", 1);
    const form = { name: "Åsa Öberg", email: "asa@example.se", address: "Hornsgatan 12", city: "Stockholm", postalCode: "114 55", paymentMethod: "swish" as const, idempotencyKey: `k-${seq++}-${Date.now()}` };
    return (await placeOrder(db, { userId, cartId: c.id, form, now })).orderId;
  }

  it("a fresh shop claims nothing", async () => {
    expect(await getHomeClaims(db)).toEqual({ rating: null, customers: null, press: [], testimonials: [] });
    expect(await reviewTotals(db)).toEqual({ sum: 0, count: 0 });
    expect(await paidCustomerCount(db)).toBe(0);
  });

  it("the rating line appears at the owner's minimum, from every review, rounded like the product pages", async () => {
    const ratings = [5, 4, 5, 4];
    for (const [i, rating] of ratings.entries()) {
      await db.insert(review).values({ userId: await newUser(), productId: i % 2 ? "calm" : "sleep", rating, title: "Bra", comment: "Gott te." });
    }
    expect(await reviewTotals(db)).toEqual({ sum: 18, count: 4 });
    // Default minimum 5: four reviews are not enough.
    expect((await getHomeClaims(db)).rating).toBeNull();
    await db.insert(review).values({ userId: await newUser(), productId: "focus", rating: 3, title: "Okej", comment: "Lite för starkt." });
    expect((await getHomeClaims(db)).rating).toEqual({ average: 4.2, count: 5 });
    expect(await changeSiteSettings(db, change({ intent: "save_reviews", minimum: "6" }), admin)).toEqual({ ok: true, section: "reviews" });
    expect((await getHomeClaims(db)).rating).toBeNull();
    await changeSiteSettings(db, change({ intent: "save_reviews", minimum: "1" }), admin);
    expect((await getHomeClaims(db)).rating).toEqual({ average: 4.2, count: 5 });
  });

  it("counts distinct customers with a paid order that is not cancelled", async () => {
    const a = await newUser();
    const b = await newUser();
    const c = await newUser();
    const a1 = await orderFor(a);
    const a2 = await orderFor(a);
    const b1 = await orderFor(b);
    await orderFor(c); // unpaid: not counted
    for (const id of [a1, a2, b1]) await applyDeskAction(db, id, { type: "mark_paid" }, "admin", now);
    expect(await paidCustomerCount(db)).toBe(2);
    await applyDeskAction(db, b1, { type: "cancel" }, "admin", now);
    expect(await paidCustomerCount(db)).toBe(1);
    await db.update(order).set({ withdrawnAt: now }).where(eq(order.id, a1));
    expect(await paidCustomerCount(db)).toBe(1); // a2 still stands
    await db.update(order).set({ paymentStatus: "refunded" }).where(eq(order.id, a2));
    expect(await paidCustomerCount(db)).toBe(0);
    await db.update(order).set({ paymentStatus: "paid" }).where(eq(order.id, a2));
    // One customer is below the default minimum of 10; the owner lowers it.
    expect((await getHomeClaims(db)).customers).toBeNull();
    await changeSiteSettings(db, change({ intent: "save_customers", mode: "orders", figure: "", minimum: "1" }), admin);
    expect((await getHomeClaims(db)).customers).toEqual({ value: 1, atLeast: false });
    await changeSiteSettings(db, change({ intent: "save_customers", mode: "owner", figure: "1247", minimum: "1" }), admin);
    expect((await getHomeClaims(db)).customers).toEqual({ value: 1200, atLeast: true });
    await changeSiteSettings(db, change({ intent: "save_customers", mode: "hidden", figure: "", minimum: "1" }), admin);
    expect((await getHomeClaims(db)).customers).toBeNull();
    expect((await getSiteSettings(db)).customers).toMatchObject({ mode: "hidden", figure: 1247 });
  });

  it("press entries: add, order, remove; each change logged with who and when", async () => {
    await changeSiteSettings(db, change({ intent: "add_press", name: "Dagens Nyheter", url: "https://www.dn.se/artikel" }), { ...admin, newId: "dn" });
    await changeSiteSettings(db, change({ intent: "add_press", name: "Må Bra", url: "" }), { ...admin, newId: "mb" });
    await changeSiteSettings(db, change({ intent: "move_press", id: "mb", direction: "up" }), admin);
    expect((await getHomeClaims(db)).press).toEqual([
      { id: "mb", name: "Må Bra", url: null },
      { id: "dn", name: "Dagens Nyheter", url: "https://www.dn.se/artikel" },
    ]);
    const refused = await changeSiteSettings(db, change({ intent: "remove_press", id: "gone" }), admin);
    expect(refused).toEqual({ ok: false, reason: "unknown_entry", message: settingsCopy.unknownEntry });
    await changeSiteSettings(db, change({ intent: "remove_press", id: "mb" }), { ...admin, actorEmail: "annan@stilla.se", now: new Date("2026-11-24T08:00:00Z") });
    const press = (await getSiteSettings(db)).press;
    expect(press.entries.map((e) => e.name)).toEqual(["Dagens Nyheter"]);
    expect(press.log.map((l) => l.what)).toEqual(["pressnämning tillagd", "pressnämning tillagd", "pressnämning flyttad", "pressnämning borttagen"]);
    expect(press.log.at(-1)).toEqual({ at: "2026-11-24T08:00:00.000Z", by: "annan@stilla.se", what: "pressnämning borttagen" });
    const [row] = await db.select().from(siteSetting).where(eq(siteSetting.key, SETTING_KEYS.press));
    expect(row!.updatedAt.toISOString()).toBe("2026-11-24T08:00:00.000Z");
  });

  it("two admins adding press entries at the same moment both land", async () => {
    const before = (await getSiteSettings(db)).press.entries.length;
    await Promise.all(
      ["SvD", "Elle", "Residence", "GP"].map((name) => changeSiteSettings(db, change({ intent: "add_press", name, url: "" }), admin)),
    );
    expect((await getSiteSettings(db)).press.entries).toHaveLength(before + 4);
  });

  it("testimonials need a product from the catalogue; the consent is recorded", async () => {
    const bad = await changeSiteSettings(db, change({ intent: "add_testimonial", quote: "Gott.", name: "Karin", town: "Uppsala", productId: "finns-inte", consent: "on" }), admin);
    expect(bad).toMatchObject({ ok: false, reason: "unknown_product" });
    expect((await getSiteSettings(db)).testimonials.entries).toEqual([]);
    await changeSiteSettings(db, change({ intent: "add_testimonial", quote: "Min kvällsritual.", name: "Karin", town: "Uppsala", productId: "sleep", consent: "on" }), { ...admin, newId: "t1" });
    expect((await getHomeClaims(db)).testimonials).toEqual([{ id: "t1", quote: "Min kvällsritual.", name: "Karin", town: "Uppsala", productId: "sleep", productName: "Sleep" }]);
    expect((await getSiteSettings(db)).testimonials.entries[0]).toMatchObject({ consentAt: now.toISOString(), consentBy: "agare@stilla.se" });
    await changeSiteSettings(db, change({ intent: "remove_testimonial", id: "t1" }), admin);
    expect((await getHomeClaims(db)).testimonials).toEqual([]);
  });

  it("a malformed stored value reads as the default, which claims nothing", async () => {
    await db.update(siteSetting).set({ value: ["Dagens Nyheter"] }).where(eq(siteSetting.key, SETTING_KEYS.press));
    expect((await getHomeClaims(db)).press).toEqual([]);
    // The next change starts again from the default.
    await changeSiteSettings(db, change({ intent: "add_press", name: "Expressen", url: "" }), { ...admin, newId: "ex" });
    expect((await getHomeClaims(db)).press).toEqual([{ id: "ex", name: "Expressen", url: null }]);
  });
});
