/** The five sections of /admin/settings, each with plain post forms (one intent each) that work without JavaScript. */
import { Form } from "react-router";
import { homeSections } from "~/content/home-sections";
import { CUSTOMER_MODE_LABELS, NOTIFY_MODE_LABELS, SETTINGS_LIMITS as L, settingsCopy as t } from "~/content/site-settings";
import type { ProductRating } from "~/domain/catalogue";
import type { CustomerClaim, SiteSettings } from "~/domain/site-settings";
import { formatOneDecimal } from "~/lib/numbers";
import { errorOf, IntentForm, RadioGroup, Select, SettingsSection, SubmitButton, TextArea, TextInput, valueOf, type SettingsActionData } from "./settings-parts";

type A = SettingsActionData | undefined;
/** A fresh key after every stored change, so an add form is empty again after a successful submit. */
const keyOf = (log: readonly { at: string }[]) => log.at(-1)?.at ?? "none";

export function ReviewSettings({ s, all, claim, action, saved }: { s: SiteSettings["reviews"]; all: ProductRating | null; claim: ProductRating | null; action: A; saved: boolean }) {
  return (
    <SettingsSection id="reviews" title={t.reviews.title} lead={t.reviews.lead} log={s.log} saved={saved}>
      <p>
        {t.reviews.now(all?.count ?? 0, all ? formatOneDecimal(all.average) : null)} <strong>{claim ? t.reviews.shows : t.reviews.hidden}</strong>
      </p>
      <IntentForm intent="save_reviews" action={action} className="flex flex-wrap items-end gap-4" key={keyOf(s.log)}>
        <TextInput
          label={t.reviews.minimum}
          name="minimum"
          inputMode="numeric"
          defaultValue={valueOf(action, "save_reviews", "minimum", String(s.minimum))}
          error={errorOf(action, "save_reviews", "minimum")}
          className="w-full sm:w-80"
        />
        <SubmitButton>{t.reviews.save}</SubmitButton>
      </IntentForm>
    </SettingsSection>
  );
}

