import { Link } from "react-router";
import type { ProductDetail } from "~/domain/catalogue";
import { MULTI_BUY } from "~/domain/constants";
import { formatKr } from "~/domain/money";
import { productDetailsCopy } from "~/content/product-details";

const t = productDetailsCopy;

/** Non-bundles: the automatic multi-buy. Bundles: the computed saving and the parts, with links. */
export function ProductOffers({ product }: { product: ProductDetail }) {
  if (!product.isBundle) {
    if (product.multiBuyPairOre === null) return null;
    return (
      <p className="rounded-2xl bg-sage-light/70 px-4 py-3 text-sm text-ink">
        {t.multiBuy(MULTI_BUY.percent, formatKr(product.multiBuyPairOre))}
      </p>
    );
  }
  return (
    <div className="rounded-2xl bg-sage-light/70 px-5 py-4 text-sm">
      {product.bundleSavingOre > 0 && (
        <>
          <p className="font-serif text-xl text-ink">{t.bundle.save(formatKr(product.bundleSavingOre))}</p>
          <p className="mt-1 text-ink-soft">{t.bundle.saveLead}</p>
        </>
      )}
      <h2 className="mt-3 font-sans text-base font-semibold">{t.bundle.contains}</h2>
      <ul className="mt-2 divide-y divide-ink/10">
        {product.bundleParts.map((part) => (
          <li key={part.id} className="flex items-center justify-between gap-3 py-2">
            <Link to={`/product/${part.id}`} className="underline decoration-ink/30 underline-offset-4 hover:decoration-ink">
              {part.name}
              {part.weight && <span className="text-ink-soft"> · {part.weight}</span>}
            </Link>
            <span className="text-ink-soft">{formatKr(part.priceOre)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
