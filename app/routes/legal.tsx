import { useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/legal";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import type { RootData } from "~/root";
import { legalDocuments, LEGAL_DOCUMENTS, type LegalDocument } from "~/content/legal";
import { EXAMPLE_FACTS, type ShopFacts } from "~/domain/shop-identity";
import { LegalPage } from "~/components/legal/legal-page";
import { CookieChoice } from "~/components/legal/cookie-choice";

/** /terms, /privacy, /cookies, /returns, /shipping and /tillganglighet share this route; the path picks the document. */
const PAGES = ["terms", "privacy", "cookies", "returns", "shipping", "tillganglighet"] as const;

/** The document of a path, with the shop's identity in force (the root's data; ADR 063). */
function docFor(pathname: string, shop?: ShopFacts): LegalDocument {
  const slug = PAGES.find((p) => pathname.split("/")[1] === p) ?? "terms";
  return shop ? legalDocuments(shop)[slug] : LEGAL_DOCUMENTS[slug];
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const shop = (matches.find((m) => m?.id === "root")?.data as RootData | undefined)?.shop ?? EXAMPLE_FACTS;
  const doc = docFor(location.pathname, shop);
  return [
    { title: `${doc.title} – ${shop.name}` },
    { name: "description", content: doc.description },
  ];
};

export const handle: CrumbHandle = { breadcrumb: (_data, pathname) => { const doc = docFor(pathname); return doc.crumb ?? doc.title; } };

export default function LegalRoute() {
  const { pathname, search } = useLocation();
  const root = useRouteLoaderData<RootData>("root");
  const doc = docFor(pathname, root?.shop);
  const cookieChoice = (
    <CookieChoice consent={root?.consent ?? null} savedWithoutJs={new URLSearchParams(search).get("sparat") === "1"} />
  );
  return <LegalPage key={doc.slug} doc={doc} widgets={{ "cookie-choice": cookieChoice }} />;
}
