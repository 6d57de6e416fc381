import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-discount-codes";
import { discountAdminCopy as t } from "~/content/admin-discount-codes";
import { DiscountCodeForm, DiscountCodesTable } from "~/components/admin/discount-codes";
import { DiscountCodeFieldsSchema, DiscountCodeNameSchema, discountCodeFormValues } from "~/domain/discount-code-form";
import { formErrors, formValues } from "~/domain/schemas";
import { discountCodeStatus } from "~/domain/discounts";
import { createDiscountCode, listDiscountCodes } from "~/server/admin-discount-codes.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

export async function loader() {
  const rows = await listDiscountCodes(services().db);
  const now = new Date();
  return {
    rows: rows.map((r) => {
      const v = discountCodeFormValues(r);
      return {
        id: r.id,
        code: r.code,
        type: r.type,
        percent: r.percent,
        amountOre: r.amountOre,
        minOrderOre: r.minOrderOre,
        startsOn: v.startsOn || null,
        endsOn: v.endsOn || null,
        usedCount: r.usedCount,
        usageLimit: r.usageLimit,
        status: discountCodeStatus(r, now),
        personal: r.onlyForEmail !== null,
      };
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const values = formValues(await request.formData());
  const reply = (fields: Record<string, string>, message: string = t.errors.invalid) => data({ values, fields, message }, { status: 400 });
  if (values.intent !== "create") return reply({});
  const name = DiscountCodeNameSchema.safeParse(values.code ?? "");
  const fields = DiscountCodeFieldsSchema.safeParse(values);
  if (!name.success || !fields.success) {
    return reply({ ...(name.success ? {} : { code: name.error.issues[0]!.message }), ...(fields.success ? {} : formErrors(fields.error).fields) });
  }
  const created = await createDiscountCode(services().db, name.data, fields.data, { id: admin.id, email: admin.email }, new Date());
  if (!created.ok) return reply({ code: t.errors.taken });
  return redirect(`/admin/discount-codes/${created.id}?klart=skapad`);
}

export default function AdminDiscountCodes({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <DiscountCodesTable rows={loaderData.rows} />
      <section aria-labelledby="new-code" className="mt-10 rounded-2xl bg-white p-5 ring-1 ring-ink/10">
        <h2 id="new-code" className="mb-4 text-xl">
          {t.create.heading}
        </h2>
        <DiscountCodeForm
          intent="create"
          withCode
          values={actionData?.values ?? { type: "percent" }}
          errors={actionData?.fields ?? {}}
          message={actionData?.message ?? null}
          submit={t.create.submit}
        />
      </section>
    </section>
  );
}
