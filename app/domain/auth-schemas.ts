/**
 * The account forms' schemas and limits, one source of truth for the /auth forms (browser and action) and for
 * the Better Auth API hook (app/server/auth.server.ts), so the HTTP API refuses what the forms refuse
 * (docs/decisions/032). Kept apart from schemas.ts so that only the account pages load the password list.
 */
import { z } from "zod";
import * as sv from "~/content/sv";
import { COMMON_PASSWORDS_TEXT } from "./common-passwords";

export const AUTH_LIMITS = {
  name: 100,
  /** The shop's limit for every e-mail field (spec §5: at most 255). */
  email: 255,
  passwordMin: 6,
  passwordMax: 128,
  /** Any other string Better Auth takes (tokens, URLs, image): nothing the shop sends comes near it. */
  other: 2000,
} as const;

let common: Set<string> | null = null;

/** True for a password on the common-passwords list (compared in lower case: "Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split("\n"));
  return common.has(password.toLowerCase());
}

const required = (message: string) => z.string().trim().min(1, message);

/** A new password: 6–128 characters (spec §5) and not one of the most common. */
export const newPasswordField = z
  .string()
  .min(AUTH_LIMITS.passwordMin, sv.auth.passwordTooShort)
  .max(AUTH_LIMITS.passwordMax, sv.auth.passwordTooLong)
  .refine((p) => !isCommonPassword(p), sv.auth.passwordTooCommon);

const emailField = required(sv.auth.allFieldsRequired).pipe(z.email(sv.auth.invalidEmail).max(AUTH_LIMITS.email, sv.auth.invalidEmail));

export const LoginSchema = z.object({
  email: emailField,
  password: z.string().min(1, sv.auth.allFieldsRequired).max(AUTH_LIMITS.passwordMax, sv.auth.loginFailed),
});

export const SignupSchema = z.object({
  fullName: required(sv.auth.allFieldsRequired).pipe(z.string().max(AUTH_LIMITS.name, sv.auth.nameTooLong)),
  email: emailField,
  password: z.string().min(1, sv.auth.allFieldsRequired).pipe(newPasswordField),
});

export const ForgotPasswordSchema = z.object({
  email: required(sv.auth.allFieldsRequired).pipe(z.email(sv.auth.invalidEmail).max(AUTH_LIMITS.email, sv.auth.invalidEmail)),
});

export const ResetPasswordSchema = z.object({
  token: z.string().min(1, sv.auth.reset.invalidToken).max(AUTH_LIMITS.other, sv.auth.reset.invalidToken),
  password: newPasswordField,
});

/** The body fields Better Auth takes that the shop limits, by name (wherever they sit in the body). */
const NAME_FIELDS = new Set(["name"]);
const EMAIL_FIELDS = new Set(["email", "newEmail"]);
/** Passwords that become an account's password: checked in full. */
const NEW_PASSWORD_FIELDS = new Set(["newPassword"]);
/** Passwords only compared (sign-in, current password): length only. */
const OLD_PASSWORD_FIELDS = new Set(["currentPassword"]);

/**
 * Checks a Better Auth request body against the shop's limits; the first problem's Swedish message, or null.
 * `password` is a new password where `passwordIsNew` (sign-up, admin create-user), otherwise only compared;
 * `checkCommon` off for the server's own calls (ADMIN_PASSWORD is the owner's choice).
 * Strings nested in objects (the admin plugin's `data`) are checked by the same names.
 */
export function authInputProblem(body: unknown, opts: { passwordIsNew: boolean; checkCommon: boolean }): string | null {
  const seen = new Set<unknown>();
  const visit = (value: unknown, key: string, depth: number): string | null => {
    if (typeof value === "string") {
      if (NAME_FIELDS.has(key)) return value.length > AUTH_LIMITS.name ? sv.auth.nameTooLong : null;
      if (EMAIL_FIELDS.has(key)) return value.length > AUTH_LIMITS.email ? sv.auth.invalidEmail : null;
      const isNew = NEW_PASSWORD_FIELDS.has(key) || (key === "password" && opts.passwordIsNew);
      if (isNew) {
        if (value.length < AUTH_LIMITS.passwordMin) return sv.auth.passwordTooShort;
        if (value.length > AUTH_LIMITS.passwordMax) return sv.auth.passwordTooLong;
        return opts.checkCommon && isCommonPassword(value) ? sv.auth.passwordTooCommon : null;
      }
      if (key === "password" || OLD_PASSWORD_FIELDS.has(key)) return value.length > AUTH_LIMITS.passwordMax ? sv.auth.passwordTooLong : null;
      return value.length > AUTH_LIMITS.other ? sv.auth.inputTooLong : null;
    }
    if (value === null || typeof value !== "object" || seen.has(value)) return null;
    if (depth > 4) return sv.auth.inputTooLong;
    seen.add(value);
    const entries = Array.isArray(value) ? value.map((v) => ["", v] as const) : Object.entries(value);
    if (entries.length > 50) return sv.auth.inputTooLong;
    for (const [k, v] of entries) {
      const problem = visit(v, k === "" ? key : k, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return visit(body, "", 0);
}
