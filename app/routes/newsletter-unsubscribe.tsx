import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { newsletterPagesCopy } from "~/content/newsletter-pages";
import { Button, buttonClass } from "~/components/ui/button";
import { unsubscribe, unsubscribeState } from "~/server/newsletter.server";
import { services } from "~/server/runtime.server";

const t = newsletterPagesCopy.unsubscribe;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** GET only shows the button (a link preview must not unsubscribe anyone); the POST unsubscribes. */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  return { token, state: await unsubscribeState(services().db, token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get("token");
  return { done: await unsubscribe(services().db, { token: typeof token === "string" ? token : null, now: new Date() }) };
}

export const handle: CrumbHandle = { breadcrumb: t.title };

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const state = actionData?.done ?? loaderData.state;
  let body: React.ReactNode;
  if (state === "unsubscribed") {
    body = (
      <div role="status">
        <h2 className="text-3xl">{t.done}</h2>
        <p className="mt-4 text-lg text-ink-soft">{t.doneText}</p>
      </div>
    );
  } else if (state === "already") {
    body = (
      <div role="status">
        <h2 className="text-3xl">{t.already}</h2>
        <p className="mt-4 text-lg text-ink-soft">{t.doneText}</p>
      </div>
    );
  } else if (state === "invalid") {
    body = (
      <div>
        <h2 className="text-3xl">{t.invalid}</h2>
        <p className="mt-4 text-lg text-ink-soft">{t.invalidText}</p>
      </div>
    );
  } else {
    body = (
      <Form method="post" aria-labelledby="unsubscribe-question">
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <h2 id="unsubscribe-question" className="text-3xl">
          {t.question}
        </h2>
        <p className="mt-4 text-lg text-ink-soft">{t.text}</p>
        <Button type="submit" disabled={busy} className="mt-8">
          {busy ? t.busy : t.button}
        </Button>
      </Form>
    );
  }
  return (
    <section className="page-narrow py-16">
      <h1 className="font-sans text-xs font-medium tracking-[0.25em] text-sage uppercase">{t.title}</h1>
      <div className="mt-6">{body}</div>
      {state !== "subscribed" && (
        <Link to="/" className={buttonClass("secondary", "mt-8")}>
          {t.home}
        </Link>
      )}
    </section>
  );
}
