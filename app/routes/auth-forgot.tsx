import { data } from "react-router";
import type { Route } from "./+types/auth-forgot";
import * as sv from "~/content/sv";
import { ForgotPasswordSchema } from "~/domain/auth-schemas";
import { formErrors, formValues } from "~/domain/schemas";
import { AuthForm } from "~/components/auth/auth-form";
import { Field } from "~/components/ui/field";
import { services } from "~/server/runtime.server";
import { requestInfoContext } from "~/server/context.server";
import { refusalHeaders, requestPasswordReset } from "~/server/auth-flows.server";
import { retryAfterHeaders } from "~/server/retry-after.server";

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = () => [{ title: `${sv.auth.forgot.title} – Stilla` }];

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = ForgotPasswordSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return data({ sent: false, ...formErrors(parsed.error) }, { status: 400 });
  const result = await requestPasswordReset(services(), request, context.get(requestInfoContext).clientIp, parsed.data.email);
  if (!result.ok) return data({ sent: false, message: result.message, fields: {} }, { status: result.status, headers: refusalHeaders(result) });
  return { sent: true, message: null, fields: {} };
}

export default function ForgotRoute({ actionData }: Route.ComponentProps) {
  return (
    <section className="page-narrow py-12 *:max-w-md">
      <h1 className="text-3xl">{sv.auth.forgot.title}</h1>
      {actionData?.sent ? (
        <p role="status" className="mt-6 rounded-xl bg-sage-light px-4 py-3">
          {sv.auth.forgot.sent}
        </p>
      ) : (
        <div className="mt-6">
          <p className="mb-4 text-ink-soft">{sv.auth.forgot.intro}</p>
          <AuthForm schema={ForgotPasswordSchema} submitLabel={sv.auth.forgot.submit} serverMessage={actionData?.message}>
            {(errors) => <Field label={sv.auth.email} name="email" type="email" autoComplete="email" required error={errors.email} />}
          </AuthForm>
        </div>
      )}
    </section>
  );
}
