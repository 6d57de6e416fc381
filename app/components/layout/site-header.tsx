import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import * as sv from "~/content/sv-site";
import { cn } from "~/lib/cn";
import { MenuButton, menuItemClass } from "~/components/ui/menu";
import { CloseIcon, Sheet, SheetClose, SheetTrigger } from "~/components/ui/sheet";
import { MAIN_LINKS, MORE_LINKS } from "./nav-links";
import { loadCartContents, useCartDrawer } from "~/components/cart/cart-drawer-context";

interface HeaderUser {
  name: string;
  isAdmin: boolean;
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-full px-3 py-2 hover:bg-ink/5", isActive && "bg-ink/5 font-medium");

export function SiteHeader({ user, cartCount }: { user: HeaderUser | null; cartCount: number }) {
  const drawer = useCartDrawer();
  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-oat/95 backdrop-blur">
      <div className="page flex items-center gap-2 py-3">
        <MobileMenu user={user} />
        <Link to="/" className="mr-4 font-serif text-2xl tracking-tight text-indigo" aria-label="Stilla – till startsidan">
          Stilla
        </Link>
        <nav aria-label={sv.nav.mainNav} className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={navClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <MenuButton label={sv.nav.more}>
                <ul>
                  {MORE_LINKS.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to} className={menuItemClass}>
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </MenuButton>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden lg:block">
            <AccountMenu user={user} />
          </div>
          <Link
            to="/cart"
            onClick={(e) => {
              // With JavaScript the drawer opens; without, the link goes to /cart.
              e.preventDefault();
              drawer.setOpen(true);
            }}
            onPointerEnter={() => void loadCartContents()}
            onFocus={() => void loadCartContents()}
            aria-haspopup="dialog"
            aria-label={sv.cartButton(cartCount)}
            className="relative inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-ink/5"
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8z" />
              <path d="M9 8V6a3 3 0 0 1 6 0v2" />
            </svg>
            <span
              aria-hidden="true"
              data-testid="cart-count"
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-indigo px-1.5 text-center text-xs leading-5 text-white"
            >
              {cartCount}
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}

function AccountMenu({ user }: { user: HeaderUser | null }) {
  if (!user) {
    return (
      <Link to="/auth" className="rounded-full px-3 py-2 hover:bg-ink/5">
        {sv.nav.login}
      </Link>
    );
  }
  return (
    <MenuButton label={sv.nav.account} align="right">
      <p className="px-4 py-2 text-sm text-ink-soft">{user.name}</p>
      <ul>
        <li>
          <Link to="/konto" className={menuItemClass}>
            {sv.nav.myAccount}
          </Link>
        </li>
        <li>
          <Link to="/orders" className={menuItemClass}>
            {sv.nav.orders}
          </Link>
        </li>
        {user.isAdmin && (
          <li>
            <Link to="/admin" className={menuItemClass}>
              {sv.nav.admin}
            </Link>
          </li>
        )}
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className={menuItemClass}>
              {sv.nav.logout}
            </button>
          </Form>
        </li>
      </ul>
    </MenuButton>
  );
}

const MOBILE_MENU_ID = "mobilmeny";
const sheetLinkClass = "block rounded-xl px-3 py-2.5 hover:bg-ink/5";

/**
 * The side menu below the lg breakpoint: Hem, the main and "Mer" links and the account actions, in a modal
 * side sheet (focus held inside, Escape and a click outside close it, focus returns to the button). The
 * button opens it natively (invoker commands), so a tap works before the page has hydrated (ADR 012).
 */
function MobileMenu({ user }: { user: HeaderUser | null }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // Close after a client-side navigation (a menu opened before hydration stays open through hydration).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    ref.current?.close();
  }, [pathname]);

  return (
    <>
      <SheetTrigger
        sheetId={MOBILE_MENU_ID}
        aria-label={sv.nav.menu}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-ink/5 lg:hidden"
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="1.8">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </SheetTrigger>
      <Sheet id={MOBILE_MENU_ID} ref={ref} side="left" label={sv.nav.mobileNav}>
        <div className="mb-4 flex items-center justify-between">
          <p className="font-serif text-2xl tracking-tight text-indigo" aria-hidden="true">
            Stilla
          </p>
          <SheetClose
            sheetId={MOBILE_MENU_ID}
            aria-label={sv.nav.closeMenu}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-ink/5"
          >
            <CloseIcon />
          </SheetClose>
        </div>
        {/* A link to the page already shown does not navigate: close on any link. */}
        <nav
          aria-label={sv.nav.mobileNav}
          onClick={(e) => (e.target as Element).closest("a") && ref.current?.close()}
          className="flex flex-1 flex-col"
        >
          <ul className="space-y-0.5 text-lg">
            {[{ to: "/", label: sv.nav.home }, ...MAIN_LINKS].map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={({ isActive }) => cn(sheetLinkClass, isActive && "bg-ink/5 font-medium")}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-3 space-y-0.5 border-t border-ink/10 pt-3">
            {MORE_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={({ isActive }) => cn(sheetLinkClass, isActive && "bg-ink/5 font-medium")}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-ink/10 pt-3">
            {user ? (
              <>
                <p className="px-3 pb-1 text-sm text-ink-soft">{user.name}</p>
                <ul className="space-y-0.5">
                  <li>
                    <Link to="/konto" className={sheetLinkClass}>
                      {sv.nav.myAccount}
                    </Link>
                  </li>
                  <li>
                    <Link to="/orders" className={sheetLinkClass}>
                      {sv.nav.orders}
                    </Link>
                  </li>
                  {user.isAdmin && (
                    <li>
                      <Link to="/admin" className={sheetLinkClass}>
                        {sv.nav.admin}
                      </Link>
                    </li>
                  )}
                  <li>
                    <Form method="post" action="/logout">
                      <button type="submit" className={cn(sheetLinkClass, "w-full text-left")}>
                        {sv.nav.logout}
                      </button>
                    </Form>
                  </li>
                </ul>
              </>
            ) : (
              <Link to="/auth" className={sheetLinkClass}>
                {sv.nav.login}
              </Link>
            )}
          </div>
        </nav>
      </Sheet>
    </>
  );
}
