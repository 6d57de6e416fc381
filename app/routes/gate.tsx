import { useEffect, useRef } from "react";
import { data, Form, redirect, useActionData, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/gate";
import * as sv from "~/content/sv";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { services } from "~/server/runtime.server";
import { gateSetCookie, hasGateAccess, passwordMatches } from "~/server/gate.server";
import { requestInfoContext } from "~/server/context.server";
import { hitRateLimit, rateLimitWindow } from "~/server/rate-limit.server";
import { retryAfterHeaders } from "~/server/retry-after.server";

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export const handle = { layout: "bare" };

const GATE_FAILURES_ALLOWED = 10;
const GATE_WINDOW_MS = 5 * 60_000;

export const meta: Route.MetaFunction = () => [{ title: `${sv.gate.title} – Stilla` }, { name: "robots", content: "noindex" }];

export async function loader({ request, url }: Route.LoaderArgs) {
  const { gate } = services();
  const next = safeRedirectPath(url.searchParams.get("next"));
  if (hasGateAccess(gate, request, Date.now())) throw redirect(next);
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { gate, db, env } = services();
  const form = await request.formData();
  const next = safeRedirectPath(String(form.get("next") ?? "/"));
  const now = Date.now();
  const key = `gate:${context.get(requestInfoContext).clientIp}`;
  const window = { limit: GATE_FAILURES_ALLOWED * env.rateLimitScale, windowMs: GATE_WINDOW_MS, now };
  // Only failed attempts count, so a household sharing one address is never locked out by successes.
  const state = await rateLimitWindow(db, key, window);
  if (state.count >= window.limit) {
    const headers = { "Retry-After": String(state.retryAfterSeconds) };
    return data({ ok: false as const, error: sv.gate.tooMany, next }, { status: 429, headers });
  }
  const attempt = String(form.get("password") ?? "");
  if (!passwordMatches(gate, attempt)) {
    await hitRateLimit(db, key, window);
    return data({ ok: false as const, error: sv.gate.wrong, next }, { status: 401 });
  }
  return data({ ok: true as const, error: null, next }, { headers: { "Set-Cookie": gateSetCookie(gate, now) } });
}

export default function Gate({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const next = result?.next ?? loaderData.next;

  useEffect(() => {
    if (result?.ok) {
      const t = setTimeout(() => navigate(next, { replace: true }), 900);
      return () => clearTimeout(t);
    }
    if (result && !result.ok) {
      formRef.current?.reset();
      inputRef.current?.focus();
    }
  }, [result, navigate, next]);

  return (
    <div className="flex min-h-screen items-center justify-center bg-oat px-6">
      <section className="w-full max-w-sm rounded-3xl bg-white/80 p-8 shadow-sm ring-1 ring-ink/5" aria-labelledby="gate-title">
        <p className="font-serif text-2xl text-sage">Stilla</p>
        <h1 id="gate-title" className="mt-2 text-3xl">
          {sv.gate.title}
        </h1>
        {result?.ok ? (
          <div className="mt-6" role="status">
            <p className="text-xl text-sage">{sv.gate.welcome}</p>
            <a className="mt-4 inline-block underline" href={next}>
              {sv.gate.continueLink}
            </a>
          </div>
        ) : (
          <Form method="post" ref={formRef} className="mt-6 space-y-4" noValidate>
            <p className="text-ink-soft">{sv.gate.intro}</p>
            <input type="hidden" name="next" value={next} />
            <div>
              <label htmlFor="gate-password" className="block text-sm font-medium">
                {sv.gate.label}
              </label>
              <input
                ref={inputRef}
                id="gate-password"
                name="password"
                type="password"
                autoComplete="current-password"
                autoFocus
                required
                aria-invalid={result?.error ? true : undefined}
                aria-describedby={result?.error ? "gate-error" : undefined}
                className="mt-1 w-full rounded-xl border border-ink/20 bg-white px-4 py-3"
              />
            </div>
            {result?.error && (
              <p id="gate-error" role="alert" className="text-sm font-medium text-clay">
                {result.error}
              </p>
            )}
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className="w-full rounded-full bg-indigo px-6 py-3 font-medium text-white hover:bg-indigo/90 disabled:opacity-60"
            >
              {sv.gate.submit}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
