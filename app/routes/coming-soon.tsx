import { useLocation } from "react-router";
import { pageTitles, sv } from "~/content/sv";
import { ComingSoon } from "~/components/layout/coming-soon";

/** Pages whose content later work fills: heading and a short "kommer snart" note. */
export function meta({ location }: { location: { pathname: string } }) {
  return [{ title: `${titleFor(location.pathname)} – Stilla` }];
}

function titleFor(pathname: string): string {
  const key = "/" + (pathname.split("/")[1] ?? "");
  return pageTitles[key] ?? sv.siteName;
}

export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  return <ComingSoon title={titleFor(pathname)} />;
}
