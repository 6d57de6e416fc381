/**
 * Notifications of order changes, for the customer's open /orders page (server-sent events).
 * - In one process they travel on an in-process bus (PGlite: the folder lock guarantees one process).
 * - On PostgreSQL every process also relays them through LISTEN/NOTIFY (ADR 034): a change made by the admin
 *   on one app server reaches the customer's page served by another. The relay has its own connection, which
 *   reconnects after a database restart; since notifications sent meanwhile are lost, every open page is then
 *   told to reload its orders once ("resync").
 */
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import pg from "pg";

export interface OrderChange {
  /** Empty for a resync: something may have changed, reload them all. */
  orderId: string;
  userId: string;
}

const globals = globalThis as Record<string, unknown>;
const bus: EventEmitter = (globals.__stillaOrderBus ??= new EventEmitter()) as EventEmitter;
bus.setMaxListeners(0);
const state: { relay?: OrderRelay } = (globals.__stillaOrderRelay ??= {}) as { relay?: OrderRelay };

/** The NOTIFY channel; payloads carry the sending process's id so it ignores its own. */
export const ORDER_CHANNEL = "stilla_order_change";
const PROCESS_ID = randomUUID();
/** The relay's connection names itself, so it can be told apart in pg_stat_activity. */
export const RELAY_APPLICATION_NAME = "stilla-order-events";

export function publishOrderChange(change: OrderChange): void {
  bus.emit("change", change);
  state.relay?.notify(change);
}

/** Calls `listener` for changes to this user's orders (and on a resync); returns the unsubscribe function. */
export function subscribeToOrders(userId: string, listener: (change: OrderChange) => void): () => void {
  const handler = (c: OrderChange) => {
    if (c.userId === userId) listener(c);
  };
  const resync = () => listener({ orderId: "", userId });
  bus.on("change", handler);
  bus.on("resync", resync);
  return () => {
    bus.off("change", handler);
    bus.off("resync", resync);
  };
}

/** Runs `listener` when the process starts shutting down (open event streams end, so SIGTERM is quick). */
export function onShutdown(listener: () => void): () => void {
  bus.once("shutdown", listener);
  return () => bus.off("shutdown", listener);
}

export function closeEventStreams(): void {
  bus.emit("shutdown");
}

export interface OrderRelay {
  notify(change: OrderChange): void;
  /** True while the LISTEN connection is up. */
  readonly connected: boolean;
  close(): Promise<void>;
}

/**
 * Starts this process's relay on PostgreSQL: LISTEN on one dedicated connection (reconnecting with a growing
 * pause, at most 10 s, after it drops), NOTIFY on the same connection. Changes from other processes are put on
 * the local bus; after a reconnect every subscriber gets one resync.
 */
export function startOrderRelay(connectionString: string, log: (line: string) => void = (l) => console.error(l)): OrderRelay {
  let client: pg.Client | null = null;
  let closed = false;
  let pauseMs = 250;
  let everConnected = false;
  let timer: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, pauseMs);
    timer.unref();
    pauseMs = Math.min(pauseMs * 2, 10_000);
  };

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString, application_name: RELAY_APPLICATION_NAME });
    let dropped = false;
    const drop = (why: string) => {
      if (dropped) return;
      dropped = true;
      if (client === c) client = null;
      c.removeAllListeners("notification");
      c.end().catch(() => {});
      if (!closed) {
        log(`[order events] LISTEN connection lost (${why}); reconnecting`);
        schedule();
      }
    };
    c.on("error", (err) => drop(err.message));
    c.on("end", () => drop("closed"));
    c.on("notification", (msg) => {
      if (msg.channel !== ORDER_CHANNEL || !msg.payload) return;
      try {
        const p = JSON.parse(msg.payload) as OrderChange & { from?: string };
        if (p.from === PROCESS_ID || typeof p.orderId !== "string" || typeof p.userId !== "string") return;
        bus.emit("change", { orderId: p.orderId, userId: p.userId });
      } catch {
        // not ours
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${ORDER_CHANNEL}`);
      if (closed) return void c.end().catch(() => {});
      client = c;
      pauseMs = 250;
      if (everConnected) bus.emit("resync");
      everConnected = true;
    } catch (err) {
      drop((err as Error).message);
    }
  };

  void connect();
  const relay: OrderRelay = {
    notify(change) {
      const c = client;
      if (!c) return; // down: the other processes resync when it comes back
      c.query("select pg_notify($1, $2)", [ORDER_CHANNEL, JSON.stringify({ ...change, from: PROCESS_ID })]).catch(() => {});
    },
    get connected() {
      return client !== null;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on("error", () => {});
        await c.end().catch(() => {});
      }
      if (state.relay === relay) state.relay = undefined;
    },
  };
  state.relay = relay;
  return relay;
}

/** Closes this process's relay, if it has one (shutdown). */
export async function stopOrderRelay(): Promise<void> {
  await state.relay?.close();
}
