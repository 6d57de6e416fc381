import { Link } from "react-router";
import type { ProductSummary } from "~/domain/catalogue";
import { christmasCopy as t } from "~/content/pages";
import { ProductCard } from "~/components/shop/product-card";
import { buttonClass } from "~/components/ui/button";
import { artImage } from "~/lib/art";

function Snowflake({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 120" className={className} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M60 6v108M13 33l94 54M13 87l94-54" />
      <path d="M60 6l-10 11M60 6l10 11M60 114l-10-11M60 114l10-11M13 33l14 3M13 33l4 14M107 87l-14-3M107 87l-4-14M13 87l4-14M13 87l14-3M107 33l-4 14M107 33l-14 3" />
    </svg>
  );
}

export function ChristmasPage({ products }: { products: ProductSummary[] }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20">
      <section className="relative grid items-center gap-10 overflow-hidden rounded-[2rem] bg-[#6B1B26] px-6 py-14 text-white sm:px-12 sm:py-16 md:grid-cols-[1fr_18rem]">
        <Snowflake className="absolute -top-10 -left-10 size-48 text-white/5" />
        <div className="relative">
          <p className="text-xs font-medium tracking-[0.25em] text-[#F2D898] uppercase">{t.eyebrow}</p>
          <h1 className="mt-4 text-5xl sm:text-6xl">{t.title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/90">{t.lead}</p>
          <Link to="/shop" className={buttonClass("secondary", "mt-10 ring-0")}>
            {t.toShop}
          </Link>
        </div>
        <div aria-hidden="true" className="relative hidden md:block">
          <Snowflake className="absolute -top-8 -right-8 size-28 text-[#F2D898]/30" />
          <img {...artImage("/images/products/midvinter.svg", "288px")} alt="" width={288} height={288} className="rounded-full ring-8 ring-white/10" />
        </div>
      </section>

      <section aria-labelledby="christmas-products" className="mt-16">
        <h2 id="christmas-products" className="text-3xl">
          {t.productsTitle}
        </h2>
        <div className="mt-8 grid items-start gap-10 md:grid-cols-[minmax(0,22rem)_1fr]">
          {products.length > 0 ? (
            <ul className="grid gap-6">
              {products.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} priority={i === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-3xl bg-white/60 p-8 text-ink-soft ring-1 ring-ink/5">{t.empty}</p>
          )}
          <ul className="space-y-8 md:pt-4">
            {t.notes.map((n) => (
              <li key={n.title} className="border-l-2 border-gold/60 pl-5">
                <h3 className="font-serif text-2xl">{n.title}</h3>
                <p className="mt-2 max-w-md leading-relaxed text-ink-soft">{n.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
