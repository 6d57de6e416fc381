/** One zod schema per form, shared by the component and the action. Messages come from the copy module. */
import { z } from "zod";
import * as sv from "~/content/sv";
import { REVIEW_LIMITS, reviewsCopy } from "~/content/reviews";
import { CONTACT_LIMITS, contactCopy } from "~/content/contact";
import { newsletterCopy } from "~/content/newsletter";
import { subscriptionCopy } from "~/content/subscription";
import { MAX_LINE_QUANTITY } from "./pricing";
import { SHOP_QUERY_MAX, SORTS, STOCK_FILTERS, type ShopQuery } from "./catalogue";
import { giftCardCopy } from "~/content/gift-cards";
import { GIFT_CARD } from "./constants";
import { adminCustomersCopy, CUSTOMER_SEARCH_MAX } from "~/content/admin-customers";
import { normaliseMobileNumber } from "./phone";

export { formErrors, formValues, type FieldErrors } from "./form-errors";

// No `new Function` fast path: the page's CSP forbids eval, and zod's probe for it is reported as a
// CSP violation in the browser even though zod catches it.
z.config({ jitless: true });

const required = (message: string) => z.string().trim().min(1, message);

/**
 * A whole number typed in a form: ASCII digits only, no sign, space, exponent or radix prefix ("0x10", "1e1",
 * "0b11", " 1", "+1" are refused; ADR 032). Null when the text is not one.
 */
export function parseDigits(value: unknown, maxDigits = 9): number | null {
  return typeof value === "string" && value.length <= maxDigits && /^\d+$/.test(value) ? Number(value) : null;
}

/** The zod form of `parseDigits`: digits only, then `min`–`max`, each refusal with `message`. */
export const digitsField = (min: number, max: number, message: string) =>
  z
    .string(message)
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** The one cart route's intents. Prices, totals and discounts are never read from the request. */
const quantityField = digitsField(0, 1000, sv.cartLines.cannotAdd);

export const CartActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productId: z.string().min(1).max(64),
    quantity: digitsField(1, MAX_LINE_QUANTITY, sv.cartLines.cannotAdd).default(1),
  }),
  /** One of each, in one request ("Köps ofta tillsammans"): all are added or none. */
  z.object({
    intent: z.literal("add_together"),
    productIds: z
      .string()
      .max(200)
      .transform((s) => s.split(","))
      .pipe(z.array(z.string().min(1).max(64)).min(1).max(4)),
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

/** The delivery address's fields, shared by the checkout and the address saved on /konto (ADR 035). */
export const deliveryAddressFields = {
  name: z.string().trim().min(2, c.nameInvalid).max(100, c.nameTooLong).regex(namePattern, c.nameChars),
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
  /** Optional: empty is null; otherwise a Swedish mobile number, stored as "+46701234567" (ADR 066). */
  phone: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return null;
      const normal = normaliseMobileNumber(v);
      if (!normal) {
        ctx.addIssue({ code: "custom", message: c.phoneInvalid });
        return z.NEVER;
      }
      return normal;
    }),
};

/**
 * The delivery form (spec §5), the same in the browser and in the action. The payment methods it accepts are
 * the registry's (`CheckoutSchema` in app/payments/registry.ts binds them; "gift_card" means the applied gift
 * cards pay everything, which the server checks).
 */
export const checkoutSchema = (isPaymentMethod: (id: string) => boolean) => z.object({
  name: deliveryAddressFields.name,
  email: z.string().trim().pipe(z.email(c.emailInvalid).max(255, c.emailInvalid)),
  address: deliveryAddressFields.address,
  city: deliveryAddressFields.city,
  postalCode: deliveryAddressFields.postalCode,
  phone: deliveryAddressFields.phone,
  /** "Spara adressen till nästa gång" (a checkbox: "on" when ticked, absent when not); an account's only (ADR 066). */
  saveAddress: z.literal("on", c.orderFailed).optional().transform((v) => v === "on"),
  paymentMethod: z.string(c.paymentRequired).refine(isPaymentMethod, c.paymentRequired),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, c.orderFailed),
  /** What the customer saw the gift cards pay (a guard like the price guard, never a price). */
  giftCardOre: digitsField(0, 100_000_000, c.orderFailed).optional(),
});
type ParsedCheckout = z.infer<ReturnType<typeof checkoutSchema>>;
/** A parsed checkout form; the mobile number and "Spara adressen" may be left out by callers that build one (tests, scripts). */
export type CheckoutInput = Omit<ParsedCheckout, "phone" | "saveAddress"> & Partial<Pick<ParsedCheckout, "phone" | "saveAddress">>;

export const DiscountCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().min(1, c.codeEmpty).max(40, c.codeInvalid)),
});

