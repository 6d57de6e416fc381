import { useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/legal";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import type { RootData } from "~/root";
import { legalDocuments, LEGAL_DOCUMENTS, type LegalDocument } from "~/content/legal";
import type { ShopFacts } from "~/domain/shop-identity";
import { services } from "~/server/runtime.server";
import { getShopFacts } from "~/server/shop-identity.server";
import { LegalPage } from "~/components/legal/legal-page";
import { CookieChoice } from "~/components/legal/cookie-choice";
import { headFor } from "~/server/page-head.server";

/** /terms, /privacy, /cookies, /returns, /shipping and /tillganglighet share this route; the path picks the document. */
const PAGES = ["terms", "privacy", "cookies", "returns", "shipping", "tillganglighet"] as const;

/** The document of a path, with the shop's identity in force (the root's data; ADR 063). */
function docFor(pathname: string, shop?: ShopFacts): LegalDocument {
  const slug = PAGES.find((p) => pathname.split("/")[1] === p) ?? "terms";
  return shop ? legalDocuments(shop)[slug] : LEGAL_DOCUMENTS[slug];
}

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

/** The document with the shop's identity in force (ADR 063). */
export async function loader({ url }: Route.LoaderArgs) {
  const { db, env } = services();
  const shop = await getShopFacts(db, env);
  const doc = docFor(url.pathname, shop);
  return { head: headFor({ path: url.pathname, title: `${doc.title} – ${shop.name}`, description: doc.description, crumb: doc.crumb ?? doc.title }) };
}

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
