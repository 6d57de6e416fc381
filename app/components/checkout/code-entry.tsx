import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/lib/cn";
import { useSeedFromDom } from "~/lib/seed-from-dom";
import type { CheckoutActionData } from "./types";

export interface CodeEntryCopy {
  label: string;
  hint: string;
  apply: string;
  /** Shown without a round trip when the field is empty. */
  empty: string;
  placeholder?: string;
}

/**
 * One code field with its own form at the checkout (the discount code, a gift-card code): upper-cases
 * what is typed, refuses an empty field at once, posts `intent` through a fetcher with JavaScript and as a
 * plain form without, clears itself when the code is accepted and shows the server's refusal.
 */
export function CodeEntryForm({
  intent,
  name,
  copy,
  serverError,
  errorOf,
}: {
  intent: "apply_code" | "apply_gift_card";
  name: string;
  copy: CodeEntryCopy;
  /** The refusal of a post without JavaScript (from the page's action data). */
  serverError?: string;
  /** The refusal in this form's own answer. */
  errorOf: (answer: CheckoutActionData) => string | undefined;
}) {
  const apply = useFetcher<CheckoutActionData>();
  const [value, setValue] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // A code typed before hydration stays (ADR 011).
  useSeedFromDom(() => setValue((inputRef.current?.value ?? "").toUpperCase()));

  const answer = apply.state === "idle" && apply.data?.intent === intent ? apply.data : undefined;
  useEffect(() => {
    if (answer && "ok" in answer && answer.ok) setValue("");
  }, [answer]);

  const busy = apply.state !== "idle";
  const error = clientError ?? (busy ? undefined : ((answer ? errorOf(answer) : undefined) ?? (apply.data ? undefined : serverError)));

  return (
    <apply.Form
      method="post"
      action="/checkout"
      noValidate
      onSubmit={(e) => {
        const code = String(new FormData(e.currentTarget).get(name) ?? "").trim();
        if (!code) {
          e.preventDefault();
          setClientError(copy.empty);
        } else setClientError(null);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="block text-sm font-medium">
        {copy.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id={id}
          name={name}
          value={value}
          onChange={(e) => {
            setValue(e.target.value.toUpperCase());
            setClientError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder={copy.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={cn("min-w-0 flex-1 rounded-xl border bg-white px-4 py-2.5 uppercase tracking-wide", error ? "border-clay" : "border-ink/20")}
        />
        <button type="submit" disabled={busy} className="rounded-full bg-white px-5 py-2.5 font-medium ring-1 ring-ink/25 hover:bg-oat-dark disabled:opacity-60">
          {copy.apply}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
        {copy.hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-clay">
          {error}
        </p>
      )}
    </apply.Form>
  );
}
