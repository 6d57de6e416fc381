import { useSyncExternalStore } from "react";
import type * as CartContentsModule from "./cart-contents";

/**
 * Whether the cart drawer is open: a small store read with useSyncExternalStore, not a React context. Opening the drawer
 * re-renders the components that read it (header, drawer, add buttons) and nothing else: a context's change reaches
 * every part of the page below its provider, and makes React give up the server's HTML of a part still waiting to be
 * hydrated on intent (components/ui/deferred.tsx) instead of hydrating it.
 */
let drawerOpen = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setOpen = (open: boolean) => {
  if (open === drawerOpen) return;
  drawerOpen = open;
  for (const listener of listeners) listener();
};

export function useCartDrawer() {
  const open = useSyncExternalStore(subscribe, () => drawerOpen, () => false);
  return { open, setOpen };
}

let cartContents: Promise<typeof CartContentsModule> | undefined;
/** The drawer's contents, loaded once on first intent (ADR 043). */
export function loadCartContents() {
  return (cartContents ??= import("./cart-contents").catch((error: unknown) => {
    cartContents = undefined; // a later intent tries again
    throw error;
  }));
}
