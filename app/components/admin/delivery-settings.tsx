/** The delivery options on /admin/settings (ADR 083): which options checkout offers, their prices and the letter's weight limit. */
import { deliverySettingsCopy as t } from "~/content/delivery";
import type { DeliverySettings as Delivery } from "~/domain/delivery-settings";
import { formatKronorInput } from "~/domain/money";
import { errorOf, IntentForm, SettingsSection, SubmitButton, TextInput, valueOf, type SettingsActionData } from "./settings-parts";

export function DeliverySettings({ s, carrierName, action, saved }: { s: Delivery; carrierName: string | null; action: SettingsActionData | undefined; saved: boolean }) {
  const checked = (name: string, stored: boolean) => (action?.intent === "save_delivery" ? action.values[name] === "on" : stored);
  return (
    <SettingsSection id="delivery" title={t.title} lead={t.lead} log={s.log} saved={saved}>
      <p className="text-sm" data-testid="carrier-status">
        {carrierName ? t.carrierConfigured(carrierName) : t.carrierMissing}
      </p>
      <IntentForm intent="save_delivery" action={action} className="grid gap-5 sm:grid-cols-2" key={s.log.at(-1)?.at ?? "none"}>
        <label className="flex items-start gap-3 sm:col-span-2">
          <input type="checkbox" name="servicePointOffered" defaultChecked={checked("servicePointOffered", s.servicePoint.offered)} className="mt-0.5 h-5 w-5 accent-indigo" />
          <span>{t.servicePointOffered}</span>
        </label>
        <TextInput label={t.servicePointFee} name="servicePointFee" inputMode="decimal" maxLength={12} defaultValue={valueOf(action, "save_delivery", "servicePointFee", formatKronorInput(s.servicePoint.feeOre))} error={errorOf(action, "save_delivery", "servicePointFee")} />
        <span className="hidden sm:block" />
        <label className="flex items-start gap-3 sm:col-span-2">
          <input type="checkbox" name="letterOffered" defaultChecked={checked("letterOffered", s.letter.offered)} className="mt-0.5 h-5 w-5 accent-indigo" />
          <span>{t.letterOffered}</span>
        </label>
        <TextInput label={t.letterFee} name="letterFee" inputMode="decimal" maxLength={12} defaultValue={valueOf(action, "save_delivery", "letterFee", formatKronorInput(s.letter.feeOre))} error={errorOf(action, "save_delivery", "letterFee")} />
        <TextInput label={t.letterMaxGrams} name="letterMaxGrams" help={t.letterMaxGramsHelp} inputMode="numeric" maxLength={4} defaultValue={valueOf(action, "save_delivery", "letterMaxGrams", String(s.letter.maxGrams))} error={errorOf(action, "save_delivery", "letterMaxGrams")} />
        <div className="sm:col-span-2">
          <SubmitButton>{t.save}</SubmitButton>
        </div>
      </IntentForm>
    </SettingsSection>
  );
}
