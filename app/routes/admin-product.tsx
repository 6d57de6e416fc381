import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-product";
import { productAdminCopy as t } from "~/content/admin-products";
import { card, PhotosSection, ProductForm, StatusBadge, StockAndPriceHistory, StockForm } from "~/components/admin/products";
import { PRODUCT_ART_IDS, PLACEHOLDER_ART, uploadedImagePath } from "~/domain/catalogue";
import { MAX_PRODUCT_PHOTOS, type PhotoChange } from "~/domain/product-photos";
import { comparisonPricePerKgOre } from "~/domain/pricing";
import { ProductFieldsSchema, productFormValues, StockAdjustmentSchema } from "~/domain/product-form";
import { formErrors, formValues } from "~/domain/schemas";
import { adjustStock, changeProductPhotos, getAdminProduct, productStockAndPriceHistory, setProductActive, updateProduct } from "~/server/admin-products.server";
import { MAX_IMAGE_BYTES, readFormDataCapped, removeProductImage, storeProductImage } from "~/server/product-images.server";
import { requireAdmin } from "~/server/guards.server";
import { sendStockAlerts, stockAlertsWaiting } from "~/server/stock-alerts.server";
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
  ...Object.fromEntries(Object.entries(t.image.done).map(([k, v]) => [`foto-${k}`, () => v])),
};

export async function loader({ params, url }: Route.LoaderArgs) {
  const { db } = services();
  const [row, history, waiting] = await Promise.all([getAdminProduct(db, params.id), productStockAndPriceHistory(db, params.id), stockAlertsWaiting(db, params.id)]);
  if (!row) throw data(null, { status: 404 });
  const done = url.searchParams.get("klart");
  return {
    product: { id: row.id, name: row.name, active: row.active, stockCount: row.stockCount },
    drawn: PRODUCT_ART_IDS.has(row.id) ? `/images/products/${row.id}.svg` : PLACEHOLDER_ART,
    photos: row.photos.map((ph) => ({ ...ph, src: uploadedImagePath(ph.key) })),
    values: productFormValues(row),
    comparison: comparisonPricePerKgOre(row.priceOre, row.netWeightGrams),
    waiting,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    done: done && DONE[done] ? DONE[done](row.name) : null,
  };
}

type Reply = { form: "product" | "stock" | "image"; values: Record<string, string>; fields: Record<string, string>; message: string; key?: string | null };
const refuse = (r: Reply, status = 400) => data(r, { status });

export async function action({ params, request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const actor = { id: admin.id, email: admin.email };
  const { db, env, mailer } = services();
  const id = params.id;
  const back = (done: string) => redirect(`/admin/products/${id}?klart=${done}`);
  // Room for the photo and the form's other fields; a larger body is refused before it is buffered.
  const form = await readFormDataCapped(request, MAX_IMAGE_BYTES + 64 * 1024);
  if (!form) return refuse({ form: "image", values: {}, fields: {}, message: t.image.errors.too_large!, key: null }, 413);
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
    // Back in stock: those who asked are mailed now (ADR 080), not at the next minute's sweep.
    if (r.stockCount > 0) await sendStockAlerts(db, mailer, { now, publicUrl: env.publicUrl });
    return back("lager");
  }
  if (values.intent === "photo-add") {
    const file = form.get("image");
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const photoRefusal = (message: string) => refuse({ form: "image", values: {}, fields: {}, message, key: null });
    // Nothing is written for a product that does not exist, and the renderings are removed again if the photo was
    // not taken (the product went away meanwhile, or it already has five: issue #32, ADR 079).
    if (!(await getAdminProduct(db, id))) throw data(null, { status: 404 });
    if (!(values.alt ?? "").trim()) return photoRefusal(t.image.errors.alt!);
    const stored = await storeProductImage(env.dataDir, bytes);
    if (!stored.ok) return photoRefusal(t.image.errors[stored.reason]!);
    const r = await changeProductPhotos(db, id, { kind: "add", photo: { key: stored.key, alt: values.alt ?? "" } }, actor, now);
    if (!r.ok) {
      await removeProductImage(env.dataDir, stored.key);
      if (r.reason === "not_found") throw data(null, { status: 404 });
      return photoRefusal(t.image.errors[r.reason]!);
    }
    return back("foto-add");
  }
  const photoChange = photoChangeFor(values);
  if (photoChange) {
    const r = await changeProductPhotos(db, id, photoChange, actor, now);
    if (!r.ok) {
      if (r.reason === "not_found") throw data(null, { status: 404 });
      return refuse({ form: "image", values: {}, fields: {}, message: t.image.errors[r.reason]!, key: photoChange.key }, r.reason === "missing" ? 409 : 400);
    }
    if (r.removed) await removeProductImage(env.dataDir, r.removed);
    return back(`foto-${photoChange.kind}`);
  }
  const parsed = ProductFieldsSchema.safeParse(values);
  if (!parsed.success) return refuse({ form: "product", values, fields: formErrors(parsed.error).fields, message: t.errors.invalid });
  const r = await updateProduct(db, id, parsed.data, actor, now);
  if (!r) throw data(null, { status: 404 });
  return back(r.changed ? "sparad" : "oforandrad");
}

/** The photo buttons' intents (components/admin/products.tsx) as changes; null for any other intent. */
function photoChangeFor(values: Record<string, string>): Exclude<PhotoChange, { kind: "add" }> | null {
  const key = values.key ?? "";
  switch (values.intent) {
    case "photo-alt":
      return { kind: "alt", key, alt: values.alt ?? "" };
    case "photo-up":
      return { kind: "move", key, by: -1 };
    case "photo-down":
      return { kind: "move", key, by: 1 };
    case "photo-main":
      return { kind: "main", key };
    case "photo-remove":
      return { kind: "remove", key };
    default:
      return null;
  }
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
      <PhotosSection
        key={d.photos.map((ph) => `${ph.key}:${ph.alt}`).join("|")}
        drawn={d.drawn}
        photos={d.photos}
        max={MAX_PRODUCT_PHOTOS}
        error={a?.form === "image" ? { key: a.key ?? null, message: a.message } : null}
      />
      <StockForm key={`${p.stockCount}`} stockCount={p.stockCount} waiting={d.waiting} values={stockReply?.values ?? {}} errors={stockReply?.fields ?? {}} />
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
