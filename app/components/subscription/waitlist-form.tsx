import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { subscriptionCopy } from "~/content/subscription";
import { Field } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import type { WaitlistActionData } from "./types";

const t = subscriptionCopy.waitlist;

/**
 * "Meddela mig": a plain POST form without JavaScript (the page re-renders with the answer), a fetcher with
 * it. A repeated address gets the same thanks, so the form reveals nothing about who is listed.
 */
export function WaitlistForm({ actionData }: { actionData: WaitlistActionData | undefined }) {
  const fetcher = useFetcher<WaitlistActionData>();
  const result = fetcher.data ?? actionData;
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  const failed = result && !result.ok ? result : null;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const input = form.current?.elements.namedItem("email") as HTMLInputElement | null;
    if (fetcher.data.ok) form.current?.reset();
    else input?.focus();
  }, [fetcher.state, fetcher.data]);

  return (
    <section id="vantelista" aria-labelledby="waitlist-title" className="rounded-[2rem] bg-white/70 p-6 ring-1 ring-ink/5 sm:p-10">
      <h2 id="waitlist-title" className="text-3xl">
        {t.title}
      </h2>
      <p className="mt-3 max-w-xl text-ink-soft">{t.text}</p>
      <fetcher.Form ref={form} method="post" action="/subscription" noValidate className="mt-6 flex max-w-xl flex-col gap-4 sm:flex-row sm:items-start">
        <Field
          key={failed ? `failed-${failed.email}` : "form"}
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={failed?.email}
          error={failed?.fieldError}
          className="flex-1"
        />
        <button type="submit" disabled={busy} className={buttonClass("primary", "sm:mt-6")}>
          {busy ? t.sending : t.submit}
        </button>
      </fetcher.Form>
      <div role="status" className="mt-4">
        {result?.ok && <p className="font-medium text-sage">{t.success}</p>}
      </div>
      {failed?.error && (
        <p role="alert" className="mt-2 text-sm font-medium text-clay">
          {failed.error}
        </p>
      )}
      <p className="mt-6 text-sm text-ink-soft">
        <Link to="/privacy" className="underline underline-offset-4 hover:text-ink">
          {t.privacy}
        </Link>
      </p>
    </section>
  );
}
