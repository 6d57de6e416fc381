import { useFetcher } from "react-router";
import { LEGAL_COPY } from "~/content/legal";
import { buttonClass } from "~/components/ui/button";

type Consent = "all" | "necessary";

/** Where a choice made without JavaScript comes back to: this form, with a "saved" note. */
export const COOKIE_CHOICE_ANCHOR = "cookieval";

/**
 * Change the cookie choice on /cookies through the same /consent action as the banner.
 * Without JavaScript it is a plain POST that returns here (?sparat=1); with it, a fetcher.
 */
export function CookieChoice({ consent, savedWithoutJs }: { consent: Consent | null; savedWithoutJs: boolean }) {
  const t = LEGAL_COPY.cookieChoice;
  const fetcher = useFetcher<{ choice: Consent }>();
  const saving = fetcher.state !== "idle";
  const saved = fetcher.state === "idle" && fetcher.data ? true : savedWithoutJs;
  const current = consent ?? "none";
  return (
    <fetcher.Form
      method="post"
      action="/consent"
      id={COOKIE_CHOICE_ANCHOR}
      className="mt-6 scroll-mt-24 rounded-3xl bg-white/70 p-6 ring-1 ring-ink/10"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        void fetcher.submit({ choice: String(form.get("choice") ?? "necessary") }, { method: "post", action: "/consent" });
      }}
    >
      <input type="hidden" name="redirectTo" value={`/cookies?sparat=1#${COOKIE_CHOICE_ANCHOR}`} />
      <fieldset>
        <legend className="font-medium">{t.legend}</legend>
        <p className="mt-1 text-sm text-ink-soft" data-testid="cookie-current">
          {t.current[current]}
        </p>
        <div className="mt-4 space-y-3">
          {(
            [
              ["necessary", t.necessary, t.necessaryHint],
              ["all", t.all, t.allHint],
            ] as const
          ).map(([value, label, hint]) => (
            <label key={value} className="flex cursor-pointer items-start gap-3 rounded-2xl p-3 ring-1 ring-ink/10 has-[:checked]:ring-2 has-[:checked]:ring-indigo">
              <input
                type="radio"
                name="choice"
                value={value}
                defaultChecked={(consent ?? "necessary") === value}
                aria-describedby={`cookie-${value}-hint`}
                className="mt-1 h-4 w-4 accent-indigo"
              />
              <span>
                <span className="block font-medium">{label}</span>
                <span id={`cookie-${value}-hint`} className="block text-sm text-ink-soft">
                  {hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass("primary")} disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
        <p role="status" className="text-sm font-medium text-sage">
          {saved && !saving ? t.saved : ""}
        </p>
      </div>
    </fetcher.Form>
  );
}
