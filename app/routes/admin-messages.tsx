import type { Route } from "./+types/admin-messages";
import { adminMessagesCopy as t } from "~/content/admin-messages";
import { AdminNav } from "~/components/admin/admin-nav";
import { ContactMessageList } from "~/components/contact/contact-message-list";
import { SubscriberTable } from "~/components/newsletter/subscriber-table";
import { listContactMessages } from "~/server/contact.server";
import { requireAdmin } from "~/server/guards.server";
import { listSubscribers } from "~/server/newsletter.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** Admin only (404 to everyone else): contact messages and newsletter subscribers, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = services();
  const [messages, subscribers] = await Promise.all([listContactMessages(db), listSubscribers(db)]);
  return {
    messages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      signedIn: m.userId !== null,
      created: m.createdAt.toISOString(),
    })),
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

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page py-10">
      <AdminNav />
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <ContactMessageList messages={loaderData.messages} />
      <SubscriberTable subscribers={loaderData.subscribers} />
    </section>
  );
}
