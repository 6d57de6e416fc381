import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { accountCopy as t } from "~/content/account";
import { AccountAddressSchema, AccountEmailSchema, AccountEraseSchema, AccountNameSchema, AccountPasswordSchema, type AccountAddress } from "~/domain/account-schemas";
import { formatMobileNumber, PHONE_INPUT_MAX } from "~/domain/phone";
import type { FieldErrors } from "~/domain/schemas";
import { Button, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useClientValidation } from "~/components/ui/use-client-validation";
import { cn } from "~/lib/cn";

export interface AccountActionData {
  intent: string;
  ok: boolean;
  message?: string;
  fields?: FieldErrors;
}

type AccountData =
  | { erased: true }
  | {
      erased: false;
      name: string;
      email: string;
      address: AccountAddress | null;
      newsletter: "active" | "pending" | "off";
      emailNotice: string | null;
    };

/** /konto, "Mitt konto" (ADR 035): one card per thing the customer can change, the data rights last. */
export function AccountPage({ data, result }: { data: AccountData; result?: AccountActionData }) {
  if (data.erased) {
    return (
      <section className="page-narrow py-10">
        <h1 className="text-4xl">{t.erase.title}</h1>
        <p role="status" className="mt-6 rounded-xl bg-sage-light/70 px-4 py-3">
          {t.erase.done}
        </p>
      </section>
    );
  }
  const own = (intent: string) => (result?.intent === intent ? result : undefined);
  return (
    <section className="page-narrow py-10">
      <h1 className="text-4xl">{t.title}</h1>
      <p className="mt-2 break-words text-ink-soft">{t.intro(data.email)}</p>
      {data.emailNotice && (
        <p role="status" className="mt-4 rounded-xl bg-lavender/40 px-4 py-3">
          {data.emailNotice}
        </p>
      )}

      <div className="mt-8 space-y-6">
        <Card title={t.orders.title}>
          <p className="text-ink-soft">{t.orders.text}</p>
          <Link to="/orders" className={buttonClass("secondary", "mt-4")}>
            {t.orders.link}
          </Link>
        </Card>

        <Card title={t.name.title}>
          <AccountForm schema={AccountNameSchema} intent="name" submitLabel={t.name.submit} result={own("name")}>
            {(errors) => <Field label={t.name.label} name="fullName" autoComplete="name" maxLength={100} defaultValue={data.name} error={errors.fullName} />}
          </AccountForm>
        </Card>

        <Card title={t.address.title}>
          <p className="mb-4 text-ink-soft">{t.address.text}</p>
          {/* A new key after a save shows the stored values ("11455" comes back as "114 55"). */}
          <AccountForm key={JSON.stringify(data.address)} schema={AccountAddressSchema} intent="address" submitLabel={t.address.submit} result={own("address")}>
            {(errors) => (
              <div className="grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
                <Field label={t.address.name} name="name" autoComplete="shipping name" maxLength={100} defaultValue={data.address?.name ?? data.name} error={errors.name} className="sm:col-span-2" />
                <Field label={t.address.street} name="address" autoComplete="shipping street-address" maxLength={200} defaultValue={data.address?.address} error={errors.address} className="sm:col-span-2" />
                <Field label={t.address.postalCode} name="postalCode" inputMode="numeric" autoComplete="shipping postal-code" maxLength={6} defaultValue={data.address?.postalCode} error={errors.postalCode} />
                <Field label={t.address.city} name="city" autoComplete="shipping address-level2" maxLength={100} defaultValue={data.address?.city} error={errors.city} />
                <Field
                  label={t.address.phone}
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="shipping tel"
                  maxLength={PHONE_INPUT_MAX}
                  defaultValue={data.address?.phone ? formatMobileNumber(data.address.phone) : undefined}
                  error={errors.phone}
                  className="sm:col-span-2"
                />
              </div>
            )}
          </AccountForm>
          {data.address && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="address_remove" />
              <Button type="submit" variant="ghost" className="px-0 underline hover:bg-transparent">
                {t.address.remove}
              </Button>
            </Form>
          )}
        </Card>

        <Card title={t.email.title}>
          <p className="mb-4 break-words text-ink-soft">{t.email.current(data.email)}</p>
          <AccountForm key={own("email")?.ok ? "sent" : "form"} schema={AccountEmailSchema} intent="email" submitLabel={t.email.submit} result={own("email")}>
            {(errors) => (
              <>
                <Field label={t.email.label} name="newEmail" type="email" autoComplete="email" maxLength={255} help={t.email.help} error={errors.newEmail} />
                <Field label={t.email.currentPassword} name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
              </>
            )}
          </AccountForm>
        </Card>

        <Card title={t.password.title}>
          <AccountForm
            key={own("password")?.ok ? "changed" : "form"}
            schema={AccountPasswordSchema}
            intent="password"
            submitLabel={t.password.submit}
            result={own("password")}
          >
            {(errors) => (
              <>
                <Field label={t.password.current} name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
                <Field label={t.password.next} name="newPassword" type="password" autoComplete="new-password" help={t.password.help} error={errors.newPassword} />
              </>
            )}
          </AccountForm>
        </Card>

        <Card title={t.newsletter.title}>
          <p className="text-ink-soft">
            {data.newsletter === "active" ? t.newsletter.on(data.email) : data.newsletter === "pending" ? t.newsletter.pending(data.email) : t.newsletter.off}
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value={data.newsletter === "active" ? "newsletter_off" : "newsletter_on"} />
            <Button type="submit" variant="secondary">
              {data.newsletter === "active" ? t.newsletter.unsubscribe : t.newsletter.subscribe}
            </Button>
          </Form>
          <Result result={own("newsletter")} />
        </Card>

        <Card title={t.data.title}>
          <p className="text-ink-soft">
            {t.data.text}{" "}
            <Link to="/privacy" className="underline">
              {t.data.privacyLink}
            </Link>
            .
          </p>
          <a href="/konto/mina-uppgifter" download className={buttonClass("secondary", "mt-4")}>
            {t.data.download}
          </a>
          <p className="mt-2 text-sm text-ink-soft">{t.data.downloadHelp}</p>

          <div className="mt-8 border-t border-ink/10 pt-6">
            <h3 className="text-xl">{t.erase.title}</h3>
            <p className="mt-2 mb-4 text-ink-soft">{t.erase.text}</p>
            <AccountForm schema={AccountEraseSchema} intent="erase" submitLabel={t.erase.submit} result={own("erase")} danger>
              {(errors) => <Field label={t.erase.password} name="password" type="password" autoComplete="current-password" error={errors.password} />}
            </AccountForm>
          </div>
        </Card>
      </div>
    </section>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5">
      <h2 id={id} className="mb-4 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Result({ result }: { result?: AccountActionData }) {
  if (!result?.message) return null;
  return result.ok ? (
    <p role="status" className="mt-4 rounded-xl bg-sage-light/70 px-4 py-3 text-sm font-medium">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded-xl bg-clay/10 px-4 py-3 text-sm font-medium text-clay">
      {result.message}
    </p>
  );
}

/** One /konto form: checked against its zod schema in the browser first, then by the action (same schema). */
function AccountForm({
  schema,
  intent,
  submitLabel,
  result,
  danger,
  children,
}: {
  schema: z.ZodType;
  intent: string;
  submitLabel: string;
  result?: AccountActionData;
  danger?: boolean;
  children: (errors: FieldErrors) => React.ReactNode;
}) {
  const check = useClientValidation(schema);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const errors = check.errors ?? result?.fields ?? {};
  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={check.onSubmit} onChange={check.onChange}>
      <input type="hidden" name="intent" value={intent} />
      {children(errors)}
      <Result result={check.errors ? undefined : result} />
      <Button type="submit" disabled={busy} className={cn(danger && "bg-clay hover:bg-clay/90")}>
        {submitLabel}
      </Button>
    </Form>
  );
}
