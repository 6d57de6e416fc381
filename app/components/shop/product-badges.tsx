import { cardCopy } from "~/content/product-card";
import type { ProductSummary } from "~/domain/catalogue";
import { cn } from "~/lib/cn";
import { Badge } from "./badge";
import { StockBadge } from "./stock-badge";

type BadgeFacts = Pick<ProductSummary, "stockStatus" | "isBestseller" | "isBundle" | "isLimitedEdition" | "isOnlineOnly">;

/** Every badge that applies to a product, stock first (it matters most to a buyer). Nothing if none apply. */
export function ProductBadges({ product, className }: { product: BadgeFacts; className?: string }) {
  const { badges } = cardCopy;
  const extra = [
    product.isLimitedEdition && { key: "limited", tone: "lavender" as const, label: badges.limited },
    product.isBestseller && { key: "bestseller", tone: "indigo" as const, label: badges.bestseller },
    product.isBundle && { key: "bundle", tone: "sage" as const, label: badges.bundle },
    product.isOnlineOnly && { key: "online", tone: "plain" as const, label: badges.onlineOnly },
  ].filter((b) => b !== false);
  if (product.stockStatus === "in_stock" && extra.length === 0) return null;
  return (
    <ul aria-label={cardCopy.badgesLabel} className={cn("flex flex-wrap gap-1.5", className)}>
      {product.stockStatus !== "in_stock" && (
        <li>
          <StockBadge status={product.stockStatus} />
        </li>
      )}
      {extra.map((b) => (
        <li key={b.key}>
          <Badge tone={b.tone}>{b.label}</Badge>
        </li>
      ))}
    </ul>
  );
}
