import { redirect } from "react-router";
import type { Route } from "./+types/admin-books-sie";
import { booksCopy as t } from "~/content/books";
import { overviewCopy } from "~/content/admin-overview";
import { parseGrouping } from "~/domain/books";
import { parsePeriod } from "~/domain/overview";
import { stockholmDate } from "~/domain/vat";
import { sieExport, withinOneYear } from "~/server/books.server";
import { services } from "~/server/runtime.server";

/**
 * The SIE 4I file of a period (ADR 077), behind the admin layout's guard: a resource route, so no page of its own.
 * A bad period, one over two financial years, or orders that cannot be booked go back to /admin/bokforing, which
 * says why in Swedish.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { db, env } = services();
  const today = stockholmDate(new Date());
  const period = parsePeriod(url.searchParams, today, overviewCopy.vat.errors);
  const back = () => redirect(`/admin/bokforing?${new URLSearchParams({ fran: url.searchParams.get("fran") ?? "", till: url.searchParams.get("till") ?? "" })}`);
  if (period.error || !withinOneYear(period.from, period.to)) throw back();
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await sieExport(db, env, { from: period.from, to: period.to, grouping: parseGrouping(url.searchParams.get("verifikationer")), generated: today });
  } catch {
    throw back();
  }
  return new Response(bytes, {
    headers: {
      "Content-Type": "text/plain; charset=IBM437",
      "Content-Disposition": `attachment; filename="${t.fileName(period.from, period.to)}"`,
      "Cache-Control": "no-store",
    },
  });
}
