import type { Route } from "./+types/angerblankett";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { useRouteLoaderData } from "react-router";
import { legalDocuments, LEGAL_DOCUMENTS } from "~/content/legal";
import { LegalDocumentPage } from "~/components/orders/legal-document";
import type { RootData } from "~/root";

const doc = LEGAL_DOCUMENTS.angerblankett;

export const meta: Route.MetaFunction = () => [{ title: `${doc.title} – Stilla` }, { name: "description", content: doc.description }];

/** The standard withdrawal form (distansavtalslagen; förordning 2014:19). */
export const handle: CrumbHandle = { breadcrumb: doc.title };

export default function AngerblankettRoute() {
  // The form's address and e-mail are the shop's identity in force (ADR 063).
  const shop = useRouteLoaderData<RootData>("root")?.shop;
  return <LegalDocumentPage doc={shop ? legalDocuments(shop).angerblankett : doc} email={shop?.email} />;
}
