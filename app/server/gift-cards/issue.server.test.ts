import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { normaliseCode } from "~/domain/gift-cards";
import { runDeskAction } from "../admin-orders.server";
import { addGiftCard } from "../carts.server";
import { applyDeskAction, placeOrder } from "../orders.server";
import { giftCard, order, orderItem, outbox } from "../schema";
import { TEST_DB_KIND } from "../test-db";
import { findCardByCode, hashCode } from "./codes.server";
import { codeInMail, deps, form, giftCardShop, now, recipient, SECRET } from "./test-fixtures";

describe(`issuing gift cards (${TEST_DB_KIND})`, () => {
  const { db, customer, ledgerSum } = giftCardShop();

  it("snapshots the recipient on the order line; 'paid' recorded twice issues one card with a hashed code and mails", async () => {
    const c = await customer();
    await addGiftCard(db(), c.cartId, { amountOre: 50_000, ...recipient });
    const placed = await placeOrder(db(), { ...c, form: form(), now });
    const [o] = await db().select().from(order).where(eq(order.id, placed.orderId));
    expect(o).toMatchObject({ shippingOre: 0, totalOre: 50_000, vatSummary: [] });
    const [item] = await db().select().from(orderItem).where(eq(orderItem.orderId, placed.orderId));
    expect(item).toMatchObject({ kind: "gift_card", unitPriceOre: 50_000, vatRateBp: 0, codeDiscountOre: 0, giftCard: recipient });

    const results = await Promise.all([1, 2].map(() => runDeskAction(db(), placed.orderId, { type: "mark_paid" }, "admin", now, deps)));
    expect(results.map((r) => r.ok && r.changed).sort()).toEqual([false, true]);
    // A third, directly through the desk's transaction with the hook, changes nothing either.
    expect(await applyDeskAction(db(), placed.orderId, { type: "mark_paid" }, "admin", now)).toBe(false);

    const cards = await db().select().from(giftCard).where(eq(giftCard.orderId, placed.orderId));
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card).toMatchObject({ initialOre: 50_000, balanceOre: 50_000, recipientEmail: "bo@example.se", buyerEmail: "asa@example.se" });
    expect(card.expiresAt.toISOString()).toBe("2027-11-21T12:00:00.000Z");
    expect(card.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await ledgerSum(card.id)).toBe(50_000);

    const mails = await db().select().from(outbox).where(eq(outbox.kind, "gift_card"));
    const mine = mails.filter((m) => m.text.includes(card.codeLast4));
    expect(mine).toHaveLength(1);
    const code = codeInMail(mine[0]!.text)!;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(card.codeHash).toBe(hashCode(SECRET, normaliseCode(code)!));
    expect(card.codeHash).not.toContain(normaliseCode(code)!);
    expect(mine[0]!.text).toContain("Grattis på födelsedagen!");
    const copy = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "gift_card_copy"), eq(outbox.to, "asa@example.se")));
    expect(copy.some((m) => m.text.includes(card.codeLast4) && !m.text.includes(code))).toBe(true);
    // Lowercase, spaces instead of dashes: the same card.
    expect((await findCardByCode(db(), SECRET, code.toLowerCase().replace(/-/g, " ")))?.id).toBe(card.id);
    expect(await findCardByCode(db(), "another-secret-another-secret-0000", code)).toBeNull();
  });
});
