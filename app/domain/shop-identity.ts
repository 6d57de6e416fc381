/**
 * The shop's identity as the owner sets it in /admin/settings (ADR 063): company name, org.nr, address, phone,
 * e-mail, Swish number, bankgiro, the shipping fee and the free-shipping threshold. Pure: the shape, the example
 * values the shop starts with (placeholders, announced until the owner saves their own), the Swedish number checks
 * (org.nr and bankgiro with their check digits, a business Swish number) and the one form schema.
 */
import { z } from "zod";
import { identityCopy as t } from "~/content/shop-identity";
import { formatKronorInput, parseKronorInput } from "./money";
import { formatSwishNumber, normaliseSwishNumber } from "./swish";

export * from "./shop-facts";
import { EXAMPLE_IDENTITY, type ShopIdentity } from "./shop-facts";

// ---------------------------------------------------------------- Swedish number checks

/** The Luhn (mod 10) sum of a string of digits is a multiple of ten: the last digit is the check digit of the rest. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** An organisation number (ten digits, the last a Luhn check digit) as NNNNNN-NNNN, or null. Accepts "5560360793", "556036-0793", "16556036-0793". */
export function normaliseOrgNumber(input: string): string | null {
  let digits = input.replace(/[\s-]/g, "");
  if (/^16\d{10}$/.test(digits)) digits = digits.slice(2);
  if (!/^\d{10}$/.test(digits) || !luhnValid(digits)) return null;
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

/** A bankgiro number (7 or 8 digits, the last a Luhn check digit over all of them) as NNN-NNNN / NNNN-NNNN, or null. */
export function normaliseBankgiro(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{7,8}$/.test(digits) || !luhnValid(digits)) return null;
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

/** A business Swish number: 123 and seven digits (spaces and hyphens allowed), as ten digits, or null. */
export function normaliseBusinessSwish(input: string): string | null {
  const n = normaliseSwishNumber(input);
  return n && n.startsWith("123") ? n : null;
}

/** A Swedish phone number: 0 or +46 and 6–12 more digits, spaces and hyphens allowed; kept as typed (trimmed), or null. */
export function normalisePhone(input: string): string | null {
  const v = input.trim().replace(/\s+/g, " ");
  const digits = v.replace(/[\s-]/g, "");
  return /^(?:0|\+46)[1-9]\d{5,11}$/.test(digits) ? v : null;
}

/** "11820" or "118 20" → "118 20", or null. */
export function normalisePostalCode(input: string): string | null {
  const digits = input.replace(/\s/g, "");
  return /^[1-9]\d{4}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : null;
}

export const IDENTITY_LIMITS = { legalName: 100, street: 100, city: 60, email: 255, maxAmountOre: 10_000_00 } as const;

// ---------------------------------------------------------------- the form

const text = (max: number) => z.string(t.required).trim().min(1, t.required).max(max, t.tooLong(max));
const checked = (normalise: (v: string) => string | null, message: string, refuse?: string) =>
  z
    .string(t.required)
    .trim()
    .min(1, t.required)
    .transform((v, ctx) => {
      const n = normalise(v);
      if (!n) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (refuse !== undefined && n === refuse) {
        ctx.addIssue({ code: "custom", message: t.exampleRefused });
        return z.NEVER;
      }
      return n;
    });
const amount = z
  .string(t.required)
  .trim()
  .min(1, t.required)
  .transform((v, ctx) => {
    const ore = parseKronorInput(v);
    if (ore === null || ore < 0 || ore > IDENTITY_LIMITS.maxAmountOre) {
      ctx.addIssue({ code: "custom", message: t.amountInvalid });
      return z.NEVER;
    }
    return ore;
  });

/** The identity form's fields (amounts typed in kronor, stored in öre). */
export const IdentityFormFields = {
  legalName: text(IDENTITY_LIMITS.legalName),
  orgNumber: checked(normaliseOrgNumber, t.orgNumberInvalid),
  street: text(IDENTITY_LIMITS.street),
  postalCode: checked(normalisePostalCode, t.postalCodeInvalid),
  city: text(IDENTITY_LIMITS.city),
  phone: checked(normalisePhone, t.phoneInvalid, EXAMPLE_IDENTITY.phone),
  email: z
    .string(t.required)
    .trim()
    .toLowerCase()
    .min(1, t.required)
    .max(IDENTITY_LIMITS.email, t.emailInvalid)
    .pipe(z.email(t.emailInvalid)),
  swishNumber: checked(normaliseBusinessSwish, t.swishInvalid, EXAMPLE_IDENTITY.swishNumber),
  bankgiro: checked(normaliseBankgiro, t.bankgiroInvalid),
  shippingFee: amount,
  freeShippingFrom: amount,
  /** A checkbox: "on" when ticked, absent when not. */
  fSkatt: z
    .string()
    .optional()
    .transform((v) => v === "on"),
};

/** The identity's fields as the form gives them: the amounts in kronor (shippingFee, freeShippingFrom). */
type IdentityFormInput = Omit<ShopIdentity, "shippingFeeOre" | "freeShippingFromOre"> & { shippingFee: number; freeShippingFrom: number };

export function identityFromForm(v: IdentityFormInput): ShopIdentity {
  const { shippingFee, freeShippingFrom, ...rest } = v;
  return { ...rest, shippingFeeOre: shippingFee, freeShippingFromOre: freeShippingFrom };
}

/** The form's initial values from an identity (amounts in kronor as typed, the Swish number as printed). */
export function identityFormValues(id: ShopIdentity): Record<string, string> {
  return {
    legalName: id.legalName,
    orgNumber: id.orgNumber,
    street: id.street,
    postalCode: id.postalCode,
    city: id.city,
    phone: id.phone,
    email: id.email,
    swishNumber: normaliseSwishNumber(id.swishNumber) ? formatSwishNumber(id.swishNumber) : id.swishNumber,
    bankgiro: id.bankgiro,
    shippingFee: formatKronorInput(id.shippingFeeOre),
    freeShippingFrom: formatKronorInput(id.freeShippingFromOre),
    fSkatt: id.fSkatt ? "on" : "",
  };
}

// ---------------------------------------------------------------- stored values (tolerant: bad → not saved)

const StoredIdentity = z.object({
  legalName: z.string().min(1),
  orgNumber: z.string().min(1),
  street: z.string().min(1),
  postalCode: z.string().min(1),
  city: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().min(1),
  swishNumber: z.string().regex(/^\d{10}$/),
  bankgiro: z.string().min(1),
  shippingFeeOre: z.number().int().min(0),
  freeShippingFromOre: z.number().int().min(0),
  // Saved before the field existed: not stated, so not claimed.
  fSkatt: z.boolean().default(false),
});
export const StoredIdentitySchema = z.object({
  values: StoredIdentity.nullable(),
  log: z.array(z.object({ at: z.string(), by: z.string(), what: z.string() })).catch([]),
});
