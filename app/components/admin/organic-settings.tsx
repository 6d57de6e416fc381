/** The organic control body on /admin/settings (ADR 077): one plain post form; empty = nothing is called organic. */
import { organicCopy } from "~/content/organic";
import type { OrganicSettings as Organic } from "~/domain/site-settings";
import { errorOf, IntentForm, SettingsSection, SubmitButton, TextInput, valueOf, type SettingsActionData } from "./settings-parts";

const t = organicCopy.settings;

export function OrganicSettings({ s, action, saved }: { s: Organic; action: SettingsActionData | undefined; saved: boolean }) {
  return (
    <SettingsSection id="organic" title={t.title} lead={t.lead} log={s.log} saved={saved}>
      <p className="text-sm" data-testid="organic-status">
        {s.controlBody ? t.current(s.controlBody) : t.none}
      </p>
      <IntentForm intent="save_organic" action={action} className="space-y-5" key={s.log.at(-1)?.at ?? "none"}>
        <div className="max-w-xs">
          <TextInput
            label={t.label}
            name="controlBody"
            help={t.help}
            defaultValue={valueOf(action, "save_organic", "controlBody", s.controlBody ?? "")}
            error={errorOf(action, "save_organic", "controlBody")}
            maxLength={20}
          />
        </div>
        <SubmitButton>{t.save}</SubmitButton>
      </IntentForm>
    </SettingsSection>
  );
}
