import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { CheckoutInput } from "~/domain/schemas";
import { normaliseCode } from "~/domain/gift-cards";
import { runDeskAction } from "./admin-orders.server";
import { addGiftCard, addProduct, ensureCart } from "./carts.server";
import { loadCheckout } from "./checkout.server";
import type { Database } from "./db.server";
import { seedDiscountCodes } from "./discount-seed.server";
import {
  applyGiftCard,
  BALANCE_LIMIT,
  checkBalance,
  findCardByCode,
  hashCode,
  resendGiftCard,
} from "./gift-cards.server";
import { applyDeskAction, CheckoutError, placeOrder } from "./orders.server";
import {
  cart,
  cartGiftCard,
  giftCard,
  giftCardLedger,
  order,
  orderItem,
  outbox,
  user,
} from "./schema";
import { seed } from "./seed.server";
import { createTestDatabase, TEST_DB_KIND } from "./test-db";

const SECRET = "test-secret-for-gift-card-hashes-0123456789";
const deps = { secret: SECRET, publicUrl: "https://stilla.example" };
const now = new Date("2026-11-21T12:00:00Z");
let seq = 0;
const key = () =>
  `gk-${Date.now().toString(36)}-${(seq++).toString().padStart(8, "0")}`;
const form = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  name: "Åsa Öberg",
  email: "asa@example.se",
  address: "Hornsgatan 12",
  city: "Stockholm",
  postalCode: "114 55",
  paymentMethod: "swish",
  idempotencyKey: key(),
  ...over,
});
const recipient = {
  recipientName: "Bo Ek",
  recipientEmail: "bo@example.se",
  senderName: "Åsa",
  message: "Grattis på födelsedagen!",
};

