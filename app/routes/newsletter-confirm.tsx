import { Link, redirect } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { newsletterPagesCopy } from "~/content/newsletter-pages";
import { buttonClass } from "~/components/ui/button";
import { confirmSubscription } from "~/server/newsletter.server";
import { services } from "~/server/runtime.server";

const t = newsletterPagesCopy.confirm;
const RESULTS = {
  bekraftad: { title: t.confirmed, text: t.confirmedText },
  valkommen_tillbaka: { title: t.reconfirmed, text: t.reconfirmedText },
  redan: { title: t.already, text: t.alreadyText },
  utgangen: { title: t.expired, text: t.expiredText },
  ogiltig: { title: t.invalid, text: t.invalidText },
} as const;
type ResultKey = keyof typeof RESULTS;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/**
 * The confirmation link from the e-mail (`?token=`): confirms once, then redirects to `?status=` so that a
 * reload, a revalidation or the back button never repeats it (the token stays out of the address bar).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const token = params.get("token");
  if (token !== null) {
    const { db, mailer, env } = services();
    const outcome = await confirmSubscription(db, mailer, { token, now: new Date() }, { publicUrl: env.publicUrl, secret: env.authSecret });
    const key: ResultKey =
      outcome.status === "confirmed" ? (outcome.code ? "bekraftad" : "valkommen_tillbaka") : outcome.status === "already" ? "redan" : outcome.status === "expired" ? "utgangen" : "ogiltig";
    throw redirect(`/newsletter/bekrafta?status=${key}`);
  }
  const status = params.get("status");
  return { result: status && status in RESULTS ? (status as ResultKey) : "ogiltig" };
}

export const handle: CrumbHandle = { breadcrumb: t.title };

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const r = RESULTS[loaderData.result];
  const good = loaderData.result === "bekraftad" || loaderData.result === "valkommen_tillbaka" || loaderData.result === "redan";
  return (
    <section className="page-narrow py-16">
      <p className="text-xs font-medium tracking-[0.25em] text-sage uppercase">{t.title}</p>
      <h1 className="mt-4 text-4xl leading-tight">{r.title}</h1>
      <p className="mt-4 text-lg text-ink-soft">{r.text}</p>
      <Link to={good ? "/shop" : "/#newsletter-home"} className={buttonClass("primary", "mt-8")}>
        {good ? t.shop : t.signUpAgain}
      </Link>
    </section>
  );
}
