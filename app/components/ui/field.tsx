import { useId } from "react";
import { cn } from "~/lib/cn";

/**
 * The one labelled input of the shop's forms, with its hint and error message wired to aria-describedby.
 * Uncontrolled with `defaultValue` (what was typed before hydration stays, ADR 011), or controlled with
 * `value` and `onChange` where the page reacts as the customer types (the gift card's live preview). Any
 * other input attribute (min, max, step, placeholder, …) passes through.
 */
export function Field({
  label,
  name,
  type = "text",
  error,
  className,
  invalid,
  help,
  ...input
}: {
  label: string;
  name: string;
  type?: string;
  error?: string;
  className?: string;
  /** Marks the field invalid without its own message (the form shows one message). */
  invalid?: boolean;
  /** A hint under the field, read with it. */
  help?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "className" | "id">) {
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
        {...input}
        id={id}
        name={name}
        type={type}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        className={cn("mt-1 w-full rounded-xl border bg-white px-4 py-3", error || invalid ? "border-clay" : "border-ink/20")}
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
