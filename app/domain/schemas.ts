/** One zod schema per form, shared by the component and the action. Messages come from the copy module. */
import { z } from "zod";
import { sv } from "~/content/sv";
import { MAX_LINE_QUANTITY } from "./pricing";

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

/** The one cart route's intents. Prices, totals and discounts are never read from the request. */
const quantityField = z.coerce
  .number()
  .refine((n) => Number.isInteger(n), sv.cart.cannotAdd)
  .pipe(z.number().min(-1000).max(1000));

export const CartActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productId: z.string().min(1).max(64),
    quantity: z.coerce
      .number()
      .refine((n) => Number.isInteger(n), sv.cart.cannotAdd)
      .pipe(z.number().min(1, sv.cart.cannotAdd).max(MAX_LINE_QUANTITY, sv.cart.cannotAdd))
      .default(1),
  }),
  z.object({ intent: z.literal("set"), lineId: z.string().min(1).max(64), quantity: quantityField }),
  z.object({ intent: z.literal("remove"), lineId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal("clear") }),
]);
export type CartAction = z.infer<typeof CartActionSchema>;

/** Admin: price in kronor as typed ("249", "249,50"), converted to öre without floats; stock ≥ 0. */
export const AdminProductSchema = z.object({
  productId: z.string().min(1).max(64),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, sv.admin.products.invalid)
    .transform((s) => {
      const [kr, ore = ""] = s.replace(",", ".").split(".");
      return Number(kr) * 100 + Number(ore.padEnd(2, "0"));
    })
    .pipe(z.number().int().min(100, sv.admin.products.invalid)),
  stock: z.coerce
    .number()
    .refine((n) => Number.isInteger(n), sv.admin.products.invalid)
    .pipe(z.number().min(0, sv.admin.products.invalid).max(100_000, sv.admin.products.invalid)),
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
