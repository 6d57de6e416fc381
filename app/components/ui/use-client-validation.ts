import { useState } from "react";
import type { z } from "zod";
import { formErrors, formValues, type FieldErrors } from "~/domain/schemas";

/** The names of a form's fields in the order they stand in it. */
function domOrder(form: HTMLFormElement): string[] {
  return [...form.elements].map((el) => (el as HTMLInputElement).name).filter(Boolean);
}

/**
 * Moves focus to the first field with a message, in `order` or else in the order the fields stand in the form
 * (a radio group focuses its first option).
 */
export function focusFirstInvalid(form: HTMLFormElement, order: readonly string[] | undefined, errors: FieldErrors): string | undefined {
  const first = (order ?? domOrder(form)).find((k) => errors[k]);
  const el = first ? form.elements.namedItem(first) : null;
  (el instanceof RadioNodeList ? (el[0] as HTMLElement | undefined) : (el as HTMLElement | null))?.focus();
  return first;
}

/**
 * The browser checks a form against the same zod schema as its action before anything is sent: an invalid
 * submit is stopped, focus goes to the first field with a message, and once messages show they follow the
 * corrections as the customer types. `onInvalid` gets the first message (e.g. for a toast); `onValid` the
 * parsed values of a submit that goes ahead. Every form of the shop that checks in the browser uses this hook.
 */
export function useClientValidation<S extends z.ZodType>(
  schema: S,
  order?: readonly string[],
  opts: { onInvalid?: (firstMessage: string | undefined, errors: FieldErrors) => void; onValid?: (values: z.infer<S>) => void; initial?: FieldErrors | null } = {},
) {
  const [errors, setErrors] = useState<FieldErrors | null>(opts.initial ?? null);
  const validate = (form: HTMLFormElement): FieldErrors | null => {
    const parsed = schema.safeParse(formValues(new FormData(form)));
    return parsed.success ? null : formErrors(parsed.error).fields;
  };
  return {
    errors,
    setErrors,
    onSubmit(e: React.FormEvent<HTMLFormElement>) {
      const parsed = schema.safeParse(formValues(new FormData(e.currentTarget)));
      if (parsed.success) {
        setErrors(null);
        opts.onValid?.(parsed.data);
        return;
      }
      const found = formErrors(parsed.error).fields;
      setErrors(found);
      e.preventDefault();
      const first = focusFirstInvalid(e.currentTarget, order, found);
      opts.onInvalid?.(first ? found[first] : undefined, found);
    },
    onChange(e: React.FormEvent<HTMLFormElement>) {
      if (errors) setErrors(validate(e.currentTarget) ?? {});
    },
  };
}
