/**
 * What one order costs in SQL statements, what those statements store (ADR 060: value for value as given
 * — text with quotes, braces, commas, backslashes and new lines, JSON
 * and null through `jsonb[]`, timestamps as the instant given — on the database handle and many transactions' handles
 * alike), and the free gift's row under concurrent orders (issue #17, ADR 041).
 * The counter is the bench's (STILLA_COUNT_SQL, app/server/sql-count.server.ts), switched on before the database
 * module loads. On PostgreSQL the count includes the transaction's BEGIN and COMMIT; PGlite runs them unseen.
 */
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.STILLA_COUNT_SQL ??= "1";
});

import { and, asc, eq, inArray } from "drizzle-orm";
import { addGiftCard, addProduct, createVisitorCart, ensureCart } from "./carts.server";
import type { Database } from "./db.server";
import type { MailMessage } from "./mail.server";
import type { NewOrderItem } from "./orders.server";
import { checkInvariants, stockSnapshot } from "./invariants.server";
import { confirmationMailFor } from "./order-mail.server";
import { shopOrderNotification } from "./order-notifications.server";
import { applyDeskAction, CheckoutError, placeOrder, type OrderRow } from "./orders.server";
import { cart, cartLine, order, orderEvent, orderItem, outbox, product } from "./schema";
import { withSqlCount } from "./sql-count.server";
import { checkoutForm, createCustomer, customerWithCart } from "./test-factories";
import { raceName, TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { EXAMPLE_FACTS } from "~/domain/shop-identity";

const now = new Date("2026-11-21T12:00:00Z");
const confirmationMail = confirmationMailFor({ publicUrl: "https://stilla.example", invoiceDueDays: 30 }, { ...EXAMPLE_FACTS, swishNumber: "1234567890" });
const notifyShop = shopOrderNotification("https://stilla.example");
/** A time with milliseconds, and text that every quoting layer could get wrong. */
const precise = new Date("2026-11-21T12:34:56.789Z");
const awkward = `Åsa "Ö" {x}, y\\z\nrad två 🍵 'citat'`;

/**
 * placeOrder of 2–3 lines with both mails: at most 20 statements (issue #33; the order is written through drizzle's
 * query builder, one conditional stock UPDATE per line, ADR 060), the shop's notification setting included (read
 * from the catalogue snapshot in the server, where that cache is live). On PostgreSQL BEGIN and COMMIT count too.
 */
const MAX_STATEMENTS = 20;

describe(`checkout statements and the free gift's row (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  /** Stock before any order (I3 counts every live order); a stock set by a test moves it by as much. */
  let initialStock: Map<string, number>;
  useSeededDatabase({}, async (seeded) => {
    db = seeded.db;
    initialStock = await stockSnapshot(db);
  });

  const stockOf = async (id: string) => (await db.select().from(product).where(eq(product.id, id)))[0]!.stockCount;
  const setStock = async (id: string, n: number) => {
    initialStock.set(id, initialStock.get(id)! + n - (await stockOf(id)));
    await db.update(product).set({ stockCount: n }).where(eq(product.id, id));
  };
  const setSpoons = async (n: number) => {
    // Enough of everything else: only the spoons run out.
    for (const id of ["sleep", "teapot", "thermos"]) await setStock(id, 1_000);
    await setStock("tea-spoon", n);
  };
  const place = (c: { userId: string; cartId: string; email: string }) =>
    placeOrder(db, { ...c, now, form: checkoutForm({ email: c.email }), confirmationMail, notifyShop });

  it(`one order of 2–3 lines, with its two mails, sends at most ${MAX_STATEMENTS} statements`, async () => {
    for (const items of [
      [["sleep", 2], ["tea-cup", 1]], // ≥ 500 kr: the free gift
      [["sleep", 1], ["focus", 1], ["tea-cup", 1]], // ≥ 500 kr
      [["calm", 1], ["focus", 1]], // below 500 kr
    ] as [string, number][][]) {
      const c = await customerWithCart(db, items, { now });
      const [placed, statements] = await withSqlCount(() => place(c));
      expect(placed.created).toBe(true);
      expect(placed.mailId).not.toBeNull();
      expect(statements).toBeLessThanOrEqual(MAX_STATEMENTS);
      // Both mails are queued with the order, in the order asked for.
      const mails = await db.select().from(outbox).where(inArray(outbox.id, [placed.mailId!, placed.shopMailId ?? placed.mailId!]));
      expect(mails.find((m) => m.id === placed.mailId)?.kind).toBe("order_confirmation");
    }
  });

  it(`a guest's order (no account row to lock, the private link's hash stored) stays within ${MAX_STATEMENTS} statements too`, async () => {
    const cartId = `gast-${Date.now().toString(36)}-statements`;
    await createVisitorCart(db, cartId);
    await addProduct(db, cartId, "sleep", 2, now);
    await addProduct(db, cartId, "tea-cup", 1, now);
    const form = checkoutForm({ email: "gast-statements@example.se" });
    const [placed, statements] = await withSqlCount(() => placeOrder(db, { userId: null, cartId, linkSecret: "s".repeat(40), now, form, confirmationMail, notifyShop }));
    expect(placed.created).toBe(true);
    expect(placed.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statements).toBeLessThanOrEqual(MAX_STATEMENTS);
    const [o] = await db.select().from(order).where(eq(order.id, placed.orderId));
    expect(o!.userId).toBeNull();
  });

  it("stores the order, its items, events and mails exactly, and empties the cart", async () => {
    const customer = await createCustomer(db);
    const c = await ensureCart(db, { userId: customer.userId });
    await addProduct(db, c.id, "sleep", 2, precise);
    await addProduct(db, c.id, "tea-cup", 1, precise);
    const card = { recipientName: awkward, recipientEmail: "bo@example.se", senderName: "Åsa", message: awkward };
    await addGiftCard(db, c.id, { amountOre: 30_000, ...card });
    const stockBefore = new Map((await db.select().from(product)).map((p) => [p.id, p.stockCount]));

    let seen: { o: OrderRow; items: NewOrderItem[] } | undefined;
    const confirmation = (o: OrderRow, items: NewOrderItem[]): MailMessage => {
      seen = { o, items };
      return confirmationMail(o, items);
    };
    // The shop's notice here: awkward text, and no HTML (a NULL in the statement's arrays).
    const shop = async () => (o: OrderRow): MailMessage => ({ kind: "order_notice", to: "butik@example.se", subject: awkward, text: `#${o.number} ${awkward}` });
    const form = checkoutForm({ email: customer.email, name: awkward, address: `Gatan 1, "lgh" {2}` });
    const placed = await placeOrder(db, { userId: customer.userId, cartId: c.id, form, now: precise, confirmationMail: confirmation, notifyShop: shop });

    const [stored] = await db.select().from(order).where(eq(order.id, placed.orderId));
    expect(stored).toBeDefined();
    // The row the mails were built from is the stored row.
    expect(seen!.o).toEqual(stored);
    expect(stored!.number).toBe(placed.number);
    expect(stored!.createdAt.toISOString()).toBe(precise.toISOString());
    expect(stored!.shippingName).toBe(awkward);
    expect(stored!.shippingAddress).toBe(`Gatan 1, "lgh" {2}`);
    expect(stored!.paidAt).toBeNull();
    expect(stored!.vatSummary.length).toBeGreaterThan(0);

    const items = await db.select().from(orderItem).where(eq(orderItem.orderId, placed.orderId)).orderBy(asc(orderItem.id));
    // Stored in the order the mails listed them, each value as given.
    expect(items.map(({ id: _id, ...i }) => i)).toEqual(seen!.items);
    expect(items.map((i) => i.kind)).toEqual(["product", "product", "gift_card", "free_gift"]);
    expect(items.find((i) => i.kind === "gift_card")!.giftCard).toEqual(card);
    expect(items.find((i) => i.kind === "product")!.giftCard).toBeNull();

    const mails = await db.select().from(outbox).where(eq(outbox.id, placed.mailId!));
    const built = confirmationMail(stored!, seen!.items);
    expect(mails[0]).toMatchObject({ kind: "order_confirmation", to: customer.email, subject: built.subject, text: built.text, html: built.html ?? null, status: "pending" });
    const [notice] = await db.select().from(outbox).where(eq(outbox.id, placed.shopMailId!));
    expect(notice).toMatchObject({ kind: "order_notice", subject: awkward, html: null, text: `#${stored!.number} ${awkward}` });
    expect(placed.shopMailId!).toBeGreaterThan(placed.mailId!);

    const events = await db.select().from(orderEvent).where(eq(orderEvent.orderId, placed.orderId));
    expect(events.map((e) => [e.type, e.toStatus, e.actorUserId, e.createdAt.toISOString()])).toEqual([["created", "pending", customer.userId, precise.toISOString()]]);

    expect(await db.select().from(cartLine).where(eq(cartLine.cartId, c.id))).toEqual([]);
    const [emptied] = await db.select().from(cart).where(eq(cart.id, c.id));
    expect(emptied!.updatedAt.toISOString()).toBe(precise.toISOString());

    const stockAfter = new Map((await db.select().from(product)).map((p) => [p.id, p.stockCount]));
    expect(stockAfter.get("sleep")).toBe(stockBefore.get("sleep")! - 2);
    expect(stockAfter.get("tea-cup")).toBe(stockBefore.get("tea-cup")! - 1);
    expect(stockAfter.get("tea-spoon")).toBe(stockBefore.get("tea-spoon")! - 1);
  });

  it("runs the same texts on one transaction after another and many at once", async () => {
    const orders = [];
    for (let round = 0; round < 2; round++) {
      const carts = [];
      for (let i = 0; i < 6; i++) {
        const customer = await createCustomer(db);
        const c = await ensureCart(db, { userId: customer.userId });
        await addProduct(db, c.id, i % 2 ? "calm-mini" : "focus-mini", 1 + (i % 2), precise);
        carts.push({ customer, c });
      }
      orders.push(
        ...(await Promise.all(carts.map(({ customer, c }) => placeOrder(db, { userId: customer.userId, cartId: c.id, form: checkoutForm({ email: customer.email }), now: precise, confirmationMail })))),
      );
    }
    expect(new Set(orders.map((o) => o.number)).size).toBe(12);
    for (const o of orders) expect((await db.select().from(orderItem).where(eq(orderItem.orderId, o.orderId))).length).toBe(1);
  });

  it(raceName("orders ≥ 500 kr race for the last 3 spoons, some buying a spoon as a line too: no deadlock, never oversold"), async () => {
    await setSpoons(3);
    type Customer = Awaited<ReturnType<typeof customerWithCart>>;
    const gifts: Customer[] = [];
    const lineBuyers: Customer[] = [];
    // Nothing before 'tea-spoon' in id order that all of them lock first (which would queue them one by one):
    // in plain id order a spoon buyer would hold the spoon and wait for the teapot a gift order holds while it
    // waits for the spoon.
    for (let i = 0; i < 12; i++) gifts.push(await customerWithCart(db, [["teapot", 1], ["thermos", 1]], { now }));
    for (let i = 0; i < 4; i++) lineBuyers.push(await customerWithCart(db, [["tea-spoon", 1], ["teapot", 1]], { now }));
    const all = [...gifts, ...lineBuyers].sort(() => Math.random() - 0.5);
    const results = await Promise.allSettled(all.map(place));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(CheckoutError);
      expect((r.reason as CheckoutError).kind).toBe("out_of_stock");
    }
    // Every order that only wanted the gift is placed, with or without it.
    const giftOrders = results.filter((r, i) => r.status === "fulfilled" && gifts.includes(all[i]!));
    expect(giftOrders).toHaveLength(gifts.length);

    const placed = results.flatMap((r) => (r.status === "fulfilled" ? [r.value.orderId] : []));
    const spoons = await db.select().from(orderItem).where(and(inArray(orderItem.orderId, placed), eq(orderItem.productId, "tea-spoon")));
    const sold = spoons.reduce((n, i) => n + i.quantity, 0);
    expect(sold).toBe(3);
    expect(await stockOf("tea-spoon")).toBe(0);
    expect(spoons.filter((i) => i.kind === "free_gift").every((i) => i.quantity === 1)).toBe(true);
    expect(await checkInvariants(db, { initialStock })).toEqual([]);
  });

  it(raceName("cancelling orders with the gift while others order it: stock comes back exactly, no deadlock"), async () => {
    await setSpoons(2);
    const first: Awaited<ReturnType<typeof place>>[] = [];
    for (let i = 0; i < 2; i++) first.push(await place(await customerWithCart(db, [["sleep", 2], ["teapot", 1]], { now })));
    expect(await stockOf("tea-spoon")).toBe(0);
    const more: Awaited<ReturnType<typeof customerWithCart>>[] = [];
    for (let i = 0; i < 6; i++) more.push(await customerWithCart(db, [["sleep", 1], ["teapot", 1]], { now }));
    const results = await Promise.allSettled([
      ...first.map((o) => applyDeskAction(db, o.orderId, { type: "cancel" }, "admin", now)),
      ...more.map(place),
    ]);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const placed = results.slice(first.length).map((r) => (r as PromiseFulfilledResult<{ orderId: string }>).value.orderId);
    const gifts = await db.select().from(orderItem).where(and(inArray(orderItem.orderId, placed), eq(orderItem.kind, "free_gift")));
    // 2 spoons came back; the new orders took at most those.
    expect(await stockOf("tea-spoon")).toBe(2 - gifts.length);
    expect(await checkInvariants(db, { initialStock })).toEqual([]);
  });
});
