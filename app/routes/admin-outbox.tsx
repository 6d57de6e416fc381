import type { Route } from "./+types/admin-outbox";
import { sv } from "~/content/sv";
import { formatDateTime } from "~/components/admin/format";
import { listOutbox } from "~/server/outbox.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = () => [{ title: `${sv.admin.outbox.title} – Stilla` }, { name: "robots", content: "noindex" }];

export async function loader() {
  const mails = await listOutbox(services().db);
  return {
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      status: m.status,
      text: m.text,
      lastError: m.lastError,
      created: m.createdAt.toISOString(),
    })),
  };
}


export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const t = sv.admin.outbox;
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      {loaderData.mails.length === 0 ? (
        <p className="mt-8">{t.empty}</p>
      ) : (
        <ul className="mt-8 space-y-3">
          {loaderData.mails.map((m) => (
            <li key={m.id} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium">{m.subject}</span> · {t.to}: {m.to} · {t.status}: {t.statuses[m.status] ?? m.status} ·{" "}
                  <time dateTime={m.created}>{formatDateTime(m.created)}</time>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words text-sm">{m.text}</pre>
                {m.lastError && <p className="mt-2 text-sm text-clay">{m.lastError}</p>}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
