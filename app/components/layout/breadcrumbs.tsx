import { Link, useLocation } from "react-router";
import { sv } from "~/content/sv";

/** Breadcrumbs on every page but home, with the spec's labels; other segments as they are. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const segments = pathname.split("/").filter(Boolean);
  // Home has none; the admin area has its own navigation.
  if (segments.length === 0 || segments[0] === "admin") return null;
  const crumbs = segments.map((segment, i) => ({
    href: "/" + segments.slice(0, i + 1).join("/"),
    label: sv.breadcrumbs.segments[segment] ?? decodeURIComponent(segment),
  }));
  return (
    <nav aria-label={sv.breadcrumbs.label} className="mx-auto max-w-6xl px-4 pt-4 text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to="/" className="hover:underline">
            {sv.breadcrumbs.home}
          </Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={c.href} className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {c.label}
              </span>
            ) : (
              <Link to={c.href} className="hover:underline">
                {c.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
