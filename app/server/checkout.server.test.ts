import { describe, expect, it, vi } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { formValues } from "~/domain/schemas";
import { CheckoutSchema } from "~/payments/registry";
import type { Database } from "./db.server";
import { SEEDED_DISCOUNT_CODES, seedDiscountCodes } from "./discount-seed.server";
import { cart, cartLine, discountCode, order, product } from "./schema";
import { addProduct, findCart } from "./carts.server";
import { setProductPrice } from "./catalogue.server";
import { applyCode, DISCOUNT_APPLY_LIMIT, loadCheckout, newIdempotencyKey, placeCheckoutOrder, removeCode } from "./checkout.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { customerWithCart } from "./test-factories";

const now = new Date("2026-11-21T12:00:00Z");
let seq = 0;

const delivery = (over: Record<string, string> = {}) =>
  CheckoutSchema.parse({
    name: "Åsa Öberg",
    email: "asa@example.se",
    address: "Hornsgatan 12",
    city: "Stockholm",
    postalCode: "11455",
    paymentMethod: "invoice",
    idempotencyKey: newIdempotencyKey(),
    ...over,
  });

describe(`checkout (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });

  async function customer(items: [string, number][]) {
    const { userId: id, email, cartId } = await customerWithCart(db, items);
    const row = async () => (await findCart(db, { userId: id }))!;
    return { who: { id, email }, cartId, row };
  }

  it("seedDiscountCodes is idempotent and leaves the owner's edits alone", async () => {
    const codes = SEEDED_DISCOUNT_CODES.map((c) => c.code);
    expect(codes).toEqual(["VALKOMMEN10", "HOST50", "JUL15", "SOMMAR20"]);
    await db.update(discountCode).set({ usedCount: 7, active: false }).where(eq(discountCode.code, "JUL15"));
    await seedDiscountCodes(db);
    await seedDiscountCodes(db);
    const rows = await db.select().from(discountCode).where(inArray(discountCode.code, codes));
    expect(rows).toHaveLength(4);
    const jul = rows.find((r) => r.code === "JUL15")!;
    expect(jul).toMatchObject({ usedCount: 7, active: false, usageLimit: 500, percent: 15 });
    expect(rows.find((r) => r.code === "HOST50")).toMatchObject({ type: "fixed", amountOre: 5_000, minOrderOre: 30_000 });
    expect(rows.find((r) => r.code === "VALKOMMEN10")).toMatchObject({ type: "percent", percent: 10, perCustomerLimit: 1 });
    await db.update(discountCode).set({ usedCount: 0, active: true }).where(eq(discountCode.code, "JUL15"));
  });

  it("a valid code (typed in lowercase) is stored uppercased and the summary carries its discount", async () => {
    const c = await customer([["sleep", 1]]);
    expect(await applyCode(db, await c.row(), c.who, "  valkommen10 ", now)).toEqual({ ok: true, code: "VALKOMMEN10" });
    expect((await c.row()).discountCode).toBe("VALKOMMEN10");
    const view = await loadCheckout(db, await c.row(), c.who, now);
    expect(view!.code).toEqual({ status: "applied", code: "VALKOMMEN10", discountOre: 2_490 });
    expect(view!.cart.priced.codeDiscountOre).toBe(2_490);
    expect(view!.cart.priced.totalOre).toBe(24_900 - 2_490 + 4_900);
  });

  it("refuses an empty, unknown, expired, not yet valid or too small order's code, and stores nothing", async () => {
    const c = await customer([["calm", 1]]);
    const refused = async (code: unknown, at = now) => {
      const r = await applyCode(db, await c.row(), c.who, code, at);
      expect(r.ok).toBe(false);
      expect((await c.row()).discountCode).toBeNull();
      return !r.ok ? r.message : "";
    };
    expect(await refused("")).toBe("Ange en rabattkod");
    expect(await refused("   ")).toBe("Ange en rabattkod");
    expect(await refused(null)).toBe("Ange en rabattkod");
    expect(await refused("FINNSINTE")).toBe("Ogiltig rabattkod");
    expect(await refused("SOMMAR20")).toBe("Rabattkoden har gått ut");
    expect(await refused("JUL15")).toBe("Rabattkoden gäller inte ännu");
    expect(await refused("HOST50")).toBe("Rabattkoden gäller från 300\u00a0kr");
    expect(await refused("HOST50", new Date("2026-12-01T10:00:00Z"))).toBe("Rabattkoden har gått ut");
    // JUL15 works in December.
    expect((await applyCode(db, await c.row(), c.who, "jul15", new Date("2026-12-10T10:00:00Z"))).ok).toBe(true);
  });

  it("a minimum order counts goods after multi-buy: 2 × Sleep (423 kr) takes HOST50", async () => {
    const c = await customer([["sleep", 2]]);
    expect(await applyCode(db, await c.row(), c.who, "HOST50", now)).toEqual({ ok: true, code: "HOST50" });
    const view = await loadCheckout(db, await c.row(), c.who, now);
    expect(view!.cart.priced.goodsAfterAutomaticOre).toBe(42_300);
    expect(view!.code).toEqual({ status: "applied", code: "HOST50", discountOre: 5_000 });
    expect(view!.cart.priced.totalOre).toBe(42_300 - 5_000 + 4_900);
  });

  it("one code per cart: another valid code replaces it; a refused one leaves it; 'Ta bort' removes it", async () => {
    const c = await customer([["sleep", 2]]);
    await applyCode(db, await c.row(), c.who, "VALKOMMEN10", now);
    await applyCode(db, await c.row(), c.who, "HOST50", now);
    expect((await c.row()).discountCode).toBe("HOST50");
    const refused = await applyCode(db, await c.row(), c.who, "SOMMAR20", now);
    expect(refused).toEqual({ ok: false, message: "Rabattkoden har gått ut" });
    expect((await c.row()).discountCode).toBe("HOST50");

    await removeCode(db, c.cartId, now);
    expect((await c.row()).discountCode).toBeNull();
    const view = await loadCheckout(db, await c.row(), c.who, now);
    expect(view!.code).toEqual({ status: "none" });
    expect(view!.cart.priced.codeDiscountOre).toBe(0);
    expect(view!.cart.priced.totalOre).toBe(42_300 + 4_900);
  });

  it("a stored code that no longer applies is shown with its reason and gives no discount", async () => {
    const c = await customer([["sleep", 2]]);
    await applyCode(db, await c.row(), c.who, "HOST50", now);
    const line = (await db.select().from(cartLine).where(eq(cartLine.cartId, c.cartId)))[0]!;
    await db.update(cartLine).set({ quantity: 1 }).where(eq(cartLine.id, line.id));
    const view = await loadCheckout(db, await c.row(), c.who, now);
    expect(view!.code).toEqual({ status: "refused", code: "HOST50", message: "Rabattkoden gäller från 300\u00a0kr" });
    expect(view!.cart.priced.codeDiscountOre).toBe(0);
  });

  it("a code never applies to gift-card lines", async () => {
    const c = await customer([["calm", 1]]);
    await db.insert(cartLine).values({ id: `gc-${seq++}`, cartId: c.cartId, kind: "gift_card", quantity: 1, seenUnitPriceOre: 50_000 });
    await applyCode(db, await c.row(), c.who, "VALKOMMEN10", now);
    const view = await loadCheckout(db, await c.row(), c.who, now);
    expect(view!.code).toMatchObject({ status: "applied", discountOre: 2_490 });
    const gift = view!.cart.priced.lines.find((l) => l.kind === "gift_card")!;
    expect(gift.codeDiscountOre).toBe(0);
    expect(view!.cart.priced.totalOre).toBe(24_900 - 2_490 + 50_000 + 4_900);
  });

  it("a per-customer code once used is refused with its reason; the order carries the discount the checkout showed", async () => {
    const c = await customer([["focus", 1]]);
    await applyCode(db, await c.row(), c.who, "VALKOMMEN10", now);
    const shown = (await loadCheckout(db, await c.row(), c.who, now))!.cart.priced;
    const placed = await placeCheckoutOrder(db, { userId: c.who.id, cartId: c.cartId, form: delivery(), now });
    expect(placed.ok).toBe(true);
    const [o] = await db.select().from(order).where(eq(order.id, placed.ok ? placed.orderId : ""));
    expect(o).toMatchObject({ discountCode: "VALKOMMEN10", discountOre: shown.codeDiscountOre, totalOre: shown.totalOre, shippingPostalCode: "114 55" });

    await addProduct(db, c.cartId, "calm", 1);
    expect(await applyCode(db, await c.row(), c.who, "VALKOMMEN10", now)).toEqual({ ok: false, message: "Du har redan använt den här rabattkoden" });
  });

  it("an empty or missing cart gives no checkout", async () => {
    const c = await customer([]);
    expect(await loadCheckout(db, await c.row(), c.who, now)).toBeNull();
    expect(await loadCheckout(db, null, c.who, now)).toBeNull();
  });

  it("prices, totals and discounts sent by the browser are ignored: the order is the engine's", async () => {
    const c = await customer([["sleep", 1], ["tea-cup", 1]]);
    const shown = (await loadCheckout(db, await c.row(), c.who, now))!.cart.priced;
    const fd = new FormData();
    const fields = { name: "Åsa Öberg", email: "asa@example.se", address: "Hornsgatan 12", city: "Stockholm", postalCode: "114 55", paymentMethod: "swish" };
    for (const [k, v] of Object.entries(fields)) fd.set(k, v);
    fd.set("idempotencyKey", newIdempotencyKey());
    for (const [k, v] of Object.entries({ price: "1", totalOre: "100", total: "1", discountOre: "99999", discountCode: "SOMMAR20", status: "delivered" })) fd.set(k, v);
    const form = CheckoutSchema.parse(formValues(fd));
    expect(Object.keys(form).sort()).toEqual(["address", "city", "email", "idempotencyKey", "name", "paymentMethod", "phone", "postalCode", "saveAddress"]);
    const placed = await placeCheckoutOrder(db, { userId: c.who.id, cartId: c.cartId, form, now });
    const [o] = await db.select().from(order).where(eq(order.id, placed.ok ? placed.orderId : ""));
    expect(o).toMatchObject({ totalOre: shown.totalOre, discountOre: 0, discountCode: null, status: "pending" });
    expect(shown.totalOre).toBe(24_900 + 22_900 + 4_900);
  });

  it("the price guard: the message, then the cart takes the new price and the next attempt goes through", async () => {
    const c = await customer([["glass-cup", 1]]);
    await setProductPrice(db, "glass-cup", 18_900, now);
    const form = delivery();
    const first = await placeCheckoutOrder(db, { userId: c.who.id, cartId: c.cartId, form, now });
    expect(first).toEqual({ ok: false, kind: "price_changed", message: "Priset har ändrats. Vänligen ladda om sidan." });
    const view = await loadCheckout(db, await c.row(), c.who, now);
    expect(view!.cart.priced.lines[0]).toMatchObject({ unitPriceOre: 18_900 });
    const [line] = await db.select().from(cartLine).where(eq(cartLine.cartId, c.cartId));
    expect(line!.seenUnitPriceOre).toBe(18_900);
    const second = await placeCheckoutOrder(db, { userId: c.who.id, cartId: c.cartId, form, now });
    expect(second.ok).toBe(true);
    await setProductPrice(db, "glass-cup", 17_900, now);
  });

  it("an out-of-stock line and a code gone bad stop the order with their message", async () => {
    const c = await customer([["teapot", 2]]);
    await db.update(product).set({ stockCount: 1 }).where(eq(product.id, "teapot"));
    expect(await placeCheckoutOrder(db, { userId: c.who.id, cartId: c.cartId, form: delivery(), now })).toEqual({
      ok: false,
      kind: "out_of_stock",
      message: "Tekanna: endast 1 kvar i lager.",
    });
    await db.update(product).set({ stockCount: 30 }).where(eq(product.id, "teapot"));

    await db.update(cart).set({ discountCode: "SOMMAR20" }).where(eq(cart.id, c.cartId));
    expect(await placeCheckoutOrder(db, { userId: c.who.id, cartId: c.cartId, form: delivery(), now })).toEqual({
      ok: false,
      kind: "discount",
      message: "Rabattkoden har gått ut",
    });
  });

  it("an unexpected failure is logged, shows 'Något gick fel vid beställningen' and leaves no order", async () => {
    const c = await customer([["calm-mini", 1]]);
    const form = delivery();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await placeCheckoutOrder(db, {
      userId: c.who.id,
      cartId: c.cartId,
      form,
      now,
      beforeCommit: () => {
        throw new Error("disken tog slut");
      },
    });
    expect(result).toEqual({ ok: false, kind: "failed", message: "Något gick fel vid beställningen" });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    expect(await db.select().from(order).where(eq(order.idempotencyKey, form.idempotencyKey))).toHaveLength(0);
    expect(await db.select().from(cartLine).where(eq(cartLine.cartId, c.cartId))).toHaveLength(1);
  });

  it("a replayed attempt (same idempotency key) returns the same order; keys are 24 base64url characters", async () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    const c = await customer([["focus-mini", 1]]);
    const form = delivery({ idempotencyKey: key });
    const a = await placeCheckoutOrder(db, { userId: c.who.id, cartId: c.cartId, form, now });
    const b = await placeCheckoutOrder(db, { userId: c.who.id, cartId: c.cartId, form, now });
    expect(a.ok && b.ok && a.orderId === b.orderId).toBe(true);
    expect(b).toMatchObject({ created: false });
  });

  it("throttles wrong discount codes per account and per address, with one message for unknown and not-yours (ADR 032)", async () => {
    const limit = DISCOUNT_APPLY_LIMIT;
    const owner = await customer([["calm", 1]]);
    const [personal] = await db
      .insert(discountCode)
      .values({ code: `PERS${seq}`, type: "percent", percent: 10, onlyForEmail: owner.who.email, active: false })
      .returning();
    const a = await customer([["calm", 1]]);
    // Someone else's personal code (even an inactive one) reads exactly as an unknown code.
    expect(await applyCode(db, await a.row(), a.who, personal!.code, now)).toEqual({ ok: false, message: "Ogiltig rabattkod" });
    expect(await applyCode(db, await a.row(), a.who, "FINNSINTE", now)).toEqual({ ok: false, message: "Ogiltig rabattkod" });
    // Per account: after perCustomer wrong codes in the window, even a valid code is not checked.
    for (let i = 2; i < limit.perCustomer; i++) await applyCode(db, await a.row(), a.who, `GISSA${i}`, now);
    const refused = await applyCode(db, await a.row(), a.who, "VALKOMMEN10", new Date(now.getTime() + 60_000));
    expect(refused).toEqual({ ok: false, message: "För många försök med rabattkoder. Vänta en stund och försök igen.", retryAfterSeconds: 14 * 60 });
    // The window ends on time.
    expect(await applyCode(db, await a.row(), a.who, "VALKOMMEN10", new Date(now.getTime() + limit.windowMs))).toMatchObject({ ok: true });

    // Per address: accounts sharing one address together get perAddress wrong codes.
    const ip = `10.1.${seq}.1`;
    let wrong = 0;
    while (wrong < limit.perAddress) {
      const b = await customer([["calm", 1]]);
      for (let i = 0; i < 5 && wrong < limit.perAddress; i++, wrong++) {
        expect((await applyCode(db, await b.row(), b.who, `FEL${wrong}`, now, { clientIp: ip })).ok).toBe(false);
      }
    }
    const fresh = await customer([["calm", 1]]);
    expect(await applyCode(db, await fresh.row(), fresh.who, "VALKOMMEN10", now, { clientIp: ip })).toMatchObject({ ok: false, retryAfterSeconds: 15 * 60 });
    expect(await applyCode(db, await fresh.row(), fresh.who, "VALKOMMEN10", now, { clientIp: "10.200.0.1" })).toMatchObject({ ok: true });
  });
});
