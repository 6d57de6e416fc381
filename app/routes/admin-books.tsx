import type { Route } from "./+types/admin-books";
import { booksCopy as t } from "~/content/books";
import { overviewCopy } from "~/content/admin-overview";
import { BooksPeriodForm, LiabilitySection, SieSection, VatReturnSection } from "~/components/admin/books";
import { parseDay } from "~/domain/books";
import { parsePeriod } from "~/domain/overview";
import { stockholmDate } from "~/domain/vat";
import { getBooksPage, withinOneYear } from "~/server/books.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** /admin/bokforing (ADR 077): the SIE file of a period, the VAT return's boxes and the gift-card liability at a day. Admins only. */
export async function loader({ url }: Route.LoaderArgs) {
  const today = stockholmDate(new Date());
  const period = parsePeriod(url.searchParams, today, overviewCopy.vat.errors);
  const liabilityDay = parseDay(url.searchParams.get("per"), today, t.liability.dateInvalid);
  const page = await getBooksPage(services().db, period, liabilityDay.date);
  const sieError = !withinOneYear(period.from, period.to) ? t.sie.yearSpan : page.bookError ? t.sie.failed(page.bookError) : null;
  return { period, liabilityDay, boxes: page.boxes, accounts: page.accounts, liability: page.liability, sieError };
}

export default function AdminBooks({ loaderData: d }: Route.ComponentProps) {
  return (
    <section className="space-y-8">
      <div>
        <h1 className="text-3xl">{t.title}</h1>
        <p className="mt-2 max-w-prose text-ink-soft">{t.intro}</p>
      </div>
      <BooksPeriodForm period={d.period} liabilityDate={d.liabilityDay.date} />
      <SieSection period={d.period} accounts={d.accounts} error={d.sieError} />
      <VatReturnSection boxes={d.boxes} />
      <LiabilitySection period={d.period} date={d.liabilityDay.date} error={d.liabilityDay.error} liability={d.liability} />
    </section>
  );
}
