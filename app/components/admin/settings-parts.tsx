/** Building blocks of /admin/settings: a section card, labelled inputs with their errors, the form's message. */
import { useId, type ComponentProps } from "react";
import { Field } from "~/components/ui/field";
import { Form } from "react-router";
import { settingsCopy as t } from "~/content/site-settings";
import type { ChangeMark, SettingsIntent } from "~/domain/site-settings";
import { cn } from "~/lib/cn";
import { formatDateTime } from "./format";

/** What the action answered to the last submit (only shown by the form whose intent it was). */
export interface SettingsActionData {
  intent: string;
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

const inputClass = (invalid: boolean) => cn("mt-1 w-full rounded-xl border bg-white px-4 py-2.5", invalid ? "border-clay" : "border-ink/20");

export function SettingsSection({
  id,
  title,
  lead,
  log,
  saved,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  log: readonly ChangeMark[];
  saved: boolean;
  children: React.ReactNode;
}) {
  const last = log.at(-1);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-3xl bg-white p-5 ring-1 ring-ink/5 sm:p-8">
      <h2 id={`${id}-title`} className="font-serif text-2xl">
        {title}
      </h2>
      <p className="mt-2 max-w-prose text-ink-soft">{lead}</p>
      <p className="mt-2 text-sm text-ink-soft">{last ? t.lastChanged(formatDateTime(last.at), last.by) : t.neverChanged}</p>
      {saved && (
        <p role="status" className="mt-3 rounded-xl bg-sage-light px-4 py-2 text-sm text-ink">
          {t.saved}
        </p>
      )}
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

/** A plain post form with its intent; the message of a refused submit of this intent on top. */
export function IntentForm({
  intent,
  action,
  label,
  className,
  children,
}: {
  intent: SettingsIntent;
  action: SettingsActionData | undefined;
  label?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const mine = action?.intent === intent ? action : undefined;
  return (
    <Form method="post" aria-label={label} className={className} noValidate>
      <input type="hidden" name="intent" value={intent} />
      {mine && (
        <p role="alert" className="mb-4 rounded-xl bg-clay/10 px-4 py-2 text-sm text-clay">
          {mine.message}
        </p>
      )}
      {children}
    </Form>
  );
}

/** The value to show in a field: what was just typed (a refused submit of this form), else the stored one. */
export function valueOf(action: SettingsActionData | undefined, intent: SettingsIntent, name: string, stored: string): string {
  return action?.intent === intent ? (action.values[name] ?? "") : stored;
}
export function errorOf(action: SettingsActionData | undefined, intent: SettingsIntent, name: string): string | undefined {
  return action?.intent === intent ? action.fields[name] : undefined;
}

/** One labelled input of the settings forms: the shared field primitive, off autocomplete by default. */
export function TextInput({ autoComplete = "off", ...props }: Omit<ComponentProps<typeof Field>, "invalid">) {
  return <Field autoComplete={autoComplete} {...props} />;
}

export function TextArea({ label, name, defaultValue, error, maxLength }: { label: string; name: string; defaultValue: string; error?: string; maxLength: number }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(Boolean(error))}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-clay">
          {error}
        </p>
      )}
    </div>
  );
}

export function Select({
  label,
  name,
  defaultValue,
  error,
  options,
  placeholder,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(Boolean(error))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-clay">
          {error}
        </p>
      )}
    </div>
  );
}

export function RadioGroup({
  legend,
  name,
  defaultValue,
  error,
  options,
}: {
  legend: string;
  name: string;
  defaultValue: string;
  error?: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-2">
            <input type="radio" name={name} value={o.value} defaultChecked={defaultValue === o.value} className="h-4 w-4 accent-indigo" />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-clay">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function SubmitButton({ children, variant = "primary", label }: { children: React.ReactNode; variant?: "primary" | "secondary"; label?: string }) {
  return (
    <button
      type="submit"
      aria-label={label}
      className={cn(
        "inline-flex items-center justify-center rounded-full px-5 py-2 text-sm font-medium",
        variant === "primary" ? "bg-indigo text-white hover:bg-indigo/90" : "bg-white text-ink ring-1 ring-ink/25 hover:bg-oat-dark",
      )}
    >
      {children}
    </button>
  );
}
