import { shopCopy } from "~/content/shop";
import type { ProductSummary } from "~/domain/catalogue";
import { formatKr } from "~/domain/money";
import { cn } from "~/lib/cn";

/** The price (incl. VAT), and under it the weight and the jämförpris (kr/kg) when sold by weight. */
export function PriceTag({
  product,
  size = "md",
  className,
}: {
  product: Pick<ProductSummary, "priceOre" | "comparisonPerKgOre" | "weight">;
  size?: "md" | "lg";
  className?: string;
}) {
  const details = [
    product.weight,
    product.comparisonPerKgOre !== null && shopCopy.card.comparison(formatKr(product.comparisonPerKgOre)),
  ].filter(Boolean);
  return (
    <div className={cn("flex flex-col", className)}>
      <p className={cn("font-semibold text-ink tabular-nums", size === "lg" ? "text-2xl" : "text-base sm:text-lg")}>
        <span className="sr-only">{shopCopy.card.price} </span>
        {formatKr(product.priceOre)}
      </p>
      {details.length > 0 && <p className="text-xs text-ink-soft tabular-nums sm:text-sm">{details.join(" · ")}</p>}
    </div>
  );
}
