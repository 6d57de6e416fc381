import { adminMessagesCopy } from "~/content/admin-messages";
import { formatDateTime } from "~/components/admin/format";

const t = adminMessagesCopy.messages;

export interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  signedIn: boolean;
  created: string;
}

/** /admin/messages: each contact message as text (never HTML), with a reply link to the sender. */
export function ContactMessageList({ messages }: { messages: AdminContactMessage[] }) {
  return (
    <section aria-labelledby="admin-contact-title" className="mt-10">
      <h2 id="admin-contact-title" className="text-2xl">
        {t.title} <span className="text-base text-ink-soft">({t.count(messages.length)})</span>
      </h2>
      {messages.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="contact-message">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium">{m.subject}</span> · {t.from}: {m.name} &lt;{m.email}&gt;
                  {m.signedIn && ` (${t.signedIn})`} · <time dateTime={m.created}>{formatDateTime(m.created)}</time>
                </summary>
                <p className="mt-3 whitespace-pre-wrap break-words text-sm">{m.message}</p>
                <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Sv: ${m.subject}`)}`} className="mt-3 inline-block text-sm text-indigo underline">
                  {t.reply}
                </a>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
