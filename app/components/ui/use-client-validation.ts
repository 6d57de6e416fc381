import { useState } from "react";
import type { z } from "zod";
import { formErrors, formValues, type FieldErrors } from "~/domain/form-errors";

/**
 * A schema, or a function that loads one (`() => import("~/domain/schemas").then((m) => m.X)`) so that zod is
 * not part of the page's first load (ADR 043). A loaded schema is kept per loader.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);
const loaded = new WeakMap<() => Promise<z.ZodType>, z.ZodType>();
/** Loaders that failed (offline, a new deploy): their forms post unchecked and the action checks them. */
const failed = new WeakSet<() => Promise<z.ZodType>>();

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
 *
 * With a loader, the schema is fetched when the form first takes focus (`onFocus`); a submit that comes before
 * it has arrived waits for it and then submits again with the same button, so nothing typed or clicked is lost.
 */
export function useClientValidation<S extends z.ZodType>(
  source: SchemaSource<S>,
  order?: readonly string[],
  opts: { onInvalid?: (firstMessage: string | undefined, errors: FieldErrors) => void; onValid?: (values: z.infer<S>) => void; initial?: FieldErrors | null } = {},
) {
  const [errors, setErrors] = useState<FieldErrors | null>(opts.initial ?? null);
  const current = (): S | undefined => (typeof source === "function" ? (loaded.get(source) as S | undefined) : source);
  const load = (): Promise<unknown> | undefined => {
    if (typeof source !== "function" || loaded.has(source) || failed.has(source)) return undefined;
    return source().then(
      (schema) => void loaded.set(source, schema),
      () => void failed.add(source),
    );
  };
  const validate = (form: HTMLFormElement): FieldErrors | null => {
    const schema = current();
    if (!schema) return errors;
    const parsed = schema.safeParse(formValues(new FormData(form)));
    return parsed.success ? null : formErrors(parsed.error).fields;
  };
  return {
    errors,
    setErrors,
    onFocus() {
      void load();
    },
    onSubmit(e: React.FormEvent<HTMLFormElement>) {
      const schema = current();
      if (!schema && typeof source === "function" && failed.has(source)) return;
      if (!schema) {
        // The schema has not arrived yet: hold this submit and send it again, with the same button, once it has.
        e.preventDefault();
        const form = e.currentTarget;
        const submitter = (e.nativeEvent as SubmitEvent).submitter;
        void load()?.then(() => form.requestSubmit(submitter instanceof HTMLElement && submitter.closest("form") === form ? submitter : undefined));
        return;
      }
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
