import { useEffect, useId, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { ADMIN_GROUPS, adminNavCopy as t } from "~/content/admin-nav";
import { CloseIcon, Sheet, SheetClose, SheetTrigger } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";

const linkClass = (current: boolean) =>
  cn("block rounded-lg px-3 py-2", current ? "bg-indigo font-medium text-white hover:bg-indigo" : "hover:bg-ink/5");

export interface ConsoleAdmin {
  name: string;
  email: string;
}

/**
 * The console's navigation (ADR 062): the five groups with their pages. Rendered twice: in the sidebar on a
 * desktop and in the menu sheet on a phone (only one is ever shown).
 */
export function AdminNav({ onLink }: { onLink?: () => void }) {
  const { pathname } = useLocation();
  const id = useId();
  return (
    <nav aria-label={t.label} onClick={(e) => onLink && (e.target as Element).closest("a") && onLink()}>
      {ADMIN_GROUPS.map((g, i) => (
        <div key={g.heading} className={i > 0 ? "mt-5" : undefined}>
          <h2 id={`${id}-${i}`} className="px-3 pb-1 font-sans text-xs font-semibold tracking-wide text-ink-soft uppercase">
            {g.heading}
          </h2>
          <ul aria-labelledby={`${id}-${i}`} className="space-y-0.5">
            {g.sections.map((l) => (
              <li key={l.to}>
                {l.also?.includes(pathname) ? (
                  // Another page of the section (a video tool): the section is current, its first page is not.
                  <Link to={l.to} aria-current="true" className={linkClass(true)}>
                    {l.label}
                  </Link>
                ) : (
                  <NavLink to={l.to} end={l.end} className={({ isActive }) => linkClass(isActive)}>
                    {l.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The link back to the shop, who is signed in, and sign-out: at the foot of the sidebar and the menu. */
export function ConsoleAccount({ admin }: { admin: ConsoleAdmin }) {
  return (
    <div className="mt-6 space-y-3 border-t border-ink/10 pt-4 text-sm">
      <Link to="/" className="block rounded-lg px-3 py-2 underline hover:bg-ink/5">
        {t.backToShop}
      </Link>
      <p className="px-3 text-ink-soft">
        {t.signedInAs} <span className="block font-medium break-all text-ink">{admin.name}</span>
        <span className="block break-all">{admin.email}</span>
      </p>
      <Form method="post" action="/logout" className="px-3">
        <button type="submit" className="rounded-full px-4 py-2 ring-1 ring-ink/20 hover:bg-ink/5">
          {t.logout}
        </button>
      </Form>
    </div>
  );
}

const MENU_ID = "adminmeny";

/**
 * The phone's top bar: the console's name and the menu button, which opens the navigation in a modal side
 * sheet (focus held inside, Escape and a click outside close it, focus returns to the button; it opens before
 * hydration through invoker commands, ADR 037). A navigation closes it.
 */
export function ConsolePhoneBar({ admin }: { admin: ConsoleAdmin }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    ref.current?.close();
  }, [pathname]);
  return (
    <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-ink/10 bg-oat/95 px-4 py-2 backdrop-blur lg:hidden">
      <Link to="/admin" className="font-serif text-xl text-indigo">
        Stilla <span className="font-sans text-sm text-ink-soft">{t.title}</span>
      </Link>
      <SheetTrigger sheetId={MENU_ID} className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 ring-1 ring-ink/20 hover:bg-ink/5">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="1.8">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        {t.menu}
      </SheetTrigger>
      <Sheet id={MENU_ID} ref={ref} side="left" label={t.menuLabel}>
        <div className="mb-4 flex items-center justify-between">
          <p className="font-serif text-2xl text-indigo" aria-hidden="true">
            Stilla
          </p>
          <SheetClose sheetId={MENU_ID} aria-label={t.closeMenu} className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-ink/5">
            <CloseIcon />
          </SheetClose>
        </div>
        <AdminNav onLink={() => ref.current?.close()} />
        <ConsoleAccount admin={admin} />
      </Sheet>
    </header>
  );
}
