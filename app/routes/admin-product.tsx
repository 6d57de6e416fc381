import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-product";
import { productAdminCopy as t } from "~/content/admin-products";
import { card, ImageForm, ProductForm, StatusBadge, StockAndPriceHistory, StockForm } from "~/components/admin/products";
import { productImage } from "~/domain/catalogue";
import { comparisonPricePerKgOre } from "~/domain/pricing";
import { ProductFieldsSchema, productFormValues, StockAdjustmentSchema } from "~/domain/product-form";
import { formErrors, formValues } from "~/domain/schemas";
import { adjustStock, getAdminProduct, productStockAndPriceHistory, setProductActive, setProductImage, updateProduct } from "~/server/admin-products.server";
import { MAX_IMAGE_BYTES, readFormDataCapped, removeProductImage, storeProductImage } from "~/server/product-images.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: `${d ? t.detail.title(d.product.name) : t.errors.notFound} – Stilla` },
  { name: "robots", content: "noindex" },
];

const DONE: Record<string, (name: string) => string> = {
  skapad: t.form.created,
  sparad: () => t.form.saved,
  oforandrad: () => t.form.unchanged,
  inaktiverad: () => t.detail.deactivated,
  aktiverad: () => t.detail.activated,
  lager: () => t.stock.adjusted,
  bild: () => t.image.uploaded,
};

export async function loader({ params, url }: Route.LoaderArgs) {
  const { db } = services();
  const [row, history] = await Promise.all([getAdminProduct(db, params.id), productStockAndPriceHistory(db, params.id)]);
  if (!row) throw data(null, { status: 404 });
  const done = url.searchParams.get("klart");
  return {
    product: { id: row.id, name: row.name, active: row.active, stockCount: row.stockCount, image: productImage(row.id, row.image), hasUpload: row.image !== null },
    values: productFormValues(row),
    comparison: comparisonPricePerKgOre(row.priceOre, row.netWeightGrams),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    done: done && DONE[done] ? DONE[done](row.name) : null,
  };
}

type Reply = { form: "product" | "stock" | "image"; values: Record<string, string>; fields: Record<string, string>; message: string };
const refuse = (r: Reply, status = 400) => data(r, { status });

export async function action({ params, request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const actor = { id: admin.id, email: admin.email };
  const { db, env } = services();
  const id = params.id;
  const back = (done: string) => redirect(`/admin/products/${id}?klart=${done}`);
  // Room for the photo and the form's other fields; a larger body is refused before it is buffered.
  const form = await readFormDataCapped(request, MAX_IMAGE_BYTES + 64 * 1024);
  if (!form) return refuse({ form: "image", values: {}, fields: {}, message: t.image.errors.too_large! }, 413);
  const values = formValues(form);
  const now = new Date();

  if (values.intent === "deactivate" || values.intent === "activate") {
    const r = await setProductActive(db, id, values.intent === "activate", actor, now);
    if (!r) throw data(null, { status: 404 });
    return back(values.intent === "activate" ? "aktiverad" : "inaktiverad");
  }
  if (values.intent === "stock") {
    const parsed = StockAdjustmentSchema.safeParse(values);
    if (!parsed.success) return refuse({ form: "stock", values, fields: formErrors(parsed.error).fields, message: t.errors.invalid });
    const r = await adjustStock(db, id, parsed.data, actor, now);
    if (!r) throw data(null, { status: 404 });
    if (!r.ok) return refuse({ form: "stock", values, fields: { delta: t.stock.errors.belowZero(r.stockCount) }, message: t.errors.invalid }, 409);
    return back("lager");
  }
  if (values.intent === "image") {
    const file = form.get("image");
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    // No product, no files: nothing is written for a product that does not exist, and the renderings are removed
    // again if it went away meanwhile (issue #32).
    if (!(await getAdminProduct(db, id))) throw data(null, { status: 404 });
    const stored = await storeProductImage(env.dataDir, bytes);
    if (!stored.ok) return refuse({ form: "image", values: {}, fields: {}, message: t.image.errors[stored.reason]! });
    if (!(await setProductImage(db, id, stored.key, actor, now))) {
      await removeProductImage(env.dataDir, stored.key);
      throw data(null, { status: 404 });
    }
    return back("bild");
  }
  const parsed = ProductFieldsSchema.safeParse(values);
  if (!parsed.success) return refuse({ form: "product", values, fields: formErrors(parsed.error).fields, message: t.errors.invalid });
  const r = await updateProduct(db, id, parsed.data, actor, now);
  if (!r) throw data(null, { status: 404 });
  return back(r.changed ? "sparad" : "oforandrad");
}

export default function AdminProduct({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { product: p } = d;
  const formReply = a?.form === "product" ? a : null;
  const stockReply = a?.form === "stock" ? a : null;
  return (
    <section className="space-y-8">
      <div>
        <Link to="/admin/products" className="text-sm underline">
          {t.detail.back}
        </Link>
        <h1 className="mt-2 text-3xl break-words">{t.detail.title(p.name)}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-ink-soft">
          <span>
            {t.detail.status}: <StatusBadge active={p.active} />
          </span>
          {p.active && (
            <Link to={`/product/${p.id}`} className="underline">
              {t.detail.view}
            </Link>
          )}
        </p>
        {d.done && (
          <p role="status" className="mt-4 rounded-xl bg-sage-light px-4 py-3">
            {d.done}
          </p>
        )}
      </div>
      <Form method="post" className={card}>
        <input type="hidden" name="intent" value={p.active ? "deactivate" : "activate"} />
        <p className="mb-3 text-sm text-ink-soft">{p.active ? t.detail.deactivateHelp : t.noDelete}</p>
        <button type="submit" className={`rounded-full px-6 py-3 text-white ${p.active ? "bg-clay" : "bg-indigo"}`}>
          {p.active ? t.detail.deactivate : t.detail.activate}
        </button>
      </Form>
      <ImageForm key={p.image} name={p.name} image={p.image} hasUpload={p.hasUpload} error={a?.form === "image" ? a.message : null} />
      <StockForm key={`${p.stockCount}`} stockCount={p.stockCount} values={stockReply?.values ?? {}} errors={stockReply?.fields ?? {}} />
      <StockAndPriceHistory rows={d.history} />
      <section aria-labelledby="edit-product" className={card}>
        <h2 id="edit-product" className="mb-4 text-xl">
          {t.detail.edit}
        </h2>
        <ProductForm
          key={JSON.stringify(d.values)}
          intent="update"
          values={formReply?.values ?? d.values}
          errors={formReply?.fields ?? {}}
          message={formReply?.message ?? null}
          comparison={d.comparison}
        />
      </section>
    </section>
  );
}