const g = giftCardCopy.errors;
/** Whole kronor as typed ("500"); empty is allowed (the other amount field or the default applies). */
const kronorField = z
  .string()
  .optional()
  .default("")
  .transform((v, ctx) => {
    const s = v.trim();
    if (s === "") return null;
    const ore = /^\d{1,7}$/.test(s) ? Number(s) * 100 : NaN;
    if (!Number.isFinite(ore)) ctx.addIssue({ code: "custom", message: g.amountInvalid });
    else if (ore < GIFT_CARD.minOre) ctx.addIssue({ code: "custom", message: g.amountMin });
    else if (ore > GIFT_CARD.maxOre) ctx.addIssue({ code: "custom", message: g.amountMax });
    return ore;
  });

/**
 * The /gift-card form (spec §4, §5): a preset or a custom amount in whole kronor (the custom amount wins
 * when filled in), the recipient, the sender and an optional message. Gives the amount in öre.
 */
export const GiftCardFormSchema = z
  .object({
    customAmount: kronorField,
    amount: kronorField,
    recipientName: z.string().trim().min(1, g.recipientNameRequired).max(100, g.recipientNameTooLong),
    recipientEmail: z
      .string()
      .trim()
      .min(1, g.recipientEmailRequired)
      .max(255, g.recipientEmailTooLong)
      .pipe(z.email(g.recipientEmailInvalid)),
    senderName: z.string().trim().min(1, g.senderNameRequired).max(100, g.senderNameTooLong),
    message: z.string().trim().max(GIFT_CARD.messageMax, g.messageTooLong).optional().default(""),
  })
  .transform((v) => ({
    amountOre: v.customAmount ?? v.amount ?? GIFT_CARD.defaultOre,
    recipientName: v.recipientName,
    recipientEmail: v.recipientEmail,
    senderName: v.senderName,
    message: v.message.replace(/\r\n/g, "\n"),
  }));
export type GiftCardFormInput = z.output<typeof GiftCardFormSchema>;

/** A gift-card code as typed (checkout, balance page); the server normalises and checks it. */
export const GiftCardCodeSchema = z.object({
  code: z.string().trim().min(1, giftCardCopy.checkout.empty).max(40, giftCardCopy.checkout.invalid),
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
  stock: z
    .string()
    .trim()
    .pipe(digitsField(0, 100_000, sv.admin.products.invalid)),
});

/** A product review (spec §5): a rating 1–5, and a title and comment that are not blank after trimming. */
const r = reviewsCopy.errors;
export const ReviewSchema = z.object({
  rating: z.enum(["1", "2", "3", "4", "5"], r.ratingRequired).transform(Number),
  title: z.string(r.allFieldsRequired).trim().min(1, r.allFieldsRequired).max(REVIEW_LIMITS.title, r.titleTooLong),
  comment: z.string(r.allFieldsRequired).trim().min(1, r.allFieldsRequired).max(REVIEW_LIMITS.comment, r.commentTooLong),
});
export type ReviewInput = z.infer<typeof ReviewSchema>;

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

/** The contact form (spec §5 Contact): values trimmed; the same in the browser and in the action. */
const ce = contactCopy.errors;
export const ContactSchema = z.object({
  name: z.string().trim().min(CONTACT_LIMITS.name.min, ce.nameShort).max(CONTACT_LIMITS.name.max, ce.nameLong),
  email: z.string().trim().pipe(z.email(ce.emailInvalid).max(CONTACT_LIMITS.email.max, ce.emailLong)),
  subject: z.string().trim().min(CONTACT_LIMITS.subject.min, ce.subjectShort).max(CONTACT_LIMITS.subject.max, ce.subjectLong),
  message: z.string().trim().min(CONTACT_LIMITS.message.min, ce.messageShort).max(CONTACT_LIMITS.message.max, ce.messageLong),
});
export type ContactInput = z.infer<typeof ContactSchema>;

/** The newsletter sign-up (spec §5): trimmed, lowercased, a valid address of at most 255 characters. */
export const NewsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(newsletterCopy.emailInvalid).max(255, newsletterCopy.emailLong)),
});

/** The "meddela mig" waitlist (subscription page): trimmed, lowercased, a valid address of at most 255 characters. */
export const WaitlistSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(subscriptionCopy.waitlist.invalidEmail).max(255, subscriptionCopy.waitlist.emailTooLong)),
});

/** /admin/customers: the GET search form (name or e-mail, partial, case-insensitive). */
export const CustomerSearchSchema = z.object({
  q: z.string().trim().max(CUSTOMER_SEARCH_MAX, adminCustomersCopy.search.tooLong).default(""),
});

/** /admin/customers/:id: the erasure's confirmation (the typed e-mail is compared with the account's in the action). */
export const EraseCustomerSchema = z.object({
  intent: z.literal("erase"),
  confirmEmail: required(adminCustomersCopy.erase.required).pipe(z.string().max(255, adminCustomersCopy.erase.mismatch)),
});

