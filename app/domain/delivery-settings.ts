/**
 * The delivery section of the owner's settings (ADR 083): which options the shop offers and at what price, the
 * letter's weight limit, and the one form schema (amounts typed in kronor, stored in öre; Swedish messages).
 */
import { z } from "zod";
import { deliverySettingsCopy as t } from "~/content/delivery";
import { SHIPPING } from "./constants";
import { parseKronorInput, type Ore } from "./money";

/**
 * The delivery section of the owner's settings (site_setting "shop.delivery", /admin/settings#delivery; ADR 083).
 * Home delivery is always offered: its price is the identity's shipping fee ("Frakt", ADR 063), and the identity's
 * free-shipping threshold frees every option. The service point and the letter are the owner's to offer or not.
 */
export interface DeliverySettings {
  servicePoint: { offered: boolean; feeOre: Ore };
  letter: { offered: boolean; feeOre: Ore; /** The heaviest order (goods' shipping weights) that goes as a letter. */ maxGrams: number };
  log: { at: string; by: string; what: string }[];
}

export const DELIVERY_LIMITS = { maxFeeOre: 10_000_00, maxLetterGrams: 2000 } as const;

export const DEFAULT_DELIVERY: DeliverySettings = {
  servicePoint: { offered: true, feeOre: SHIPPING.feeOre },
  letter: { offered: true, feeOre: 2900, maxGrams: 250 },
  log: [],
};

const storedFee = z.number().int().min(0).max(DELIVERY_LIMITS.maxFeeOre);
export const StoredDeliverySchema = z.object({
  servicePoint: z.object({ offered: z.boolean(), feeOre: storedFee }),
  letter: z.object({ offered: z.boolean(), feeOre: storedFee, maxGrams: z.number().int().min(1).max(DELIVERY_LIMITS.maxLetterGrams) }),
  log: z.array(z.object({ at: z.string(), by: z.string(), what: z.string() })).catch([]),
});

const fee = z
  .string(t.feeInvalid)
  .trim()
  .min(1, t.feeInvalid)
  .transform((v, ctx) => {
    const ore = parseKronorInput(v);
    if (ore === null || ore < 0 || ore > DELIVERY_LIMITS.maxFeeOre) {
      ctx.addIssue({ code: "custom", message: t.feeInvalid });
      return z.NEVER;
    }
    return ore;
  });
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on");

/** The delivery form's fields. */
export const DeliveryFormFields = {
  servicePointOffered: checkbox,
  servicePointFee: fee,
  letterOffered: checkbox,
  letterFee: fee,
  letterMaxGrams: z
    .string(t.gramsInvalid)
    .trim()
    .regex(/^\d{1,4}$/, t.gramsInvalid)
    .transform(Number)
    .pipe(z.number().min(1, t.gramsInvalid).max(DELIVERY_LIMITS.maxLetterGrams, t.gramsInvalid)),
};

export function deliveryFromForm(v: { servicePointOffered: boolean; servicePointFee: Ore; letterOffered: boolean; letterFee: Ore; letterMaxGrams: number }): Omit<DeliverySettings, "log"> {
  return {
    servicePoint: { offered: v.servicePointOffered, feeOre: v.servicePointFee },
    letter: { offered: v.letterOffered, feeOre: v.letterFee, maxGrams: v.letterMaxGrams },
  };
}
