/**
 * Order changes across app processes (ADR 034): on PostgreSQL the relay carries them through LISTEN/NOTIFY and
 * reconnects after its connection is cut (as in a database restart), telling every open page to reload once.
 * Another process is played by a plain pg client on the same database.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db.server";
import { ORDER_CHANNEL, publishOrderChange, RELAY_APPLICATION_NAME, startOrderRelay, subscribeToOrders, type OrderChange, type OrderRelay } from "./order-events.server";
import { createTestDatabase, TEST_DB_KIND } from "./test-db";

describe.runIf(TEST_DB_KIND === "postgres")("order changes across processes (postgres)", () => {
  let database: Database;
  let url: string;
  let relay: OrderRelay;
  let other: pg.Client;
  const otherSeen: OrderChange[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // The test database's own URL: the pool knows it.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    url = (pool.options as { connectionString: string }).connectionString;
    relay = startOrderRelay(url, () => {});
    other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query(`LISTEN ${ORDER_CHANNEL}`);
    other.on("notification", (m) => otherSeen.push(JSON.parse(m.payload!) as OrderChange));
    for (let i = 0; i < 100 && !relay.connected; i++) await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    await relay?.close();
    await other?.end();
    await database?.close();
  });

  it("a change published here is NOTIFYed to the other process, and one from there reaches this process's pages", async () => {
    const here: OrderChange[] = [];
    const stop = subscribeToOrders("kund-1", (c) => here.push(c));
    publishOrderChange({ orderId: "order-a", userId: "kund-1" });
    await expect.poll(() => otherSeen.map((c) => c.orderId)).toContain("order-a");
    expect(here).toEqual([{ orderId: "order-a", userId: "kund-1" }]); // once: its own NOTIFY is not delivered twice

    await other.query("select pg_notify($1, $2)", [ORDER_CHANNEL, JSON.stringify({ orderId: "order-b", userId: "kund-1", from: "another-process" })]);
    await other.query("select pg_notify($1, $2)", [ORDER_CHANNEL, JSON.stringify({ orderId: "order-c", userId: "kund-2", from: "another-process" })]);
    await expect.poll(() => here.map((c) => c.orderId)).toEqual(["order-a", "order-b"]);
    stop();
  });

  it("a change made while this process's LISTEN connection is down still reaches the other process (issue #32)", async () => {
    const killed = await other.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1",
      [RELAY_APPLICATION_NAME],
    );
    expect(killed.rowCount).toBe(1);
    // Published once the relay knows its LISTEN connection is gone (it reconnects 250 ms later).
    for (let i = 0; i < 2_000 && relay.connected; i++) await new Promise((r) => setTimeout(r, 1));
    expect(relay.connected).toBe(false);
    publishOrderChange({ orderId: "order-while-down", userId: "kund-4" });
    await expect.poll(() => otherSeen.map((c) => c.orderId), { timeout: 5_000 }).toContain("order-while-down");
    await expect.poll(() => relay.connected, { timeout: 15_000 }).toBe(true);
  });

  it("reconnects after its connection is killed (a database restart), and every open page resyncs once", async () => {
    const here: OrderChange[] = [];
    const stop = subscribeToOrders("kund-3", (c) => here.push(c));
    const killed = await other.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1",
      [RELAY_APPLICATION_NAME],
    );
    expect(killed.rowCount).toBe(1);
    await expect.poll(() => here, { timeout: 15_000 }).toContainEqual({ orderId: "", userId: "kund-3" });
    expect(relay.connected).toBe(true);
    await other.query("select pg_notify($1, $2)", [ORDER_CHANNEL, JSON.stringify({ orderId: "order-d", userId: "kund-3", from: "another-process" })]);
    await expect.poll(() => here.map((c) => c.orderId)).toContain("order-d");
    stop();
  });
});
