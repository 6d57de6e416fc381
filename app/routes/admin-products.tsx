import { data, Link } from "react-router";
import type { Route } from "./+types/admin-products";
import { productAdminCopy as t } from "~/content/admin-products";
import * as sv from "~/content/sv";
import { ProductFilter, ProductList } from "~/components/admin/products";
import { productImage } from "~/domain/catalogue";
import { AdminProductSchema, formValues } from "~/domain/schemas";
import { listAdminProducts, parseProductListQuery } from "~/server/admin-products.server";
import { updateProductPriceAndStock } from "~/server/catalogue.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";

const quick = sv.admin.products;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

export async function loader({ url }: Route.LoaderArgs) {
  // ?lager=lagt: the overview's "låg lager" link, the active products at or below their own low-stock level (ADR 062).
  // Search, filter and sort (ADR 067) run in SQL; the form keeps them in the URL.
  const query = parseProductListQuery(url.searchParams);
  const lowOnly = query.lager === "lagt";
  const rows = await listAdminProducts(services().db, query);
  return {
    lowOnly,
    filter: { q: query.q ?? "", status: query.status ?? "", lager: query.lager ?? "", sort: query.sort },
    filtered: Boolean(query.q || query.status || query.lager),
    products: rows.map((r) => ({
      id: r.id,
      name: r.name,
      image: productImage(r.id, r.image),
      priceOre: r.priceOre,
      stockCount: r.stockCount,
      lowStockLevel: r.lowStockLevel,
      active: r.active,
    })),
  };
}

/** The list's quick edit: price and stock of one product (the full form is on the product's own page). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const values = formValues(await request.formData());
  // The product the answer belongs to: a save posted before hydration comes back as the page's action data.
  const productId = values.productId ?? "";
  const parsed = AdminProductSchema.safeParse(values);
  if (!parsed.success) return data({ ok: false, message: quick.invalid, productId }, { status: 400 });
  const { price, stock } = parsed.data;
  const ok = await updateProductPriceAndStock(services().db, parsed.data.productId, price, stock, new Date(), { id: admin.id, email: admin.email });
  if (!ok) return data({ ok: false, message: quick.unknown, productId }, { status: 404 });
  return { ok: true, message: quick.saved(productId), productId };
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">{t.title}</h1>
        <Link to="/admin/products/ny" className="rounded-full bg-indigo px-6 py-3 text-white">
          {t.newProduct}
        </Link>
      </div>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <p className="mt-2 text-sm text-ink-soft">{t.noDelete}</p>
      {loaderData.lowOnly && (
        <p className="mt-4 flex flex-wrap items-baseline gap-x-3 rounded-xl bg-lavender/40 px-4 py-3">
          {t.lowOnly}
          <Link to="/admin/products" className="text-sm underline">
            {t.showAll}
          </Link>
        </p>
      )}
      <ProductFilter values={loaderData.filter} />
      <p role="status" className="mt-4 text-sm text-ink-soft">
        {t.filter.count(loaderData.products.length)}
      </p>
      <ProductList rows={loaderData.products} answer={actionData} filtered={loaderData.filtered} />
    </section>
  );
}
