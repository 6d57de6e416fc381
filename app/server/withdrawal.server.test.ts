import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Database } from "./db.server";
import { order, orderEvent, outbox, product } from "./schema";
import { applyDeskAction } from "./orders.server";
import { Mailer } from "./mail.server";
import { publishOrderChange, subscribeToOrders, type OrderChange } from "./order-events.server";
import { withdrawalState, withdrawOrder } from "./withdrawal.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { createCustomer, placedOrder } from "./test-factories";
import type { EventEmitter } from "node:events";
import { RouterContextProvider } from "react-router";
import { userContext } from "./context.server";
import { loader as orderEventsLoader } from "~/routes/orders-events";

const placedAt = new Date("2026-11-21T12:00:00Z"); // 13:00 in Stockholm
const PUBLIC_URL = "https://stilla.example";

describe("withdrawalState (the withdrawal period)", () => {
  const delivered = new Date("2026-11-21T09:00:00Z");
  it.each([
    ["pending, not delivered", { status: "pending", deliveredAt: null, withdrawnAt: null }, "2027-03-01T12:00:00Z", { open: true, lastDay: null }],
    ["shipped, not delivered", { status: "shipped", deliveredAt: null, withdrawnAt: null }, "2026-12-24T12:00:00Z", { open: true, lastDay: null }],
    ["delivered, day 14 23:59 in Stockholm", { status: "delivered", deliveredAt: delivered, withdrawnAt: null }, "2026-12-05T22:59:00Z", { open: true, lastDay: "2026-12-05" }],
    [
      "delivered, day 15 00:00 in Stockholm",
      { status: "delivered", deliveredAt: delivered, withdrawnAt: null },
      "2026-12-05T23:00:00Z",
      { open: false, reason: "expired", lastDay: "2026-12-05" },
    ],
    ["cancelled", { status: "cancelled", deliveredAt: null, withdrawnAt: null }, "2026-11-22T12:00:00Z", { open: false, reason: "cancelled", lastDay: null }],
    ["already withdrawn", { status: "pending", deliveredAt: null, withdrawnAt: delivered }, "2026-11-22T12:00:00Z", { open: false, reason: "withdrawn", lastDay: null }],
  ])("%s", (_name, o, now, expected) => {
    expect(withdrawalState(o, new Date(now))).toEqual(expected);
  });
});

