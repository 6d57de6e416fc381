import { ProductCard } from "~/components/shop/product-card";
import { home } from "~/content/home";
import type { ProductSummary } from "~/domain/catalogue";
import { HomePart } from "./home-parts";

/** The four most popular products (loader: popularity descending). */
export function PopularProducts({ products }: { products: ProductSummary[] }) {
  const t = home.popular;
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="popular-title" className="page py-14 render-when-near">
      <HomePart render={(m) => <m.SectionHeading id="popular-title" title={t.title} lead={t.lead} link={{ to: "/shop", label: t.all }} />} />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
