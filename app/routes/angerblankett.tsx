import type { Route } from "./+types/angerblankett";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { LEGAL_DOCUMENTS } from "~/content/legal";
import { LegalDocumentPage } from "~/components/orders/legal-document";

const doc = LEGAL_DOCUMENTS.angerblankett;

export const meta: Route.MetaFunction = () => [{ title: `${doc.title} – Stilla` }, { name: "description", content: doc.description }];

/** The standard withdrawal form (distansavtalslagen; förordning 2014:19). */
export const handle: CrumbHandle = { breadcrumb: doc.title };

export default function AngerblankettRoute() {
  return <LegalDocumentPage doc={doc} />;
}
