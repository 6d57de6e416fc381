import { useLocation } from "react-router";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import * as sv from "~/content/sv";
import { ComingSoon } from "~/components/layout/coming-soon";

/** Pages whose content later work fills: heading and a short "kommer snart" note. */
export function meta({ location }: { location: { pathname: string } }) {
  return [{ title: `${titleFor(location.pathname)} – Stilla` }];
}

function titleFor(pathname: string): string {
  const key = "/" + (pathname.split("/")[1] ?? "");
  return sv.pageTitles[key] ?? sv.siteName;
}

export const handle: CrumbHandle = { breadcrumb: (_data, pathname) => titleFor(pathname) };

export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  return <ComingSoon title={titleFor(pathname)} />;
}
