import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-messages";
import { adminMessagesCopy as t } from "~/content/admin-messages";
import { SUBSCRIPTION_WAITLIST_TOPIC } from "~/content/subscription";
import { ContactMessageList, WaitlistTable } from "~/components/contact/contact-message-list";
import { SubscriberTable } from "~/components/newsletter/subscriber-table";
import { formValues } from "~/domain/schemas";
import { listMessagesForAdmin, REPLY_MAX, replyToMessage, setMessageHandled } from "~/server/admin-messages.server";
import { requireAdmin } from "~/server/guards.server";
import { listSubscribers } from "~/server/newsletter.server";
import { services } from "~/server/runtime.server";
import { listWaitlist } from "~/server/waitlist.server";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

const DONE: Record<string, string> = { svar: t.messages.sent, hanterat: t.messages.markedHandled, vantar: t.messages.markedWaiting };

/** Contact messages (waiting ones first view), the subscription waitlist and the newsletter's subscribers. */
export async function loader({ url }: Route.LoaderArgs) {
  const { db } = services();
  const search = url.searchParams;
  const onlyWaiting = search.get("visa") !== "alla";
  const [messages, subscribers, waitlist] = await Promise.all([
    listMessagesForAdmin(db, { onlyWaiting }),
    listSubscribers(db),
    listWaitlist(db, SUBSCRIPTION_WAITLIST_TOPIC),
  ]);
  return {
    onlyWaiting,
    done: DONE[search.get("klart") ?? ""] ?? null,
    messages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      signedIn: m.userId !== null,
      created: m.createdAt.toISOString(),
      handled: m.handledAt !== null,
      replies: m.replies.map((r) => ({ id: r.id, body: r.body, by: r.actorEmail, created: r.createdAt.toISOString() })),
    })),
    waitlist: waitlist.map((w) => ({ email: w.email, created: w.createdAt.toISOString() })),
    subscribers: subscribers.map((s) => ({
      id: s.id,
      email: s.email,
      status: s.status,
      created: s.createdAt.toISOString(),
      confirmed: s.confirmedAt?.toISOString() ?? null,
      code: s.code,
      codeUsed: (s.codeUsed ?? 0) > 0,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const actor = { id: admin.id, email: admin.email };
  const values = formValues(await request.formData());
  const messageId = /^\d{1,9}$/.test(values.messageId ?? "") ? Number(values.messageId) : null;
  const fail = (error: string, status = 400) => data({ messageId: messageId ?? 0, error, values }, { status });
  if (messageId === null || !["reply", "handled", "waiting"].includes(values.intent ?? "")) return fail(t.messages.notFound);
  const { db, mailer } = services();
  if (values.intent === "reply") {
    const body = (values.body ?? "").trim();
    if (body === "") return fail(t.messages.replyRequired);
    if (body.length > REPLY_MAX) return fail(t.messages.replyTooLong(REPLY_MAX));
    const mailId = await replyToMessage(db, messageId, body, actor, new Date());
    if (mailId === null) return fail(t.messages.notFound, 404);
    await mailer.dispatch(mailId);
    return redirect("/admin/messages?visa=alla&klart=svar");
  }
  const r = await setMessageHandled(db, messageId, values.intent === "handled", actor, new Date());
  if (!r) return fail(t.messages.notFound, 404);
  return redirect(`/admin/messages?klart=${values.intent === "handled" ? "hanterat" : "vantar"}`);
}

export default function AdminMessages({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      {d.done && (
        <p role="status" className="mt-4 rounded-xl bg-sage-light px-4 py-3">
          {d.done}
        </p>
      )}
      <ContactMessageList messages={d.messages} onlyWaiting={d.onlyWaiting} result={actionData ?? null} />
      <WaitlistTable rows={d.waitlist} />
      <SubscriberTable subscribers={d.subscribers} />
    </section>
  );
}
