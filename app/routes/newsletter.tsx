import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { newsletterCopy, type NewsletterResultKey } from "~/content/newsletter";
import { NewsletterSchema } from "~/domain/schemas";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { NEWSLETTER_FLAG, NEWSLETTER_FLAG_FORM, type NewsletterActionData } from "~/components/newsletter/newsletter-flags";
import { requestInfoContext, sentByScript } from "~/server/context.server";
import { subscribe } from "~/server/newsletter.server";
import { services } from "~/server/runtime.server";
import { retryAfterHeaders } from "~/server/retry-after.server";

/** POST /newsletter: the sign-up behind the home and footer forms. A GET goes to the home page's form. */

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;
export function loader() {
  throw redirect("/#nyhetsbrev-home");
}

const STATUS: Record<NewsletterResultKey, number> = { ok: 200, invalid: 400, long: 400, limited: 429, failed: 500 };

async function signUp(form: FormData, clientKey: string): Promise<{ key: NewsletterResultKey; retryAfterSeconds?: number }> {
  const parsed = NewsletterSchema.safeParse({ email: String(form.get("email") ?? "") });
  if (!parsed.success) return { key: parsed.error.issues[0]?.message === newsletterCopy.emailLong ? "long" : "invalid" };
  const { db, mailer, env } = services();
  try {
    const outcome = await subscribe(
      db,
      mailer,
      { email: parsed.data.email, clientKey, now: new Date() },
      { publicUrl: env.publicUrl, secret: env.authSecret, rateLimitScale: env.rateLimitScale },
    );
    // The same answer whether the address was new, pending, active or unsubscribed.
    return outcome.status === "rate_limited" ? { key: "limited", retryAfterSeconds: outcome.retryAfterSeconds } : { key: "ok" };
  } catch (err) {
    console.error("[newsletter] sign-up failed", err);
    return { key: "failed" };
  }
}

/** A fetcher (sent by script) gets the result as data; a plain POST is redirected back to its page with the result in the query. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { key: result, retryAfterSeconds } = await signUp(form, context.get(requestInfoContext).clientIp);
  const headers = retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined;
  if (sentByScript(context)) return data<NewsletterActionData>({ result }, { status: STATUS[result], headers });
  const source = form.get("source") === "footer" ? "footer" : "home";
  const back = new URL(safeRedirectPath(String(form.get("returnTo") ?? "/")), "http://stilla.invalid");
  back.searchParams.set(NEWSLETTER_FLAG, result);
  back.searchParams.set(NEWSLETTER_FLAG_FORM, source);
  throw redirect(`${back.pathname}${back.search}#newsletter-${source}`);
}