export function CustomerSettings({ s, count, claim, action, saved }: { s: SiteSettings["customers"]; count: number; claim: CustomerClaim | null; action: A; saved: boolean }) {
  const v = (name: string, stored: string) => valueOf(action, "save_customers", name, stored);
  const e = (name: string) => errorOf(action, "save_customers", name);
  return (
    <SettingsSection id="customers" title={t.customers.title} lead={t.customers.lead} log={s.log} saved={saved}>
      <p>
        {t.customers.now(count)} <strong>{claim ? t.customers.shows(homeSections.trust.customers.text(claim)) : t.customers.hidden}</strong>
      </p>
      <IntentForm intent="save_customers" action={action} className="space-y-5" key={keyOf(s.log)}>
        <RadioGroup
          legend={t.customers.mode}
          name="mode"
          defaultValue={v("mode", s.mode)}
          error={e("mode")}
          options={Object.entries(CUSTOMER_MODE_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <TextInput label={t.customers.figure} name="figure" inputMode="numeric" help={t.customers.figureHelp} defaultValue={v("figure", s.figure === null ? "" : String(s.figure))} error={e("figure")} className="sm:w-96" />
        <TextInput label={t.customers.minimum} name="minimum" inputMode="numeric" defaultValue={v("minimum", String(s.minimum))} error={e("minimum")} className="sm:w-96" />
        <SubmitButton>{t.customers.save}</SubmitButton>
      </IntentForm>
    </SettingsSection>
  );
}

export function PressSettings({ s, action, saved }: { s: SiteSettings["press"]; action: A; saved: boolean }) {
  const p = t.press;
  const listError = action && (action.intent === "remove_press" || action.intent === "move_press") ? action.message : null;
  return (
    <SettingsSection id="press" title={p.title} lead={p.lead} log={s.log} saved={saved}>
      {listError && (
        <p role="alert" className="rounded-xl bg-clay/10 px-4 py-2 text-sm text-clay">
          {listError}
        </p>
      )}
      {s.entries.length === 0 ? (
        <p className="text-ink-soft">{p.empty}</p>
      ) : (
        <ol aria-label={p.listLabel} className="divide-y divide-ink/10 rounded-2xl ring-1 ring-ink/10">
          {s.entries.map((entry, i) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="w-full min-w-0 break-words sm:w-auto sm:flex-1">
                <span className="font-medium">{entry.name}</span>
                {entry.url && <span className="block break-all text-sm text-ink-soft">{entry.url}</span>}
              </span>
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="intent" value="move_press" />
                <input type="hidden" name="id" value={entry.id} />
                {i > 0 && (
                  <button type="submit" name="direction" value="up" aria-label={p.upLabel(entry.name)} className="rounded-full px-3 py-1.5 text-sm ring-1 ring-ink/25 hover:bg-oat-dark">
                    ↑ {t.moveUp}
                  </button>
                )}
                {i < s.entries.length - 1 && (
                  <button type="submit" name="direction" value="down" aria-label={p.downLabel(entry.name)} className="rounded-full px-3 py-1.5 text-sm ring-1 ring-ink/25 hover:bg-oat-dark">
                    ↓ {t.moveDown}
                  </button>
                )}
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="remove_press" />
                <input type="hidden" name="id" value={entry.id} />
                <button type="submit" aria-label={p.removeLabel(entry.name)} className="rounded-full px-3 py-1.5 text-sm text-clay ring-1 ring-clay/40 hover:bg-clay/10">
                  {t.remove}
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
      <IntentForm intent="add_press" action={action} label={p.add} className="grid gap-4 sm:grid-cols-2" key={keyOf(s.log)}>
        <TextInput label={p.name} name="name" maxLength={L.pressName} defaultValue={valueOf(action, "add_press", "name", "")} error={errorOf(action, "add_press", "name")} />
        <TextInput label={p.url} name="url" type="url" inputMode="url" maxLength={L.pressUrl} defaultValue={valueOf(action, "add_press", "url", "")} error={errorOf(action, "add_press", "url")} />
        <div className="sm:col-span-2">
          <SubmitButton>{p.add}</SubmitButton>
        </div>
      </IntentForm>
    </SettingsSection>
  );
}

export function TestimonialSettings({ s, products, action, saved }: { s: SiteSettings["testimonials"]; products: { id: string; name: string }[]; action: A; saved: boolean }) {
  const q = t.testimonials;
  const names = new Map(products.map((p) => [p.id, p.name]));
  const v = (name: string) => valueOf(action, "add_testimonial", name, "");
  const e = (name: string) => errorOf(action, "add_testimonial", name);
  const listError = action?.intent === "remove_testimonial" ? action.message : null;
  return (
    <SettingsSection id="testimonials" title={q.title} lead={q.lead} log={s.log} saved={saved}>
      {listError && (
        <p role="alert" className="rounded-xl bg-clay/10 px-4 py-2 text-sm text-clay">
          {listError}
        </p>
      )}
      {s.entries.length === 0 ? (
        <p className="text-ink-soft">{q.empty}</p>
      ) : (
        <ul aria-label={q.listLabel} className="divide-y divide-ink/10 rounded-2xl ring-1 ring-ink/10">
          {s.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-start gap-3 px-4 py-3">
              <figure className="min-w-0 flex-1">
                <blockquote className="break-words font-serif">”{entry.quote}”</blockquote>
                <figcaption className="mt-1 text-sm text-ink-soft">{q.by(entry.name, entry.town, names.get(entry.productId) ?? entry.productId)}</figcaption>
              </figure>
              <Form method="post">
                <input type="hidden" name="intent" value="remove_testimonial" />
                <input type="hidden" name="id" value={entry.id} />
                <button type="submit" aria-label={q.removeLabel(entry.name, entry.town)} className="rounded-full px-3 py-1.5 text-sm text-clay ring-1 ring-clay/40 hover:bg-clay/10">
                  {t.remove}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <IntentForm intent="add_testimonial" action={action} label={q.add} className="space-y-4" key={keyOf(s.log)}>
        <TextArea label={q.quote} name="quote" maxLength={L.quote} defaultValue={v("quote")} error={e("quote")} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput label={q.firstName} name="name" maxLength={L.firstName} defaultValue={v("name")} error={e("name")} />
          <TextInput label={q.town} name="town" maxLength={L.town} defaultValue={v("town")} error={e("town")} />
          <Select label={q.product} name="productId" placeholder={q.chooseProduct} defaultValue={v("productId")} error={e("productId")} options={products.map((p) => ({ value: p.id, label: p.name }))} />
        </div>
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="consent"
              defaultChecked={v("consent") === "on"}
              aria-invalid={e("consent") ? true : undefined}
              className="mt-1 h-4 w-4 shrink-0 accent-indigo"
            />
            <span>{q.consent}</span>
          </label>
          {e("consent") && <p className="mt-1 text-sm text-clay">{e("consent")}</p>}
        </div>
        <SubmitButton>{q.add}</SubmitButton>
      </IntentForm>
    </SettingsSection>
  );
}

export function NotificationSettings({ s, action, saved }: { s: SiteSettings["notifications"]; action: A; saved: boolean }) {
  const n = t.notifications;
  const v = (name: string, stored: string) => valueOf(action, "save_notifications", name, stored);
  const e = (name: string) => errorOf(action, "save_notifications", name);
  return (
    <SettingsSection id="notifications" title={n.title} lead={n.lead} log={s.log} saved={saved}>
      <IntentForm intent="save_notifications" action={action} className="space-y-5" key={keyOf(s.log)}>
        <RadioGroup legend={n.mode} name="mode" defaultValue={v("mode", s.mode)} error={e("mode")} options={Object.entries(NOTIFY_MODE_LABELS).map(([value, label]) => ({ value, label }))} />
        <TextInput
          label={n.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          help={n.emailHelp}
          maxLength={L.email}
          defaultValue={v("email", s.email ?? "")}
          error={e("email")}
          className="sm:w-96"
        />
        <div className="sm:w-96">
          <Select
            label={n.hour}
            name="hour"
            defaultValue={v("hour", String(s.hour))}
            error={e("hour")}
            options={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: n.hourOption(h) }))}
          />
        </div>
        <SubmitButton>{n.save}</SubmitButton>
      </IntentForm>
    </SettingsSection>
  );
}
