/** One zod schema per form, shared by the component and the action. Messages come from the copy module. */
import { z } from "zod";
import { sv } from "~/content/sv";
import { MAX_LINE_QUANTITY } from "./pricing";
import { SHOP_QUERY_MAX, SORTS, STOCK_FILTERS, type ShopQuery } from "./catalogue";

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

/** "11455" and "114 55" are accepted; stored and shown as "114 55". */
export function normalisePostalCode(input: string): string | null {
  const digits = input.trim().replace(/^(\d{3}) (\d{2})$/, "$1$2");
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : null;
}

const c = sv.checkout;
const namePattern = /^[\p{L}][\p{L} -]*$/u;

export const PAYMENT_METHODS = ["swish", "invoice"] as const;

/** The delivery form (spec §5), the same in the browser and in the action. */
export const CheckoutSchema = z.object({
  name: z.string().trim().min(2, c.nameInvalid).max(100, c.nameTooLong).regex(namePattern, c.nameChars),
  email: z.string().trim().pipe(z.email(c.emailInvalid).max(255, c.emailInvalid)),
  address: z.string().trim().min(5, c.addressInvalid).max(200, c.addressInvalid),
  city: z.string().trim().min(2, c.cityInvalid).max(100, c.cityInvalid).regex(namePattern, c.cityInvalid),
  postalCode: z
    .string()
    .transform((v, ctx) => {
      const normal = normalisePostalCode(v);
      if (!normal) {
        ctx.addIssue({ code: "custom", message: c.postalInvalid });
        return z.NEVER;
      }
      return normal;
    }),
  paymentMethod: z.enum(PAYMENT_METHODS, c.paymentRequired),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, c.orderFailed),
});
export type CheckoutInput = z.infer<typeof CheckoutSchema>;

export const DiscountCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().min(1, c.codeEmpty).max(40, c.codeInvalid)),
});

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

/** The shop list's URL (`?q=&sort=&stock=`): unknown or malformed values fall back to the defaults. */
export const ShopQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((q) => q.normalize("NFC").replace(/\s+/g, " ").trim().slice(0, SHOP_QUERY_MAX)),
  sort: z.enum(SORTS).catch("popularity"),
  stock: z.enum(STOCK_FILTERS).catch("all"),
});

export function parseShopQuery(params: URLSearchParams): ShopQuery {
  return ShopQuerySchema.parse({
    q: params.get("q") ?? "",
    sort: params.get("sort") ?? undefined,
    stock: params.get("stock") ?? undefined,
  });
}

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
