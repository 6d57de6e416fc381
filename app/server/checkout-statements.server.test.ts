/**
 * What one order costs in SQL statements, and the free gift's row under concurrent orders (issue #17, ADR 041).
 * The counter is the bench's (STILLA_COUNT_SQL, app/server/sql-count.server.ts), switched on before the database
 * module loads. On PostgreSQL the count includes the transaction's BEGIN and COMMIT; PGlite runs them unseen.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.STILLA_COUNT_SQL ??= "1";
});

import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "./db.server";
import { checkInvariants, stockSnapshot } from "./invariants.server";
import { confirmationMailFor } from "./order-mail.server";
import { shopOrderNotification } from "./order-notifications.server";
import { applyDeskAction, CheckoutError, placeOrder } from "./orders.server";
import { orderItem, outbox, product } from "./schema";
import { seed } from "./seed.server";
import { withSqlCount } from "./sql-count.server";
import { checkoutForm, customerWithCart } from "./test-factories";
import { createTestDatabase, raceName, TEST_DB_KIND } from "./test-db";

const now = new Date("2026-11-21T12:00:00Z");
const confirmationMail = confirmationMailFor({ publicUrl: "https://stilla.example", swishNumber: "1234567890", invoiceDueDays: 30, bankgiro: "123-4567" });
const notifyShop = shopOrderNotification("https://stilla.example");

/**
 * placeOrder of 2–3 lines with both mails: 7 statements on PGlite, 9 on PostgreSQL (BEGIN and COMMIT), the shop's
 * notification setting included (read from the catalogue snapshot in the server, where that cache is live) — was
 * 11 and 13 before ADR 054, 19–21 and 21–23 before ADR 041.
 */
const MAX_STATEMENTS = TEST_DB_KIND === "postgres" ? 9 : 7;

describe(`checkout statements and the free gift's row (${TEST_DB_KIND})`, () => {
  let database: Database;
  let db: Database["db"];
  /** Stock before any order (I3 counts every live order); a stock set by a test moves it by as much. */
  let initialStock: Map<string, number>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seed(db);
    initialStock = await stockSnapshot(db);
  });
  afterAll(async () => database.close());

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
