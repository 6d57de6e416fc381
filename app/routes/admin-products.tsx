import { data, useFetcher } from "react-router";
import type { Route } from "./+types/admin-products";
import { sv } from "~/content/sv";
import { formatKronorInput } from "~/domain/money";
import { AdminProductSchema, formValues } from "~/domain/schemas";
import { listProductRows, updateProductPriceAndStock } from "~/server/catalogue.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";

const t = sv.admin.products;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

export async function loader() {
  const rows = await listProductRows(services().db);
  return { products: rows.map((r) => ({ id: r.id, name: r.name, priceOre: r.priceOre, stockCount: r.stockCount })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const parsed = AdminProductSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: t.invalid }, { status: 400 });
  const { productId, price, stock } = parsed.data;
  const ok = await updateProductPriceAndStock(services().db, productId, price, stock, new Date(), { id: admin.id, email: admin.email });
  if (!ok) return data({ ok: false, message: t.unknown }, { status: 404 });
  return { ok: true, message: t.saved(productId) };
}

function ProductRow({ p }: { p: { id: string; name: string; priceOre: number; stockCount: number } }) {
  const fetcher = useFetcher<typeof action>();
  return (
    <tr className="border-t border-ink/10">
      <th scope="row" className="py-2 pr-4 text-left font-medium">
        {p.name}
      </th>
      <td colSpan={3} className="py-2">
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="productId" value={p.id} />
          <input name="price" aria-label={t.price(p.name)} defaultValue={formatKronorInput(p.priceOre)} inputMode="decimal" className="w-28 rounded-lg border border-ink/20 bg-white px-3 py-1.5" />
          <input name="stock" aria-label={t.stock(p.name)} defaultValue={p.stockCount} inputMode="numeric" className="w-24 rounded-lg border border-ink/20 bg-white px-3 py-1.5" />
          <button type="submit" aria-label={t.save(p.name)} className="rounded-full bg-indigo px-4 py-1.5 text-sm text-white">
            {t.saveLabel}
          </button>
          {fetcher.data && (
            <span role="status" className={fetcher.data.ok ? "text-sm text-sage" : "text-sm text-clay"}>
              {fetcher.data.message}
            </span>
          )}
        </fetcher.Form>
      </td>
    </tr>
  );
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <table className="mt-8 w-full">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col">{t.columns}</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.products.map((p) => (
            <ProductRow key={p.id} p={p} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
