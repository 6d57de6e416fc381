import { data, redirect } from "react-router";
import type { Route } from "./+types/account";
import { accountCopy as t } from "~/content/account";
import { AccountAddressSchema, AccountEmailSchema, AccountEraseSchema, AccountNameSchema, AccountPasswordSchema } from "~/domain/account-schemas";
import { formErrors, formValues, type FieldErrors } from "~/domain/schemas";
import { AccountPage, type AccountActionData } from "~/components/account/account-page";
import { eraseOwnAccount, newsletterState, saveAddress, savedAddress, saveName, setNewsletter } from "~/server/account.server";
import { changeEmail, changePassword, refusalHeaders, signOut } from "~/server/auth-flows.server";
import { cartClearCookie } from "~/server/carts.server";
import { requestInfoContext } from "~/server/context.server";
import { getUser, noStore, requireUser } from "~/server/guards.server";
import { services } from "~/server/runtime.server";
import { retryAfterHeaders } from "~/server/retry-after.server";

/** One person's data: never kept by a cache. */

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;
export const middleware: Route.MiddlewareFunction[] = [noStore];

export const meta: Route.MetaFunction = () => [{ title: t.meta }, { name: "robots", content: "noindex" }];

/** "Mitt konto" for the signed-in customer (ADR 035); a visitor goes to /auth and comes back. */
export async function loader({ context, url }: Route.LoaderArgs) {
  // After "Radera mitt konto" the browser is signed out and lands here once, to read the confirmation.
  if (!getUser(context) && url.searchParams.get("raderat") === "1") return { erased: true as const };
  const user = requireUser(context, url);
  const { db } = services();
  const [address, newsletter] = await Promise.all([savedAddress(db, user.id), newsletterState(db, user.email)]);
  const emailParam = url.searchParams.get("epost");
  const error = url.searchParams.get("error");
  return {
    erased: false as const,
    name: user.name,
    email: user.email,
    address,
    newsletter,
    // Better Auth's link comes back with ?epost=bytt, or ?epost=bytt&error=… when it no longer holds.
    emailNotice: emailParam === "bytt" ? (error ? t.email.linkInvalid : t.email.changed) : null,
  };
}

const reply = (body: AccountActionData, init?: number | ResponseInit) => data(body, typeof init === "number" ? { status: init } : init);
const invalid = (intent: string, fields: FieldErrors) => reply({ intent, ok: false, fields }, 400);

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const s = services();
  const { db, mailer, env } = s;
  const { clientIp } = context.get(requestInfoContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const values = formValues(form);
  const now = new Date();

  switch (intent) {
    case "name": {
      const parsed = AccountNameSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, formErrors(parsed.error).fields);
      await saveName(db, user.id, parsed.data.fullName, now);
      return reply({ intent, ok: true, message: t.name.done });
    }
    case "email": {
      const parsed = AccountEmailSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, formErrors(parsed.error).fields);
      const newEmail = parsed.data.newEmail.toLowerCase();
      if (newEmail === user.email.toLowerCase()) return reply({ intent, ok: false, fields: { newEmail: t.email.same } }, 400);
      const r = await changeEmail(s, request, clientIp, { newEmail, currentPassword: parsed.data.currentPassword });
      if (!r.ok) {
        const fields = r.message === t.email.wrongPassword ? { currentPassword: r.message } : undefined;
        return reply({ intent, ok: false, message: fields ? undefined : r.message, fields }, { status: r.status, headers: refusalHeaders(r) });
      }
      return reply({ intent, ok: true, message: t.email.sent(newEmail) });
    }
    case "password": {
      const parsed = AccountPasswordSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, formErrors(parsed.error).fields);
      const r = await changePassword(s, request, clientIp, parsed.data);
      if (!r.ok) {
        const fields = r.message === t.password.wrong ? { currentPassword: r.message } : undefined;
        return reply({ intent, ok: false, message: fields ? undefined : r.message, fields }, { status: r.status, headers: refusalHeaders(r) });
      }
      return reply({ intent, ok: true, message: t.password.done }, { headers: r.headers });
    }
    case "address": {
      const parsed = AccountAddressSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, formErrors(parsed.error).fields);
      await saveAddress(db, user, parsed.data);
      return reply({ intent, ok: true, message: t.address.done });
    }
    case "address_remove": {
      await saveAddress(db, user, null);
      return reply({ intent: "address", ok: true, message: t.address.removed });
    }
    case "newsletter_on":
    case "newsletter_off": {
      const on = intent === "newsletter_on";
      const r = await setNewsletter(db, mailer, user, on, { publicUrl: env.publicUrl, secret: env.authSecret, rateLimitScale: env.rateLimitScale, clientKey: clientIp }, now);
      if (!r.ok) return reply({ intent: "newsletter", ok: false, message: t.newsletter.tooMany }, { status: 429, headers: { "Retry-After": String(r.retryAfterSeconds) } });
      return reply({ intent: "newsletter", ok: true, message: on ? t.newsletter.subscribed : t.newsletter.unsubscribed });
    }
    case "erase": {
      const parsed = AccountEraseSchema.safeParse(values);
      if (!parsed.success) return invalid(intent, formErrors(parsed.error).fields);
      const r = await eraseOwnAccount(s.auth, db, user, parsed.data.password, now, env.rateLimitScale);
      switch (r.status) {
        case "erased": {
          await mailer.dispatch(r.mailId);
          const headers = await signOut(s, request, clientIp);
          headers.append("Set-Cookie", cartClearCookie(s.gate.secure));
          throw redirect("/konto?raderat=1", { headers });
        }
        case "wrong_password":
          return reply({ intent, ok: false, fields: { password: t.erase.wrongPassword } }, 400);
        case "rate_limited":
          return reply({ intent, ok: false, message: t.erase.tooMany }, { status: 429, headers: { "Retry-After": String(r.retryAfterSeconds) } });
        case "admin":
          return reply({ intent, ok: false, message: t.erase.admin }, 403);
        case "open_orders":
          return reply({ intent, ok: false, message: t.erase.openOrders(r.numbers) }, 409);
        case "unpaid_orders":
          return reply({ intent, ok: false, message: t.erase.unpaidOrders(r.numbers) }, 409);
        default:
          return reply({ intent, ok: false, message: t.erase.failed }, 409);
      }
    }
    default:
      return reply({ intent, ok: false, message: t.erase.failed }, 400);
  }
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage data={loaderData} result={actionData} />;
}
