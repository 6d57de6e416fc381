import { useId } from "react";
import { cn } from "~/lib/cn";

/** A labelled input with its error message wired to aria-describedby. */
export function Field({
  label,
  name,
  type = "text",
  error,
  autoComplete,
  defaultValue,
  className,
  maxLength,
  invalid,
  help,
  inputMode,
}: {
  label: string;
  name: string;
  type?: string;
  error?: string;
  autoComplete?: string;
  defaultValue?: string;
  className?: string;
  maxLength?: number;
  /** Marks the field invalid without its own message (the form shows one message). */
  invalid?: boolean;
  /** A hint under the field, read with it. */
  help?: string;
  inputMode?: "numeric" | "decimal" | "email" | "url" | "text";
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [help ? helpId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "mt-1 w-full rounded-xl border bg-white px-4 py-3",
          error || invalid ? "border-clay" : "border-ink/20",
        )}
      />
      {help && (
        <p id={helpId} className="mt-1 text-sm text-ink-soft">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-clay">
          {error}
        </p>
      )}
    </div>
  );
}
