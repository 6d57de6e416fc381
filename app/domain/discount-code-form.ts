/**
 * The admin's discount-code form (create and edit), one zod schema for the page and the action. Dates are
 * Stockholm calendar days, both ends included: a code valid to 2026-12-24 works until midnight that night.
 * The checkout's rules for a stored code are in discounts.ts; this only turns the owner's input into a row.
 */
import { z } from "zod";
import { discountAdminCopy } from "~/content/admin-discount-codes";
import { formatKronorInput, parseKronorInput } from "./money";
import { addDays, stockholmDayStart } from "./order-summary";
import { stockholmDate } from "./vat";

const e = discountAdminCopy.errors;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: string) => DATE.test(s) && addDays(s, 0) === s;
const optionalLimit = z
  .string()
  .trim()
  .refine((s) => s === "" || (/^\d{1,7}$/.test(s) && Number(s) >= 1 && Number(s) <= 1_000_000), e.limit)
  .transform((s) => (s === "" ? null : Number(s)));
const optionalDate = z
  .string()
  .trim()
  .refine((s) => s === "" || isDate(s), e.date)
  .transform((s) => (s === "" ? null : s));

export const DiscountCodeFieldsSchema = z
  .object({
    type: z.enum(["percent", "fixed"], { error: e.type }),
    value: z.string().trim(),
    minOrder: z
      .string()
      .trim()
      .refine((s) => s === "" || parseKronorInput(s) !== null, e.minOrder)
      .transform((s) => (s === "" ? 0 : parseKronorInput(s)!)),
    startsOn: optionalDate,
    endsOn: optionalDate,
    usageLimit: optionalLimit,
    perCustomerLimit: optionalLimit,
    description: z.string().trim().max(200, e.description).transform((s) => (s === "" ? null : s)),
  })
  .superRefine((v, ctx) => {
    if (v.type === "percent" && !(/^\d{1,3}$/.test(v.value) && Number(v.value) >= 1 && Number(v.value) <= 100)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: e.percent });
    }
    if (v.type === "fixed") {
      const ore = parseKronorInput(v.value);
      if (ore === null || ore < 100) ctx.addIssue({ code: "custom", path: ["value"], message: e.amount });
    }
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: e.dateOrder });
  })
  .transform((v) => ({
    type: v.type,
    percent: v.type === "percent" ? Number(v.value) : null,
    amountOre: v.type === "fixed" ? parseKronorInput(v.value) : null,
    minOrderOre: v.minOrder,
    startsAt: v.startsOn ? stockholmDayStart(v.startsOn) : null,
    endsAt: v.endsOn ? stockholmDayStart(addDays(v.endsOn, 1)) : null,
    usageLimit: v.usageLimit,
    perCustomerLimit: v.perCustomerLimit,
    description: v.description,
  }));

export type DiscountCodeFields = z.output<typeof DiscountCodeFieldsSchema>;

/** Uppercased; letters A–Z, digits and dashes, 3–30 characters, starting with a letter or digit. */
export const DiscountCodeNameSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]{2,29}$/, e.code));

/** The form's values for a stored code (the inverse of the schema's transform), to fill the edit form. */
export function discountCodeFormValues(row: {
  type: string;
  percent: number | null;
  amountOre: number | null;
  minOrderOre: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  description: string | null;
}): Record<string, string> {
  return {
    type: row.type,
    value: row.type === "percent" ? String(row.percent ?? "") : formatKronorInput(row.amountOre ?? 0),
    minOrder: row.minOrderOre > 0 ? formatKronorInput(row.minOrderOre) : "",
    startsOn: row.startsAt ? stockholmDate(row.startsAt) : "",
    // endsAt is the first instant the code no longer works; the form shows the last day it does.
    endsOn: row.endsAt ? stockholmDate(new Date(row.endsAt.getTime() - 1)) : "",
    usageLimit: row.usageLimit === null ? "" : String(row.usageLimit),
    perCustomerLimit: row.perCustomerLimit === null ? "" : String(row.perCustomerLimit),
    description: row.description ?? "",
  };
}
