import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { sv } from "~/content/sv";
import { cn } from "~/lib/cn";
import { MenuButton, menuItemClass } from "~/components/ui/menu";
import { MAIN_LINKS, MORE_LINKS } from "./nav-links";
import { useCartDrawer } from "~/components/cart/cart-drawer-context";

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
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
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
          <Link to="/orders" className={menuItemClass}>
            {sv.nav.orders}
          </Link>
        </li>
        {user.isAdmin && (
          <li>
            <Link to="/admin/orders" className={menuItemClass}>
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

/** The side menu on small screens: Hem, the same links and the account actions. */
function MobileMenu({ user }: { user: HeaderUser | null }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    openRef.current?.focus();
  };

  return (
    <div className="lg:hidden">
      <button
        ref={openRef}
        type="button"
        aria-label={sv.nav.menu}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-ink/5"
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="1.8">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {open && (
        <div className="fixed inset-0 z-50" role="dialog" aria-modal="true" aria-label={sv.nav.mobileNav}>
          <button type="button" tabIndex={-1} aria-hidden="true" className="absolute inset-0 bg-ink/40" onClick={close} />
          <nav aria-label={sv.nav.mobileNav} className="absolute inset-y-0 left-0 w-80 max-w-[85vw] overflow-y-auto bg-oat p-6 shadow-xl">
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              aria-label={sv.nav.closeMenu}
              className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-ink/5"
            >
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="1.8">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
            <ul className="space-y-1 text-lg">
              {[{ to: "/", label: sv.nav.home }, ...MAIN_LINKS, ...MORE_LINKS].map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="block rounded-xl px-3 py-2 hover:bg-ink/5">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-6 border-t border-ink/10 pt-4">
              {user ? (
                <>
                  <Link to="/orders" className="block rounded-xl px-3 py-2 hover:bg-ink/5">
                    {sv.nav.orders}
                  </Link>
                  <Form method="post" action="/logout">
                    <button type="submit" className="block w-full rounded-xl px-3 py-2 text-left hover:bg-ink/5">
                      {sv.nav.logout}
                    </button>
                  </Form>
                </>
              ) : (
                <Link to="/auth" className="block rounded-xl px-3 py-2 hover:bg-ink/5">
                  {sv.nav.login}
                </Link>
              )}
            </div>
          </nav>
        </div>
      )}
    </div>
  );
}
