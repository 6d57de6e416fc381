import { describe, expect, it } from "vitest";
import { placeCheckoutOrder } from "./checkout.server";
import { isDatabaseUnavailable, type Db } from "./db.server";
import { checkoutForm } from "./test-factories";
import * as sv from "~/content/sv";

/** Found by the fault drills (issue #15, F3 and F6): a PostgreSQL restart answered checkouts 500, and a server started while PostgreSQL was down exited. */
describe("the database being unavailable", () => {
  it("recognises a refused connection, PostgreSQL shutting down or starting, and a dropped connection, through causes", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("the database system is starting up"), { code: "57P03" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('relation "x" does not exist'), { code: "42P01" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("duplicate key", { cause: { code: "23505" } }))).toBe(false);
  });

  it("recognises a frozen or locked database: pg's client-side timeouts, lock_timeout and statement_timeout (fault drill F5)", () => {
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: new Error("Query read timeout") }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated due to connection timeout"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("canceling statement due to lock timeout"), { code: "55P03" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("a timeout of our own"))).toBe(false);
  });

  it("recognises a full disk (fault drill F7: PGlite answers 53100 'could not extend file') and no free connection slot", () => {
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: Object.assign(new Error('could not extend file "base/5/16390": No space left on device'), { code: "53100" }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("sorry, too many clients already"), { code: "53300" }))).toBe(true);
  });

  it("a checkout that meets it is refused as 'unavailable' (the route answers 503), not 'failed' (500)", async () => {
    const down = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const fail = () => {
      throw new Error("Failed query", { cause: down });
    };
    // placeOrder's first statement is its transaction's (BEGIN, then the cart lock).
    const db = { select: fail, transaction: async () => fail() } as unknown as Db;
    const result = await placeCheckoutOrder(db, { userId: "u", cartId: "c", form: checkoutForm(), now: new Date() });
    expect(result).toMatchObject({ ok: false, kind: "unavailable", message: sv.checkout.orderUnavailable });
  });
});

describe("a pooled PostgreSQL connection", () => {
  it("has an 'error' listener while checked out, so a lost connection does not end the process", async () => {
    const { createPgPool } = await import("./db.server");
    const pool = createPgPool("postgres://nobody@127.0.0.1:1/none");
    const client = new (await import("pg")).default.Client();
    pool.emit("connect", client);
    expect(client.listenerCount("error")).toBe(1);
    expect(() => client.emit("error", new Error("Connection terminated unexpectedly"))).not.toThrow();
    await pool.end();
  });

  it("is destroyed when a query meets query_timeout, so the pool never reuses it inside a dead transaction", async () => {
    const { createPgPool, PG_TIMEOUTS } = await import("./db.server");
    const pool = createPgPool("postgres://nobody@127.0.0.1:1/none");
    expect(pool.options).toMatchObject({ query_timeout: PG_TIMEOUTS.query, lock_timeout: PG_TIMEOUTS.lock, statement_timeout: PG_TIMEOUTS.statement });
    expect(PG_TIMEOUTS.query).toBeGreaterThan(PG_TIMEOUTS.statement);
    const client = new (await import("pg")).default.Client();
    let destroyed = 0;
    (client as unknown as { connection: { stream: unknown } }).connection.stream = { destroy: () => destroyed++ };
    let fail = new Error("Query read timeout");
    client.query = (() => Promise.reject(fail)) as never;
    pool.emit("connect", client);
    await expect(client.query("select 1")).rejects.toThrow("Query read timeout");
    await new Promise((r) => setImmediate(r));
    expect(destroyed).toBe(1);
    fail = Object.assign(new Error("syntax error"), { code: "42601" });
    await expect(client.query("select")).rejects.toThrow("syntax error");
    await new Promise((r) => setImmediate(r));
    expect(destroyed).toBe(1);
    await pool.end();
  });
});
