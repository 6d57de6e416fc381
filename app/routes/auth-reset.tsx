import { data, Link } from "react-router";
import type { Route } from "./+types/auth-reset";
import * as sv from "~/content/sv";
import { ResetPasswordSchema } from "~/domain/auth-schemas";
import { formErrors, formValues } from "~/domain/schemas";
import { AuthForm } from "~/components/auth/auth-form";
import { Field } from "~/components/ui/field";
import { services } from "~/server/runtime.server";
import { requestInfoContext } from "~/server/context.server";
import { refusalHeaders, resetPassword } from "~/server/auth-flows.server";
import { retryAfterHeaders } from "~/server/retry-after.server";

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = () => [{ title: `${sv.auth.reset.title} – Stilla` }];

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "", invalid: url.searchParams.get("error") !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = ResetPasswordSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return data({ done: false, ...formErrors(parsed.error) }, { status: 400 });
  const result = await resetPassword(services(), request, context.get(requestInfoContext).clientIp, parsed.data.token, parsed.data.password);
  if (!result.ok) return data({ done: false, message: result.message, fields: {} }, { status: result.status, headers: refusalHeaders(result) });
  return { done: true, message: null, fields: {} };
}

export default function ResetRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="page-narrow py-12 *:max-w-md">
      <h1 className="text-3xl">{sv.auth.reset.title}</h1>
      {actionData?.done ? (
        <p role="status" className="mt-6 rounded-xl bg-sage-light px-4 py-3">
          {sv.auth.reset.done}{" "}
          <Link to="/auth" className="underline">
            {sv.nav.login}
          </Link>
        </p>
      ) : loaderData.invalid || !loaderData.token ? (
        <p role="alert" className="mt-6 text-clay">
          {sv.auth.reset.invalidToken}{" "}
          <Link to="/auth/glomt-losenord" className="underline">
            {sv.auth.forgotLink}
          </Link>
        </p>
      ) : (
        <div className="mt-6">
          <AuthForm schema={ResetPasswordSchema} submitLabel={sv.auth.reset.submit} serverMessage={actionData?.message} hidden={{ token: loaderData.token }}>
            {(errors) => (
              <Field label={sv.auth.reset.newPassword} name="password" type="password" autoComplete="new-password" help={sv.auth.passwordHint} required error={errors.password} />
            )}
          </AuthForm>
        </div>
      )}
    </section>
  );
}
