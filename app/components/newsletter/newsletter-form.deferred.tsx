import { useEffect, useId } from "react";
import { useFetcher, useLocation } from "react-router";
import { newsletterCopy as t, newsletterMessages, type NewsletterResultKey } from "~/content/newsletter";
import { useToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { NEWSLETTER_FLAG, NEWSLETTER_FLAG_FORM, type NewsletterActionData, type NewsletterFormProps } from "./newsletter-flags";

const RESULT_KEYS: readonly string[] = ["ok", "invalid", "long", "limited", "failed"];

/**
 * The one newsletter sign-up form, on the home page and (compact) in the footer. With JavaScript it posts
 * through a fetcher and toasts; without, it posts to /newsletter, which redirects back with a result flag.
 * The server validates (NewsletterSchema), so zod stays out of the page bundles. Hydrated on intent
 * (newsletter-form.tsx, ADR 043 fifth round).
 */
export function NewsletterForm({ source, formLabel, emailLabel, compact = false }: NewsletterFormProps) {
  const fetcher = useFetcher<NewsletterActionData>({ key: `newsletter-${source}` });
  const location = useLocation();
  const toast = useToast();
  const id = useId();
  const inputId = `newsletter-email-${source}`;
  const errorId = `${id}-error`;

  const params = new URLSearchParams(location.search);
  const flag = params.get(NEWSLETTER_FLAG_FORM) === source ? params.get(NEWSLETTER_FLAG) : null;
  params.delete(NEWSLETTER_FLAG);
  params.delete(NEWSLETTER_FLAG_FORM);
  const returnTo = location.pathname + (params.size > 0 ? `?${params}` : "");

  const busy = fetcher.state !== "idle";
  const result = busy ? null : (fetcher.data?.result ?? (flag && RESULT_KEYS.includes(flag) ? (flag as NewsletterResultKey) : null));
  const error = result && result !== "ok" ? newsletterMessages[result] : undefined;

  useEffect(() => {
    const r = fetcher.state === "idle" ? fetcher.data?.result : undefined;
    if (!r) return;
    if (r === "ok") toast({ title: t.successTitle, description: t.successText });
    else toast({ title: r === "invalid" || r === "long" ? t.errorTitle : newsletterMessages[r], description: r === "invalid" || r === "long" ? newsletterMessages[r] : undefined, variant: "error" });
  }, [fetcher.state, fetcher.data, toast]);

  if (result === "ok") {
    return (
      <div role="status" id={`newsletter-${source}`} className={cn("rounded-2xl", compact ? "mt-3 text-sm" : "bg-white/70 p-6 ring-1 ring-ink/5")}>
        <p className={cn("font-serif text-indigo", compact ? "text-lg" : "text-2xl")}>{t.successTitle}</p>
        <p className={cn("mt-2", compact ? "text-ink-soft" : "text-ink")}>{t.successText}</p>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action="/newsletter" noValidate aria-label={formLabel} id={`newsletter-${source}`} className={compact ? "mt-3" : ""}>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor={inputId} className={cn("block font-medium", compact ? "text-sm" : "")}>
        {emailLabel}
      </label>
      <div className={cn("mt-1 flex gap-2", compact ? "flex-col" : "flex-col sm:flex-row")}>
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={255}
          placeholder={t.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn("min-w-0 flex-1 rounded-full border bg-white px-4", compact ? "py-2 text-sm" : "py-3", error ? "border-clay" : "border-ink/20")}
        />
        <button
          type="submit"
          disabled={busy}
          className={cn(
            "inline-flex items-center justify-center rounded-full bg-indigo font-medium text-white transition-colors hover:bg-indigo/90 disabled:opacity-60",
            compact ? "px-4 py-2 text-sm" : "px-6 py-3",
          )}
        >
          {busy ? t.submitting : t.submit}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-clay">
          {error}
        </p>
      )}
      <p className="mt-2 text-xs text-ink-soft">{t.privacy}</p>
    </fetcher.Form>
  );
}
