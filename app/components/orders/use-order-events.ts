import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * Subscribes to /orders/events (server-sent events) while the page is open and revalidates the page's
 * data on every change to one of the user's orders, so status changes made by the shop appear without a
 * reload. EventSource reconnects by itself after a network drop.
 */
export function useOrderEvents(onChange?: (orderId: string) => void, enabled = true): void {
  const revalidator = useRevalidator();
  const latest = useRef({ revalidator, onChange });
  useEffect(() => {
    latest.current = { revalidator, onChange };
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource("/orders/events");
    const handle = (event: MessageEvent<string>) => {
      let orderId = "";
      try {
        orderId = String((JSON.parse(event.data) as { orderId?: unknown }).orderId ?? "");
      } catch {
        // A malformed event still means "something changed".
      }
      void latest.current.revalidator.revalidate();
      latest.current.onChange?.(orderId);
    };
    source.addEventListener("order", handle);
    // Marks the page as live (tests and curious developers can see the stream is open).
    const onOpen = () => (document.documentElement.dataset.orderEvents = "open");
    source.addEventListener("open", onOpen);
    return () => {
      source.removeEventListener("order", handle);
      source.removeEventListener("open", onOpen);
      delete document.documentElement.dataset.orderEvents;
      source.close();
    };
  }, [enabled]);
}
