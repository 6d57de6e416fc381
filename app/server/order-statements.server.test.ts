/**
 * placeOrder's statements built once (ADR 054, order-statements.server.ts): what they store is what the shop wrote
 * before, value for value, on both databases — text with quotes, braces, commas, backslashes and new lines through
 * the arrays they pass, JSON and null through `jsonb[]`, timestamps as the instant given — and one process runs each
 * text on the database handle and on many transactions' handles alike.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addGiftCard, addProduct, ensureCart } from "./carts.server";
import type { Database } from "./db.server";
import type { MailMessage } from "./mail.server";
import type { NewOrderItem } from "./order-statements.server";
import { placeOrder, type OrderRow } from "./orders.server";
import { cart, cartLine, order, orderEvent, orderItem, outbox, product } from "./schema";
import { seed } from "./seed.server";
import { checkoutForm, createCustomer } from "./test-factories";
import { createTestDatabase, TEST_DB_KIND } from "./test-db";

const now = new Date("2026-11-21T12:34:56.789Z");
const awkward = `Åsa "Ö" {x}, y\\z\nrad två 🍵 'citat'`;

describe(`placeOrder's statements built once (${TEST_DB_KIND})`, () => {
  let database: Database;
  let db: Database["db"];
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seed(db);
  });
  afterAll(async () => database.close());

  it("stores the order, its items, events and mails exactly, and empties the cart", async () => {
    const customer = await createCustomer(db);
    const c = await ensureCart(db, { userId: customer.userId });
    await addProduct(db, c.id, "sleep", 2, now);
    await addProduct(db, c.id, "tea-cup", 1, now);
    const card = { recipientName: awkward, recipientEmail: "bo@example.se", senderName: "Åsa", message: awkward };
    await addGiftCard(db, c.id, { amountOre: 30_000, ...card });
    const stockBefore = new Map((await db.select().from(product)).map((p) => [p.id, p.stockCount]));

    let seen: { o: OrderRow; items: NewOrderItem[] } | undefined;
    const confirmation = (o: OrderRow, items: NewOrderItem[]): MailMessage => {
      seen = { o, items };
      return { kind: "order_confirmation", to: o.shippingEmail, subject: `Order ${o.number}`, text: awkward };
    };
    const shop = async () => (o: OrderRow): MailMessage => ({ kind: "order_notice", to: "butik@example.se", subject: awkward, text: `#${o.number}`, html: `<p>${awkward}</p>` });
    const form = checkoutForm({ email: customer.email, name: awkward, address: `Gatan 1, "lgh" {2}` });
    const placed = await placeOrder(db, { userId: customer.userId, cartId: c.id, form, now, confirmationMail: confirmation, notifyShop: shop });

    const [stored] = await db.select().from(order).where(eq(order.id, placed.orderId));
    expect(stored).toBeDefined();
    // The row the mails were built from is the stored row.
    expect(seen!.o).toEqual(stored);
    expect(stored!.number).toBe(placed.number);
    expect(stored!.createdAt.toISOString()).toBe(now.toISOString());
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
    expect(mails[0]).toMatchObject({ kind: "order_confirmation", text: awkward, html: null, status: "pending" });
    const [notice] = await db.select().from(outbox).where(eq(outbox.id, placed.shopMailId!));
    expect(notice).toMatchObject({ kind: "order_notice", subject: awkward, html: `<p>${awkward}</p>`, text: `#${stored!.number}` });
    expect(placed.shopMailId!).toBeGreaterThan(placed.mailId!);

    const events = await db.select().from(orderEvent).where(eq(orderEvent.orderId, placed.orderId));
    expect(events.map((e) => [e.type, e.toStatus, e.actorUserId, e.createdAt.toISOString()])).toEqual([["created", "pending", customer.userId, now.toISOString()]]);

    expect(await db.select().from(cartLine).where(eq(cartLine.cartId, c.id))).toEqual([]);
    const [emptied] = await db.select().from(cart).where(eq(cart.id, c.id));
    expect(emptied!.updatedAt.toISOString()).toBe(now.toISOString());

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
        await addProduct(db, c.id, i % 2 ? "calm-mini" : "focus-mini", 1 + (i % 2), now);
        carts.push({ customer, c });
      }
      orders.push(
        ...(await Promise.all(carts.map(({ customer, c }) => placeOrder(db, { userId: customer.userId, cartId: c.id, form: checkoutForm({ email: customer.email }), now })))),
      );
    }
    expect(new Set(orders.map((o) => o.number)).size).toBe(12);
    for (const o of orders) expect((await db.select().from(orderItem).where(eq(orderItem.orderId, o.orderId))).length).toBe(1);
  });
});
