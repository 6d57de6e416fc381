import type { ProductDetail } from "~/domain/catalogue";
import { formatKr } from "~/domain/money";
import { productDetailsCopy } from "~/content/product-details";
import { ProductBadges } from "~/components/shop/product-badges";
import { StarRating } from "~/components/shop/star-rating";
import { cn } from "~/lib/cn";
import { EarlierPrice, LowestBeforeCut } from "~/components/shop/price-announcement";

const t = productDetailsCopy;

/** Name, badges, rating (only from real reviews), price, jämförpris, weight, the earlier price and the lowest price before a cut (ADR 036), and stock. */
export function ProductHeading({ product }: { product: ProductDetail }) {
  return (
    <div data-testid="product-summary">
      <ProductBadges product={product} className="mb-4" />
      <h1 className="text-4xl leading-tight sm:text-5xl">{product.name}</h1>
      <p className="mt-2 text-lg text-ink-soft">{product.tagline}</p>

      {product.rating && (
        <a href="#omdomen" className="mt-3 inline-block hover:underline">
          <StarRating rating={product.rating} />
        </a>
      )}

      <div className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className={cn("font-serif text-4xl tabular-nums", product.announcement?.reduced ? "text-clay" : "text-indigo")}>
          <span className="sr-only">{t.price.label} </span>
          {formatKr(product.priceOre)}
        </p>
        <EarlierPrice announcement={product.announcement} className="text-xl" />
        <p className="text-sm text-ink-soft">{t.price.vatIncluded}</p>
      </div>
      {(product.comparisonPerKgOre !== null || product.weight) && (
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-ink-soft tabular-nums">
          {product.weight && <span>{t.price.weight(product.weight)}</span>}
          {product.weight && product.comparisonPerKgOre !== null && <span aria-hidden="true">·</span>}
          {product.comparisonPerKgOre !== null && <span>{t.price.comparison(formatKr(product.comparisonPerKgOre))}</span>}
        </p>
      )}
      <LowestBeforeCut announcement={product.announcement} className="mt-1 text-sm" />
      <p
        className={cn(
          "mt-3 inline-flex items-center gap-2 text-sm font-medium",
          product.stockStatus === "in_stock" ? "text-sage" : "text-clay",
        )}
      >
        <span aria-hidden="true" className="size-2 rounded-full bg-current" />
        {product.stockStatus === "in_stock"
          ? t.stock.in_stock
          : product.stockStatus === "low_stock"
            ? t.stock.low_stock(product.stockCount)
            : t.stock.out_of_stock}
      </p>
    </div>
  );
}
