/** The shop's identity on /admin/settings (ADR 063): one plain post form, the example values announced until saved. */
import { IDENTITY_FIELD_LABELS as label, identityCopy as t } from "~/content/shop-identity";
import { IDENTITY_LIMITS as L, identityFormValues, type IdentityField, type ShopIdentity } from "~/domain/shop-identity";
import type { ChangeMark } from "~/domain/site-settings";
import { errorOf, IntentForm, SettingsSection, SubmitButton, TextInput, valueOf, type SettingsActionData } from "./settings-parts";

export function IdentitySettings({
  identity,
  placeholders,
  log,
  action,
  saved,
}: {
  identity: ShopIdentity;
  placeholders: IdentityField[];
  log: readonly ChangeMark[];
  action: SettingsActionData | undefined;
  saved: boolean;
}) {
  const stored = identityFormValues(identity);
  const v = (name: string) => valueOf(action, "save_identity", name, stored[name] ?? "");
  const e = (name: string) => errorOf(action, "save_identity", name);
  const field = (name: string, text: string, extra: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput label={text} name={name} defaultValue={v(name)} error={e(name)} {...extra} />
  );
  return (
    <SettingsSection id="identity" title={t.title} lead={t.lead} log={log} saved={saved}>
      {placeholders.length > 0 && (
        <p className="rounded-xl bg-clay/10 px-4 py-3 text-sm text-ink" data-testid="identity-examples">
          <strong>{t.examplesWarning}</strong> ({t.placeholderNames(placeholders)})
        </p>
      )}
      <IntentForm intent="save_identity" action={action} className="space-y-5" key={log.at(-1)?.at ?? "none"}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("legalName", label.legalName, { maxLength: L.legalName, autoComplete: "organization" })}
          {field("orgNumber", label.orgNumber, { help: t.help.orgNumber, inputMode: "numeric" })}
          {field("street", label.street, { maxLength: L.street, autoComplete: "street-address" })}
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            {field("postalCode", label.postalCode, { help: t.help.postalCode, inputMode: "numeric", autoComplete: "postal-code" })}
            {field("city", label.city, { maxLength: L.city, autoComplete: "address-level2" })}
          </div>
          {field("phone", label.phone, { help: t.help.phone, type: "tel", inputMode: "tel", autoComplete: "tel" })}
          {field("email", label.email, { type: "email", inputMode: "email", autoComplete: "email", maxLength: L.email })}
          {field("swishNumber", label.swishNumber, { help: t.help.swishNumber, inputMode: "numeric" })}
          {field("bankgiro", label.bankgiro, { help: t.help.bankgiro, inputMode: "numeric" })}
          {field("shippingFee", `${label.shippingFeeOre} (kr)`, { help: t.help.shippingFee, inputMode: "decimal" })}
          {field("freeShippingFrom", `${label.freeShippingFromOre} (kr)`, { help: t.help.freeShippingFrom, inputMode: "decimal" })}
        </div>
        <div>
          <label className="inline-flex min-h-11 items-center gap-3">
            <input type="checkbox" name="fSkatt" defaultChecked={v("fSkatt") === "on"} aria-describedby="identity-fskatt-help" className="h-5 w-5 accent-indigo" />
            <span className="font-medium">{label.fSkatt}</span>
          </label>
          <p id="identity-fskatt-help" className="text-sm text-ink-soft">
            {t.help.fSkatt}
          </p>
        </div>
        <SubmitButton>{t.save}</SubmitButton>
      </IntentForm>
    </SettingsSection>
  );
}

/** The admin overview's notice while example values are in force: names them and links to the form. */
export function IdentityNotice({ placeholders }: { placeholders: IdentityField[] }) {
  if (placeholders.length === 0) return null;
  return (
    <p role="note" className="rounded-2xl bg-clay/10 px-4 py-3 text-sm text-ink" data-testid="identity-notice">
      {t.overviewNotice(t.placeholderNames(placeholders))}{" "}
      <a href="/admin/settings#identity" className="font-medium underline underline-offset-2">
        {t.overviewLink}
      </a>
    </p>
  );
}
