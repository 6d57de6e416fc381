import { useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/legal";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import type { RootData } from "~/root";
import { LEGAL_DOCUMENTS, type LegalDocument } from "~/content/legal";
import { SHOP } from "~/domain/constants";
import { LegalPage } from "~/components/legal/legal-page";
import { CookieChoice } from "~/components/legal/cookie-choice";

/** /terms, /privacy, /cookies, /returns, /shipping and /tillganglighet share this route; the path picks the document. */
const PAGES = ["terms", "privacy", "cookies", "returns", "shipping", "tillganglighet"] as const;

function docFor(pathname: string): LegalDocument {
  const slug = PAGES.find((p) => pathname.split("/")[1] === p) ?? "terms";
  return LEGAL_DOCUMENTS[slug];
}

export const meta: Route.MetaFunction = ({ location }) => {
  const doc = docFor(location.pathname);
  return [
    { title: `${doc.title} – ${SHOP.name}` },
    { name: "description", content: doc.description },
  ];
};

export const handle: CrumbHandle = { breadcrumb: (_data, pathname) => { const doc = docFor(pathname); return doc.crumb ?? doc.title; } };

export default function LegalRoute() {
  const { pathname, search } = useLocation();
  const root = useRouteLoaderData<RootData>("root");
  const doc = docFor(pathname);
  const cookieChoice = (
    <CookieChoice consent={root?.consent ?? null} savedWithoutJs={new URLSearchParams(search).get("sparat") === "1"} />
  );
  return <LegalPage key={doc.slug} doc={doc} widgets={{ "cookie-choice": cookieChoice }} />;
}
