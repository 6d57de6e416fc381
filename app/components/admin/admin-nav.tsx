import { NavLink } from "react-router";
import { ADMIN_SECTIONS, adminNavCopy } from "~/content/admin-nav";
import { cn } from "~/lib/cn";

/** The admin area's own navigation, above every admin page (rendered once, by the admin layout route). */
export function AdminNav() {
  return (
    <nav aria-label={adminNavCopy.label} className="mb-6">
      <ul className="flex flex-wrap gap-2 text-sm">
        {ADMIN_SECTIONS.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className={({ isActive }) =>
                cn("inline-block rounded-full px-4 py-1.5 ring-1", isActive ? "bg-indigo text-white ring-indigo" : "bg-white text-ink ring-ink/20 hover:bg-oat-dark")
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
