import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-discount-code";
import { discountAdminCopy as t } from "~/content/admin-discount-codes";
import { CodeStatusBadge, CodeUses, DiscountCodeForm } from "~/components/admin/discount-codes";
import { DiscountCodeFieldsSchema, discountCodeFormValues } from "~/domain/discount-code-form";
import { formErrors, formValues } from "~/domain/schemas";
import { discountCodeStatus } from "~/domain/discounts";
import { getDiscountCode, setDiscountCodeActive, updateDiscountCode } from "~/server/admin-discount-codes.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: `${d ? t.detail.title(d.code.code) : t.errors.notFound} – Stilla` },
  { name: "robots", content: "noindex" },
];


const DONE: Record<string, (code: string) => string> = {
  skapad: t.create.created,
  sparad: () => t.form.saved,
  oforandrad: () => t.form.unchanged,
  avstangd: () => t.detail.deactivated,
  pa: () => t.detail.activated,
};

const codeId = (param: string | undefined) => (/^\d{1,9}$/.test(param ?? "") ? Number(param) : null);

export async function loader({ params, url }: Route.LoaderArgs) {
  const id = codeId(params.id);
  const found = id === null ? null : await getDiscountCode(services().db, id);
  if (!found) throw data(null, { status: 404 });
  const { row, uses } = found;
  const done = url.searchParams.get("klart");
  return {
    code: { id: row.id, code: row.code, active: row.active, status: discountCodeStatus(row, new Date()), usedCount: row.usedCount, usageLimit: row.usageLimit, perCustomerLimit: row.perCustomerLimit, personal: row.onlyForEmail !== null },
    values: discountCodeFormValues(row),
    done: done && DONE[done] ? DONE[done](row.code) : null,
    uses: uses.map((u) => ({ orderId: u.orderId, number: u.number, created: u.createdAt.toISOString(), email: u.email, discountOre: u.discountOre, released: u.releasedAt !== null })),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const actor = { id: admin.id, email: admin.email };
  const id = codeId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const values = formValues(await request.formData());
  const { db } = services();
  const back = (done: "sparad" | "oforandrad" | "avstangd" | "pa") => redirect(`/admin/discount-codes/${id}?klart=${done}`);
  if (values.intent === "deactivate" || values.intent === "activate") {
    const r = await setDiscountCodeActive(db, id, values.intent === "activate", actor, new Date());
    if (!r) throw data(null, { status: 404 });
    return back(values.intent === "activate" ? "pa" : "avstangd");
  }
  if (values.intent !== "update") return data({ values, fields: {} as Record<string, string>, message: t.errors.invalid }, { status: 400 });
  const parsed = DiscountCodeFieldsSchema.safeParse(values);
  if (!parsed.success) return data({ values, fields: formErrors(parsed.error).fields, message: t.errors.invalid }, { status: 400 });
  const r = await updateDiscountCode(db, id, parsed.data, actor, new Date());
  if (!r) throw data(null, { status: 404 });
  return back(r.changed ? "sparad" : "oforandrad");
}

export default function AdminDiscountCode({ loaderData: d, actionData }: Route.ComponentProps) {
  const { code } = d;
  return (
    <section className="space-y-8">
      <div>
        <Link to="/admin/discount-codes" className="text-sm underline">
          {t.detail.back}
        </Link>
        <h1 className="mt-2 text-3xl">{t.detail.title(code.code)}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-ink-soft">
          <span>
            {t.detail.status}: <CodeStatusBadge status={code.status} />
          </span>
          <span>{t.columns.uses}: {t.uses(code.usedCount, code.usageLimit)}</span>
          <span>{t.perCustomer(code.perCustomerLimit)}</span>
          {code.personal && <span>{t.personal}</span>}
        </p>
        {d.done && (
          <p role="status" className="mt-4 rounded-xl bg-sage-light px-4 py-3">
            {d.done}
          </p>
        )}
      </div>
      <Form method="post" className="rounded-2xl bg-white p-5 ring-1 ring-ink/10">
        <input type="hidden" name="intent" value={code.active ? "deactivate" : "activate"} />
        {code.active && <p className="mb-3 text-sm text-ink-soft">{t.detail.deactivateHelp}</p>}
        <button type="submit" className={`rounded-full px-6 py-3 ${code.active ? "bg-clay text-white" : "bg-indigo text-white"}`}>
          {code.active ? t.detail.deactivate : t.detail.activate}
        </button>
      </Form>
      <section aria-labelledby="edit-code" className="rounded-2xl bg-white p-5 ring-1 ring-ink/10">
        <h2 id="edit-code" className="mb-4 text-xl">
          {t.detail.edit}
        </h2>
        <DiscountCodeForm
          key={JSON.stringify(d.values)}
          intent="update"
          withCode={false}
          values={actionData?.values ?? d.values}
          errors={actionData?.fields ?? {}}
          message={actionData?.message ?? null}
          submit={t.form.save}
        />
      </section>
      <CodeUses uses={d.uses} />
    </section>
  );
}
