/**
 * The /konto forms' schemas (ADR 035), the same in the browser and in the action. Name, e-mail and the new
 * password follow the sign-up's limits (auth-schemas.ts); the address follows the checkout's (schemas.ts).
 */
import { z } from "zod";
import * as sv from "~/content/sv";
import { AUTH_LIMITS, newPasswordField } from "./auth-schemas";
import { deliveryAddressFields } from "./schemas";

const required = (message: string) => z.string().trim().min(1, message);

export const AccountNameSchema = z.object({
  fullName: required(sv.auth.allFieldsRequired).pipe(z.string().max(AUTH_LIMITS.name, sv.auth.nameTooLong)),
});

export const AccountEmailSchema = z.object({
  newEmail: required(sv.auth.allFieldsRequired).pipe(z.email(sv.auth.invalidEmail).max(AUTH_LIMITS.email, sv.auth.invalidEmail)),
  // Like a password change, an e-mail change asks for the current password (issue #32).
  currentPassword: z.string().min(1, sv.auth.allFieldsRequired).max(AUTH_LIMITS.passwordMax, sv.auth.passwordTooLong),
});

export const AccountPasswordSchema = z.object({
  currentPassword: z.string().min(1, sv.auth.allFieldsRequired).max(AUTH_LIMITS.passwordMax, sv.auth.passwordTooLong),
  newPassword: z.string().min(1, sv.auth.allFieldsRequired).pipe(newPasswordField),
});

export const AccountAddressSchema = z.object(deliveryAddressFields);
/** The saved address; its mobile number is optional (null or left out: none). */
export type AccountAddress = Omit<z.infer<typeof AccountAddressSchema>, "phone"> & { phone?: string | null };

export const AccountEraseSchema = z.object({
  password: z.string().min(1, sv.auth.allFieldsRequired).max(AUTH_LIMITS.passwordMax, sv.auth.passwordTooLong),
});
