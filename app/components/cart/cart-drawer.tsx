import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { sv } from "~/content/sv";
import type { CartView } from "~/domain/cart";
import { CartContents, EmptyCart } from "./cart-contents";
import { useCartDrawer } from "./cart-drawer-context";

/** The 'Varukorg' drawer: a modal side panel with the same contents as /cart. */
export function CartDrawer({ cart }: { cart: CartView | null }) {
  const { open, setOpen } = useCartDrawer();
  const closeRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, setOpen]);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
      previous?.focus?.();
    };
  }, [open, setOpen]);

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <div className="fixed inset-0 z-50" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title">
      <button type="button" tabIndex={-1} aria-hidden="true" className="absolute inset-0 bg-ink/40" onClick={close} />
      <div className="absolute inset-y-0 right-0 flex w-[26rem] max-w-[92vw] flex-col overflow-y-auto bg-oat p-6 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="cart-drawer-title" className="text-2xl">
            {sv.cart.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            aria-label={sv.cart.close}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-ink/5"
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {cart ? <CartContents view={cart} onNavigate={close} /> : <EmptyCart onNavigate={close} />}
      </div>
    </div>
  );
}
