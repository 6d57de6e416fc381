import type { Route } from "./+types/orders-events";
import { getUser } from "~/server/guards.server";
import { onShutdown, subscribeToOrders } from "~/server/order-events.server";

/** A comment line every 25 s keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /orders/events: server-sent events to the signed-in customer, one `order` event (data: the order
 * id) whenever one of their orders changes. /orders revalidates on each. Ends when the browser goes.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  // EventSource does not reconnect after a 401: a visitor simply gets no live updates.
  if (!user) return new Response(null, { status: 401 });

  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (chunk: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          stop();
        }
      };
      const unsubscribe = subscribeToOrders(user.id, (change) => send(`event: order\ndata: ${JSON.stringify({ orderId: change.orderId })}\n\n`));
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS);
      const offShutdown = onShutdown(() => stop());
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        offShutdown();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener("abort", stop, { once: true });
      if (request.signal.aborted) stop();
      send("retry: 5000\n: connected\n\n");
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware leaves the stream alone (it would buffer it).
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
