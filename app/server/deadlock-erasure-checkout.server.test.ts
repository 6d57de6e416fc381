/**
 * Attack test (issue #32, "Deadlock on PostgreSQL"): a customer's account is erased at the same moment as the
 * customer's order is placed. Before the fix, the erasure locked the account row and then the cart, and the order
 * the cart and then the account row (through the order's foreign key): PostgreSQL broke the cycle by failing one
 * of them with `deadlock detected` (40P01), which the customer saw as a 500. Now both take the account row first
 * (ADR 041, "One lock order: the account first"), and a transaction that still fails with 40P01 or 40001 is
 * tried again (db-retry.server.ts). Either the order comes first (and the erasure refuses, an order being open) or
 * the erasure does (and the order is refused, the cart being gone): never an error, never both.
 *
 * Only PostgreSQL can run the two at once (its pool gives each its own connection); on PGlite (one connection)
 * the same tests run them one after another and prove the clean outcomes only.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./db.server";
import { eraseCustomer, type EraseResult } from "./customer-data.server";
import { CheckoutError, placeOrder, type PlacedOrder } from "./orders.server";
import { order, user } from "./schema";
import { checkoutForm, createCustomer, customerWithCart } from "./test-factories";
import { raceName, TEST_DB_KIND, useSeededDatabase } from "./test-db";

const admin = { id: "admin-deadlock", email: "agare-deadlock@stilla.se" };

/** The SQLSTATE of a database error anywhere in `err`'s cause chain. */
function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 8; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** What a settled order attempt says: placed, refused cleanly (CheckoutError), or an error that escaped. */
function orderOutcome(r: PromiseSettledResult<PlacedOrder>): string {
  if (r.status === "fulfilled") return r.value.created ? "placed" : "again";
  if (r.reason instanceof CheckoutError) return `refused:${r.reason.kind}`;
  return `error:${sqlState(r.reason) ?? (r.reason as Error).message}`;
}
function erasureOutcome(r: PromiseSettledResult<EraseResult>): string {
  if (r.status === "fulfilled") return r.value.status;
  return `error:${sqlState(r.reason) ?? (r.reason as Error).message}`;
}

describe(`attack: erasing an account while its order is placed, no deadlock (${TEST_DB_KIND})`, () => {
  let database: Database;
  let db: Database["db"];

  useSeededDatabase({}, async (seeded) => {
    database = seeded.database;
    db = seeded.db;
    await createCustomer(db, { id: admin.id, name: "Ägare", email: admin.email, role: "admin" });
  });

  const place = (c: { userId: string; cartId: string; email: string }) =>
    placeOrder(db, { userId: c.userId, cartId: c.cartId, form: checkoutForm({ email: c.email }), now: new Date() });

  /** After both: the account's orders and the account as stored, checked against what each side answered. */
  async function expectConsistent(c: { userId: string; email: string }, placed: string, erased: string) {
    const orders = await db.select().from(order).where(eq(order.userId, c.userId));
    const [u] = await db.select().from(user).where(eq(user.id, c.userId));
    if (placed === "placed") {
      // The order went first: the erasure saw it open and changed nothing.
      expect(erased).toBe("open_orders");
      expect(orders).toHaveLength(1);
      expect(orders[0]!.shippingEmail).toBe(c.email);
      expect(u!.email).toBe(c.email);
    } else {
      // The erasure went first: no order was written for the erased account.
      expect(placed).toMatch(/^refused:/);
      expect(erased).toBe("erased");
      expect(orders).toEqual([]);
    }
  }

  it(raceName("an order held up mid-transaction while the erasure starts: the order goes first, the erasure refuses, no 40P01"), async () => {
    const c = await customerWithCart(db, [["sleep", 1]]);
    if (TEST_DB_KIND !== "postgres") {
      // One connection: whichever transaction begins first runs whole (placeOrder reads the shop's settings before
      // its transaction, so the erasure may begin first). Either clean outcome, never an error, never both.
      const [placed, erased] = await Promise.allSettled([place(c), eraseCustomer(db, c.userId, admin, new Date())]);
      const outcome = [orderOutcome(placed), erasureOutcome(erased)] as const;
      expect([
        ["placed", "open_orders"],
        ["refused:empty", "erased"],
      ]).toContainEqual(outcome);
      await expectConsistent(c, outcome[0], outcome[1]);
      return;
    }
    // A third connection holds the product row the order will lock, so the order stops inside its transaction,
    // after its first locks; the erasure then starts and waits too. Released after PostgreSQL's deadlock_timeout has
    // passed for the erasure, whichever transaction closes a lock cycle is the one PostgreSQL fails.
    // (A second connection watches: pg_stat_activity is read once per transaction, and the holder's stays open.)
    const holder = new pg.Client({ connectionString: database.url });
    const watcher = new pg.Client({ connectionString: database.url });
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      await holder.query("begin");
      await holder.query("select 1 from product where id = 'sleep' for update");
      const waiting = async (n: number, settled: () => boolean) => {
        for (let i = 0; i < 300 && !settled(); i++) {
          const { rows } = await watcher.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          if (rows[0]!.n >= n) return;
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      let orderDone = false;
      let erasureDone = false;
      const placing = place(c).finally(() => (orderDone = true));
      await waiting(1, () => orderDone);
      expect(orderDone).toBe(false);
      const erasing = eraseCustomer(db, c.userId, admin, new Date()).finally(() => (erasureDone = true));
      await waiting(2, () => erasureDone);
      const { rows } = await holder.query<{ ms: number }>("select extract(epoch from current_setting('deadlock_timeout')::interval)::float8 * 1000 as ms");
      await new Promise((r) => setTimeout(r, rows[0]!.ms + 300));
      await holder.query("commit");
      const [placed, erased] = await Promise.allSettled([placing, erasing]);
      expect([orderOutcome(placed), erasureOutcome(erased)]).toEqual(["placed", "open_orders"]);
      await expectConsistent(c, "placed", "open_orders");
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }
  });

  it(raceName("20 rounds of an erasure and the account's order at the same moment: one goes first, the other ends cleanly"), async () => {
    const outcomes = new Map<string, number>();
    for (let round = 0; round < 20; round++) {
      const c = await customerWithCart(db, [["calm", 1], ["sleep", 1]]);
      // Started in both orders and a few milliseconds apart, so each side is sometimes first to its first lock.
      const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const first = round % 2 === 0;
      const [placed, erased] = await Promise.allSettled([
        (first ? Promise.resolve() : delay(round % 5)).then(() => place(c)),
        (first ? delay(round % 5) : Promise.resolve()).then(() => eraseCustomer(db, c.userId, admin, new Date())),
      ]);
      const o = orderOutcome(placed);
      const e = erasureOutcome(erased);
      expect(`${o} ${e}`).not.toMatch(/error:/);
      await expectConsistent(c, o, e);
      outcomes.set(`${o} ${e}`, (outcomes.get(`${o} ${e}`) ?? 0) + 1);
    }
    console.log("[deadlock test] outcomes of 20 rounds:", Object.fromEntries(outcomes));
  });
});
