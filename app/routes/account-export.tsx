import type { Route } from "./+types/account-export";
import { accountCopy as t } from "~/content/account";
import { exportOwnData } from "~/server/account.server";
import { requireUser } from "~/server/guards.server";
import { services } from "~/server/runtime.server";

/** "Ladda ner mina uppgifter": the customer's own GDPR export (art. 15/20) as one JSON file (ADR 035, ADR 028). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const now = new Date();
  const body = await exportOwnData(services().db, user, now);
  if (!body) throw new Response(null, { status: 404 });
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t.data.filename(now.toISOString().slice(0, 10))}"`,
      "Cache-Control": "no-store",
    },
  });
}
