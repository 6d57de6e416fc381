/**
 * Notifications of order changes, for the customer's open /orders page (server-sent events).
 * - In one process they travel on an in-process bus (PGlite: the folder lock guarantees one process).
 * - On PostgreSQL every process also relays them through LISTEN/NOTIFY (ADR 034): a change made by the admin
 *   on one app server reaches the customer's page served by another. The relay LISTENs on a connection of its own,
 *   which reconnects after a database restart; since notifications sent meanwhile are lost, every open page is then
 *   told to reload its orders once ("resync"). It publishes through a small pool of its own (NOTIFY needs no
 *   listener), so a change made while this process's LISTEN connection is down still reaches the others (issue #32);
 *   a NOTIFY that fails (the database away) is tried again until it goes through.
 */
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import pg from "pg";
import { listenWithReconnect } from "./pg-listen.server";

export interface OrderChange {
  /** Empty for a resync: something may have changed, reload them all. */
  orderId: string;
  /** The buyer's account; null for a guest's order (no account's open pages to tell). */
  userId: string | null;
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
/** The connection the relay publishes on (opened when there is something to publish, closed after 10 s idle). */
export const NOTIFY_APPLICATION_NAME = "stilla-order-notify";
/** Changes waiting to be published while the database is away; beyond this the oldest go (the others resync when it is back). */
const MAX_WAITING = 1_000;

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
 * pause, at most 10 s, after it drops); NOTIFY through a pool of one connection, not the LISTEN connection, tried
 * again (250 ms growing to 5 s) until it goes through. Changes from other processes are put on the local bus; after
 * a reconnect every subscriber gets one resync.
 */
export function startOrderRelay(connectionString: string, log: (line: string) => void = (l) => console.error(l)): OrderRelay {
  const notifier = new pg.Pool({
    connectionString,
    application_name: NOTIFY_APPLICATION_NAME,
    max: 1,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
  });
  notifier.on("error", () => {}); // an idle connection lost (a restart): the next NOTIFY opens another
  notifier.on("connect", (client) => client.on("error", () => {}));
  const waiting: string[] = [];
  let publishing = false;
  let closed = false;
  const publish = async () => {
    if (publishing) return;
    publishing = true;
    let pause = 250;
    let failing = false;
    try {
      while (waiting.length > 0 && !closed) {
        try {
          await notifier.query("select pg_notify($1, $2)", [ORDER_CHANNEL, waiting[0]]);
          waiting.shift();
          pause = 250;
          if (failing) log("[order events] publishing again");
          failing = false;
        } catch (err) {
          if (!failing) log(`[order events] could not publish a change (${(err as Error).message}); trying again`);
          failing = true;
          await new Promise((r) => setTimeout(r, pause).unref());
          pause = Math.min(pause * 2, 5_000);
        }
      }
    } finally {
      publishing = false;
    }
  };
  const listening = listenWithReconnect({
    connectionString,
    applicationName: RELAY_APPLICATION_NAME,
    channel: ORDER_CHANNEL,
    onNotification(payload) {
      if (!payload) return;
      try {
        const p = JSON.parse(payload) as OrderChange & { from?: string };
        if (p.from === PROCESS_ID || typeof p.orderId !== "string" || typeof p.userId !== "string") return;
        bus.emit("change", { orderId: p.orderId, userId: p.userId });
      } catch {
        // not ours
      }
    },
    onUp(first) {
      if (!first) bus.emit("resync");
    },
    onDown(why) {
      log(`[order events] LISTEN connection lost (${why}); reconnecting`);
    },
  });
  const relay: OrderRelay = {
    notify(change) {
      if (closed) return;
      if (waiting.length >= MAX_WAITING) waiting.shift();
      waiting.push(JSON.stringify({ ...change, from: PROCESS_ID }));
      void publish();
    },
    get connected() {
      return listening.current() !== null;
    },
    async close() {
      closed = true;
      await listening.close();
      await notifier.end().catch(() => {});
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
