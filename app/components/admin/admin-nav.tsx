import { NavLink } from "react-router";
import { adminCopy } from "~/content/admin";
import { giftCardCopy } from "~/content/gift-cards";
import { adminMessagesCopy } from "~/content/admin-messages";
import { settingsCopy } from "~/content/site-settings";
import { cn } from "~/lib/cn";

const links = [
  { to: "/admin/orders", label: adminCopy.nav.orders },
  { to: "/admin/products", label: adminCopy.nav.products },
  { to: "/admin/outbox", label: adminCopy.nav.outbox },
  { to: "/admin/gift-cards", label: giftCardCopy.admin.navLabel },
  { to: "/admin/messages", label: adminMessagesCopy.nav },
  { to: "/admin/settings", label: settingsCopy.nav },
];

/** The admin area's own navigation (Ordrar, Produkter, Utkorg, Presentkort, Meddelanden, Inställningar), above every admin page. */
export function AdminNav() {
  return (
    <nav aria-label={adminCopy.nav.label} className="mb-6">
      <ul className="flex flex-wrap gap-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
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
