import { createContext, useContext, useMemo, useState } from "react";
import type * as CartContentsModule from "./cart-contents";

interface DrawerState {
  open: boolean;
  setOpen(open: boolean): void;
}

const DrawerContext = createContext<DrawerState>({ open: false, setOpen: () => {} });

export function CartDrawerProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

export const useCartDrawer = () => useContext(DrawerContext);

let cartContents: Promise<typeof CartContentsModule> | undefined;
/** The drawer's contents, loaded once on first intent (ADR 043). */
export function loadCartContents() {
  return (cartContents ??= import("./cart-contents").catch((error: unknown) => {
    cartContents = undefined; // a later intent tries again
    throw error;
  }));
}
