import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "./db.server";
import { cart, product } from "./schema";
import {
  addGiftCard,
  addProduct,
  addProducts,
  CartError,
  clearCart,
  ensureCart,
  findCart,
  loadCartView,
  mergeGuestCart,
  removeLine,
  pricedAtHour,
  setLineQuantity,
} from "./carts.server";
import { stockholmDate } from "~/domain/vat";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { createCustomer } from "./test-factories";

const now = new Date("2026-11-21T12:00:00Z");

describe(`server cart (${TEST_DB_KIND})`, () => {
  let database: Database;
  useSeededDatabase({}, async (seeded) => {
    database = seeded.database;
    await createCustomer(database.db, { id: "u1", name: "Åsa", email: "asa@example.se" });
    await createCustomer(database.db, { id: "u2", name: "Bo", email: "bo@example.se" });
  });

  const view = async (cartId: string) => {
    const row = (await findCart(database.db, { cookieCartId: cartId }))!;
    return (await loadCartView(database.db, row, now))!;
  };

  it("adding an existing product adds 1, and 2 × Sleep costs 423 kr with multi-buy", async () => {
    const c = await ensureCart(database.db, {});
    await addProduct(database.db, c.id, "sleep", 1);
    await addProduct(database.db, c.id, "sleep", 1);
    const v = await view(c.id);
    expect(v.priced.lines).toHaveLength(1);
    expect(v.priced.lines[0]).toMatchObject({ productId: "sleep", quantity: 2, listTotalOre: 49_800, lineTotalOre: 42_300, multiBuyDiscountOre: 7_500 });
    expect(v.priced.shippingOre).toBe(4_900);
    expect(v.priced.totalOre).toBe(42_300 + 4_900);
  });

  it("ships free and adds the tea spoon from 500 kr", async () => {
    const c = await ensureCart(database.db, {});
    await addProduct(database.db, c.id, "bundle-evening", 1); // 449 kr
    let v = await view(c.id);
    expect(v.priced.shippingOre).toBe(4_900);
    expect(v.priced.freeGiftAdded).toBe(false);
    await addProduct(database.db, c.id, "tea-bags", 1); // + 129 kr = 578 kr
    v = await view(c.id);
    expect(v.priced.shippingOre).toBe(0);
    expect(v.priced.freeShipping).toBe(true);
    expect(v.priced.lines.find((l) => l.kind === "free_gift")).toMatchObject({ productId: "tea-spoon", lineTotalOre: 0 });
    expect(v.priced.progress.percent).toBe(100);
  });

  it("refuses out-of-stock and inactive products with the spec's message, and changes nothing", async () => {
    const c = await ensureCart(database.db, {});
    await database.db.update(product).set({ stockCount: 0 }).where(eq(product.id, "calm-mini"));
    await database.db.update(product).set({ active: false }).where(eq(product.id, "thermos"));
    for (const id of ["calm-mini", "thermos", "finns-inte"]) {
      await expect(addProduct(database.db, c.id, id, 1)).rejects.toThrow(new CartError("Produkten kan inte läggas till i varukorgen"));
    }
    expect((await view(c.id)).priced.lines).toHaveLength(0);
  });

  it("adds products together in one transaction: all of them, or none when one cannot be added", async () => {
    const c = await ensureCart(database.db, {});
    expect(await addProducts(database.db, c.id, ["focus", "tea-cup"])).toEqual({});
    expect((await view(c.id)).priced.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ["focus", 1],
      ["tea-cup", 1],
    ]);
    await expect(addProducts(database.db, c.id, ["focus", "finns-inte"])).rejects.toThrow(CartError);
    expect((await view(c.id)).priced.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ["focus", 1],
      ["tea-cup", 1],
    ]);
  });

  it("caps a line at the stock and at 20, and 0 or less removes it", async () => {
    const c = await ensureCart(database.db, {});
    const notice = await addProduct(database.db, c.id, "midvinter", 12); // 8 in stock
    expect(notice.notice).toBe("Endast 8 kvar i lager – antalet har justerats.");
    let v = await view(c.id);
    const lineId = v.priced.lines[0]!.lineId;
    expect(v.priced.lines[0]!.quantity).toBe(8);
    expect(v.lines[lineId]!.maxQuantity).toBe(8);
    await setLineQuantity(database.db, c.id, lineId, 3);
    expect((await view(c.id)).priced.lines[0]!.quantity).toBe(3);
    // The notice counts what was in the line before: 3 + 5 reaches the stock exactly, 8 + 1 goes over it.
    const touched = async () => (await database.db.select({ at: cart.updatedAt }).from(cart).where(eq(cart.id, c.id)))[0]!.at.getTime();
    const touchedBefore = await touched();
    expect(await addProduct(database.db, c.id, "midvinter", 5)).toEqual({});
    expect((await view(c.id)).priced.lines[0]!.quantity).toBe(8);
    expect((await addProduct(database.db, c.id, "midvinter", 1)).notice).toBe("Endast 8 kvar i lager – antalet har justerats.");
    expect(await touched()).toBeGreaterThan(touchedBefore); // the cart's updated_at moved
    await setLineQuantity(database.db, c.id, lineId, 3);
    await addProduct(database.db, c.id, "sleep", 25);
    v = await view(c.id);
    expect(v.priced.lines.find((l) => l.productId === "sleep")!.quantity).toBe(20);
    await setLineQuantity(database.db, c.id, lineId, -1);
    v = await view(c.id);
    expect(v.priced.lines.filter((l) => l.kind === "product").map((l) => l.productId)).toEqual(["sleep"]);
    await removeLine(database.db, c.id, v.priced.lines[0]!.lineId);
    expect((await view(c.id)).priced.lines).toHaveLength(0);
  });

  it("a line cannot be changed through another cart", async () => {
    const mine = await ensureCart(database.db, {});
    const theirs = await ensureCart(database.db, {});
    await addProduct(database.db, mine.id, "focus", 1);
    const lineId = (await view(mine.id)).priced.lines[0]!.lineId;
    await setLineQuantity(database.db, theirs.id, lineId, 5);
    await removeLine(database.db, theirs.id, lineId);
    await clearCart(database.db, theirs.id);
    expect((await view(mine.id)).priced.lines[0]!.quantity).toBe(1);
  });

  it("merges a visitor's cart into the account's cart at sign-in, summing and capping quantities", async () => {
    const account = await ensureCart(database.db, { userId: "u1" });
    await addProduct(database.db, account.id, "sleep", 1);
    await addProduct(database.db, account.id, "midvinter", 6);
    const guest = await ensureCart(database.db, {});
    await addProduct(database.db, guest.id, "sleep", 2);
    await addProduct(database.db, guest.id, "midvinter", 5);
    await addProduct(database.db, guest.id, "focus", 1);

    const merged = await mergeGuestCart(database.db, guest.id, "u1");
    expect(merged).toBe(account.id);
    const v = (await loadCartView(database.db, await findCart(database.db, { userId: "u1" }), now))!;
    const q = Object.fromEntries(v.priced.lines.filter((l) => l.kind === "product").map((l) => [l.productId, l.quantity]));
    expect(q).toEqual({ sleep: 3, midvinter: 8, focus: 1 });
    expect(await findCart(database.db, { cookieCartId: guest.id })).toBeNull();
    // Merging again (e.g. a second sign-in) is harmless.
    expect(await mergeGuestCart(database.db, guest.id, "u1")).toBe(account.id);
  });

  it("never shows an account's cart to a visitor holding its id, nor to another account", async () => {
    const account = await ensureCart(database.db, { userId: "u2" });
    expect(await findCart(database.db, { cookieCartId: account.id })).toBeNull();
    expect((await findCart(database.db, { userId: "u1", cookieCartId: account.id }))!.id).not.toBe(account.id);
  });

  it("keeps lines in the order they were added, also when added within one millisecond (PGlite's clock)", async () => {
    for (let round = 0; round < 8; round++) {
      const c = await ensureCart(database.db, {});
      await addProducts(database.db, c.id, ["tea-cup", "calm", "focus"]);
      await addProduct(database.db, c.id, "bundle-evening", 1);
      await addProduct(database.db, c.id, "calm", 1); // more of a line keeps its place
      // A gift card is a line too, in its place among the products, also when added in one transaction with them
      // (where the column's now() would be the transaction's start, before the product line's).
      await database.db.transaction(async (tx) => {
        await addProduct(tx, c.id, "teapot", 1);
        await addGiftCard(tx, c.id, { amountOre: 30_000, recipientName: "Bo", recipientEmail: "bo@example.se", senderName: "Åsa", message: "" });
      });
      await addProduct(database.db, c.id, "sleep", 1);
      const lines = (await view(c.id)).priced.lines.filter((l) => l.kind !== "free_gift").map((l) => (l.kind === "product" ? l.lineId : l.kind));
      expect(lines).toEqual(["p:tea-cup", "p:calm", "p:focus", "p:bundle-evening", "p:teapot", "gift_card", "p:sleep"]);
    }
  });

  it("two carts with the same contents have the same view (no row id, the hour as pricing time), and forms name lines by it", async () => {
    const a = await ensureCart(database.db, {});
    const b = await ensureCart(database.db, {});
    for (const c of [a, b]) {
      await addProduct(database.db, c.id, "calm", 2);
      await addProduct(database.db, c.id, "tea-cup", 1);
    }
    const at = new Date("2026-11-21T12:34:56.789Z");
    const va = (await loadCartView(database.db, await findCart(database.db, { cookieCartId: a.id }), at))!;
    const vb = (await loadCartView(database.db, await findCart(database.db, { cookieCartId: b.id }), new Date(at.getTime() + 60_000)))!;
    expect(va).toEqual(vb);
    expect(JSON.stringify(va)).not.toContain(a.id);
    expect(va.priced.lines.filter((l) => l.kind === "product").map((l) => l.lineId)).toEqual(["p:calm", "p:tea-cup"]);
    expect(va.pricedAt).toBe("2026-11-21T12:00:00.000Z");
    // The start of the UTC hour is on the same Stockholm date (the VAT's date) at every hour of a year, DST included.
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 15 * 60_000) {
      expect(stockholmDate(new Date(pricedAtHour(new Date(t + 59 * 60_000))))).toBe(stockholmDate(new Date(t + 59 * 60_000)));
    }
    // The view's ids work in the forms, and only within their own cart.
    await setLineQuantity(database.db, b.id, "p:calm", 5);
    await removeLine(database.db, b.id, "p:tea-cup");
    expect((await view(a.id)).priced.lines.filter((l) => l.kind === "product").map((l) => [l.lineId, l.quantity])).toEqual([["p:calm", 2], ["p:tea-cup", 1]]);
    expect((await view(b.id)).priced.lines.filter((l) => l.kind === "product").map((l) => [l.lineId, l.quantity])).toEqual([["p:calm", 5]]);
  });
});
