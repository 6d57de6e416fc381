import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { normaliseCode } from "~/domain/gift-cards";
import { runDeskAction } from "../admin-orders.server";
import { addGiftCard, addProduct } from "../carts.server";
import { loadCheckout } from "../checkout.server";
import { applyDeskAction, CheckoutError, placeOrder } from "../orders.server";
import { cart, cartGiftCard, giftCard, giftCardLedger, order, orderItem } from "../schema";
import { TEST_DB_KIND, raceName } from "../test-db";
import { checkBalance } from "./balance.server";
import { applyGiftCard } from "./checkout.server";
import { hashCode } from "./codes.server";
import { deps, form, giftCardShop, now, recipient, SECRET, unique } from "./test-fixtures";

describe(`spending and crediting gift cards in the order transactions (${TEST_DB_KIND})`, () => {
  const { db, customer, buyCard, cartWith, balanceOf, ledgerSum } = giftCardShop();

  it("a gift-card line never receives a discount, and gift cards cannot pay for gift cards", async () => {
    const c = await customer();
    await addProduct(db(), c.cartId, "sleep", 2);
    await addGiftCard(db(), c.cartId, { amountOre: 100_000, ...recipient });
    await db().update(cart).set({ discountCode: "VALKOMMEN10" }).where(eq(cart.id, c.cartId));
    const { code } = await buyCard(20_000);
    expect(await applyGiftCard(db(), { ...c, code, secret: SECRET, now })).toEqual({
      ok: false,
      message: "Presentkort kan inte betalas med ett annat presentkort",
    });
    // Even when a card reached the cart before the gift-card line, placeOrder refuses.
    const [card] = await db()
      .select()
      .from(giftCard)
      .where(eq(giftCard.codeHash, hashCode(SECRET, normaliseCode(code)!)));
    await db().insert(cartGiftCard).values({ cartId: c.cartId, giftCardId: card!.id });
    await expect(placeOrder(db(), { ...c, form: form(), now })).rejects.toThrow("Presentkort kan inte betalas med ett annat presentkort");
    await db().delete(cartGiftCard).where(eq(cartGiftCard.cartId, c.cartId));

    const placed = await placeOrder(db(), { ...c, form: form({ email: `${c.userId}@example.se` }), now });
    const items = await db().select().from(orderItem).where(eq(orderItem.orderId, placed.orderId));
    const gift = items.find((i) => i.kind === "gift_card")!;
    expect(gift).toMatchObject({ unitPriceOre: 100_000, lineTotalOre: 100_000, codeDiscountOre: 0, multiBuyDiscountOre: 0, vatRateBp: 0 });
    const [o] = await db().select().from(order).where(eq(order.id, placed.orderId));
    // 2 × 249 → 423 kr after multi-buy; 10 % of 423 kr = 42,30 kr only on the tea; 49 kr shipping (gift cards do not count).
    expect(o).toMatchObject({ discountOre: 4_230, shippingOre: 4_900, totalOre: 42_300 - 4_230 + 100_000 + 4_900 });
  });

  it("pays part of an order, then the rest of the card; the Swish amount is the remainder; ledger and balance agree", async () => {
    const { card, code } = await buyCard(50_000);
    // Sleep 249 + cup 229 = 478 kr < 500: + 49 kr shipping = 527 kr; the card pays 500, 27 kr remain.
    const c1 = await cartWith(
      [
        ["sleep", 1],
        ["tea-cup", 1],
      ],
      code,
    );
    const view = await loadCheckout(
      db(),
      (await db().select().from(cart).where(eq(cart.id, c1.cartId)))[0]!,
      { id: c1.userId, email: "x@example.se" },
      now,
    );
    expect(view!.giftCards).toMatchObject({ paidOre: 50_000, remainingOre: 2_700, refused: null });
    const p1 = await placeOrder(db(), { ...c1, form: form({ giftCardOre: 50_000 }), now });
    const [o1] = await db().select().from(order).where(eq(order.id, p1.orderId));
    expect(o1).toMatchObject({ totalOre: 52_700, giftCardPaidOre: 50_000, paymentStatus: "unpaid", paymentMethod: "swish" });
    expect(await balanceOf(card.id)).toBe(0);
    expect(await ledgerSum(card.id)).toBe(0);
    expect(await db().select().from(cartGiftCard).where(eq(cartGiftCard.cartId, c1.cartId))).toHaveLength(0);
  });

  it("a card that covers everything: no other payment, the order is paid at once", async () => {
    const { card, code } = await buyCard(100_000);
    const c = await cartWith([["sleep", 1]], code);
    // Without a payment method the order goes through only because the cards cover it.
    const placed = await placeOrder(db(), { ...c, form: form({ paymentMethod: "gift_card", giftCardOre: 24_900 + 4_900 }), now });
    const [o] = await db().select().from(order).where(eq(order.id, placed.orderId));
    expect(o).toMatchObject({ paymentStatus: "paid", paymentMethod: "gift_card", giftCardPaidOre: 29_800, totalOre: 29_800 });
    expect(o!.vatSummary.length).toBeGreaterThan(0);
    expect(await balanceOf(card.id)).toBe(100_000 - 29_800);
    // Not enough left: choosing no payment method is refused and nothing is written.
    const c2 = await cartWith([["sleep", 4]], code); // 4 × 249 − 15 % = 847 kr > 702 kr left
    await expect(placeOrder(db(), { ...c2, form: form({ paymentMethod: "gift_card" }), now })).rejects.toBeInstanceOf(CheckoutError);
    expect(await balanceOf(card.id)).toBe(100_000 - 29_800);
  });

  it(raceName("two concurrent orders spending one card's whole balance: debits ≤ balance, never below 0, ledger sums"), async () => {
    const { card, code } = await buyCard(30_000);
    const a = await cartWith([["sleep", 2]], code);
    const b = await cartWith([["sleep", 2]], code);
    const results = await Promise.allSettled([a, b].map((c) => placeOrder(db(), { ...c, form: form({ giftCardOre: 30_000 }), now })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(CheckoutError);
    expect(String(failed.reason.message)).toMatch(/Presentkortet har inget saldo kvar/);
    expect(await balanceOf(card.id)).toBe(0);
    expect(await ledgerSum(card.id)).toBe(0);
    const debits = await db()
      .select()
      .from(giftCardLedger)
      .where(and(eq(giftCardLedger.giftCardId, card.id), eq(giftCardLedger.type, "debit")));
    expect(debits.reduce((s, d) => s - d.amountOre, 0)).toBe(30_000);
  });

  it("a balance lower than the customer saw stops the order and leaves nothing behind", async () => {
    const { card, code } = await buyCard(30_000);
    const a = await cartWith([["sleep", 1]], code);
    const b = await cartWith([["sleep", 2]], code);
    await placeOrder(db(), { ...a, form: form({ giftCardOre: 29_800 }), now });
    const ordersBefore = (await db().select().from(order)).length;
    await expect(placeOrder(db(), { ...b, form: form({ giftCardOre: 30_000 }), now })).rejects.toThrow(/saldo räcker inte/);
    expect((await db().select().from(order)).length).toBe(ordersBefore);
    expect(await balanceOf(card.id)).toBe(200);
  });

  it("cancelling restores the balance exactly once (cancel twice, and a withdrawal-style cancel after)", async () => {
    const { card, code } = await buyCard(40_000);
    const c = await cartWith([["sleep", 1]], code);
    const placed = await placeOrder(db(), { ...c, form: form(), now });
    expect(await balanceOf(card.id)).toBe(40_000 - 29_800);
    const cancels = await Promise.all([1, 2].map(() => runDeskAction(db(), placed.orderId, { type: "cancel" }, "admin", now, deps)));
    expect(cancels.map((r) => r.ok && r.changed).sort()).toEqual([false, true]);
    await expect(applyDeskAction(db(), placed.orderId, { type: "cancel" }, c.userId, now)).resolves.toBe(false);
    expect(await balanceOf(card.id)).toBe(40_000);
    expect(await ledgerSum(card.id)).toBe(40_000);
    const credits = await db()
      .select()
      .from(giftCardLedger)
      .where(and(eq(giftCardLedger.giftCardId, card.id), eq(giftCardLedger.type, "credit")));
    expect(credits).toHaveLength(1);
  });

  it("cancelling a paid gift-card order stops its issued cards", async () => {
    const { card, orderId, code } = await buyCard(25_000);
    await runDeskAction(db(), orderId, { type: "cancel" }, "admin", now, deps);
    const later = new Date(now.getTime() + 1000);
    expect((await db().select().from(giftCard).where(eq(giftCard.id, card.id)))[0]!.expiresAt.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(await checkBalance(db(), { code, clientKey: unique("stop"), secret: SECRET, now: later })).toEqual({ status: "not_found" });
  });
});
