import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { CONTACT_LIMITS, contactCopy as t } from "~/content/contact";
import { ContactSchema } from "~/domain/schemas";
import { useClientValidation } from "~/components/ui/use-client-validation";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { useSeedFromDom } from "~/lib/seed-from-dom";
import { CONTACT_FIELDS, type ContactActionData } from "./types";

/**
 * The contact form. With JavaScript: checked against ContactSchema in the browser, sent by a fetcher,
 * answered by toasts and inline messages. Without: a plain POST; errors re-render the page, success
 * redirects to /contact?skickat=1 (the inline success panel).
 */
export function ContactForm({ defaults, result, sent }: { defaults: { name: string; email: string }; result?: ContactActionData; sent: boolean }) {
  const [round, setRound] = useState(0);
  const fetcher = useFetcher<ContactActionData>({ key: `contact-${round}` });
  const toast = useToast();
  const check = useClientValidation(ContactSchema, CONTACT_FIELDS, { onInvalid: (first) => toast({ title: t.validationFailed, description: first, variant: "error" }) });
  const [messageLength, setMessageLength] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const busy = fetcher.state !== "idle";
  const answer = round === 0 && fetcher.data === undefined ? result : fetcher.data;
  const done = (answer?.ok === true || (sent && !dismissed)) && !busy;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const d = fetcher.data;
    if (d.ok) {
      toast({ title: t.success, description: t.successText });
      successRef.current?.focus();
    } else if (d.fields && Object.keys(d.fields).length > 0) {
      toast({ title: t.validationFailed, description: Object.values(d.fields)[0], variant: "error" });
    } else if (d.formError) {
      toast({ title: d.formError, variant: "error" });
    }
  }, [fetcher.state, fetcher.data, toast]);

  if (done) {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="rounded-3xl bg-sage-light/70 p-8 outline-none">
        <h2 className="text-3xl">{t.success}</h2>
        <p className="mt-3 text-lg">{t.successText}</p>
        <p className="mt-2 text-ink-soft">{t.successReceipt}</p>
        <Link
          to="/contact"
          onClick={() => {
            setDismissed(true);
            check.setErrors(null);
            setMessageLength(0);
            setRound((r) => r + 1);
          }}
          className="mt-6 inline-block font-medium text-indigo underline underline-offset-4"
        >
          {t.another}
        </Link>
      </div>
    );
  }

  const serverFields = answer && !answer.ok ? (answer.fields ?? {}) : {};
  const fields = busy ? {} : (check.errors ?? serverFields);
  const values = answer && !answer.ok ? (answer.values ?? {}) : {};
  const formError = !busy && answer && !answer.ok ? answer.formError : undefined;

  return (
    <fetcher.Form
      key={round}
      method="post"
      action="/contact"
      noValidate
      aria-labelledby="contact-form-title"
      className="space-y-5 rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5 sm:p-8"
      onSubmit={check.onSubmit}
      onChange={check.onChange}
    >
      <h2 id="contact-form-title" className="text-2xl">
        {t.formTitle}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.name} name="name" autoComplete="name" maxLength={CONTACT_LIMITS.name.max} defaultValue={values.name ?? defaults.name} error={fields.name} />
        <Field
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email.max}
          defaultValue={values.email ?? defaults.email}
          error={fields.email}
        />
      </div>
      <Field label={t.subject} name="subject" maxLength={CONTACT_LIMITS.subject.max} defaultValue={values.subject} error={fields.subject} />
      <MessageField error={fields.message} defaultValue={values.message} length={messageLength} onLength={setMessageLength} />
      <Honeypot />
      {formError && (
        <p role="alert" className="rounded-xl bg-clay/10 px-4 py-3 text-sm font-medium text-clay">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? t.sending : t.submit}
      </Button>
      <p className="text-xs text-ink-soft">
        {t.privacy}{" "}
        <Link to="/privacy" className="underline underline-offset-2">
          {t.privacyLink}
        </Link>
        .
      </p>
    </fetcher.Form>
  );
}

function MessageField({ error, defaultValue, length, onLength }: { error?: string; defaultValue?: string; length: number; onLength: (n: number) => void }) {
  const id = useId();
  const max = CONTACT_LIMITS.message.max;
  const ref = useRef<HTMLTextAreaElement>(null);
  // The counter starts from what was typed before hydration (ADR 011).
  useSeedFromDom(() => {
    if (ref.current?.value) onLength(ref.current.value.length);
  });
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {t.message}
      </label>
      <textarea
        ref={ref}
        id={id}
        name="message"
        rows={7}
        maxLength={max}
        defaultValue={defaultValue}
        onChange={(e) => onLength(e.target.value.length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        className={cn("mt-1 w-full rounded-xl border bg-white px-4 py-3", error ? "border-clay" : "border-ink/20")}
      />
      <div className="mt-1 flex justify-between gap-4 text-sm">
        <p id={`${id}-error`} className="text-clay">
          {error}
        </p>
        <p id={`${id}-count`} className="shrink-0 text-ink-soft">
          {t.messageCount(length || (defaultValue?.length ?? 0), max)}
        </p>
      </div>
    </div>
  );
}

/** Humans never see or reach it (hidden, out of the tab order, hidden from assistive technology); bots fill it in. */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="contact-website">{t.honeypot}</label>
      <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
