import { useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { cookieBanner as copy } from "~/content/cookie-banner";
import { buttonClass } from "~/components/ui/button";

/**
 * Rendered by the server only while no choice is stored; shown after 1 s (CSS). Both choices
 * have the same weight. Works without JavaScript (plain form post back to this page). First in the page's tab order;
 * Escape inside it is the close button, "Endast nödvändiga" (ADR 072).
 */
export function CookieBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  const [hidden, setHidden] = useState(false);
  if (hidden || fetcher.state !== "idle" || fetcher.data) return null;
  const choose = (choice: "all" | "necessary") => {
    setHidden(true);
    void fetcher.submit({ choice }, { method: "post", action: "/consent" });
  };
  return (
    <section
      aria-label={copy.dialogLabel}
      // Escape is the close button: "Endast nödvändiga", the least consent; never consent to all (ADR 072).
      onKeyDown={(e) => e.key === "Escape" && choose("necessary")}
      className="cookie-banner fixed inset-x-4 bottom-4 z-40 mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-xl ring-1 ring-ink/10"
    >
      <fetcher.Form
        method="post"
        action="/consent"
        onSubmit={(e) => {
          e.preventDefault();
          const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          choose(submitter?.value === "all" ? "all" : "necessary");
        }}
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <div className="flex items-start justify-between gap-4">
          <h2 className="text-xl">{copy.title}</h2>
          <button
            type="submit"
            name="choice"
            value="necessary"
            aria-label={copy.close}
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full hover:bg-ink/5"
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <p className="mt-2 text-sm text-ink-soft">{copy.text}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" name="choice" value="all" className={buttonClass("primary", "flex-1")}>
            {copy.acceptAll}
          </button>
          <button type="submit" name="choice" value="necessary" className={buttonClass("primary", "flex-1")}>
            {copy.necessaryOnly}
          </button>
          <Link to="/cookies" className="px-4 py-3 underline">
            {copy.customize}
          </Link>
        </div>
      </fetcher.Form>
    </section>
  );
}
