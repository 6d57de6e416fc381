import { useEffect } from "react";
import { useLocation } from "react-router";
import { sv } from "~/content/sv";
import type { CartView } from "~/domain/cart";
import { CloseIcon, Sheet, SheetClose } from "~/components/ui/sheet";
import { CartContents, EmptyCart } from "./cart-contents";
import { useCartDrawer } from "./cart-drawer-context";

const CART_DRAWER_ID = "varukorg-panel";

/** The 'Varukorg' drawer: a modal side sheet with the same contents as /cart (opened by script; /cart without). */
export function CartDrawer({ cart }: { cart: CartView | null }) {
  const { open, setOpen } = useCartDrawer();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, setOpen]);

  const close = () => setOpen(false);
  return (
    <Sheet
      id={CART_DRAWER_ID}
      side="right"
      open={open}
      onOpenChange={setOpen}
      labelledBy="cart-drawer-title"
      className="w-[26rem] max-w-[92vw]"
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 id="cart-drawer-title" className="text-2xl">
          {sv.cart.title}
        </h2>
        <SheetClose
          sheetId={CART_DRAWER_ID}
          aria-label={sv.cart.close}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-ink/5"
        >
          <CloseIcon size={18} />
        </SheetClose>
      </div>
      {open &&
        (cart ? (
          <CartContents view={cart} onNavigate={close} />
        ) : (
          <EmptyCart onNavigate={close} />
        ))}
    </Sheet>
  );
}
