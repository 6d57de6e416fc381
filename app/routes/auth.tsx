import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/auth";
import * as sv from "~/content/sv";
import { LoginSchema, SignupSchema } from "~/domain/auth-schemas";
import { formErrors, formValues } from "~/domain/schemas";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { AuthForm } from "~/components/auth/auth-form";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { services } from "~/server/runtime.server";
import { requestInfoContext, userContext } from "~/server/context.server";
import { refusalHeaders, signIn, signUp, type AuthResult } from "~/server/auth-flows.server";
import { cartIdFromRequest, cartSetCookie, mergeGuestCart } from "~/server/carts.server";
import { retryAfterHeaders } from "~/server/retry-after.server";

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = () => [{ title: `${sv.nav.login} – Stilla` }];

/** Where sign-in lands without a page to go back to: the admin's console, or the shop for everyone else (ADR 062). */
const landing = (redirectTo: string, role: string | null | undefined) => (redirectTo === "/" && role === "admin" ? "/admin" : redirectTo);

export function loader({ context, url }: Route.LoaderArgs) {
  const user = context.get(userContext);
  if (user) throw redirect(landing("/", user.role));
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  return {
    tab: url.searchParams.get("tab") === "signup" ? ("signup" as const) : ("login" as const),
    redirectTo,
    checkoutNotice: redirectTo.startsWith("/checkout"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent") === "signup" ? "signup" : "login";
  const redirectTo = safeRedirectPath(String(form.get("redirectTo") ?? "/"));
  const { clientIp } = context.get(requestInfoContext);
  const s = services();

  if (intent === "signup") {
    const parsed = SignupSchema.safeParse(formValues(form));
    if (!parsed.success) return data({ intent, ...formErrors(parsed.error) }, { status: 400 });
    const result = await signUp(s, request, clientIp, parsed.data);
    if (!result.ok) return data({ intent, message: result.message, fields: {} }, { status: result.status, headers: refusalHeaders(result) });
    throw redirect(redirectTo, { headers: await withMergedCart(request, result) });
  }

  const parsed = LoginSchema.safeParse(formValues(form));
  if (!parsed.success) return data({ intent, ...formErrors(parsed.error) }, { status: 400 });
  const result = await signIn(s, request, clientIp, parsed.data.email, parsed.data.password);
  if (!result.ok) return data({ intent, message: result.message, fields: {} }, { status: result.status, headers: refusalHeaders(result) });
  throw redirect(landing(redirectTo, result.role), { headers: await withMergedCart(request, result) });
}

/** A visitor's cart joins the account's cart at sign-in; the cookie then points at the account's cart. */
async function withMergedCart(request: Request, result: Extract<AuthResult, { ok: true }>): Promise<Headers> {
  const s = services();
  if (result.userId) {
    const cartId = await mergeGuestCart(s.db, cartIdFromRequest(request), result.userId);
    result.headers.append("Set-Cookie", cartSetCookie(cartId, s.gate.secure));
  }
  return result.headers;
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  const tab = actionData?.intent ?? loaderData.tab;
  const { redirectTo } = loaderData;
  const qs = (t: string) => `?tab=${t}${redirectTo !== "/" ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  const server = actionData?.intent === tab ? actionData : undefined;
  const tabClass = (active: boolean) =>
    cn("flex-1 rounded-full px-4 py-2 text-center font-medium", active ? "bg-white shadow-sm" : "text-ink-soft hover:text-ink");
  const { tabIndexOf, onKeyDown } = useArrowTabs(tab === "signup" ? "signup" : "login", (t) => qs(t));

  return (
    <section className="page-narrow py-12 *:max-w-md">
      <h1 className="text-center text-3xl">{sv.auth.title}</h1>
      {loaderData.checkoutNotice && (
        <p role="status" className="mt-4 rounded-xl bg-lavender/40 px-4 py-3 text-center">
          {sv.auth.checkoutLoginNotice}{" "}
          <Link to="/checkout" className="font-medium underline underline-offset-2">
            {sv.auth.checkoutAsGuest}
          </Link>
        </p>
      )}
      <div role="tablist" aria-label={sv.auth.title} onKeyDown={onKeyDown} className="mt-8 flex gap-1 rounded-full bg-oat-dark p-1">
        <Link role="tab" id="tab-login" aria-selected={tab === "login"} aria-controls="panel" tabIndex={tabIndexOf("login")} to={qs("login")} replace className={tabClass(tab === "login")}>
          {sv.auth.loginTab}
        </Link>
        <Link role="tab" id="tab-signup" aria-selected={tab === "signup"} aria-controls="panel" tabIndex={tabIndexOf("signup")} to={qs("signup")} replace className={tabClass(tab === "signup")}>
          {sv.auth.signupTab}
        </Link>
      </div>
      <div id="panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-6 rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">
        {tab === "login" ? (
          <AuthForm
            key="login"
            schema={LoginSchema}
            intent="login"
            submitLabel={sv.auth.loginSubmit}
            serverMessage={server?.message}
            serverFields={server?.fields}
            hidden={{ redirectTo }}
          >
            {(errors) => (
              <>
                <Field label={sv.auth.email} name="email" type="email" autoComplete="email" required error={errors.email} />
                <Field label={sv.auth.password} name="password" type="password" autoComplete="current-password" required error={errors.password} />
              </>
            )}
          </AuthForm>
        ) : (
          <AuthForm
            key="signup"
            schema={SignupSchema}
            intent="signup"
            submitLabel={sv.auth.signupSubmit}
            serverMessage={server?.message}
            serverFields={server?.fields}
            hidden={{ redirectTo }}
          >
            {(errors) => (
              <>
                <Field label={sv.auth.fullName} name="fullName" autoComplete="name" maxLength={100} required error={errors.fullName} />
                <Field label={sv.auth.email} name="email" type="email" autoComplete="email" required error={errors.email} />
                <Field label={sv.auth.password} name="password" type="password" autoComplete="new-password" help={sv.auth.passwordHint} required error={errors.password} />
              </>
            )}
          </AuthForm>
        )}
        {tab === "login" && (
          <p className="mt-4 text-center text-sm">
            <Link to="/auth/glomt-losenord" className="underline">
              {sv.auth.forgotLink}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

const TABS = ["login", "signup"] as const;
type Tab = (typeof TABS)[number];

/**
 * The WAI-ARIA tabs pattern with automatic activation: once hydrated, only the selected tab is in the Tab order,
 * and ArrowLeft/ArrowRight (wrapping), Home and End select a tab and move focus to it. Before hydration both tabs
 * are plain links in the Tab order, so nothing is lost without JavaScript (ADR 011).
 */
function useArrowTabs(tab: Tab, href: (t: Tab) => string) {
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const focusNext = useRef(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    document.getElementById(`tab-${tab}`)?.focus();
  }, [tab]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = TABS.indexOf(tab);
    const next =
      event.key === "ArrowRight" ? TABS[(i + 1) % TABS.length] : event.key === "ArrowLeft" ? TABS[(i - 1 + TABS.length) % TABS.length] : event.key === "Home" ? TABS[0] : event.key === "End" ? TABS[TABS.length - 1] : undefined;
    if (!next) return;
    event.preventDefault();
    if (next === tab) return;
    focusNext.current = true;
    void navigate(href(next), { replace: true });
  };
  return { tabIndexOf: (t: Tab) => (hydrated && t !== tab ? -1 : undefined), onKeyDown };
}