describe(`withdrawOrder (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  let mailer: Mailer;
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
    mailer = new Mailer(db, { from: "Stilla <hej@stilla.se>" });
  });

  async function orderFor(items: [string, number][]) {
    const placed = await placedOrder(db, items, { now: placedAt });
    return { userId: placed.userId, email: placed.email, orderId: placed.orderId, number: placed.number };
  }
  const stockOf = async (id: string) => (await db.select().from(product).where(eq(product.id, id)))[0]!.stockCount;
  const orderRow = async (id: string) => (await db.select().from(order).where(eq(order.id, id)))[0]!;
  const withdrawnEvents = (id: string) => db.select().from(orderEvent).where(and(eq(orderEvent.orderId, id), eq(orderEvent.type, "withdrawn")));
  const ackMails = (to: string) => db.select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.kind, "withdrawal_acknowledgement")));

  it("withdraws a pending order: recorded with the customer as actor, cancelled with the stock back, acknowledged by e-mail with date and time", async () => {
    const before = await stockOf("calm");
    const o = await orderFor([["calm", 2]]);
    expect(await stockOf("calm")).toBe(before - 2);
    const changes: OrderChange[] = [];
    const unsubscribe = subscribeToOrders(o.userId, (c) => changes.push(c));
    const now = new Date("2026-11-21T12:05:00Z");

    const result = await withdrawOrder(db, mailer, { orderId: o.orderId, userId: o.userId, now, publicUrl: PUBLIC_URL });
    unsubscribe();

    expect(result).toMatchObject({ status: "recorded", cancelled: true, email: o.email });
    const row = await orderRow(o.orderId);
    expect(row.withdrawnAt?.toISOString()).toBe(now.toISOString());
    expect(row.status).toBe("cancelled");
    expect(await stockOf("calm")).toBe(before);
    const events = await withdrawnEvents(o.orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorUserId: o.userId });
    expect(changes).toContainEqual({ orderId: o.orderId, userId: o.userId });

    const mails = await ackMails(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`order ${o.number}`);
    expect(mails[0]!.text).toContain("Köpet ångrades: 21 november 2026 kl. 13:05");
    expect(mails[0]!.text).toContain(`Ordernummer: ${o.number}`);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/orders/${o.orderId}`);
    expect(mails[0]!.html).toContain("21 november 2026 kl. 13:05");
  });

  it("a second attempt changes nothing and says it is already registered", async () => {
    const o = await orderFor([["sleep", 1]]);
    const first = await withdrawOrder(db, mailer, { orderId: o.orderId, userId: o.userId, now: placedAt, publicUrl: PUBLIC_URL });
    expect(first.status).toBe("recorded");
    const stock = await stockOf("sleep");
    const again = await withdrawOrder(db, mailer, { orderId: o.orderId, userId: o.userId, now: new Date("2026-11-22T08:00:00Z"), publicUrl: PUBLIC_URL });
    expect(again).toEqual({ status: "already", withdrawnAt: placedAt });
    expect(await stockOf("sleep")).toBe(stock);
    expect((await orderRow(o.orderId)).withdrawnAt?.toISOString()).toBe(placedAt.toISOString());
    expect(await withdrawnEvents(o.orderId)).toHaveLength(1);
    expect(await ackMails(o.email)).toHaveLength(1);
  });

  it("two withdrawals at the same moment record one", async () => {
    const o = await orderFor([["focus", 1]]);
    const stock = await stockOf("focus");
    const results = await Promise.all(
      [1, 2, 3].map(() => withdrawOrder(db, mailer, { orderId: o.orderId, userId: o.userId, now: placedAt, publicUrl: PUBLIC_URL })),
    );
    expect(results.filter((r) => r.status === "recorded")).toHaveLength(1);
    expect(results.filter((r) => r.status === "already")).toHaveLength(2);
    expect(await stockOf("focus")).toBe(stock + 1);
    expect(await withdrawnEvents(o.orderId)).toHaveLength(1);
    expect(await ackMails(o.email)).toHaveLength(1);
  });

  it("a delivered order within 14 days of delivery: recorded, not cancelled (the goods come back by return)", async () => {
    const o = await orderFor([["tea-cup", 1]]);
    const admin = o.userId;
    await applyDeskAction(db, o.orderId, { type: "processing" }, admin, new Date("2026-11-22T08:00:00Z"));
    await applyDeskAction(db, o.orderId, { type: "shipped", carrier: "PostNord", trackingNumber: "00370712345678901234" }, admin, new Date("2026-11-23T08:00:00Z"));
    await applyDeskAction(db, o.orderId, { type: "delivered" }, admin, new Date("2026-11-25T08:00:00Z"));
    const stock = await stockOf("tea-cup");

    const now = new Date("2026-12-09T20:00:00Z"); // day 14 after delivery, 21:00 in Stockholm
    const result = await withdrawOrder(db, mailer, { orderId: o.orderId, userId: o.userId, now, publicUrl: PUBLIC_URL });
    expect(result).toMatchObject({ status: "recorded", cancelled: false });
    const row = await orderRow(o.orderId);
    expect(row.status).toBe("delivered");
    expect(row.withdrawnAt?.toISOString()).toBe(now.toISOString());
    expect(await stockOf("tea-cup")).toBe(stock);
    const [mail] = await ackMails(o.email);
    expect(mail!.text).toContain("Köpet ångrades: 9 december 2026 kl. 21:00");
    expect(mail!.text).toContain("Skicka tillbaka varorna");
  });

  it("after the withdrawal period nothing changes", async () => {
    const o = await orderFor([["calm-mini", 1]]);
    await applyDeskAction(db, o.orderId, { type: "processing" }, o.userId, new Date("2026-11-22T08:00:00Z"));
    await applyDeskAction(db, o.orderId, { type: "shipped", carrier: "DHL", trackingNumber: "1234567890" }, o.userId, new Date("2026-11-23T08:00:00Z"));
    await applyDeskAction(db, o.orderId, { type: "delivered" }, o.userId, new Date("2026-11-25T08:00:00Z"));
    const result = await withdrawOrder(db, mailer, { orderId: o.orderId, userId: o.userId, now: new Date("2026-12-10T00:00:00Z"), publicUrl: PUBLIC_URL });
    expect(result).toEqual({ status: "closed" });
    expect((await orderRow(o.orderId)).withdrawnAt).toBeNull();
    expect(await withdrawnEvents(o.orderId)).toHaveLength(0);
    expect(await ackMails(o.email)).toHaveLength(0);
  });

  it("refuses a cancelled order and another customer's order", async () => {
    const o = await orderFor([["sleep-mini", 1]]);
    const other = await orderFor([["sleep-mini", 1]]);
    expect(await withdrawOrder(db, mailer, { orderId: o.orderId, userId: other.userId, now: placedAt, publicUrl: PUBLIC_URL })).toEqual({ status: "not_found" });
    expect((await orderRow(o.orderId)).withdrawnAt).toBeNull();

    await applyDeskAction(db, o.orderId, { type: "cancel" }, o.userId, placedAt);
    expect(await withdrawOrder(db, mailer, { orderId: o.orderId, userId: o.userId, now: placedAt, publicUrl: PUBLIC_URL })).toEqual({ status: "cancelled" });
    expect(await withdrawnEvents(o.orderId)).toHaveLength(0);
  });
});

describe(`the /orders/events stream (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });

  const bus = () => (globalThis as Record<string, unknown>).__stillaOrderBus as EventEmitter;
  function open(userId: string | null) {
    const context = new RouterContextProvider();
    context.set(userContext, userId ? { id: userId, name: "Kund", email: `${userId}@example.se`, role: null } : null);
    const abort = new AbortController();
    const request = new Request("http://localhost/orders/events", { signal: abort.signal });
    const args = { request, context, params: {}, url: new URL(request.url), pattern: "/orders/events" };
    const response = orderEventsLoader(args as unknown as Parameters<typeof orderEventsLoader>[0]);
    return { response, abort };
  }

  it("answers 401 to a visitor", () => {
    expect(open(null).response.status).toBe(401);
  });

  it("streams an event for the customer's own order changes only, and unsubscribes when the browser goes", async () => {
    const userId = `sse-${Math.random().toString(36).slice(2, 10)}`;
    await createCustomer(db, { id: userId });
    const listenersBefore = bus()?.listenerCount("change") ?? 0;
    const { response, abort } = open(userId);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    expect(bus().listenerCount("change")).toBe(listenersBefore + 1);

    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    const readUntil = async (needle: string) => {
      while (!received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        received += value;
      }
    };
    await readUntil(": connected");

    publishOrderChange({ orderId: "someone-elses", userId: "another-user" });
    publishOrderChange({ orderId: "mine-1", userId });
    await readUntil("mine-1");
    expect(received).toContain('event: order\ndata: {"orderId":"mine-1"}\n\n');
    expect(received).not.toContain("someone-elses");

    abort.abort();
    expect(bus().listenerCount("change")).toBe(listenersBefore);
    expect((await reader.read()).done).toBe(true);
  });
});
