/**
 * The checkout's mobile number and "Spara adressen till nästa gång" (issue #34, ADR 066): the number is stored
 * normalised on the order; a ticked box saves the order's address and number to the account after the order has
 * committed, and the next checkout starts from them.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { AccountAddressSchema } from "~/domain/account-schemas";
import { formErrors } from "~/domain/schemas";
import { CheckoutSchema } from "~/payments/registry";
import type { Database } from "./db.server";
import { checkoutDefaults, saveAddress, savedAddress } from "./account.server";
import { newIdempotencyKey, placeCheckoutOrder } from "./checkout.server";
import { order, product, profile } from "./schema";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { customerWithCart } from "./test-factories";

const now = new Date("2026-11-21T12:00:00Z");

/** The form as the browser sends it (strings; the box "on" when ticked, absent when not). */
const sent = (over: Record<string, string> = {}) => ({
  name: "Åsa Öberg",
  email: "asa@example.se",
  address: "Hornsgatan 12",
  city: "Stockholm",
  postalCode: "11455",
  paymentMethod: "swish",
  idempotencyKey: newIdempotencyKey(),
  ...over,
});

describe(`the checkout's mobile number and saved address (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });

  async function orderWith(fields: Record<string, string>, items: [string, number][] = [["sleep", 1]]) {
    const c = await customerWithCart(db, items);
    const form = CheckoutSchema.parse(sent(fields));
    const placed = await placeCheckoutOrder(db, { userId: c.userId, cartId: c.cartId, form, now });
    return { c, placed };
  }

  const orderRow = async (id: string) => (await db.select().from(order).where(eq(order.id, id)))[0]!;

  it("stores the number as +46… on the order, and no number as null", async () => {
    const a = await orderWith({ phone: " 070-123 45 67 " });
    expect(a.placed.ok).toBe(true);
    if (!a.placed.ok) return;
    expect((await orderRow(a.placed.orderId)).shippingPhone).toBe("+46701234567");

    const b = await orderWith({ phone: "" });
    if (!b.placed.ok) throw new Error("not placed");
    expect((await orderRow(b.placed.orderId)).shippingPhone).toBeNull();
  });

  it("a number that is not a Swedish mobile is refused with its message before anything is written", () => {
    for (const phone of ["08-123 456 78", "070123", "+4570123456", "070-123 45 67 8"]) {
      const parsed = CheckoutSchema.safeParse(sent({ phone }));
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(formErrors(parsed.error).fields).toEqual({ phone: "Ange ett svenskt mobilnummer, t.ex. 070-123 45 67" });
    }
    expect(CheckoutSchema.safeParse(sent({ saveAddress: "ja" })).success).toBe(false);
  });

  it("a ticked box saves the order's address and number to the account; the next checkout starts from them", async () => {
    const { c, placed } = await orderWith({ phone: "+46 73 123 45 67", saveAddress: "on", name: "Åsa Öberg", address: "Sveavägen 1" });
    expect(placed.ok).toBe(true);
    const saved = await savedAddress(db, c.userId);
    expect(saved).toEqual({ name: "Åsa Öberg", address: "Sveavägen 1", postalCode: "114 55", city: "Stockholm", phone: "+46731234567" });
    expect(checkoutDefaults({ name: "Kund", email: c.email }, saved)).toEqual({
      name: "Åsa Öberg",
      email: c.email,
      address: "Sveavägen 1",
      postalCode: "114 55",
      city: "Stockholm",
      phone: "073-123 45 67",
    });
  });

  it("an unticked box leaves the saved address as it was", async () => {
    const c = await customerWithCart(db, [["calm", 1]]);
    await saveAddress(db, { id: c.userId, name: "Kund" }, { name: "Kund Kundsson", address: "Drottninggatan 5", postalCode: "111 51", city: "Stockholm", phone: "+46701112233" });
    const placed = await placeCheckoutOrder(db, { userId: c.userId, cartId: c.cartId, form: CheckoutSchema.parse(sent({ address: "Annan väg 9", phone: "0709998877" })), now });
    expect(placed.ok).toBe(true);
    expect(await savedAddress(db, c.userId)).toEqual({ name: "Kund Kundsson", address: "Drottninggatan 5", postalCode: "111 51", city: "Stockholm", phone: "+46701112233" });
  });

  it("a ticked box without a number replaces a saved number with none", async () => {
    const c = await customerWithCart(db, [["calm", 1]]);
    await saveAddress(db, { id: c.userId, name: "Kund" }, { name: "Kund Kundsson", address: "Drottninggatan 5", postalCode: "111 51", city: "Stockholm", phone: "+46701112233" });
    await placeCheckoutOrder(db, { userId: c.userId, cartId: c.cartId, form: CheckoutSchema.parse(sent({ saveAddress: "on" })), now });
    expect((await savedAddress(db, c.userId))?.phone).toBeNull();
    expect((await db.select().from(profile).where(eq(profile.userId, c.userId)))[0]?.addressStreet).toBe("Hornsgatan 12");
  });

  it("a refused order saves nothing, even with the box ticked", async () => {
    const c = await customerWithCart(db, [["teapot", 2]]);
    await db.update(product).set({ stockCount: 1 }).where(eq(product.id, "teapot"));
    try {
      const placed = await placeCheckoutOrder(db, { userId: c.userId, cartId: c.cartId, form: CheckoutSchema.parse(sent({ saveAddress: "on", phone: "0701234567" })), now });
      expect(placed).toMatchObject({ ok: false, kind: "out_of_stock" });
      expect(await savedAddress(db, c.userId)).toBeNull();
      expect(await db.select().from(profile).where(eq(profile.userId, c.userId))).toEqual([]);
    } finally {
      await db.update(product).set({ stockCount: 30 }).where(eq(product.id, "teapot"));
    }
  });

  it("/konto's address form takes the number the same way, and refuses a wrong one", async () => {
    const c = await customerWithCart(db, []);
    const parsed = AccountAddressSchema.parse({ name: "Sigrid Ek", address: "Hornsgatan 12", postalCode: "11455", city: "Stockholm", phone: "0046 76-123 45 67" });
    await saveAddress(db, { id: c.userId, name: "Sigrid Ek" }, parsed);
    expect((await savedAddress(db, c.userId))?.phone).toBe("+46761234567");
    const wrong = AccountAddressSchema.safeParse({ ...parsed, phone: "031-123 45 67" });
    expect(wrong.success ? null : formErrors(wrong.error).fields).toEqual({ phone: "Ange ett svenskt mobilnummer, t.ex. 070-123 45 67" });
  });
});
