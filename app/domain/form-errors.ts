import type { z } from "zod";
import * as sv from "~/content/sv-site";

/**
 * Form helpers that need no zod at run time (types only), so a page whose schema is loaded on demand
 * (ADR 043) does not pull zod into its first load through them. `~/domain/schemas` re-exports them.
 */
export type FieldErrors = Record<string, string>;

/**
 * The first message per field, and one message for the form. "All fields required" wins
 * over any other message when some field is empty (the spec's login/sign-up behaviour).
 */
export function formErrors(error: z.ZodError): { fields: FieldErrors; message: string } {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issue.message;
  }
  const messages = Object.values(fields);
  const message = messages.find((m) => m === sv.forms.allFieldsRequired) ?? messages[0] ?? "";
  return { fields, message };
}

export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") out[k] = v;
  return out;
}
