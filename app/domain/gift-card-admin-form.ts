/**
 * The admin's gift-card forms (ADR 009): void a card, or set its balance, each with the reason the ledger
 * keeps. One zod schema per form, for the page and the action; the database checks come in the server.
 */
import { z } from "zod";
import { giftCardCopy } from "~/content/gift-cards";
import { parseKronorInput } from "./money";
import { digitsField } from "./schemas";

const e = giftCardCopy.admin.errors;

const giftCardId = digitsField(1, 999_999_999, e.invalid!);
const reason = z.string(e.reason).trim().min(3, e.reason).max(300, e.reason);

export const GiftCardVoidSchema = z.object({
  intent: z.literal("void_gift_card"),
  giftCardId,
  reason,
});

export const GiftCardAdjustSchema = z.object({
  intent: z.literal("adjust_gift_card"),
  giftCardId,
  /** The new balance in kronor as typed ("150", "99,50"), in öre. */
  balance: z
    .string(e.balance)
    .transform((s, ctx) => {
      const ore = parseKronorInput(s);
      if (ore === null) {
        ctx.addIssue({ code: "custom", message: e.balance });
        return z.NEVER;
      }
      return ore;
    }),
  reason,
});

export const GiftCardAdminFormSchema = z.discriminatedUnion("intent", [GiftCardVoidSchema, GiftCardAdjustSchema]);
export type GiftCardAdminForm = z.infer<typeof GiftCardAdminFormSchema>;
