import type { Route } from "./+types/angerblankett";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { useRouteLoaderData } from "react-router";
import { legalDocuments, LEGAL_DOCUMENTS } from "~/content/legal";
import { LegalDocumentPage } from "~/components/orders/legal-document";
import type { RootData } from "~/root";
import { headFor } from "~/server/page-head.server";

const doc = LEGAL_DOCUMENTS.angerblankett;

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

export function loader({ url }: Route.LoaderArgs) {
  return { head: headFor({ path: url.pathname, title: `${doc.title} – Stilla`, description: doc.description, crumb: doc.title }) };
}

/** The standard withdrawal form (distansavtalslagen; förordning 2014:19). */
export const handle: CrumbHandle = { breadcrumb: doc.title };

export default function AngerblankettRoute() {
  // The form's address and e-mail are the shop's identity in force (ADR 063).
  const shop = useRouteLoaderData<RootData>("root")?.shop;
  return <LegalDocumentPage doc={shop ? legalDocuments(shop).angerblankett : doc} email={shop?.email} />;
}
