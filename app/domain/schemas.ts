/** One zod schema per form, shared by the component and the action. Messages come from the copy module. */
import { z } from "zod";
import { sv } from "~/content/sv";

const required = (message: string) => z.string().trim().min(1, message);

export const LoginSchema = z.object({
  email: required(sv.auth.allFieldsRequired).pipe(z.email(sv.auth.invalidEmail).max(255, sv.auth.invalidEmail)),
  password: z.string().min(1, sv.auth.allFieldsRequired),
});

export const SignupSchema = z.object({
  fullName: required(sv.auth.allFieldsRequired).pipe(z.string().max(100, sv.auth.signupFailed)),
  email: required(sv.auth.allFieldsRequired).pipe(z.email(sv.auth.invalidEmail).max(255, sv.auth.invalidEmail)),
  password: z
    .string()
    .min(1, sv.auth.allFieldsRequired)
    .min(6, sv.auth.passwordTooShort)
    .max(128, sv.auth.passwordTooLong),
});

export const ForgotPasswordSchema = z.object({
  email: required(sv.auth.allFieldsRequired).pipe(z.email(sv.auth.invalidEmail)),
});

export const ResetPasswordSchema = z.object({
  token: z.string().min(1, sv.auth.reset.invalidToken),
  password: z.string().min(6, sv.auth.passwordTooShort).max(128, sv.auth.passwordTooLong),
});

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
  const message = messages.find((m) => m === sv.auth.allFieldsRequired) ?? messages[0] ?? "";
  return { fields, message };
}

export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") out[k] = v;
  return out;
}
