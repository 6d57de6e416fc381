/**
 * The admin's product form (create and edit) and its stock adjustment, one zod schema each for the page and the
 * action. The owner types kronor and one item per line; the schema turns that into a product row's fields.
 * The jämförpris is never typed: it follows from price and net weight (pricing.ts).
 */
import { z } from "zod";
import { productAdminCopy, STOCK_REASONS } from "~/content/admin-products";
import { formatKronorInput, parseKronorInput } from "./money";
import { PRODUCT_KINDS, TAX_CLASSES } from "./product";
import { fromStockholmLocal, toStockholmLocal } from "./reduced-price";

const e = productAdminCopy.errors;

const text = (max: number, message: string, required = true) =>
  z
    .string()
    .trim()
    .refine((s) => (!required || s.length > 0) && s.length <= max, message);

/** One item per line; blank lines dropped; at most 20 lines of 200 characters. */
const lines = z
  .string()
  .transform((s) =>
    s
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
  )
  .refine((l) => l.length <= 20 && l.every((x) => x.length <= 200), e.lines);

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on");

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, e.colour)
  .transform((s) => s.toLowerCase());

export const ProductFieldsSchema = z
  .object({
    name: text(80, e.name),
    kind: z.enum(PRODUCT_KINDS, { error: e.kind }),
    tagline: text(120, e.tagline),
    description: text(500, e.description),
    fullDescription: z
      .string()
      .transform((s) => s.replace(/\r\n/g, "\n").trim())
      .refine((s) => s.length > 0 && s.length <= 5000, e.fullDescription),
    ingredients: lines,
    benefits: lines,
    howToUse: lines,
    storage: text(500, e.storage, false),
    weight: text(40, e.weight, false),
    netWeightGrams: z
      .string()
      .trim()
      .refine((s) => s === "" || (/^\d{1,6}$/.test(s) && Number(s) >= 1 && Number(s) <= 100_000), e.netWeight)
      .transform((s) => (s === "" ? null : Number(s))),
    shippingWeightGrams: z
      .string()
      .trim()
      .refine((s) => /^\d{1,5}$/.test(s) && Number(s) >= 1 && Number(s) <= 30_000, e.shippingWeight)
      .transform(Number),
    price: z
      .string()
      .transform((s) => parseKronorInput(s.trim()))
      .refine((ore): ore is number => ore !== null && ore >= 100, e.price),
    taxClass: z.enum(TAX_CLASSES, { error: e.taxClass }),
    isBestseller: checkbox,
    isLimitedEdition: checkbox,
    isOnlineOnly: checkbox,
    pinned: checkbox,
    lowStockLevel: z
      .string()
      .trim()
      .refine((s) => /^\d{1,5}$/.test(s) && Number(s) <= 10_000, e.lowStockLevel)
      .transform(Number),
    primaryColour: colour,
    accentColour: colour,
    /** Only the create form has it; an edit never changes it (deactivate and reactivate do). */
    active: checkbox,
    /** A reduced price for a period (ADR 036): all three or none; Stockholm wall-clock times. */
    reducedPrice: z.string().optional().transform((s) => (s ?? "").trim()),
    reducedFrom: z.string().optional().transform((s) => (s ?? "").trim()),
    reducedUntil: z.string().optional().transform((s) => (s ?? "").trim()),
  })
  .superRefine((v, ctx) => {
    if (v.reducedPrice === "" && v.reducedFrom === "" && v.reducedUntil === "") return;
    const reduced = parseKronorInput(v.reducedPrice);
    if (reduced === null || reduced < 100 || (typeof v.price === "number" && reduced >= v.price)) {
      ctx.addIssue({ code: "custom", path: ["reducedPrice"], message: e.reducedPrice });
    }
    const from = fromStockholmLocal(v.reducedFrom);
    const until = fromStockholmLocal(v.reducedUntil);
    if (!from) ctx.addIssue({ code: "custom", path: ["reducedFrom"], message: e.reducedFrom });
    if (!until || (from && until <= from)) ctx.addIssue({ code: "custom", path: ["reducedUntil"], message: e.reducedUntil });
  })
  .transform(({ price, primaryColour, accentColour, reducedPrice, reducedFrom, reducedUntil, ...v }) => {
    const none = reducedPrice === "" && reducedFrom === "" && reducedUntil === "";
    return {
      ...v,
      priceOre: price as number,
      colours: { primary: primaryColour, accent: accentColour },
      reducedPriceOre: none ? null : parseKronorInput(reducedPrice),
      reducedFrom: none ? null : fromStockholmLocal(reducedFrom),
      reducedUntil: none ? null : fromStockholmLocal(reducedUntil),
    };
  });

