import { SHOP_QUERY_DEFAULTS as DEFAULTS } from "~/domain/catalogue";

/** Search params for the shop list with default values left out, so shared URLs stay short. */
export function shopSearchParams(values: { q?: string | null; sort?: string | null; stock?: string | null }) {
  const params = new URLSearchParams();
  const q = values.q?.trim();
  if (q) params.set("q", q);
  if (values.sort && values.sort !== DEFAULTS.sort) params.set("sort", values.sort);
  if (values.stock && values.stock !== DEFAULTS.stock) params.set("stock", values.stock);
  return params;
}

export function shopHref(values: Parameters<typeof shopSearchParams>[0]): string {
  const search = shopSearchParams(values).toString();
  return search ? `/shop?${search}` : "/shop";
}

/** The form's values as clean search params (empty search and defaults dropped). */
export function formSearchParams(form: HTMLFormElement, overrides: { stock?: string } = {}): URLSearchParams {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : null;
  };
  return shopSearchParams({ q: text("q"), sort: text("sort"), stock: overrides.stock ?? text("stock") });
}
