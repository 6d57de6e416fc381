import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-product-new";
import { productAdminCopy as t } from "~/content/admin-products";
import { card, ProductForm } from "~/components/admin/products";
import { NEW_PRODUCT_VALUES, ProductFieldsSchema, ProductIdSchema } from "~/domain/product-form";
import { formErrors, formValues } from "~/domain/schemas";
import { createProduct } from "~/server/admin-products.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = () => [{ title: `${t.form.createHeading} – Stilla` }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const values = formValues(await request.formData());
  const reply = (fields: Record<string, string>) => data({ values, fields, message: t.errors.invalid }, { status: 400 });
  const id = ProductIdSchema.safeParse(values.id ?? "");
  const fields = ProductFieldsSchema.safeParse(values);
  if (!id.success || !fields.success) {
    return reply({ ...(id.success ? {} : { id: id.error.issues[0]!.message }), ...(fields.success ? {} : formErrors(fields.error).fields) });
  }
  const created = await createProduct(services().db, id.data, fields.data, { id: admin.id, email: admin.email }, new Date());
  if (!created.ok) return reply({ id: t.errors.taken });
  return redirect(`/admin/products/${id.data}?klart=skapad`);
}

export default function AdminProductNew({ actionData }: Route.ComponentProps) {
  return (
    <section className="space-y-6">
      <div>
        <Link to="/admin/products" className="text-sm underline">
          {t.detail.back}
        </Link>
        <h1 className="mt-2 text-3xl">{t.form.createHeading}</h1>
        <p className="mt-2 text-ink-soft">{t.form.createIntro}</p>
      </div>
      <div className={card}>
        <ProductForm intent="create" values={actionData?.values ?? NEW_PRODUCT_VALUES} errors={actionData?.fields ?? {}} message={actionData?.message ?? null} />
      </div>
    </section>
  );
}