export type ProductFields = z.output<typeof ProductFieldsSchema>;

/** Ids that are routes of their own under /admin/products. */
const RESERVED_IDS = new Set(["ny"]);

/** The handle in /product/<id>: lowercase a–z, 0–9 and single dashes inside, 2–60 characters. */
export const ProductIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, e.id)
  .refine((s) => s.length >= 2 && s.length <= 60, e.id)
  .refine((s) => !RESERVED_IDS.has(s), e.idReserved);

/** What the owner types in a new product's form before anything is filled in. */
export const NEW_PRODUCT_VALUES: Record<string, string> = {
  kind: "blend",
  taxClass: "food",
  lowStockLevel: "5",
  primaryColour: "#8a9a7b",
  accentColour: "#e8dcc8",
  active: "on",
};

/** The form's values for a stored product (the inverse of the schema's transform), to fill the edit form. */
export function productFormValues(row: {
  name: string;
  kind: string;
  tagline: string;
  description: string;
  fullDescription: string;
  ingredients: string[];
  benefits: string[];
  howToUse: string[];
  storage: string;
  weight: string;
  netWeightGrams: number | null;
  shippingWeightGrams: number;
  priceOre: number;
  taxClass: string;
  isBestseller: boolean;
  isLimitedEdition: boolean;
  isOnlineOnly: boolean;
  pinned: boolean;
  lowStockLevel: number;
  colours: { primary: string; accent: string };
  active: boolean;
  reducedPriceOre?: number | null;
  reducedFrom?: Date | null;
  reducedUntil?: Date | null;
}): Record<string, string> {
  const flag = (b: boolean) => (b ? "on" : "");
  return {
    name: row.name,
    kind: row.kind,
    tagline: row.tagline,
    description: row.description,
    fullDescription: row.fullDescription,
    ingredients: row.ingredients.join("\n"),
    benefits: row.benefits.join("\n"),
    howToUse: row.howToUse.join("\n"),
    storage: row.storage,
    weight: row.weight,
    netWeightGrams: row.netWeightGrams === null ? "" : String(row.netWeightGrams),
    // 0: not set yet (a product from before issue #39); the owner must give one to save.
    shippingWeightGrams: row.shippingWeightGrams > 0 ? String(row.shippingWeightGrams) : "",
    price: formatKronorInput(row.priceOre),
    taxClass: row.taxClass,
    isBestseller: flag(row.isBestseller),
    isLimitedEdition: flag(row.isLimitedEdition),
    isOnlineOnly: flag(row.isOnlineOnly),
    pinned: flag(row.pinned),
    lowStockLevel: String(row.lowStockLevel),
    primaryColour: row.colours.primary,
    accentColour: row.colours.accent,
    active: flag(row.active),
    reducedPrice: row.reducedPriceOre == null ? "" : formatKronorInput(row.reducedPriceOre),
    reducedFrom: row.reducedFrom ? toStockholmLocal(row.reducedFrom) : "",
    reducedUntil: row.reducedUntil ? toStockholmLocal(row.reducedUntil) : "",
  };
}

export type StockReason = keyof typeof STOCK_REASONS;
const s = productAdminCopy.stock.errors;

/**
 * A stock adjustment: a whole number that is not 0 ("24", "+24", "-2", "−2") and a reason; "Annat" needs a
 * comment. The reason as stored is the Swedish label, with the comment after a colon when there is one.
 */
export const StockAdjustmentSchema = z
  .object({
    delta: z
      .string()
      .transform((v) => v.replace(/\s/g, "").replace("\u2212", "-"))
      .refine((v) => /^[+-]?\d{1,6}$/.test(v) && Number(v) !== 0 && Math.abs(Number(v)) <= 100_000, s.delta)
      .transform(Number),
    reason: z.enum(Object.keys(STOCK_REASONS) as [StockReason, ...StockReason[]], { error: s.reason }),
    note: z
      .string()
      .optional()
      .transform((v) => (v ?? "").trim()),
  })
  .superRefine((v, ctx) => {
    if (v.note.length > 200 || (v.reason === "other" && v.note === "")) ctx.addIssue({ code: "custom", path: ["note"], message: s.note });
  })
  .transform((v) => ({ delta: v.delta, reason: v.note ? `${STOCK_REASONS[v.reason]}: ${v.note}` : STOCK_REASONS[v.reason] }));

export type StockAdjustment = z.output<typeof StockAdjustmentSchema>;
