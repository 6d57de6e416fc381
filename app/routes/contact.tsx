import { data, redirect } from "react-router";
import type { Route } from "./+types/contact";
import { contactCopy as t } from "~/content/contact";
import { ContactSchema, formErrors, formValues } from "~/domain/schemas";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactPanel } from "~/components/contact/contact-panel";
import { CONTACT_FIELDS, type ContactActionData } from "~/components/contact/types";
import { submitContactMessage } from "~/server/contact.server";
import { requestInfoContext, sentByScript } from "~/server/context.server";
import { getUser } from "~/server/guards.server";
import { services } from "~/server/runtime.server";
import { retryAfterHeaders } from "~/server/retry-after.server";
import { headFor } from "~/server/page-head.server";

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

export function loader({ context, url }: Route.LoaderArgs) {
  const user = getUser(context);
  return {
    sent: url.searchParams.get("skickat") === "1",
    defaults: { name: user?.name ?? "", email: user?.email ?? "" },
    head: headFor({ path: url.pathname, title: `${t.title} – Stilla`, description: t.metaDescription }),
  };
}

/** A 429 carries `Retry-After` (seconds until the window ends). */
const reply = (body: ContactActionData, status = 200, retryAfterSeconds?: number) =>
  data(body, { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined });

/** Parse → store, mail the shop and the sender (contact.server.ts). Without JavaScript a success redirects (PRG). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const all = formValues(form);
  const values = Object.fromEntries(CONTACT_FIELDS.map((k) => [k, all[k] ?? ""]));
  const parsed = ContactSchema.safeParse(values);
  if (!parsed.success) return reply({ ok: false, fields: formErrors(parsed.error).fields, values }, 400);

  const { db, mailer, env } = services();
  const outcome = await submitContactMessage(db, mailer, {
    message: parsed.data,
    honeypot: all.website ?? "",
    userId: getUser(context)?.id ?? null,
    clientKey: context.get(requestInfoContext).clientIp,
    now: new Date(),
    rateLimitScale: env.rateLimitScale,
  }).catch((err: unknown) => {
    console.error("[contact] the message could not be stored", err);
    return { status: "failed" } as const;
  });
  if (outcome.status === "rate_limited") return reply({ ok: false, formError: t.tooMany, values }, 429, outcome.retryAfterSeconds);
  if (outcome.status === "failed") return reply({ ok: false, formError: t.failed, values }, 500);
  if (!sentByScript(context)) throw redirect("/contact?skickat=1");
  return reply({ ok: true });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page pt-6 pb-20">
      <header className="max-w-2xl py-8">
        <p className="text-xs font-medium tracking-[0.25em] text-sage uppercase">{t.eyebrow}</p>
        <h1 className="mt-4 text-5xl leading-tight">{t.title}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t.intro}</p>
      </header>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ContactForm defaults={loaderData.defaults} result={actionData} sent={loaderData.sent} />
        <ContactPanel />
      </div>
    </div>
  );
}
