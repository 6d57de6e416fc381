import { Suspense, lazy, useEffect } from "react";
import { Link, useFetchers, useLocation } from "react-router";
import * as sv from "~/content/sv-site";
import type { CartView } from "~/domain/cart";
import { CloseIcon, Sheet, SheetClose } from "~/components/ui/sheet";
import { loadCartContents, useCartDrawer } from "./cart-drawer-context";

// The drawer's contents only render after a click, so their code (lines, totals, VAT, gift-card copy) is
// not part of the page's first load (ADR 043). It is fetched on intent: hovering or focusing the cart
// button, or any form posting to /cart (adding a product opens the drawer when the post returns).
// If the code cannot be fetched (offline, a new deploy), the drawer links to /cart instead of failing the page.
const CartContents = lazy<React.ComponentType<{ view: CartView; onNavigate?: () => void }>>(() =>
  loadCartContents().then(
    (m) => ({ default: m.CartContents }),
    () => ({ default: ToCartPage }),
  ),
);
const EmptyCart = lazy<React.ComponentType<{ onNavigate?: () => void }>>(() =>
  loadCartContents().then(
    (m) => ({ default: m.EmptyCart }),
    () => ({ default: ToCartPage }),
  ),
);

function ToCartPage({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/cart" onClick={onNavigate} className="underline underline-offset-4">
      {sv.cart.toCartPage}
    </Link>
  );
}

const CART_DRAWER_ID = "varukorg-panel";

/** The 'Varukorg' drawer: a modal side sheet with the same contents as /cart (opened by script; /cart without). */
export function CartDrawer({ cart }: { cart: CartView | null }) {
  const { open, setOpen } = useCartDrawer();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, setOpen]);
  const postingToCart = useFetchers().some((f) => f.state !== "idle" && f.formAction === "/cart");
  useEffect(() => {
    if (postingToCart) void loadCartContents();
  }, [postingToCart]);

  const close = () => setOpen(false);
  return (
    <Sheet
      id={CART_DRAWER_ID}
      side="right"
      open={open}
      onOpenChange={setOpen}
      labelledBy="cart-drawer-title"
      wide
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
      {open && (
        <Suspense fallback={<p role="status">{sv.cart.loading}</p>}>
          {cart ? <CartContents view={cart} onNavigate={close} /> : <EmptyCart onNavigate={close} />}
        </Suspense>
      )}
    </Sheet>
  );
}
