import { adminMessagesCopy } from "~/content/admin-messages";
import { formatDateTime } from "~/components/admin/format";

const t = adminMessagesCopy.subscribers;

export interface AdminSubscriber {
  id: number;
  email: string;
  status: string;
  created: string;
  confirmed: string | null;
  code: string | null;
  codeUsed: boolean;
}

/** /admin/messages: the newsletter's addresses with their status and welcome code. */
export function SubscriberTable({ subscribers }: { subscribers: AdminSubscriber[] }) {
  return (
    <section aria-labelledby="admin-newsletter-title" className="mt-12">
      <h2 id="admin-newsletter-title" className="text-2xl">
        {t.title} <span className="text-base text-ink-soft">({t.count(subscribers.length)})</span>
      </h2>
      {/* A plain link: the file is a download, not a page for the router. */}
      <a href="/admin/messages/nyhetsbrev.csv" className="mt-2 inline-block text-sm underline" download>
        {t.exportCsv}
      </a>
      {subscribers.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-ink/10">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="border-b border-ink/10">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">{t.email}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t.status}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t.signedUp}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t.confirmed}</th>
                <th scope="col" className="px-4 py-3 font-medium">{t.code}</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.id} className="border-b border-ink/5 last:border-0">
                  <td className="px-4 py-3 break-all">{s.email}</td>
                  <td className="px-4 py-3">{t.statuses[s.status] ?? s.status}</td>
                  <td className="px-4 py-3">
                    <time dateTime={s.created}>{formatDateTime(s.created)}</time>
                  </td>
                  <td className="px-4 py-3">{s.confirmed ? <time dateTime={s.confirmed}>{formatDateTime(s.confirmed)}</time> : t.none}</td>
                  <td className="px-4 py-3">{s.code ? `${s.code} (${s.codeUsed ? t.codeUsed : t.codeUnused})` : t.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
