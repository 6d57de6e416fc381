import { Form, Link } from "react-router";
import { adminMessagesCopy } from "~/content/admin-messages";
import { formatDateTime } from "~/components/admin/format";

const t = adminMessagesCopy.messages;

export interface AdminContactReply {
  id: number;
  body: string;
  by: string;
  created: string;
}

export interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  signedIn: boolean;
  created: string;
  handled: boolean;
  replies: AdminContactReply[];
}

export interface MessageResult {
  messageId: number;
  error: string;
  values: Record<string, string>;
}

/**
 * /admin/messages: each contact message as text (never HTML), its answers, a reply form that e-mails the
 * sender, and "handled". Plain forms: they work before hydration and keep a refused reply's text.
 */
export function ContactMessageList({ messages, onlyWaiting, result }: { messages: AdminContactMessage[]; onlyWaiting: boolean; result: MessageResult | null }) {
  return (
    <section aria-labelledby="admin-contact-title" className="mt-10">
      <h2 id="admin-contact-title" className="text-2xl">
        {t.title} <span className="text-base text-ink-soft">({t.count(messages.length)})</span>
      </h2>
      <nav aria-label={t.title} className="mt-3 flex gap-4 text-sm">
        <Link to="/admin/messages" className={onlyWaiting ? "font-medium" : "underline"} aria-current={onlyWaiting ? "page" : undefined}>
          {t.filters.waiting}
        </Link>
        <Link to="/admin/messages?visa=alla" className={onlyWaiting ? "underline" : "font-medium"} aria-current={onlyWaiting ? undefined : "page"}>
          {t.filters.all}
        </Link>
      </nav>
      {messages.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {messages.map((m) => {
            const mine = result?.messageId === m.id ? result : null;
            return (
              <li key={m.id} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="contact-message">
                <details open={mine !== null || undefined}>
                  <summary className="cursor-pointer">
                    <span className="font-medium">{m.subject}</span> · {t.from}: {m.name} &lt;{m.email}&gt;
                    {m.signedIn && ` (${t.signedIn})`} · <time dateTime={m.created}>{formatDateTime(m.created)}</time> ·{" "}
                    <span className={m.handled ? "text-ink-soft" : "font-medium text-clay"}>{m.handled ? t.handled : t.waiting}</span>
                  </summary>
                  <p className="mt-3 whitespace-pre-wrap break-words text-sm">{m.message}</p>
                  {m.replies.length > 0 && (
                    <div className="mt-4 border-l-2 border-sage pl-3">
                      <h3 className="text-sm font-medium">{t.replies}</h3>
                      {m.replies.map((r) => (
                        <div key={r.id} className="mt-2 text-sm" data-testid="contact-reply">
                          <p className="text-ink-soft">
                            <time dateTime={r.created}>{formatDateTime(r.created)}</time> {t.repliedBy(r.by)}
                          </p>
                          <p className="whitespace-pre-wrap break-words">{r.body}</p>
                        </div>
                      ))}
                    </div>
                  )}
                  <Form method="post" className="mt-4">
                    <input type="hidden" name="intent" value="reply" />
                    <input type="hidden" name="messageId" value={m.id} />
                    <label htmlFor={`reply-${m.id}`} className="block text-sm font-medium">
                      {t.replyLabel}
                    </label>
                    <textarea
                      id={`reply-${m.id}`}
                      name="body"
                      rows={5}
                      defaultValue={mine?.values.body ?? ""}
                      maxLength={5_000}
                      aria-invalid={mine?.error ? true : undefined}
                      aria-describedby={`reply-${m.id}-help${mine?.error ? ` reply-${m.id}-error` : ""}`}
                      className="mt-1 w-full rounded-xl border border-ink/20 bg-white px-4 py-3"
                    />
                    <p id={`reply-${m.id}-help`} className="mt-1 text-sm text-ink-soft">
                      {t.replyHelp}
                    </p>
                    {mine?.error && (
                      <p id={`reply-${m.id}-error`} className="mt-1 text-sm text-clay">
                        {mine.error}
                      </p>
                    )}
                    <button type="submit" className="mt-3 rounded-full bg-indigo px-5 py-2 text-white">
                      {t.send}
                    </button>
                  </Form>
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="intent" value={m.handled ? "waiting" : "handled"} />
                    <input type="hidden" name="messageId" value={m.id} />
                    <button type="submit" className="text-sm underline">
                      {m.handled ? t.markWaiting : t.markHandled}
                    </button>
                  </Form>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The "meddela mig" list for subscriptions. */
export function WaitlistTable({ rows }: { rows: { email: string; created: string }[] }) {
  const w = adminMessagesCopy.waitlist;
  return (
    <section aria-labelledby="admin-waitlist-title" className="mt-12">
      <h2 id="admin-waitlist-title" className="text-2xl">
        {w.title} <span className="text-base text-ink-soft">({w.count(rows.length)})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-4">{w.empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-ink/10">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{w.caption}</caption>
            <thead className="border-b border-ink/10">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">{w.email}</th>
                <th scope="col" className="px-4 py-2 font-medium">{w.signedUp}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.email} className="border-b border-ink/10 last:border-0">
                  <td className="px-4 py-2 break-all">{r.email}</td>
                  <td className="px-4 py-2">
                    <time dateTime={r.created}>{formatDateTime(r.created)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