describe(`gift cards (${TEST_DB_KIND})`, () => {
  let database: Database;
  let db: Database["db"];
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seed(db);
    await seedDiscountCodes(db);
  });
  afterAll(async () => database.close());

  async function customer() {
    const id = `u-${seq++}-${Math.random().toString(36).slice(2, 8)}`;
    await db
      .insert(user)
      .values({ id, name: "Kund", email: `${id}@example.se` });
    const c = await ensureCart(db, { userId: id });
    return { userId: id, cartId: c.id };
  }

  /** Buys a card of `amountOre`, marks the order paid at the desk and returns the code from the recipient's e-mail. */
  async function buyCard(amountOre: number) {
    const c = await customer();
    await addGiftCard(db, c.cartId, { amountOre, ...recipient });
    const placed = await placeOrder(db, { ...c, form: form(), now });
    expect(
      await runDeskAction(
        db,
        placed.orderId,
        { type: "mark_paid" },
        "admin",
        now,
        deps,
      ),
    ).toEqual({ ok: true, changed: true });
    const [card] = await db
      .select()
      .from(giftCard)
      .where(eq(giftCard.orderId, placed.orderId));
    const mails = await db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, "gift_card"),
          eq(outbox.to, recipient.recipientEmail),
        ),
      );
    const code = mails
      .map((m) => m.text.match(/Presentkortskod: ([A-Z0-9-]+)/)?.[1])
      .find((x) => x && x.endsWith(card!.codeLast4));
    return { card: card!, code: code!, orderId: placed.orderId };
  }

  async function cartWith(items: [string, number][], code?: string) {
    const c = await customer();
    for (const [p, q] of items) await addProduct(db, c.cartId, p, q);
    if (code) await applyGiftCard(db, { ...c, code, secret: SECRET, now });
    return c;
  }

  const balanceOf = async (id: number) =>
    (await db.select().from(giftCard).where(eq(giftCard.id, id)))[0]!
      .balanceOre;
  const ledgerSum = async (id: number) =>
    Number(
      (
        await db
          .select({
            s: sql<number>`coalesce(sum(${giftCardLedger.amountOre}), 0)::int`,
          })
          .from(giftCardLedger)
          .where(eq(giftCardLedger.giftCardId, id))
      )[0]!.s,
    );

  it("snapshots the recipient on the order line; 'paid' recorded twice issues one card with a hashed code and mails", async () => {
    const c = await customer();
    await addGiftCard(db, c.cartId, { amountOre: 50_000, ...recipient });
    const placed = await placeOrder(db, { ...c, form: form(), now });
    const [o] = await db
      .select()
      .from(order)
      .where(eq(order.id, placed.orderId));
    expect(o).toMatchObject({
      shippingOre: 0,
      totalOre: 50_000,
      vatSummary: [],
    });
    const [item] = await db
      .select()
      .from(orderItem)
      .where(eq(orderItem.orderId, placed.orderId));
    expect(item).toMatchObject({
      kind: "gift_card",
      unitPriceOre: 50_000,
      vatRateBp: 0,
      codeDiscountOre: 0,
      giftCard: recipient,
    });

    const results = await Promise.all(
      [1, 2].map(() =>
        runDeskAction(
          db,
          placed.orderId,
          { type: "mark_paid" },
          "admin",
          now,
          deps,
        ),
      ),
    );
    expect(results.map((r) => r.ok && r.changed).sort()).toEqual([false, true]);
    // A third, directly through the desk's transaction with the hook, changes nothing either.
    expect(
      await applyDeskAction(
        db,
        placed.orderId,
        { type: "mark_paid" },
        "admin",
        now,
      ),
    ).toBe(false);

    const cards = await db
      .select()
      .from(giftCard)
      .where(eq(giftCard.orderId, placed.orderId));
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card).toMatchObject({
      initialOre: 50_000,
      balanceOre: 50_000,
      recipientEmail: "bo@example.se",
      buyerEmail: "asa@example.se",
    });
    expect(card.expiresAt.toISOString()).toBe("2027-11-21T12:00:00.000Z");
    expect(card.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await ledgerSum(card.id)).toBe(50_000);

    const mails = await db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "gift_card"));
    const mine = mails.filter((m) => m.text.includes(card.codeLast4));
    expect(mine).toHaveLength(1);
    const code = mine[0]!.text.match(/Presentkortskod: ([A-Z0-9-]+)/)![1]!;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(card.codeHash).toBe(hashCode(SECRET, normaliseCode(code)!));
    expect(card.codeHash).not.toContain(normaliseCode(code)!);
    expect(mine[0]!.text).toContain("Grattis på födelsedagen!");
    const copy = await db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.kind, "gift_card_copy"), eq(outbox.to, "asa@example.se")),
      );
    expect(
      copy.some(
        (m) => m.text.includes(card.codeLast4) && !m.text.includes(code),
      ),
    ).toBe(true);
    // Lowercase, spaces instead of dashes: the same card.
    expect(
      (await findCardByCode(db, SECRET, code.toLowerCase().replace(/-/g, " ")))
        ?.id,
    ).toBe(card.id);
    expect(
      await findCardByCode(db, "another-secret-another-secret-0000", code),
    ).toBeNull();
  });

  it("a gift-card line never receives a discount, and gift cards cannot pay for gift cards", async () => {
    const c = await customer();
    await addProduct(db, c.cartId, "sleep", 2);
    await addGiftCard(db, c.cartId, { amountOre: 100_000, ...recipient });
    await db
      .update(cart)
      .set({ discountCode: "VALKOMMEN10" })
      .where(eq(cart.id, c.cartId));
    const { code } = await buyCard(20_000);
    expect(
      await applyGiftCard(db, { ...c, code, secret: SECRET, now }),
    ).toEqual({
      ok: false,
      message: "Presentkort kan inte betalas med ett annat presentkort",
    });
    // Even when a card reached the cart before the gift-card line, placeOrder refuses.
    const [card] = await db
      .select()
      .from(giftCard)
      .where(eq(giftCard.codeHash, hashCode(SECRET, normaliseCode(code)!)));
    await db
      .insert(cartGiftCard)
      .values({ cartId: c.cartId, giftCardId: card!.id });
    await expect(placeOrder(db, { ...c, form: form(), now })).rejects.toThrow(
      "Presentkort kan inte betalas med ett annat presentkort",
    );
    await db.delete(cartGiftCard).where(eq(cartGiftCard.cartId, c.cartId));

    const placed = await placeOrder(db, {
      ...c,
      form: form({ email: `${c.userId}@example.se` }),
      now,
    });
    const items = await db
      .select()
      .from(orderItem)
      .where(eq(orderItem.orderId, placed.orderId));
    const gift = items.find((i) => i.kind === "gift_card")!;
    expect(gift).toMatchObject({
      unitPriceOre: 100_000,
      lineTotalOre: 100_000,
      codeDiscountOre: 0,
      multiBuyDiscountOre: 0,
      vatRateBp: 0,
    });
    const [o] = await db
      .select()
      .from(order)
      .where(eq(order.id, placed.orderId));
    // 2 × 249 → 423 kr after multi-buy; 10 % of 423 kr = 42,30 kr only on the tea; 49 kr shipping (gift cards do not count).
    expect(o).toMatchObject({
      discountOre: 4_230,
      shippingOre: 4_900,
      totalOre: 42_300 - 4_230 + 100_000 + 4_900,
    });
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
      db,
      (await db.select().from(cart).where(eq(cart.id, c1.cartId)))[0]!,
      { id: c1.userId, email: "x@example.se" },
      now,
    );
    expect(view!.giftCards).toMatchObject({
      paidOre: 50_000,
      remainingOre: 2_700,
      refused: null,
    });
    const p1 = await placeOrder(db, {
      ...c1,
      form: form({ giftCardOre: 50_000 }),
      now,
    });
    const [o1] = await db.select().from(order).where(eq(order.id, p1.orderId));
    expect(o1).toMatchObject({
      totalOre: 52_700,
      giftCardPaidOre: 50_000,
      paymentStatus: "unpaid",
      paymentMethod: "swish",
    });
    expect(await balanceOf(card.id)).toBe(0);
    expect(await ledgerSum(card.id)).toBe(0);
    expect(
      await db
        .select()
        .from(cartGiftCard)
        .where(eq(cartGiftCard.cartId, c1.cartId)),
    ).toHaveLength(0);
  });

  it("a card that covers everything: no other payment, the order is paid at once", async () => {
    const { card, code } = await buyCard(100_000);
    const c = await cartWith([["sleep", 1]], code);
    // Without a payment method the order goes through only because the cards cover it.
    const placed = await placeOrder(db, {
      ...c,
      form: form({ paymentMethod: "gift_card", giftCardOre: 24_900 + 4_900 }),
      now,
    });
    const [o] = await db
      .select()
      .from(order)
      .where(eq(order.id, placed.orderId));
    expect(o).toMatchObject({
      paymentStatus: "paid",
      paymentMethod: "gift_card",
      giftCardPaidOre: 29_800,
      totalOre: 29_800,
    });
    expect(o!.vatSummary.length).toBeGreaterThan(0);
    expect(await balanceOf(card.id)).toBe(100_000 - 29_800);
    // Not enough left: choosing no payment method is refused and nothing is written.
    const c2 = await cartWith([["sleep", 4]], code); // 4 × 249 − 15 % = 847 kr > 702 kr left
    await expect(
      placeOrder(db, {
        ...c2,
        form: form({ paymentMethod: "gift_card" }),
        now,
      }),
    ).rejects.toBeInstanceOf(CheckoutError);
    expect(await balanceOf(card.id)).toBe(100_000 - 29_800);
  });

  it("two concurrent orders spending one card's whole balance: debits ≤ balance, never below 0, ledger sums", async () => {
    const { card, code } = await buyCard(30_000);
    const a = await cartWith([["sleep", 2]], code);
    const b = await cartWith([["sleep", 2]], code);
    const results = await Promise.allSettled(
      [a, b].map((c) =>
        placeOrder(db, { ...c, form: form({ giftCardOre: 30_000 }), now }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(1);
    const failed = results.find(
      (r) => r.status === "rejected",
    ) as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(CheckoutError);
    expect(String(failed.reason.message)).toMatch(
      /Presentkortet har inget saldo kvar/,
    );
    expect(await balanceOf(card.id)).toBe(0);
    expect(await ledgerSum(card.id)).toBe(0);
    const debits = await db
      .select()
      .from(giftCardLedger)
      .where(
        and(
          eq(giftCardLedger.giftCardId, card.id),
          eq(giftCardLedger.type, "debit"),
        ),
      );
    expect(debits.reduce((s, d) => s - d.amountOre, 0)).toBe(30_000);
  });

  it("a balance lower than the customer saw stops the order and leaves nothing behind", async () => {
    const { card, code } = await buyCard(30_000);
    const a = await cartWith([["sleep", 1]], code);
    const b = await cartWith([["sleep", 2]], code);
    await placeOrder(db, { ...a, form: form({ giftCardOre: 29_800 }), now });
    const ordersBefore = (await db.select().from(order)).length;
    await expect(
      placeOrder(db, { ...b, form: form({ giftCardOre: 30_000 }), now }),
    ).rejects.toThrow(/saldo räcker inte/);
    expect((await db.select().from(order)).length).toBe(ordersBefore);
    expect(await balanceOf(card.id)).toBe(200);
  });

  it("cancelling restores the balance exactly once (cancel twice, and a withdrawal-style cancel after)", async () => {
    const { card, code } = await buyCard(40_000);
    const c = await cartWith([["sleep", 1]], code);
    const placed = await placeOrder(db, { ...c, form: form(), now });
    expect(await balanceOf(card.id)).toBe(40_000 - 29_800);
    const cancels = await Promise.all(
      [1, 2].map(() =>
        runDeskAction(
          db,
          placed.orderId,
          { type: "cancel" },
          "admin",
          now,
          deps,
        ),
      ),
    );
    expect(cancels.map((r) => r.ok && r.changed).sort()).toEqual([false, true]);
    await expect(
      applyDeskAction(db, placed.orderId, { type: "cancel" }, c.userId, now),
    ).resolves.toBe(false);
    expect(await balanceOf(card.id)).toBe(40_000);
    expect(await ledgerSum(card.id)).toBe(40_000);
    const credits = await db
      .select()
      .from(giftCardLedger)
      .where(
        and(
          eq(giftCardLedger.giftCardId, card.id),
          eq(giftCardLedger.type, "credit"),
        ),
      );
    expect(credits).toHaveLength(1);
  });

  it("cancelling a paid gift-card order stops its issued cards", async () => {
    const { card, orderId, code } = await buyCard(25_000);
    await runDeskAction(db, orderId, { type: "cancel" }, "admin", now, deps);
    const later = new Date(now.getTime() + 1000);
    expect(
      (
        await db.select().from(giftCard).where(eq(giftCard.id, card.id))
      )[0]!.expiresAt.getTime(),
    ).toBeLessThanOrEqual(now.getTime());
    expect(
      await checkBalance(db, {
        code,
        clientKey: `stop-${seq++}`,
        secret: SECRET,
        now: later,
      }),
    ).toEqual({ status: "not_found" });
  });

  it("checkout messages: unknown, expired, empty, already applied", async () => {
    const { card, code } = await buyCard(10_000);
    const c = await cartWith([["sleep", 1]]);
    const apply = (x: string, at = now) =>
      applyGiftCard(db, { ...c, code: x, secret: SECRET, now: at });
    expect(await apply("")).toEqual({
      ok: false,
      message: "Ange en presentkortskod",
    });
    expect(await apply("ABCD-EFGH-JKMN-PQRS")).toEqual({
      ok: false,
      message: "Presentkortet finns inte – kontrollera koden",
    });
    expect(await apply("nonsense")).toEqual({
      ok: false,
      message: "Presentkortskoden är ogiltig",
    });
    expect(await apply(code, new Date("2028-01-01T00:00:00Z"))).toEqual({
      ok: false,
      message: "Presentkortet har gått ut",
    });
    expect(await apply(code.toLowerCase())).toEqual({ ok: true });
    expect(await apply(code)).toEqual({
      ok: false,
      message: "Presentkortet används redan i den här beställningen",
    });
    await db
      .update(giftCard)
      .set({ balanceOre: 0 })
      .where(eq(giftCard.id, card.id));
    const c2 = await cartWith([["sleep", 1]]);
    expect(
      await applyGiftCard(db, { ...c2, code, secret: SECRET, now }),
    ).toEqual({ ok: false, message: "Presentkortet har inget saldo kvar" });
  });

  it("the balance page: unknown, expired and empty answer alike; 20 wrong codes a minute from one client are throttled", async () => {
    const { code } = await buyCard(15_000);
    const client = `client-${seq++}`;
    expect(
      await checkBalance(db, {
        code: code.replace(/-/g, " ").toLowerCase(),
        clientKey: client,
        secret: SECRET,
        now,
      }),
    ).toMatchObject({ status: "ok", balanceOre: 15_000 });
    const expired = await checkBalance(db, {
      code,
      clientKey: `other-${seq++}`,
      secret: SECRET,
      now: new Date("2028-01-01T00:00:00Z"),
    });
    const unknown = await checkBalance(db, {
      code: "ABCD-EFGH-JKMN-PQRS",
      clientKey: `other-${seq++}`,
      secret: SECRET,
      now,
    });
    expect(expired).toEqual(unknown);
    for (let i = 0; i < BALANCE_LIMIT.limit; i++) {
      expect(
        await checkBalance(db, {
          code: `WRONG-CODE-${i}`,
          clientKey: client,
          secret: SECRET,
          now: new Date(now.getTime() + i * 100),
        }),
      ).toEqual({ status: "not_found" });
    }
    // The 21st request within the minute is refused, even with the right code; another client is not affected.
    expect(
      await checkBalance(db, {
        code,
        clientKey: client,
        secret: SECRET,
        now: new Date(now.getTime() + 5_000),
      }),
    ).toMatchObject({ status: "throttled" });
    expect(
      await checkBalance(db, {
        code,
        clientKey: `fresh-${seq++}`,
        secret: SECRET,
        now,
      }),
    ).toMatchObject({ status: "ok" });
    // After the window the client may try again.
    expect(
      await checkBalance(db, {
        code,
        clientKey: client,
        secret: SECRET,
        now: new Date(now.getTime() + 61_000),
      }),
    ).toMatchObject({ status: "ok" });
  });

  it("re-sending gives the card a new code with the same balance; the old code stops working", async () => {
    const { card, code } = await buyCard(20_000);
    const mailId = await resendGiftCard(db, card.id, deps, "admin", now);
    const [mail] = await db.select().from(outbox).where(eq(outbox.id, mailId!));
    const fresh = mail!.text.match(/Presentkortskod: ([A-Z0-9-]+)/)![1]!;
    expect(fresh).not.toBe(code);
    expect(await findCardByCode(db, SECRET, code)).toBeNull();
    expect(await findCardByCode(db, SECRET, fresh)).toMatchObject({
      id: card.id,
      balanceOre: 20_000,
    });
    expect(await resendGiftCard(db, 999_999, deps, "admin", now)).toBeNull();
  });
});
