import { cardCopy } from "~/content/product-card";
import type { ProductSummary } from "~/domain/catalogue";
import { formatKr } from "~/domain/money";
import { cn } from "~/lib/cn";
import { EarlierPrice, LowestBeforeCut } from "./price-announcement";

/**
 * The price (incl. VAT) — with the earlier price struck through while reduced — and under it the weight and the
 * jämförpris (kr/kg) when sold by weight, and the lowest price before a cut (ADR 036).
 */
export function PriceTag({
  product,
  size = "md",
  className,
}: {
  product: Pick<ProductSummary, "priceOre" | "comparisonPerKgOre" | "weight"> & Partial<Pick<ProductSummary, "announcement">>;
  size?: "md" | "lg";
  className?: string;
}) {
  const details = [
    product.weight,
    product.comparisonPerKgOre !== null && cardCopy.comparison(formatKr(product.comparisonPerKgOre)),
  ].filter(Boolean);
  return (
    <div className={cn("flex flex-col", className)}>
      <p className={cn("flex flex-wrap items-baseline gap-x-2 font-semibold text-ink tabular-nums", size === "lg" ? "text-2xl" : "text-base sm:text-lg")}>
        <span className={cn(product.announcement?.reduced && "text-clay")}>
          <span className="sr-only">{cardCopy.price} </span>
          {formatKr(product.priceOre)}
        </span>
        <EarlierPrice announcement={product.announcement ?? null} className="text-sm font-normal" />
      </p>
      {details.length > 0 && <p className="text-xs text-ink-soft tabular-nums sm:text-sm">{details.join(" · ")}</p>}
      <LowestBeforeCut announcement={product.announcement ?? null} className="text-xs sm:text-sm" />
    </div>
  );
}
