import { Form } from "react-router";
import { giftCardCopy } from "~/content/gift-cards";
import { formatKr, formatKronorInput } from "~/domain/money";
import { Field } from "~/components/ui/field";
import type { DeskGiftCard } from "~/domain/desk-view";

const t = giftCardCopy.admin;

/** What a refused correction sends back: the card, the form, its field messages and what was typed. */
export interface GiftCardCorrectionState {
  giftCardId: number;
  intent: "adjust_gift_card" | "void_gift_card";
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

const buttonClass = "rounded-full px-4 py-2 text-sm font-medium ring-1";

/**
 * The owner's corrections of one card (ADR 009): a new balance or voiding it, each with a reason the ledger
 * keeps. Plain forms, so they work before hydration; a refused one comes back open with its messages.
 */
export function GiftCardCorrections({ card, refused }: { card: DeskGiftCard; refused?: GiftCardCorrectionState }) {
  if (card.voided) return null;
  const mine = refused?.giftCardId === card.id ? refused : undefined;
  const errorsFor = (intent: GiftCardCorrectionState["intent"]) => (mine?.intent === intent ? mine : undefined);
  const adjust = errorsFor("adjust_gift_card");
  const voiding = errorsFor("void_gift_card");
  return (
    <details className="mt-3 rounded-2xl bg-oat/60 p-3" open={mine ? true : undefined}>
      <summary className="cursor-pointer text-sm font-medium">{t.manage}</summary>
      {mine && (
        <p role="alert" className="mt-2 text-sm text-clay">
          {mine.message}
        </p>
      )}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <Form method="post" className="space-y-3" aria-label={`${t.adjustTitle} ${card.masked}`}>
          <h3 className="text-sm font-semibold">{t.adjustTitle}</h3>
          <input type="hidden" name="intent" value="adjust_gift_card" />
          <input type="hidden" name="giftCardId" value={card.id} />
          <Field
            label={t.newBalance}
            name="balance"
            inputMode="decimal"
            defaultValue={adjust?.values.balance ?? formatKronorInput(card.balanceOre)}
            error={adjust?.fields.balance}
            help={t.adjustHelp(formatKr(card.initialOre))}
          />
          <Field label={t.reason} name="reason" maxLength={300} defaultValue={adjust?.values.reason} error={adjust?.fields.reason} />
          <button type="submit" className={`${buttonClass} bg-white ring-ink/25 hover:bg-oat-dark`}>
            {t.adjust}
          </button>
        </Form>
        <Form method="post" className="space-y-3" aria-label={`${t.void} ${card.masked}`}>
          <h3 className="text-sm font-semibold">{t.void}</h3>
          <input type="hidden" name="intent" value="void_gift_card" />
          <input type="hidden" name="giftCardId" value={card.id} />
          <Field label={t.reason} name="reason" maxLength={300} defaultValue={voiding?.values.reason} error={voiding?.fields.reason} help={t.voidHelp} />
          <button type="submit" className={`${buttonClass} bg-white text-clay ring-clay/40 hover:bg-clay/10`}>
            {t.void}
          </button>
        </Form>
      </div>
    </details>
  );
}
