import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/admin-outbox";
import * as sv from "~/content/sv";
import { formatDateTime } from "~/components/admin/format";
import { requireAdmin } from "~/server/guards.server";
import { canResend, listOutbox, resendOutboxMail } from "~/server/outbox.server";
import { services } from "~/server/runtime.server";
import { parseDigits } from "~/domain/schemas";

const t = sv.admin.outbox;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

export async function loader({ url }: Route.LoaderArgs) {
  const { db, mailer } = services();
  const resent = Number(url.searchParams.get("skickat"));
  const mails = await listOutbox(db);
  return {
    resent: Number.isInteger(resent) && resent > 0 ? { id: resent, smtp: mailer.smtpEnabled } : null,
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      status: m.status,
      text: m.text,
      lastError: m.lastError,
      created: m.createdAt.toISOString(),
      resendable: canResend(m.kind),
    })),
  };
}

/** "Skicka igen": a copy of the mail is queued and sent (ADR 025 records it). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { db, mailer } = services();
  const id = parseDigits((await request.formData()).get("mailId")) ?? 0;
  if (id <= 0) return data({ message: t.notFound, mailId: 0 }, { status: 400 });
  const result = await resendOutboxMail(db, id, { id: admin.id, email: admin.email }, new Date());
  if (!result.ok) return data({ message: result.error === "not_found" ? t.notFound : t.notResendable, mailId: id }, { status: result.error === "not_found" ? 404 : 409 });
  await mailer.dispatch(result.mailId);
  return redirect(`/admin/outbox?skickat=${result.mailId}`);
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { resent } = loaderData;
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      {resent && (
        <p role="status" className="mt-4 rounded-xl bg-sage-light/70 px-3 py-2 text-sm">
          {resent.smtp ? t.resent(resent.id) : t.resentOutboxOnly(resent.id)}
        </p>
      )}
      {loaderData.mails.length === 0 ? (
        <p className="mt-8">{t.empty}</p>
      ) : (
        <ul className="mt-8 space-y-3">
          {loaderData.mails.map((m) => (
            <li key={m.id} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="outbox-mail">
              <details>
                <summary className="cursor-pointer break-words">
                  <span className="font-medium">{m.subject}</span> · {t.to}: {m.to} · {t.status}: {t.statuses[m.status] ?? m.status} ·{" "}
                  <time dateTime={m.created}>{formatDateTime(m.created)}</time> · {t.number(m.id)}
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words text-sm">{m.text}</pre>
                {m.lastError && <p className="mt-2 text-sm text-clay">{m.lastError}</p>}
                {m.resendable ? (
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="mailId" value={m.id} />
                    <button type="submit" aria-label={t.resendLabel(m.subject, m.to)} className="rounded-full bg-white px-4 py-2 text-sm font-medium ring-1 ring-ink/25 hover:bg-oat-dark">
                      {t.resend}
                    </button>
                    <p className="mt-1 text-xs text-ink-soft">{t.resendHelp}</p>
                  </Form>
                ) : (
                  <p className="mt-3 text-xs text-ink-soft">{t.notResendable}</p>
                )}
                {actionData?.mailId === m.id && (
                  <p role="alert" className="mt-2 text-sm text-clay">
                    {actionData.message}
                  </p>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
