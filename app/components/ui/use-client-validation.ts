import { useState } from "react";
import type { z } from "zod";
import { formErrors, formValues, type FieldErrors } from "~/domain/schemas";

/** Moves focus to the first field, in form order, that has a message (a radio group focuses its first option). */
export function focusFirstInvalid(form: HTMLFormElement, order: readonly string[], errors: FieldErrors): string | undefined {
  const first = order.find((k) => errors[k]);
  const el = first ? form.elements.namedItem(first) : null;
  (el instanceof RadioNodeList ? (el[0] as HTMLElement | undefined) : (el as HTMLElement | null))?.focus();
  return first;
}

/**
 * The browser checks a form against the same zod schema as its action before anything is sent: an invalid
 * submit is stopped, focus goes to the first field with a message, and once messages show they follow the
 * corrections as the customer types. `onInvalid` gets the first message (e.g. for a toast).
 */
export function useClientValidation(schema: z.ZodType, order: readonly string[], onInvalid?: (firstMessage: string | undefined) => void) {
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const validate = (form: HTMLFormElement): FieldErrors | null => {
    const parsed = schema.safeParse(formValues(new FormData(form)));
    return parsed.success ? null : formErrors(parsed.error).fields;
  };
  return {
    errors,
    setErrors,
    onSubmit(e: React.FormEvent<HTMLFormElement>) {
      const found = validate(e.currentTarget);
      setErrors(found);
      if (!found) return;
      e.preventDefault();
      const first = focusFirstInvalid(e.currentTarget, order, found);
      onInvalid?.(first ? found[first] : undefined);
    },
    onChange(e: React.FormEvent<HTMLFormElement>) {
      if (errors) setErrors(validate(e.currentTarget) ?? {});
    },
  };
}
