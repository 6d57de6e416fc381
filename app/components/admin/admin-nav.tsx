import { Link, NavLink, useLocation } from "react-router";
import { ADMIN_SECTIONS, adminNavCopy } from "~/content/admin-nav";
import { cn } from "~/lib/cn";

const pill = (current: boolean) =>
  cn("inline-block rounded-full px-4 py-1.5 ring-1", current ? "bg-indigo text-white ring-indigo" : "bg-white text-ink ring-ink/20 hover:bg-oat-dark");

/** The admin area's own navigation, above every admin page (rendered once, by the admin layout route). */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label={adminNavCopy.label} className="mb-6">
      <ul className="flex flex-wrap gap-2 text-sm">
        {ADMIN_SECTIONS.map((l) => (
          <li key={l.to}>
            {l.also?.includes(pathname) ? (
              // Another page of the section (a video tool): the section is current, its first page is not.
              <Link to={l.to} aria-current="true" className={pill(true)}>
                {l.label}
              </Link>
            ) : (
              <NavLink to={l.to} end={l.end} className={({ isActive }) => pill(isActive)}>
                {l.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
