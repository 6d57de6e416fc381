/**
 * In-process notifications of order changes, for the customer's open /orders page (server-sent
 * events). One process serves the shop (the PGlite folder lock guarantees it for the embedded
 * database); with several processes on PostgreSQL this would move to LISTEN/NOTIFY.
 */
import { EventEmitter } from "node:events";

export interface OrderChange {
  orderId: string;
  userId: string;
}

const bus: EventEmitter = ((globalThis as Record<string, unknown>).__stillaOrderBus ??= new EventEmitter()) as EventEmitter;
bus.setMaxListeners(0);

export function publishOrderChange(change: OrderChange): void {
  bus.emit("change", change);
}

/** Calls `listener` for changes to this user's orders; returns the unsubscribe function. */
export function subscribeToOrders(userId: string, listener: (change: OrderChange) => void): () => void {
  const handler = (c: OrderChange) => {
    if (c.userId === userId) listener(c);
  };
  bus.on("change", handler);
  return () => bus.off("change", handler);
}

/** Runs `listener` when the process starts shutting down (open event streams end, so SIGTERM is quick). */
export function onShutdown(listener: () => void): () => void {
  bus.once("shutdown", listener);
  return () => bus.off("shutdown", listener);
}

export function closeEventStreams(): void {
  bus.emit("shutdown");
}
